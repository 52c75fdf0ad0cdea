/** The HTML elements of OSM markers and clusters (no sprites needed): buttons, so the keyboard reaches them. */
import { t } from '../../core/i18n';
import type { ClusterIcon } from '../clusters';
import type { MarkerKind, MarkerSpec } from '../provider';

/** Our default marker: a pin 27×41 px, its tip at the position. */
const PIN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="27" height="41" viewBox="0 0 27 41" aria-hidden="true" focusable="false">' +
  '<path d="M13.5 40.5C13.5 40.5 1 24.6 1 13.5a12.5 12.5 0 0 1 25 0c0 11.1-12.5 27-12.5 27z" fill="#c62828" stroke="#7f1010" stroke-width="1.5"/>' +
  '<circle cx="13.5" cy="13.5" r="5" fill="#7f1010"/></svg>';

/** A place found by the radius search: a smaller blue pin, 21×32 px, its tip at the position. */
const PLACE_PIN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="21" height="32" viewBox="0 0 27 41" aria-hidden="true" focusable="false">' +
  '<path d="M13.5 40.5C13.5 40.5 1 24.6 1 13.5a12.5 12.5 0 0 1 25 0c0 11.1-12.5 27-12.5 27z" fill="#1565c0" stroke="#0d3c78" stroke-width="1.5"/>' +
  '<circle cx="13.5" cy="13.5" r="5" fill="#fff"/></svg>';

/** The point of a map search: a dot 18×18 px with a white ring, its centre at the position. */
const POINT_DOT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">' +
  '<circle cx="9" cy="9" r="7.5" fill="#212121" stroke="#fff" stroke-width="3"/></svg>';

const GRAPHICS: Record<MarkerKind, string> = { location: PIN, place: PLACE_PIN, point: POINT_DOT };

/** Where a marker element sits on its position (MapLibre's anchor). */
export function markerAnchor(spec: MarkerSpec): 'top-left' | 'bottom' | 'center' {
  // 9.1: a custom icon's anchor is its top-left corner (0,0); our pins point with their tip.
  if (spec.icon) return 'top-left';
  return spec.kind === 'point' ? 'center' : 'bottom';
}

/** The marker's graphic around its position, in pixels: left, top, right, bottom. */
export function markerBox(spec: MarkerSpec): [number, number, number, number] {
  // 9.1: a custom icon (50×50) hangs from its top-left corner; our pins stand on their tip.
  if (spec.icon) return [0, 0, 50, 50];
  if (spec.kind === 'place') return [-10.5, -32, 10.5, 0];
  if (spec.kind === 'point') return [-9, -9, 9, 9];
  return [-13.5, -41, 13.5, 0];
}

export type PopupAnchor =
  'center' | 'top' | 'bottom' | 'left' | 'right' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** A box in pixels on the map: left, top, right, bottom. */
export type Box = [number, number, number, number];

/**
 * The info window's offset for each side MapLibre may put it on: always beside the marker's
 * graphic, never over it (a window over its own marker would take the pointer from it, and a
 * mouse-out closes the window again).
 */
export function infoOffset(spec: MarkerSpec): Record<PopupAnchor, [number, number]> {
  const [left, top, right, bottom] = markerBox(spec);
  const x = (left + right) / 2;
  const y = (top + bottom) / 2;
  return {
    center: [x, top],
    bottom: [x, top],
    top: [x, bottom],
    left: [right, y],
    right: [left, y],
    'bottom-left': [right, top],
    'bottom-right': [left, top],
    'top-left': [right, bottom],
    'top-right': [left, bottom],
  };
}

/** MapLibre's popup tip: 10 px on the side that points at the marker. */
const TIP = 10;

/** The sides tried for an info window, the usual one (above the marker) first. */
const INFO_SIDES: readonly Exclude<PopupAnchor, 'center'>[] = [
  'bottom',
  'top',
  'left',
  'right',
  'bottom-left',
  'bottom-right',
  'top-left',
  'top-right',
];

/** The box an info window of `size` takes when MapLibre anchors it at `anchor` on `point`. */
export function infoBox(
  anchor: Exclude<PopupAnchor, 'center'>,
  point: { x: number; y: number },
  size: { width: number; height: number },
): Box {
  const { x, y } = point;
  const { width: w, height: h } = size;
  switch (anchor) {
    case 'bottom':
      return [x - w / 2, y - h - TIP, x + w / 2, y];
    case 'top':
      return [x - w / 2, y, x + w / 2, y + h + TIP];
    case 'left':
      return [x, y - h / 2, x + w + TIP, y + h / 2];
    case 'right':
      return [x - w - TIP, y - h / 2, x, y + h / 2];
    case 'bottom-left':
      return [x, y - h - TIP, x + w, y];
    case 'bottom-right':
      return [x - w, y - h - TIP, x, y];
    case 'top-left':
      return [x, y, x + w, y + h + TIP];
    case 'top-right':
      return [x - w, y, x, y + h + TIP];
  }
}

const overlaps = (a: Box, b: Box): boolean => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * 4.4: the side of its marker an info window opens on. An open window must not cover another
 * marker, or the visitor cannot point at that marker (the window takes the pointer). So: the first
 * side (above first) on which the window stays inside the map and covers no other marker; failing
 * that, the side inside the map covering the fewest, then the one overflowing the least.
 */
export function infoAnchor(
  marker: { x: number; y: number },
  offsets: Record<PopupAnchor, [number, number]>,
  size: { width: number; height: number },
  view: { width: number; height: number },
  obstacles: readonly Box[],
): Exclude<PopupAnchor, 'center'> {
  let best: { anchor: Exclude<PopupAnchor, 'center'>; score: [number, number, number] } | undefined;
  for (const anchor of INFO_SIDES) {
    const [dx, dy] = offsets[anchor];
    const box = infoBox(anchor, { x: marker.x + dx, y: marker.y + dy }, size);
    const overflow =
      Math.max(0, -box[0]) +
      Math.max(0, -box[1]) +
      Math.max(0, box[2] - view.width) +
      Math.max(0, box[3] - view.height);
    const covered = obstacles.filter((obstacle) => overlaps(box, obstacle)).length;
    const score: [number, number, number] = [overflow > 0.5 ? 1 : 0, covered, overflow];
    if (score[0] === 0 && covered === 0) return anchor;
    const better =
      !best ||
      score[0] < best.score[0] ||
      (score[0] === best.score[0] &&
        (score[1] < best.score[1] || (score[1] === best.score[1] && score[2] < best.score[2])));
    if (better) best = { anchor, score };
  }
  return best?.anchor ?? 'bottom';
}

export function markerElement(doc: Document, spec: MarkerSpec): HTMLButtonElement {
  const kind = spec.kind ?? 'location';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = ['sf-osm-marker', spec.icon ? 'sf-osm-marker--icon' : `sf-osm-marker--${kind}`].join(
    ' ',
  );
  button.setAttribute(
    'aria-label',
    t('map.marker', { title: spec.label ? `${spec.label} ${spec.title}` : spec.title }),
  );
  button.dataset.markerIndex = String(spec.index);
  // For end-to-end tests: what the marker stands for (location, place or point).
  button.dataset.sfMarkerKind = kind;
  button.style.opacity = String(spec.opacity);
  if (spec.icon) {
    const image = doc.createElement('img');
    image.src = spec.icon;
    image.alt = '';
    image.width = 50;
    image.height = 50;
    button.append(image);
  } else {
    // Static markup of our own (no visitor or CMS data in it).
    button.innerHTML = GRAPHICS[kind];
  }
  if (spec.label) {
    const label = doc.createElement('span');
    label.className = 'sf-osm-marker__label';
    label.textContent = spec.label;
    label.setAttribute('aria-hidden', 'true');
    button.append(label);
  }
  return button;
}

export function clusterElement(
  doc: Document,
  icon: ClusterIcon,
  imagePath: string,
  count: number,
): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'sf-osm-cluster';
  button.setAttribute('aria-label', t('map.cluster', { count }));
  Object.assign(button.style, {
    width: `${icon.width}px`,
    height: `${icon.height}px`,
    backgroundImage: `url("${imagePath}${icon.file}")`,
    color: icon.textColor,
    fontSize: `${icon.textSize}px`,
  });
  const text = doc.createElement('span');
  text.textContent = String(count);
  text.setAttribute('aria-hidden', 'true');
  button.append(text);
  return button;
}
