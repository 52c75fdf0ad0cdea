/**
 * The map forms' geocoder on OpenStreetMap (spec 4.7, 8.5): one address → its first hit, from a
 * Nominatim- or Photon-compatible endpoint (`osm.geocoder`):
 *
 *   GET {geocoder}?q=…&format=jsonv2&limit=1&accept-language=de (Photon's …/api: q, lang, limit)
 */
import { withQuery } from '../../core/http';
import type { GeocodeHit, GeocodeOutcome } from '../services';
import { ask, endpoint, unusable, type Context } from './engines';
import { geocodeAnswer, geocodeParams } from './geocode-answer';

export async function geocode(ctx: Context, address: string, signal?: AbortSignal): Promise<GeocodeOutcome> {
  const { config, lang } = ctx;
  const service = 'geocoder';
  if (address.trim() === '') return { status: 'INVALID_REQUEST', detail: 'No address to geocode.' };
  const base = endpoint(config, 'geocoder');
  if (!(base instanceof URL)) return base;
  const url = withQuery(base, geocodeParams(base, address, lang));
  const answer = await ask(ctx, url, service, signal);
  if (answer.status !== 'OK') return answer;
  // A Nominatim array or a Photon FeatureCollection (geocode-answer.ts, held to the recordings).
  const read = geocodeAnswer(answer.value, address);
  if ('empty' in read) {
    return { status: 'ZERO_RESULTS', detail: `The ${service} ${url} found nothing for "${address}".` };
  }
  if ('unusable' in read) return unusable(url, service, read.unusable);
  const hit: GeocodeHit = read.found;
  return { status: 'OK', ...hit };
}
