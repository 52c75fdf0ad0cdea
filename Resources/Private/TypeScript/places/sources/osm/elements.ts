/**
 * The engines' answers as OSM elements (issue 14, 27): Nominatim's jsonv2 (and `json`) items from
 * `/lookup` and `/reverse`, and Overpass elements (`out center tags`), read into one `OsmElement`
 * that the mapping (to-model.ts) turns into a place; and the place ids (`node/123`) of elements.
 */
import { own } from '../../../core/own';
import type { LatLngBoundsLiteral } from '../../model';

export type OsmType = 'node' | 'way' | 'relation';

/** Nominatim's address details (`addressdetails=1`), the parts we read. */
export interface NominatimAddress {
  house_number?: string;
  road?: string;
  pedestrian?: string;
  square?: string;
  suburb?: string;
  city_district?: string;
  city?: string;
  town?: string;
  village?: string;
  state?: string;
  postcode?: string;
  country?: string;
  country_code?: string;
}

export interface OsmElement {
  osmType: OsmType;
  osmId: number;
  lat: number;
  lon: number;
  /** Every tag of the element (name, addr:*, and what Nominatim calls extratags). */
  tags: Readonly<Record<string, string>>;
  address: NominatimAddress | null;
  bounds: LatLngBoundsLiteral | null;
}

/** `node/123`: the place id of an OSM element (as in openstreetmap.org's URLs). */
export function placeIdOf(element: Pick<OsmElement, 'osmType' | 'osmId'>): string {
  return `${element.osmType}/${String(element.osmId)}`;
}

/** `node/123` → Nominatim's `N123`; undefined for anything else. */
export function lookupIdOf(placeId: string): string | undefined {
  const match = /^(node|way|relation)\/(\d{1,15})$/.exec(placeId);
  if (!match) return undefined;
  return `${(match[1] ?? 'n').charAt(0).toUpperCase()}${match[2] ?? ''}`;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
const stringRecord = (value: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (isRecord(value)) for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
};

const OSM_TYPES: Record<string, OsmType> = {
  node: 'node',
  way: 'way',
  relation: 'relation',
  N: 'node',
  W: 'way',
  R: 'relation',
};

/** One object of Nominatim's jsonv2 answer; undefined when it is not one. */
export function fromNominatim(json: unknown): OsmElement | undefined {
  if (!isRecord(json)) return undefined;
  const osmType = own(OSM_TYPES, String(json.osm_type));
  const osmId = num(json.osm_id);
  const lat = num(json.lat);
  const lon = num(json.lon);
  if (!osmType || !Number.isInteger(osmId) || !Number.isFinite(lat) || !Number.isFinite(lon))
    return undefined;
  const tags: Record<string, string> = { ...stringRecord(json.extratags), ...stringRecord(json.namedetails) };
  if (typeof json.name === 'string' && json.name !== '' && !tags.name) tags.name = json.name;
  if (typeof json.category === 'string' && typeof json.type === 'string' && !own(tags, json.category)) {
    tags[json.category] = json.type;
  }
  const box = Array.isArray(json.boundingbox) ? json.boundingbox.map(num) : [];
  const [south, north, west, east] = box;
  const bounds =
    box.length === 4 && box.every(Number.isFinite)
      ? { south: south as number, west: west as number, north: north as number, east: east as number }
      : null;
  return {
    osmType,
    osmId,
    lat,
    lon,
    tags,
    address: isRecord(json.address) ? json.address : null,
    bounds,
  };
}

/** One element of an Overpass answer (`out center tags`); undefined when it has no position. */
export function fromOverpass(json: unknown): OsmElement | undefined {
  if (!isRecord(json)) return undefined;
  const osmType = own(OSM_TYPES, String(json.type));
  const center = isRecord(json.center) ? json.center : json;
  const lat = num(center.lat);
  const lon = num(center.lon);
  const osmId = num(json.id);
  if (!osmType || !Number.isInteger(osmId) || !Number.isFinite(lat) || !Number.isFinite(lon))
    return undefined;
  return { osmType, osmId, lat, lon, tags: stringRecord(json.tags), address: null, bounds: null };
}

/**
 * Nominatim's `format=json` item as the jsonv2 one the mapping reads (issue 27; recordings
 * nominatim/lookup-json-extratags.json, search-json-addressdetails-svg.json, output-json-place.json,
 * the examples of Nominatim's Lookup.md, Search.md and Output.md): a server that answers `json`
 * (older releases, or a proxy that pins the format) names the main tag `class`, not `category`, and
 * older releases write no `name`: the place's own name is then the address part under its label
 * (`address.tourism`, `address.historic`, `address.city`). A jsonv2 item passes unchanged.
 */
export function nominatimItem(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  const item = json as Record<string, unknown>;
  const category = item.category ?? item.class;
  if ('category' in item && 'name' in item) return item;
  const address = item.address;
  const part = (key: unknown): unknown =>
    typeof key === 'string' && typeof address === 'object' && address !== null && !Array.isArray(address)
      ? own(address as Record<string, unknown>, key)
      : undefined;
  const name = 'name' in item ? item.name : [item.addresstype, category, item.type].map(part).find(Boolean);
  // A view over the item (its other fields read through), not a copy: only what the mapping
  // reads is read.
  const view = Object.create(item) as Record<string, unknown>;
  view.category = category;
  if (name !== undefined) view.name = name;
  return view;
}
