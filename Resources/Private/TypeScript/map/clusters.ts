/**
 * Marker-cluster icon sets (spec 9.2), selected by markerClusterStyle. The images are static files
 * in the extension's public images folder (`Resources/Public/Images/markerclusterer/`), named with
 * the prefix 'm' as markerclusterer's classic sets are: `m1.png`… for the default set, and
 * `m-{set}-{n}.png` for the others. Index 0 is the default set; 1–4 are the sets of 9.2.
 */
export interface ClusterIcon {
  /** File name below the images folder. */
  file: string;
  width: number;
  height: number;
  textSize: number;
  textColor: string;
}

export type ClusterIconSetName = 'default' | 'people' | 'conversation' | 'heart' | 'pin';

export const CLUSTER_ICON_SETS: Record<ClusterIconSetName, readonly ClusterIcon[]> = {
  default: [
    { file: 'm1.png', width: 53, height: 53, textSize: 11, textColor: '#000000' },
    { file: 'm2.png', width: 56, height: 56, textSize: 11, textColor: '#000000' },
    { file: 'm3.png', width: 66, height: 66, textSize: 12, textColor: '#000000' },
  ],
  people: [
    { file: 'm-people-1.png', width: 35, height: 35, textSize: 10, textColor: '#000000' },
    { file: 'm-people-2.png', width: 45, height: 45, textSize: 11, textColor: '#000000' },
    { file: 'm-people-3.png', width: 55, height: 55, textSize: 12, textColor: '#000000' },
  ],
  conversation: [
    { file: 'm-conversation-1.png', width: 30, height: 27, textSize: 10, textColor: '#000000' },
    { file: 'm-conversation-2.png', width: 40, height: 36, textSize: 11, textColor: '#000000' },
    { file: 'm-conversation-3.png', width: 50, height: 45, textSize: 12, textColor: '#000000' },
  ],
  heart: [
    { file: 'm-heart-1.png', width: 30, height: 26, textSize: 10, textColor: '#000000' },
    { file: 'm-heart-2.png', width: 40, height: 35, textSize: 11, textColor: '#000000' },
    { file: 'm-heart-3.png', width: 50, height: 44, textSize: 12, textColor: '#000000' },
  ],
  pin: [{ file: 'm-pin-1.png', width: 30, height: 48, textSize: 10, textColor: '#ffffff' }],
};

export const CLUSTER_STYLE_ORDER: readonly ClusterIconSetName[] = [
  'default',
  'people',
  'conversation',
  'heart',
  'pin',
];

export function clusterIconSet(markerClusterStyle: number): ClusterIconSetName {
  return CLUSTER_STYLE_ORDER[markerClusterStyle] ?? 'default';
}

/**
 * The icon for a cluster of `count` markers, as markerclusterer's classic calculator picks it: one
 * step up per power of ten (2–9 → first, 10–99 → second, 100+ → third), capped at the set's size.
 */
export function clusterIcon(set: ClusterIconSetName, count: number): ClusterIcon {
  const icons = CLUSTER_ICON_SETS[set];
  const step = Math.min(icons.length - 1, Math.max(0, String(Math.max(1, Math.floor(count))).length - 1));
  return icons[step] ?? (icons[0] as ClusterIcon);
}

/** Letter labels cycle through A–Z (9.1): 0 → A, 25 → Z, 26 → A again. */
export function markerLetter(index: number): string {
  return String.fromCharCode(65 + (((index % 26) + 26) % 26));
}
