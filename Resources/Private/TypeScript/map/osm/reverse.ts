/**
 * Issue 29: reverse geocoding on OpenStreetMap, for "Meinen Standort verwenden": the street address
 * at the visitor's position, from the block's geocoder (`osm.geocoder`):
 *
 *   Nominatim  GET {…/reverse}?lat=…&lon=…&format=jsonv2&addressdetails=1&zoom=18&accept-language=de
 *              one jsonv2 object, or 200 {"error":"Unable to geocode"} with nothing near
 *   Photon     GET {…/reverse}?lat=…&lon=…&lang=de&limit=1: a GeoJSON FeatureCollection
 *
 * The reverse endpoint lies beside the search endpoint (`/search` → `/reverse`, Photon's `/api` →
 * `/reverse`). Recordings: tests/recorded/nominatim/reverse-*.json.
 */
import { withQuery } from '../../core/http';
import { coordinate } from '../../services/osm/overpass';
import type { LatLng } from '../provider';
import type { ReverseOutcome } from '../services';
import { ask, endpoint, isRecord, unusable, type Context } from './engines';
import { geocodeAnswer, isPhotonEndpoint } from './geocode-answer';

export type ReverseAnswer = { found: string } | { empty: true } | { unusable: string };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The reverse endpoint beside the search endpoint: the last path segment becomes `reverse`. */
export function reverseUrl(search: URL): URL {
  const url = new URL(search.href);
  url.search = '';
  const path = url.pathname;
  url.pathname = /\/(search|api)\/?$/.test(path)
    ? path.replace(/\/(search|api)\/?$/, '/reverse')
    : `${path.replace(/\/+$/, '')}/reverse`;
  return url;
}

export function reverseParams(search: URL, position: LatLng, lang: string): [string, string][] {
  const at: [string, string][] = [
    ['lat', coordinate(position.lat)],
    ['lon', coordinate(position.lng)],
  ];
  return isPhotonEndpoint(search)
    ? [...at, ['lang', lang], ['limit', '1']]
    : [...at, ['format', 'jsonv2'], ['addressdetails', '1'], ['zoom', '18'], ['accept-language', lang]];
}

/** 'Marienplatz 1, 80331 München' from Nominatim's address details; else its display name. */
function nominatimLabel(body: Record<string, unknown>): string | undefined {
  const address = isRecord(body.address) ? body.address : {};
  const road = text(address.road) ?? text(address.pedestrian) ?? text(address.footway);
  const street = road && [road, text(address.house_number)].filter(Boolean).join(' ');
  const place =
    text(address.city) ??
    text(address.town) ??
    text(address.village) ??
    text(address.municipality) ??
    text(address.county);
  const town = [text(address.postcode), place].filter(Boolean).join(' ');
  if (street) return [street, town].filter(Boolean).join(', ');
  return text(body.display_name);
}

/** The label of a parsed Nominatim `/reverse` (jsonv2 object) or Photon `/reverse` answer. */
export function reverseAnswer(body: unknown): ReverseAnswer {
  if (isRecord(body) && Array.isArray(body.features)) {
    const read = geocodeAnswer(body, '');
    if ('found' in read) return read.found.label ? { found: read.found.label } : { empty: true };
    return read;
  }
  if (isRecord(body)) {
    // Nominatim's "nothing here" is a 200 with an error text ("Unable to geocode").
    if (typeof body.error === 'string') return { empty: true };
    const label = nominatimLabel(body);
    return label ? { found: label } : { unusable: 'a place without an address or display name' };
  }
  return { unusable: 'neither a jsonv2 object (Nominatim) nor a FeatureCollection (Photon)' };
}

export async function reverse(ctx: Context, position: LatLng, signal?: AbortSignal): Promise<ReverseOutcome> {
  const service = 'geocoder';
  const base = endpoint(ctx.config, 'geocoder');
  if (!(base instanceof URL)) return base;
  const url = withQuery(reverseUrl(base), reverseParams(base, position, ctx.lang));
  const answer = await ask(ctx, url, service, signal);
  // The detail names the endpoint only, never the query: the position stays out of the console.
  const where = `${url.origin}${url.pathname}`;
  if (answer.status !== 'OK') {
    const said = answer.answer ?? answer.status;
    return {
      status: answer.status,
      detail: `The ${service} ${where}: ${said}.`,
      engine: service,
      answer: said,
    };
  }
  const read = reverseAnswer(answer.value);
  if ('empty' in read) {
    const detail = `The ${service} ${where} knows no address here.`;
    return { status: 'ZERO_RESULTS', detail, engine: service, answer: 'no address here' };
  }
  if ('unusable' in read) return unusable(new URL(where), service, read.unusable);
  return { status: 'OK', label: read.found };
}
