/**
 * What the OpenStreetMap map services (geocode.ts, nearby.ts, route.ts; spec 4.7–4.9, 8.5) share:
 * the block's engines and their URLs, the one JSON client (services/http-json.ts) with the block's
 * time limit, and the readers of the engines' loosely typed JSON.
 */
import { REQUEST_TIMEOUT_SECONDS } from '../../core/http';
import { getJson, type GetJsonOptions } from '../../services/http-json';
import type { Outcome } from '../../services/outcome';
import type { LatLng, OsmConfig } from '../provider';
import type { ServiceFailure } from '../services';

export interface OsmServicesOptions {
  /** The fetch to use (tests); the page's fetch by default. */
  fetch?: typeof fetch;
  /** The language of geocoder labels and route instructions; German by default. */
  language?: 'de' | 'en';
  /** Milliseconds an engine may take to answer (default `config.requestTimeoutMs`, else 10 s). */
  timeoutMs?: number;
}

/** What the three services share: the block's engines, the language, the fetch in use. */
export interface Context {
  config: OsmConfig;
  lang: 'de' | 'en';
  options: OsmServicesOptions;
}

/**
 * The engine's URL from the block's `osm` settings. The bundle knows no server of its own: a site
 * that leaves a service unset gets REQUEST_DENIED naming the setting (the form says the service is
 * unavailable), not a request to a guessed path.
 */
export function endpoint(config: OsmConfig, name: 'geocoder' | 'router' | 'overpass'): URL | ServiceFailure {
  const setting = config[name].trim();
  if (setting === '') {
    return {
      status: 'REQUEST_DENIED',
      detail: `Setting "osm.${name}" is empty: this block has no ${name} to ask.`,
    };
  }
  return new URL(setting, document.baseURI);
}

/** GETs an engine's JSON within the block's time limit (services/http-json.ts reads the failures). */
export function ask(
  ctx: Context,
  url: URL,
  service: string,
  signal: AbortSignal | undefined,
  failureOf?: GetJsonOptions['failureOf'],
): Promise<Outcome<unknown>> {
  const { options, config } = ctx;
  const timeoutMs = options.timeoutMs ?? config.requestTimeoutMs ?? REQUEST_TIMEOUT_SECONDS * 1000;
  return getJson(url, { what: service, signal, fetch: options.fetch, timeoutMs, failureOf });
}

/** An answer the engine gave in JSON, but not in the shape its API documents. */
export const unusable = (url: URL, service: string, what: string): ServiceFailure => ({
  status: 'UNKNOWN_ERROR',
  detail: `The ${service} ${url.href} answered with ${what}.`,
  engine: service,
  answer: 'JSON of another shape',
});

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

export function latLng(lat: unknown, lng: unknown): LatLng | undefined {
  const point = { lat: toNumber(lat), lng: toNumber(lng) };
  const valid =
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180;
  return valid ? point : undefined;
}

export const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));
