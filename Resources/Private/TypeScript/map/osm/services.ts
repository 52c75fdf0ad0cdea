/**
 * The map services of the OpenStreetMap provider (spec 4.7–4.9, 8.5) over three HTTP APIs, as the
 * demo server answers them from the extract and a production site points them at real servers:
 *
 *   geocode  Nominatim/Photon   GET {geocoder}?q=…&format=jsonv2&limit=1&accept-language=de (Photon's …/api: q, lang, limit)
 *   nearby   Overpass API       GET {overpass}?data=[out:json][timeout:10];(nwr[…][…](around:r,lat,lng);…);out center tags;
 *   route    OSRM v5            GET {router}/{profile}/{lon},{lat};{lon},{lat}?steps=true&geometries=geojson&overview=full
 *
 * Nothing here rejects: every failure resolves as a status with an English detail for the console.
 * The step texts come from osrm-text-instructions, loaded (in its own chunk) on the first route.
 */
import { own } from '../../core/own';
import type { Compiler as InstructionCompiler, Step as InstructionStep } from 'osrm-text-instructions';
import { fetchText, httpFailureStatus, REQUEST_TIMEOUT_SECONDS, withQuery } from '../../core/http';
import { haversineMeters } from '../../services/geo';
import type { LatLng, OsmConfig } from '../provider';
import { ABORTED, MAX_NEARBY_RADIUS_METERS } from '../services';
import type {
  FailureStatus,
  GeocodeHit,
  GeocodeOutcome,
  MapServices,
  NearbyOutcome,
  NearbyPlace,
  NearbyRequest,
  RouteOutcome,
  RouteRequest,
  RouteStep,
  ServiceFailure,
  TravelMode,
} from '../services';
import { overpassFilter, placeTypeTags } from './place-types';
import { geocodeAnswer, geocodeParams } from './geocode-answer';

export interface OsmServicesOptions {
  /** The fetch to use (tests); the page's fetch by default. */
  fetch?: typeof fetch;
  /** The language of geocoder labels and route instructions; German by default. */
  language?: 'de' | 'en';
  /** Milliseconds an engine may take to answer (default `config.requestTimeoutMs`, else 10 s). */
  timeoutMs?: number;
}

const PROFILES: Partial<Record<TravelMode, string>> = {
  DRIVING: 'driving',
  WALKING: 'walking',
  BICYCLING: 'cycling',
};

/**
 * The German texts of osrm-text-instructions are worded for cars in every mode. Walking gets its
 * own verbs; riding a bike is "fahren" in German, so cycling keeps them.
 */
export const GERMAN_MODE_WORDING: Record<TravelMode, readonly (readonly [RegExp, string])[]> = {
  DRIVING: [],
  BICYCLING: [],
  TRANSIT: [],
  WALKING: [
    [/\bFahren Sie\b/g, 'Gehen Sie'],
    [/\bWeiterfahren\b/g, 'Weitergehen'],
    [/\bweiterfahren\b/g, 'weitergehen'],
    [/\bauffahren\b/g, 'weitergehen'],
    [/\bfahren\b/g, 'gehen'],
  ],
};

/** A German instruction reworded for the travel mode (English texts are mode-neutral). */
export function wordForMode(instruction: string, mode: TravelMode, language: 'de' | 'en'): string {
  if (language !== 'de') return instruction;
  return GERMAN_MODE_WORDING[mode].reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    instruction,
  );
}

/** A coordinate in a request: at most 6 decimals (about 10 cm), no trailing zeros. */
export function coordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** The Overpass QL of a nearby search: one `nwr` statement per tag filter, in one union. */
export function overpassQuery(
  filters: readonly Parameters<typeof overpassFilter>[0][],
  center: LatLng,
  radiusMeters: number,
): string {
  const around = `(around:${Math.round(radiusMeters)},${coordinate(center.lat)},${coordinate(center.lng)})`;
  const statements = filters.map((filter) => `nwr${overpassFilter(filter)}["name"]${around};`).join('');
  return `[out:json][timeout:10];(${statements});out center tags;`;
}

/** An endpoint setting as an absolute URL (relative ones resolve against the page). */
/**
 * The engine's URL from the block's `osm` settings. The bundle knows no server of its own: a site
 * that leaves a service unset gets REQUEST_DENIED naming the setting (the form says the service is
 * unavailable), not a request to a guessed path.
 */
function endpoint(config: OsmConfig, name: 'geocoder' | 'router' | 'overpass'): URL | ServiceFailure {
  const setting = config[name].trim();
  if (setting === '') {
    return {
      status: 'REQUEST_DENIED',
      detail: `Setting "osm.${name}" is empty: this block has no ${name} to ask.`,
    };
  }
  return new URL(setting, document.baseURI);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

function latLng(lat: unknown, lng: unknown): LatLng | undefined {
  const point = { lat: toNumber(lat), lng: toNumber(lng) };
  const valid =
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180;
  return valid ? point : undefined;
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

interface Answer {
  url: string;
  httpStatus: number;
  /** The parsed JSON body; undefined when the body is not JSON. */
  body: unknown;
}

/** The status of an HTTP answer that is not a success (502–504: unreachable, issue 11). */
function httpFailure(answer: Answer, service: string): ServiceFailure {
  const { httpStatus, url } = answer;
  return {
    status: httpFailureStatus(httpStatus),
    detail: `The ${service} ${url} answered HTTP ${httpStatus}.`,
  };
}

const unusable = (answer: Answer, service: string, what: string): ServiceFailure => ({
  status: 'UNKNOWN_ERROR',
  detail: `The ${service} ${answer.url} answered HTTP ${answer.httpStatus} with ${what}.`,
});

/** OSRM's error codes (HTTP 400 with a JSON body) and the statuses they stand for. */
const OSRM_CODES: Record<string, FailureStatus> = {
  NoRoute: 'ZERO_RESULTS',
  NoSegment: 'NOT_FOUND',
  InvalidUrl: 'INVALID_REQUEST',
  InvalidQuery: 'INVALID_REQUEST',
  InvalidValue: 'INVALID_REQUEST',
  InvalidOptions: 'INVALID_REQUEST',
};

let compiler: Promise<InstructionCompiler> | undefined;

/** osrm-text-instructions, loaded once, in its own chunk, when the first route is computed. */
function instructionCompiler(): Promise<InstructionCompiler> {
  compiler ??= import(/* webpackChunkName: "map-directions" */ 'osrm-text-instructions').then(
    (module) => module.default('v5'),
    (error: unknown) => {
      compiler = undefined;
      throw error;
    },
  );
  return compiler;
}

/** One step's text; a step the compiler cannot word (no modifier) is worded as going straight on. */
function compileStep(
  oti: InstructionCompiler,
  language: 'de' | 'en',
  step: InstructionStep,
  options: { legCount: number; legIndex: number },
): string {
  try {
    return oti.compile(language, step, options);
  } catch {
    try {
      return oti.compile(
        language,
        { ...step, maneuver: { ...step.maneuver, modifier: 'straight' } },
        options,
      );
    } catch {
      return step.name ?? '';
    }
  }
}

/** The step fields osrm-text-instructions words (and only those: a step's geometry is never read). */
const STEP_FIELDS = [
  'name',
  'ref',
  'destinations',
  'exits',
  'rotary_name',
  'junction_name',
  'mode',
  'driving_side',
  'intersections',
] as const;
const MANEUVER_FIELDS = ['type', 'modifier', 'exit', 'bearing_after'] as const;

type OsrmStep = InstructionStep & { distance: number; duration: number };

function pick(from: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (from[key] !== undefined) picked[key] = from[key];
  return picked;
}

function osrmStep(value: unknown): OsrmStep | undefined {
  if (!isRecord(value) || !isRecord(value.maneuver) || typeof value.maneuver.type !== 'string')
    return undefined;
  return {
    ...(pick(value, STEP_FIELDS) as unknown as InstructionStep),
    maneuver: pick(value.maneuver, MANEUVER_FIELDS) as unknown as InstructionStep['maneuver'],
    distance: toNumber(value.distance) || 0,
    duration: toNumber(value.duration) || 0,
  };
}

/**
 * The steps of one leg as the panel lists them. OSRM follows a `roundabout`/`rotary` step (which
 * names the exit to take) with an `exit roundabout`/`exit rotary` step at the exit, which
 * osrm-text-instructions words in German as a turn ('Rechts abbiegen'): that step is folded into the
 * one before, its distance and duration added (recorded: tests/recorded/osrm/route-roundabout.json).
 */
function legSteps(raw: readonly unknown[]): OsrmStep[] {
  const steps: OsrmStep[] = [];
  for (const value of raw) {
    const step = osrmStep(value);
    if (!step) continue;
    const previous = steps[steps.length - 1];
    const type = step.maneuver.type;
    if (
      previous &&
      ((type === 'exit roundabout' && previous.maneuver.type === 'roundabout') ||
        (type === 'exit rotary' && previous.maneuver.type === 'rotary'))
    ) {
      previous.distance += step.distance;
      previous.duration += step.duration;
      continue;
    }
    steps.push(step);
  }
  return steps;
}

/** The profiles OSRM routes (no public transport). */
const TRAVEL_MODES: readonly TravelMode[] = ['DRIVING', 'WALKING', 'BICYCLING'];

/** What the three services share: the block's engines, the language, the fetch in use. */
interface Context {
  config: OsmConfig;
  lang: 'de' | 'en';
  options: OsmServicesOptions;
}

async function get(
  ctx: Context,
  request: URL,
  signal: AbortSignal | undefined,
  service: string,
): Promise<Answer | ServiceFailure> {
  const { options, config } = ctx;
  const url = request.href;
  const timeoutMs = options.timeoutMs ?? config.requestTimeoutMs ?? REQUEST_TIMEOUT_SECONDS * 1000;
  const fetched = await fetchText(url, { signal, timeoutMs, fetch: options.fetch });
  if (signal?.aborted || (!fetched.ok && fetched.reason === 'aborted')) return ABORTED;
  if (!fetched.ok) {
    return {
      status: 'NETWORK_ERROR',
      detail: `The ${service} ${url} could not be reached: ${fetched.detail}.`,
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(fetched.text);
  } catch {
    body = undefined;
  }
  return { url, httpStatus: fetched.httpStatus, body };
}

async function geocode(ctx: Context, address: string, signal?: AbortSignal): Promise<GeocodeOutcome> {
  const { config, lang } = ctx;
  const service = 'geocoder';
  if (address.trim() === '') return { status: 'INVALID_REQUEST', detail: 'No address to geocode.' };
  const base = endpoint(config, 'geocoder');
  if (!(base instanceof URL)) return base;
  const url = withQuery(base, geocodeParams(base, address, lang));
  const answer = await get(ctx, url, signal, service);
  if ('status' in answer) return answer;
  if (answer.httpStatus < 200 || answer.httpStatus > 299) return httpFailure(answer, service);
  // A Nominatim array or a Photon FeatureCollection (geocode-answer.ts, held to the recordings).
  const read = geocodeAnswer(answer.body, address);
  if ('empty' in read) {
    return { status: 'ZERO_RESULTS', detail: `The ${service} ${url} found nothing for "${address}".` };
  }
  if ('unusable' in read) return unusable(answer, service, read.unusable);
  const hit: GeocodeHit = read.found;
  return { status: 'OK', ...hit };
}

async function nearby(ctx: Context, request: NearbyRequest, signal?: AbortSignal): Promise<NearbyOutcome> {
  const { config } = ctx;
  const service = 'Overpass API';
  const filters = placeTypeTags(request.type);
  if (!filters) {
    return {
      status: 'INVALID_REQUEST',
      detail: `The place type "${request.type}" has no OpenStreetMap tags (see map/osm/place-types.ts).`,
    };
  }
  const radius = Math.round(Math.min(request.radiusMeters, MAX_NEARBY_RADIUS_METERS));
  if (!Number.isFinite(radius) || radius < 1 || !latLng(request.center.lat, request.center.lng)) {
    return {
      status: 'INVALID_REQUEST',
      detail: `No nearby search around an invalid center or radius (${radius} m).`,
    };
  }
  const query = overpassQuery(filters, request.center, radius);
  const base = endpoint(config, 'overpass');
  if (!(base instanceof URL)) return base;
  const url = withQuery(base, [['data', query]]);
  const answer = await get(ctx, url, signal, service);
  if ('status' in answer) return answer;
  if (answer.httpStatus < 200 || answer.httpStatus > 299) return httpFailure(answer, service);
  const { body } = answer;
  if (!isRecord(body) || !Array.isArray(body.elements)) return unusable(answer, service, 'no JSON elements');
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
    return unusable(answer, service, `the remark "${body.remark}"`);
  }
  return {
    status: 'ZERO_RESULTS',
    detail: `The ${service} ${url} found no "${request.type}" within ${radius} m.`,
  };
}

async function route(ctx: Context, request: RouteRequest, signal?: AbortSignal): Promise<RouteOutcome> {
  const { config, lang } = ctx;
  const service = 'router';
  const profile = own(PROFILES, request.mode);
  if (!profile) {
    return {
      status: 'INVALID_REQUEST',
      detail: `The OpenStreetMap router has no travel mode ${request.mode} (only ${TRAVEL_MODES.join(', ')}).`,
    };
  }
  // Loads while the addresses are geocoded; failures are reported only if the route is found.
  const texts = instructionCompiler().then(
    (oti) => ({ oti }),
    (error: unknown) => ({ error }),
  );
  const ends: LatLng[] = [];
  for (const [end, address] of [
    ['origin', request.origin],
    ['destination', request.destination],
  ] as const) {
    // One after the other: public Nominatim servers allow one request per second and client.
    const found = await geocode(ctx, address, signal);
    if (found.status !== 'OK') {
      return found.detail === ABORTED.detail
        ? found
        : { status: found.status, detail: `${end}: ${found.detail}` };
    }
    ends.push(found.location);
  }
  const [origin, destination] = ends as [LatLng, LatLng];
  const base = endpoint(config, 'router');
  if (!(base instanceof URL)) return base;
  const points = [origin, destination].map((point) => `${coordinate(point.lng)},${coordinate(point.lat)}`);
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/${profile}/${points.join(';')}`;
  const url = withQuery(base, [
    ['steps', 'true'],
    ['geometries', 'geojson'],
    ['overview', 'full'],
  ]);
  const answer = await get(ctx, url, signal, service);
  if ('status' in answer) return answer;
  const { body } = answer;
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
  const codeStatus = code === undefined ? undefined : own(OSRM_CODES, code);
  if (code !== 'Ok' && codeStatus) {
    const why = isRecord(body) && typeof body.message === 'string' ? ` (${body.message})` : '';
    return {
      status: codeStatus,
      detail: `The ${service} ${url} answered HTTP ${answer.httpStatus} with code ${code}${why}.`,
    };
  }
  if (answer.httpStatus < 200 || answer.httpStatus > 299) return httpFailure(answer, service);
  if (code !== 'Ok' || !isRecord(body)) return unusable(answer, service, `code ${code ?? 'missing'}`);
  const [first] = Array.isArray(body.routes) ? (body.routes as unknown[]) : [];
  if (!isRecord(first)) {
    return { status: 'ZERO_RESULTS', detail: `The ${service} ${url} answered code Ok without a route.` };
  }
  const coordinates =
    isRecord(first.geometry) && Array.isArray(first.geometry.coordinates)
      ? (first.geometry.coordinates as unknown[])
      : [];
  const path = coordinates
    .map((pair) => (Array.isArray(pair) ? latLng(pair[1], pair[0]) : undefined))
    .filter((point): point is LatLng => point !== undefined);
  if (path.length < 2) return unusable(answer, service, 'a route without a GeoJSON line');
  // One leg per pair of coordinates: two here, more where an engine answers with waypoints.
  const legs = (Array.isArray(first.legs) ? (first.legs as unknown[]) : []).map((leg) =>
    legSteps(isRecord(leg) && Array.isArray(leg.steps) ? (leg.steps as unknown[]) : []),
  );
  const loaded = await texts;
  if (signal?.aborted) return ABORTED;
  if ('error' in loaded) {
    return {
      status: 'NETWORK_ERROR',
      detail: `The route instructions (chunk map-directions) could not be loaded: ${message(loaded.error)}.`,
    };
  }
  const steps: RouteStep[] = legs.flatMap((legSteps, legIndex) =>
    legSteps.map((step) => ({
      instruction: wordForMode(
        compileStep(loaded.oti, lang, step, { legCount: legs.length, legIndex }),
        request.mode,
        lang,
      ),
      distanceMeters: step.distance,
      durationSeconds: step.duration,
    })),
  );
  return {
    status: 'OK',
    path,
    steps,
    distanceMeters: toNumber(first.distance) || 0,
    durationSeconds: toNumber(first.duration) || 0,
    origin,
    destination,
  };
}

export function osmServices(config: OsmConfig, options: OsmServicesOptions = {}): MapServices {
  const ctx: Context = { config, lang: options.language ?? 'de', options };
  return {
    travelModes: TRAVEL_MODES,
    maxNearbyRadiusMeters: MAX_NEARBY_RADIUS_METERS,
    geocode: (address, signal) => geocode(ctx, address, signal),
    nearby: (request, signal) => nearby(ctx, request, signal),
    route: (request, signal) => route(ctx, request, signal),
  };
}
