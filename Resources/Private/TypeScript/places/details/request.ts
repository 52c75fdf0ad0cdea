/**
 * What a widget is asked to show, from its settings or from `SiteFrontend.places.show(frame, …)`:
 * `{ id }`, `{ location: { lat, lng } }` (each with an optional `source`), `{ place }` (a Place, e.g.
 * one found by a search) or null (clear). Pure.
 */
import { PLACE_SOURCES, type Place, type PlaceSource } from '../model';
import { isLatLng } from '../validate';
import type { DetailsRequest } from './loader';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Place from any chunk (no instanceof: the class may come from another chunk). */
function isPlace(value: unknown): value is Place {
  return isRecord(value) && typeof value.id === 'string' && 'displayName' in value && 'source' in value;
}

/** The request, null for "clear", or the 8.4-style message of what is wrong. */
export function toDetailsRequest(raw: unknown, fallbackSource?: PlaceSource): DetailsRequest | null | string {
  if (raw === null || raw === undefined) return null;
  if (isPlace(raw)) return { kind: 'place', place: raw };
  if (!isRecord(raw)) return 'Place: `request` invalid';
  if (raw.place !== undefined)
    return isPlace(raw.place) ? { kind: 'place', place: raw.place } : 'Place: `place` invalid';
  const source = raw.source ?? fallbackSource;
  if (source !== undefined && !PLACE_SOURCES.includes(source as PlaceSource))
    return 'Place: `source` invalid';
  const withSource = source === undefined ? {} : { source: source as PlaceSource };
  if (raw.id !== undefined) {
    if (typeof raw.id !== 'string' || raw.id.trim() === '') return 'Place: `id` invalid';
    return { kind: 'id', id: raw.id, ...withSource };
  }
  if (raw.location !== undefined) {
    if (!isLatLng(raw.location)) return 'Place: `location` invalid';
    return { kind: 'location', location: { lat: raw.location.lat, lng: raw.location.lng }, ...withSource };
  }
  return 'Place: `request` invalid';
}

/** The source a request will be asked from (for consent): its own, else the site's default. */
export function sourceOf(request: DetailsRequest | null, siteDefault: PlaceSource): PlaceSource | null {
  if (!request) return null;
  if (request.kind === 'place') return request.place.source;
  return request.source ?? siteDefault;
}
