/**
 * Directions on OpenStreetMap (spec 4.8, 8.5): both ends geocoded (geocode.ts), then the route
 * from an OSRM v5 router (`osm.router`), its steps worded by osrm-text-instructions (loaded, in
 * its own chunk, on the first route):
 *
 *   GET {router}/{profile}/{lon},{lat};{lon},{lat}?steps=true&geometries=geojson&overview=full
 */
import { own } from '../../core/own';
import type { Compiler as InstructionCompiler, Step as InstructionStep } from 'osrm-text-instructions';
import { withQuery } from '../../core/http';
import { coordinate } from '../../services/osm/overpass';
import type { LatLng } from '../provider';
import { ABORTED } from '../services';
import type {
  FailureStatus,
  RouteOutcome,
  RouteRequest,
  RouteStep,
  ServiceFailure,
  TravelMode,
} from '../services';
import { ask, endpoint, isRecord, latLng, message, toNumber, unusable, type Context } from './engines';
import { geocode } from './geocode';

export const PROFILES: Partial<Record<TravelMode, string>> = {
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

/** OSRM's error codes (HTTP 400 with a JSON body) and the statuses they stand for. */
const OSRM_CODES: Record<string, FailureStatus> = {
  NoRoute: 'ZERO_RESULTS',
  NoSegment: 'NOT_FOUND',
  InvalidUrl: 'INVALID_REQUEST',
  InvalidQuery: 'INVALID_REQUEST',
  InvalidValue: 'INVALID_REQUEST',
  InvalidOptions: 'INVALID_REQUEST',
};

/** An OSRM error code in the body (HTTP 400, or 200) as the status it stands for. */
function osrmRefusal(body: unknown, httpStatus: number, engine: string): ServiceFailure | undefined {
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
  const status = code === undefined || code === 'Ok' ? undefined : own(OSRM_CODES, code);
  if (!status) return undefined;
  const why = isRecord(body) && typeof body.message === 'string' ? ` (${body.message})` : '';
  return {
    status,
    detail: `The ${engine} answered HTTP ${String(httpStatus)} with code ${String(code)}${why}.`,
    answer: `HTTP ${String(httpStatus)}, code ${String(code)}`,
  };
}

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
export const TRAVEL_MODES: readonly TravelMode[] = ['DRIVING', 'WALKING', 'BICYCLING'];

export async function route(
  ctx: Context,
  request: RouteRequest,
  signal?: AbortSignal,
): Promise<RouteOutcome> {
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
    // Issue 29: the visitor's own position is the start as it is (the field holds only its label).
    if (end === 'origin' && request.originAt) {
      ends.push(request.originAt);
      continue;
    }
    // One after the other: public Nominatim servers allow one request per second and client.
    const found = await geocode(ctx, address, signal);
    if (found.status !== 'OK') {
      return found.detail === ABORTED.detail ? found : { ...found, detail: `${end}: ${found.detail}` };
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
  const answer = await ask(ctx, url, service, signal, (body, httpStatus) =>
    osrmRefusal(body, httpStatus, `${service} ${url.href}`),
  );
  if (answer.status !== 'OK') return answer;
  const body = answer.value;
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
  if (code !== 'Ok' || !isRecord(body)) return unusable(url, service, `code ${code ?? 'missing'}`);
  const [first] = Array.isArray(body.routes) ? (body.routes as unknown[]) : [];
  if (!isRecord(first)) {
    return {
      status: 'ZERO_RESULTS',
      detail: `The ${service} ${url} answered code Ok without a route.`,
      engine: service,
      answer: 'code Ok without a route',
    };
  }
  const coordinates =
    isRecord(first.geometry) && Array.isArray(first.geometry.coordinates)
      ? (first.geometry.coordinates as unknown[])
      : [];
  const path = coordinates
    .map((pair) => (Array.isArray(pair) ? latLng(pair[1], pair[0]) : undefined))
    .filter((point): point is LatLng => point !== undefined);
  if (path.length < 2) return unusable(url, service, 'a route without a GeoJSON line');
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
