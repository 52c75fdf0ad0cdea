/**
 * The map's radius search on OpenStreetMap (spec 4.9, 8.5): named places of one type around a
 * centre, nearest first, from an Overpass API (`osm.overpass`):
 *
 *   GET {overpass}?data=[out:json][timeout:10];(nwr[…]["name"](around:r,lat,lng);…);out center tags;
 *
 * The type's tags come from the one OSM vocabulary (services/osm/vocabulary.ts).
 */
import { withQuery } from '../../core/http';
import { haversineMeters } from '../../services/geo';
import { around, overpassFilter, overpassQuery } from '../../services/osm/overpass';
import { searchTags as placeTypeTags } from '../../services/osm/vocabulary';
import { MAX_NEARBY_RADIUS_METERS } from '../services';
import type { NearbyOutcome, NearbyPlace, NearbyRequest } from '../services';
import { ask, endpoint, isRecord, latLng, unusable, type Context } from './engines';

export async function nearby(
  ctx: Context,
  request: NearbyRequest,
  signal?: AbortSignal,
): Promise<NearbyOutcome> {
  const { config } = ctx;
  const service = 'Overpass API';
  const filters = placeTypeTags(request.type);
  if (!filters) {
    return {
      status: 'INVALID_REQUEST',
      detail: `The place type "${request.type}" has no OpenStreetMap tags (see services/osm/vocabulary.ts).`,
    };
  }
  const radius = Math.round(Math.min(request.radiusMeters, MAX_NEARBY_RADIUS_METERS));
  if (!Number.isFinite(radius) || radius < 1 || !latLng(request.center.lat, request.center.lng)) {
    return {
      status: 'INVALID_REQUEST',
      detail: `No nearby search around an invalid center or radius (${radius} m).`,
    };
  }
  const query = overpassQuery(
    filters.map((filter) => `nwr${overpassFilter(filter)}["name"]${around(request.center, radius)};`),
  );
  const base = endpoint(config, 'overpass');
  if (!(base instanceof URL)) return base;
  const url = withQuery(base, [['data', query]]);
  const answer = await ask(ctx, url, service, signal);
  if (answer.status !== 'OK') return answer;
  const body = answer.value;
  if (!isRecord(body) || !Array.isArray(body.elements)) return unusable(url, service, 'no JSON elements');
  const seen = new Set<string>();
  const found: (NearbyPlace & { distance: number })[] = [];
  for (const element of body.elements as unknown[]) {
    if (!isRecord(element)) continue;
    const key = `${String(element.type)}/${String(element.id)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const center = isRecord(element.center) ? element.center : element;
    const location = latLng(center.lat, center.lon);
    const name = isRecord(element.tags) && typeof element.tags.name === 'string' ? element.tags.name : '';
    if (!location || name === '') continue;
    const distance = haversineMeters(request.center, location);
    if (distance <= radius) found.push({ location, name, distance });
  }
  found.sort((a, b) => a.distance - b.distance);
  const places = found
    .slice(0, Math.max(0, request.maxResults))
    .map(({ location, name }) => ({ location, name }));
  if (places.length > 0) return { status: 'OK', places };
  // Overpass reports a timeout or memory error as HTTP 200 with a remark and no elements.
  if (typeof body.remark === 'string' && /error/i.test(body.remark)) {
    return unusable(url, service, `the remark "${body.remark}"`);
  }
  return {
    status: 'ZERO_RESULTS',
    detail: `The ${service} ${url} found no "${request.type}" within ${radius} m.`,
    engine: service,
    answer: 'no elements',
  };
}
