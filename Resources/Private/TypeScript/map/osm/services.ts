/**
 * The map services of the OpenStreetMap provider (spec 4.7–4.9, 8.5) over three HTTP APIs, as the
 * demo server answers them from the extract and a production site points them at real servers:
 *
 *   geocode  Nominatim/Photon   geocode.ts
 *   reverse  Nominatim/Photon   reverse.ts (issue 29)
 *   nearby   Overpass API       nearby.ts
 *   route    OSRM v5            route.ts (the step texts from osrm-text-instructions)
 *
 * Nothing here rejects: every failure resolves as a status with an English detail for the console
 * (HTTP through the one JSON client, services/http-json.ts).
 */
import { MAX_NEARBY_RADIUS_METERS } from '../services';
import type { MapServices } from '../services';
import type { OsmConfig } from '../provider';
import type { Context, OsmServicesOptions } from './engines';
import { geocode } from './geocode';
import { nearby } from './nearby';
import { reverse } from './reverse';
import { route, TRAVEL_MODES } from './route';

export type { OsmServicesOptions } from './engines';
export { GERMAN_MODE_WORDING, wordForMode } from './route';
/** A coordinate in a request (services/osm/overpass.ts; overlays.ts and the tests read it here). */
export { coordinate } from '../../services/osm/overpass';

export function osmServices(config: OsmConfig, options: OsmServicesOptions = {}): MapServices {
  const ctx: Context = { config, lang: options.language ?? 'de', options };
  return {
    travelModes: TRAVEL_MODES,
    maxNearbyRadiusMeters: MAX_NEARBY_RADIUS_METERS,
    geocode: (address, signal) => geocode(ctx, address, signal),
    reverse: (position, signal) => reverse(ctx, position, signal),
    nearby: (request, signal) => nearby(ctx, request, signal),
    route: (request, signal) => route(ctx, request, signal),
  };
}
