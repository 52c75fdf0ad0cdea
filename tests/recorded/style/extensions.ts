/**
 * What the style reads beyond the Protomaps basemap schema v4, on purpose: drawn only where the
 * tiles have it (the demo server's), absent (and so not drawn) on a published build.
 */
export const STYLE_EXTENSIONS: readonly { layer: string; kind: string; why: string }[] = [
  {
    layer: 'pois',
    kind: 'square',
    why: 'named squares (place=square), written by the demo server so that Marienplatz is labelled; a published build has no squares (Documentation/osm-tiles.md)',
  },
];
