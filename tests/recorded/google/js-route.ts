/**
 * Issue 27: Google's recorded Routes API answers (REST JSON of `computeRoutes`) as the objects the
 * Maps JavaScript API's `routes.Route.computeRoutes` hands to `map/google/services.ts`, by the two
 * references side by side:
 *
 *   REST (routes.googleapis.com/directions/v2)   JavaScript API (google.maps.routes)
 *   polyline.encodedPolyline                     path: LatLngAltitude[] (decoded)
 *   duration / staticDuration "165s"             durationMillis / staticDurationMillis
 *   step.navigationInstruction.instructions      step.instructions
 *   geocodingResults.*.geocoderStatus {code}     geocoderStatus: RPCStatusString ('OK' when 0)
 *
 * As in `js-place.ts`, what the answer leaves out stays out (undefined): proto3 JSON omits zeros
 * (a last step of 0 m has no `distanceMeters`) and unset messages (an answer without a route is
 * `{}`).
 */
import type { ComputeRoutesResultLike } from '../../../Resources/Private/TypeScript/map/testing/mock-google';
import type { Json } from './js-place';

/** Google's encoded polyline format (precision 5), as `geometry.encoding.decodePath` decodes it. */
export function decodePolyline(encoded: string): google.maps.LatLngLiteral[] {
  const points: google.maps.LatLngLiteral[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    points.push({ lat: lat / 1e5, lng: lng / 1e5 });
  }
  return points;
}

const obj = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null ? (value as Json) : undefined;
const millis = (value: unknown): number | undefined =>
  typeof value === 'string' ? Number(value.replace(/s$/, '')) * 1000 : undefined;
const path = (value: unknown): google.maps.LatLngLiteral[] | undefined => {
  const encoded = obj(value)?.encodedPolyline;
  return typeof encoded === 'string' ? decodePolyline(encoded) : undefined;
};

/** google.rpc.Code numbers (the JSON) → the RPCStatusString names (the JavaScript API). */
const RPC_CODES = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
];

function waypoint(value: unknown): { geocoderStatus: string | null } | null {
  const status = obj(obj(value)?.geocoderStatus);
  if (!status) return null;
  return { geocoderStatus: RPC_CODES[(status.code as number | undefined) ?? 0] ?? null };
}

export function jsComputeRoutes(rest: Json): ComputeRoutesResultLike {
  const routes = rest.routes as Json[] | undefined;
  const geocoding = obj(rest.geocodingResults);
  return {
    routes: routes?.map((route) => ({
      path: path(route.polyline),
      legs: (route.legs as Json[] | undefined)?.map((leg) => ({
        path: path(leg.polyline) ?? [],
        distanceMeters: leg.distanceMeters as number,
        durationMillis: millis(leg.duration) ?? null,
        steps: ((leg.steps as Json[] | undefined) ?? []).map((step) => ({
          instructions: obj(step.navigationInstruction)?.instructions as string,
          distanceMeters: step.distanceMeters as number,
          staticDurationMillis: millis(step.staticDuration) ?? null,
        })),
      })),
      distanceMeters: route.distanceMeters as number | undefined,
      durationMillis: millis(route.duration),
    })),
    fallbackInfo: null,
    geocodingResults: geocoding
      ? { origin: waypoint(geocoding.origin), destination: waypoint(geocoding.destination) }
      : null,
  };
}
