/**
 * The map services of a block (spec 4.7–4.9, 7.3, 8.1, 8.5): geocoding, nearby search and
 * directions, written once against this interface. Two implementations, loaded with their provider:
 * `google/services.ts` (Geocoder, places.Place.searchNearby, routes.Route.computeRoutes) and
 * `osm/services.ts` (Nominatim-, Overpass- and OSRM-compatible HTTP endpoints; the demo server
 * answers them from the OpenStreetMap extract).
 *
 * No method rejects: every failure comes back as a status with a detail for the console, so a
 * broken service never throws past the block.
 */
import type { LatLng } from './provider';

import {
  ABORTED as ABORTED_FAILURE,
  STATUSES,
  type Failure,
  type FailureStatus,
  type Status,
} from '../services/outcome';

/** The statuses of services/outcome.ts (8.5), under the map's names. */
export const SERVICE_STATUSES = STATUSES;
export type ServiceStatus = Status;
export type { FailureStatus };
export type ServiceFailure = Failure;

/** The map's answers spread their fields beside the status (a geocode hit, a route). */
export type Outcome<T> = ({ status: 'OK' } & T) | ServiceFailure;

export interface GeocodeHit {
  location: LatLng;
  /** The address as the geocoder found it (for the status line and the console). */
  label: string;
}

/** The largest nearby-search radius: Places API (New) takes at most 50 km; the OSM search keeps to it. */
export const MAX_NEARBY_RADIUS_METERS = 50_000;

/** What a request resolves with once its signal is aborted (the forms ignore it: a newer one runs). */
export const ABORTED: ServiceFailure = ABORTED_FAILURE;

/** 9.1: at most this many nearby places per search (the limit of Place.searchNearby). */
export const NEARBY_MAX_RESULTS = 20;

export interface NearbyRequest {
  center: LatLng;
  /** Already clamped to `maxNearbyRadiusMeters`. */
  radiusMeters: number;
  /** A Google place type as the type select offers it (restaurant, cafe, bar, pharmacy …). */
  type: string;
  maxResults: number;
}

export interface NearbyPlace {
  location: LatLng;
  /** The place's name (3.5); '' where names may not be shown (Google EEA setting). */
  name: string;
}

export type TravelMode = 'DRIVING' | 'WALKING' | 'BICYCLING' | 'TRANSIT';

export interface RouteRequest {
  /** The start and end addresses as typed (after the fallback rule of 5.1). */
  origin: string;
  destination: string;
  mode: TravelMode;
  /**
   * Issue 29: the exact start when the visitor used their location (`origin` is then only the
   * label in the field): routed from here, `origin` is not geocoded.
   */
  originAt?: LatLng;
}

export interface RouteStep {
  /** The instruction in the page's language (German on German pages), plain text. */
  instruction: string;
  distanceMeters: number;
  durationSeconds: number;
}

export interface RouteFound {
  /** The whole route, start to end, for the line on the map. */
  path: LatLng[];
  steps: RouteStep[];
  distanceMeters: number;
  durationSeconds: number;
  origin: LatLng;
  destination: LatLng;
}

export type GeocodeOutcome = Outcome<GeocodeHit>;
/** Issue 29: the address at a position (reverse geocoding), for the field's text only. */
export type ReverseOutcome = Outcome<{ label: string }>;
export type NearbyOutcome = Outcome<{ places: NearbyPlace[] }>;
export type RouteOutcome = Outcome<RouteFound>;

export interface MapServices {
  /** The travel modes this provider can route (OSM: no public transport). */
  readonly travelModes: readonly TravelMode[];
  /** The largest nearby-search radius the service takes, in metres (Google: 50 000). */
  readonly maxNearbyRadiusMeters: number;
  /** ZERO_RESULTS when nothing matches. Only an OK result carries a location (5.1). */
  geocode(address: string, signal?: AbortSignal): Promise<GeocodeOutcome>;
  /**
   * Issue 29: the street address at the visitor's position, for the field ("Meinen Standort
   * verwenden"). ZERO_RESULTS when no address is near. The position goes to the provider only here.
   */
  reverse(position: LatLng, signal?: AbortSignal): Promise<ReverseOutcome>;
  /** Nearest first; ZERO_RESULTS when nothing of the type lies within the radius. */
  nearby(request: NearbyRequest, signal?: AbortSignal): Promise<NearbyOutcome>;
  /**
   * Geocodes both addresses where the provider needs it, then routes. A failed geocode of either
   * end comes back as that status; no route between the points as ZERO_RESULTS; a point too far
   * from any road as NOT_FOUND.
   */
  route(request: RouteRequest, signal?: AbortSignal): Promise<RouteOutcome>;
}
