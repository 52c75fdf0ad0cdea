/**
 * The pure part of the `map-load` section (map-load.ts): which pages open with a map (and its
 * settings, which the `map-worker` section reads too), what kind of
 * map resource a URL is, and how many of each arrived before and after the map's first drawn frame.
 * `map-load-lib.test.ts` checks it.
 */

/** The JSON settings of the page's first `<section>` when it is a map block (`sf-map-{id}`). */
export function firstMapSettings(html: string): string | undefined {
  const first = /<section\b[^>]*>/.exec(html);
  const id = first ? /\bid="sf-map-(\w+)"/.exec(first[0])?.[1] : undefined;
  if (!first || id === undefined) return undefined;
  return new RegExp(`<script type="application/json" id="sf-map-settings-${id}">(.*?)</script>`, 's').exec(
    html,
  )?.[1];
}

/**
 * Whether a fixture page shows a map in its first screen: its first `<section>` is a map block
 * (`sf-map-{id}`, right under the page's heading frame) that draws without consent and whose
 * locations all have numeric coordinates (a block with broken settings shows only its list).
 */
export function firstScreenMap(html: string): boolean {
  const json = firstMapSettings(html);
  if (json === undefined) return false;
  try {
    const settings = JSON.parse(json) as {
      consent?: { required?: unknown };
      locations?: { latitude?: unknown; longitude?: unknown }[];
    };
    const located = (settings.locations ?? []).every(
      (location) => typeof location.latitude === 'number' && typeof location.longitude === 'number',
    );
    return located && !settings.consent?.required;
  } catch {
    return false;
  }
}

export type MapResource = 'tile' | 'glyph' | 'sprite';

export const MAP_RESOURCES: readonly MapResource[] = ['tile', 'glyph', 'sprite'];

/** A vector tile (or a PMTiles archive's range), a glyph range, a sprite file; undefined for the rest. */
export function mapResource(url: string): MapResource | undefined {
  const path = url.replace(/[?#].*$/, '');
  if (/\/osm\/tiles\/\d+\/\d+\/\d+\.pbf$|\.pmtiles$/.test(path)) return 'tile';
  if (path.includes('/glyphs/')) return 'glyph';
  if (path.includes('/sprite/')) return 'sprite';
  return undefined;
}

export interface Arrival {
  kind: MapResource;
  /** When the response had arrived (epoch ms). */
  at: number;
}

export type ArrivalSplit = Record<MapResource, { before: number; after: number }>;

/** Counts each kind's arrivals before the first drawn frame (`firstDraw`, epoch ms; NaN: never drawn) and after. */
export function splitArrivals(arrivals: readonly Arrival[], firstDraw: number): ArrivalSplit {
  const split = {} as ArrivalSplit;
  for (const kind of MAP_RESOURCES) split[kind] = { before: 0, after: 0 };
  for (const { kind, at } of arrivals) {
    if (Number.isNaN(firstDraw) || at < firstDraw) split[kind].before += 1;
    else split[kind].after += 1;
  }
  return split;
}
