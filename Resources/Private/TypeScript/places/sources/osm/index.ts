/**
 * The OpenStreetMap place source (issue 14). It speaks the public APIs of existing engines, so a
 * site points it at real servers (the demo server answers the same paths from the extract):
 *
 *   details      Nominatim  GET {nominatim}/lookup?osm_ids=N123&format=jsonv2&addressdetails=1&extratags=1&namedetails=1
 *   by location  Nominatim  GET {nominatim}/reverse?lat=…&lon=…&format=jsonv2&zoom=18&…
 *   nearby       Overpass   GET {overpass}?data=[out:json];(nwr[…]["name"](around:r,lat,lng););out center tags;
 *   text search  Overpass   … nwr["name"~"…",i](around:… | south,west,north,east) …
 *   autocomplete Photon     GET {photon}?q=…&lat=…&lon=…&lang=de&limit=…
 *
 * Nothing here rejects; an unset endpoint is REQUEST_DENIED naming the setting. A place's
 * `opening_hours` is read by our own evaluator (hours-eval.ts); the `opening_hours` library loads
 * (in its own chunk) only for a value that one declines.
 */
import { REQUEST_TIMEOUT_SECONDS, withQuery } from '../../../core/http';
import { getJson } from '../../../services/http-json';
import { around, overpassQuery, overpassRegex } from '../../../services/osm/overpass';
import { hoursState, SITE_TIME_ZONE } from '../../hours';
import { only } from '../../fields';
import type { Place, PlaceFieldName } from '../../model';
import {
  PLACE_ABORTED,
  type PlaceDataSource,
  type PlaceFailure,
  type PlaceOutcome,
  type PlacePrediction,
} from '../../source';
import type { Circle, TextSearchRequest } from '../../validate';
import { fromNominatim, fromOverpass, lookupIdOf, nominatimItem, type OsmElement } from './elements';
import type { OpeningHoursParser } from './hours';
import { evaluateOpeningHours, withOwnEvaluator } from './hours-eval';
import { photonBias, prediction } from './photon';
import { areaOf, byDistance, excludedBy, typeFilters, unique } from './search';
import { placeFromOsm } from './to-model';

export interface OsmPlaceConfig {
  /** Base URL of a Nominatim server (its `/lookup` and `/reverse` are appended). */
  nominatim: string;
  /** Photon's search endpoint (`…/api`). */
  photon: string;
  /** An Overpass-API interpreter (`…/api/interpreter`). */
  overpass: string;
  /** Where a text search looks when the request names no area (the site's region). */
  searchArea: Circle | null;
}

export interface OsmPlaceOptions {
  language?: 'de' | 'en';
  fetch?: typeof fetch;
  /** Milliseconds an engine may take to answer (the page's `requestTimeout`); 10 s by default. */
  timeoutMs?: number;
  /**
   * The `opening_hours` parser for the values our own evaluator declines (hours-eval.ts); by
   * default the library, imported on first need.
   */
  loadHoursParser?: () => Promise<OpeningHoursParser>;
  now?: () => Date;
  /**
   * The IANA time zone whose wall clock the places' `opening_hours` mean (OSM has none per
   * element); by default the site's, as for the CMS places.
   */
  timeZone?: string;
}

/** Results of a search without a count: at most this many (Google's default and maximum). */
const DEFAULT_RESULTS = 20;

type Answer = { ok: true; body: unknown } | PlaceFailure;

export function osmPlaceSource(config: OsmPlaceConfig, options: OsmPlaceOptions = {}): PlaceDataSource {
  const lang = options.language ?? 'de';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_SECONDS * 1000;
  const now = options.now ?? (() => new Date());
  const timeZone = options.timeZone ?? SITE_TIME_ZONE;
  let parser: Promise<OpeningHoursParser | undefined> | undefined;
  const hoursParser = (): Promise<OpeningHoursParser | undefined> => {
    parser ??= (
      options.loadHoursParser ??
      (() =>
        import(/* webpackChunkName: "opening-hours" */ './hours-parser').then((m) => m.parseOpeningHours))
    )().catch(() => undefined);
    return parser;
  };

  /** The engine's URL with `params` (percent-encoded, spaces as %20, as the engines' docs write them). */
  const endpoint = (
    name: 'nominatim' | 'photon' | 'overpass',
    path: string,
    params: readonly (readonly [string, string])[],
  ): URL | PlaceFailure => {
    const base = config[name].trim();
    if (base === '') {
      return {
        status: 'REQUEST_DENIED',
        detail: `Setting "osm.${name}" is empty: there is no ${name} to ask.`,
      };
    }
    try {
      return withQuery(new URL(base.replace(/\/+$/, '') + path, document.baseURI), params);
    } catch {
      return { status: 'REQUEST_DENIED', detail: `Setting "osm.${name}" is not a URL: "${base}".` };
    }
  };

  /** The engine's JSON answer (services/http-json.ts: one status table for both OSM clients). */
  async function get(url: URL, signal: AbortSignal | undefined, what: string): Promise<Answer> {
    const answer = await getJson(url, { what, signal, timeoutMs, fetch: options.fetch });
    return answer.status === 'OK' ? { ok: true, body: answer.value } : answer;
  }

  /** Elements as places with the requested fields only (the others null, as Google answers). */
  async function places(
    elements: OsmElement[],
    fields: readonly PlaceFieldName[],
    signal?: AbortSignal,
  ): Promise<Place[] | PlaceFailure> {
    const wantsHours = fields.includes('regularOpeningHours') || fields.includes('utcOffsetMinutes');
    // Our evaluator reads the common forms at once (hours-eval.ts); the library's chunk loads only
    // for a value it declines.
    const own = new Map(
      (wantsHours ? elements : []).flatMap((e) =>
        e.tags.opening_hours ? [[e, evaluateOpeningHours(e.tags.opening_hours, e)] as const] : [],
      ),
    );
    const declined = [...own.values()].some((evaluator) => !evaluator);
    const parseHours =
      own.size > 0 ? withOwnEvaluator(declined ? await hoursParser() : undefined, own) : undefined;
    if (signal?.aborted) return PLACE_ABORTED;
    const at = now();
    return elements.map((element) =>
      only(placeFromOsm(element, { language: lang, now: at, timeZone, parseHours }), fields),
    );
  }

  const NOMINATIM_DETAILS = [
    ['format', 'jsonv2'],
    ['addressdetails', '1'],
    ['extratags', '1'],
    ['namedetails', '1'],
    ['accept-language', lang],
  ] as const;

  async function one(
    url: URL | PlaceFailure,
    fields: readonly PlaceFieldName[],
    what: string,
    signal?: AbortSignal,
  ): Promise<PlaceOutcome<Place>> {
    if (!(url instanceof URL)) return url;
    const answer = await get(url, signal, what);
    if (!('ok' in answer)) return answer;
    const first: unknown = Array.isArray(answer.body) ? (answer.body as unknown[])[0] : answer.body;
    const element = fromNominatim(nominatimItem(first));
    if (!element) return { status: 'NOT_FOUND', detail: `The ${what} ${url.href} found no place.` };
    const found = await places([element], fields, signal);
    return Array.isArray(found) ? { status: 'OK', value: found[0] as Place } : found;
  }

  async function overpass(
    statements: string[],
    fields: readonly PlaceFieldName[],
    rank: (elements: OsmElement[]) => OsmElement[],
    signal?: AbortSignal,
    named = true,
  ): Promise<PlaceOutcome<Place[]>> {
    const url = endpoint('overpass', '', [['data', overpassQuery(statements)]]);
    if (!(url instanceof URL)) return url;
    const answer = await get(url, signal, 'Overpass API');
    if (!('ok' in answer)) return answer;
    const body = answer.body as { elements?: unknown; remark?: unknown } | null;
    const raw = body?.elements;
    if (!Array.isArray(raw))
      return { status: 'UNKNOWN_ERROR', detail: `The Overpass API ${url.origin} answered without elements.` };
    // A timeout or lack of memory is HTTP 200 with a `remark` "runtime error: …" (and the elements
    // found so far, if any): not an empty or complete result (tests/recorded/overpass).
    if (typeof body?.remark === 'string' && /^\s*runtime error/i.test(body.remark))
      return { status: 'UNKNOWN_ERROR', detail: `The Overpass API ${url.origin} failed: ${body.remark}` };
    // An element without tags (a way's node) is no place.
    const elements = rank(
      raw
        .map(fromOverpass)
        .filter(
          (e): e is OsmElement =>
            e !== undefined && Object.keys(e.tags).length > 0 && (!named || Boolean(e.tags.name)),
        ),
    );
    const found = await places(elements, fields, signal);
    return Array.isArray(found) ? { status: 'OK', value: found } : found;
  }

  return {
    name: 'osm',

    details(request, signal) {
      const id = lookupIdOf(request.id);
      if (!id)
        return Promise.resolve({
          status: 'NOT_FOUND',
          detail: `"${request.id}" is not an OpenStreetMap place id (node/…, way/…, relation/…).`,
        });
      const url = endpoint('nominatim', '/lookup', [['osm_ids', id], ...NOMINATIM_DETAILS]);
      return one(url, request.fields, 'Nominatim lookup', signal);
    },

    detailsByLocation(request, signal) {
      const { lat, lng } = request.location;
      const url = endpoint('nominatim', '/reverse', [
        ['lat', String(lat)],
        ['lon', String(lng)],
        ['zoom', '18'],
        ...NOMINATIM_DETAILS,
      ]);
      return one(url, request.fields, 'Nominatim reverse', signal);
    },

    searchNearby(request, signal) {
      const { center, radius } = request.locationRestriction;
      const wanted = [...(request.includedTypes ?? []), ...(request.includedPrimaryTypes ?? [])];
      const filters = typeFilters(wanted);
      // A search for named types finds unnamed places too (most charging stations have no name; the
      // widgets show their type instead); a search for any place (no types, or empty lists) keeps to
      // named ones.
      const typed = wanted.length > 0;
      const statements = filters.map(
        (filter) => `nwr${filter}${typed ? '' : '["name"]'}${around(center, radius)};`,
      );
      const excluded = new Set([...(request.excludedTypes ?? []), ...(request.excludedPrimaryTypes ?? [])]);
      const max = request.maxResultCount ?? DEFAULT_RESULTS;
      return overpass(
        statements,
        request.fields,
        (elements) =>
          byDistance(unique(elements), center)
            .filter((element) => !excludedBy(element, excluded))
            .slice(0, max),
        signal,
        !typed,
      );
    },

    async searchByText(request, signal) {
      const area = areaOf(request, config.searchArea);
      if (!area) {
        return {
          status: 'INVALID_REQUEST',
          detail:
            'A text search on OpenStreetMap needs a locationBias or locationRestriction (or the setting osm.searchArea).',
        };
      }
      const filters = request.includedType ? typeFilters([request.includedType]) : [''];
      const name = `["name"~"${overpassRegex(request.textQuery.trim())}",i]`;
      const statements = filters.map((filter) => `nwr${filter}${name}${area.filter};`);
      const max = request.maxResultCount ?? DEFAULT_RESULTS;
      const found = await overpass(
        statements,
        withFiltering(request.fields, request),
        (elements) => byDistance(unique(elements), area.center),
        signal,
      );
      if (found.status !== 'OK') return found;
      const at = now();
      const kept = found.value.filter((place) => {
        if (
          request.isOpenNow &&
          hoursState(place.regularOpeningHours, place.utcOffsetMinutes, at, timeZone)?.open !== true
        )
          return false;
        const ev = place.evChargeOptions;
        if (
          request.evConnectorTypes &&
          !ev?.connectorAggregations.some((a) => request.evConnectorTypes?.includes(a.type))
        )
          return false;
        if (
          request.evMinimumChargingRateKw !== undefined &&
          !ev?.connectorAggregations.some(
            (a) => (a.maxChargeRateKw ?? 0) >= (request.evMinimumChargingRateKw ?? 0),
          )
        )
          return false;
        return true;
      });
      return { status: 'OK', value: kept.slice(0, max).map((place) => only(place, request.fields)) };
    },

    async autocomplete(request, signal) {
      const base = endpoint('photon', '', []);
      if (!(base instanceof URL)) return base;
      if (request.input.trim() === '') return { status: 'OK', value: [] };
      const params: [string, string][] = [
        ['q', request.input],
        ['lang', request.language ?? lang],
        ['limit', '5'],
      ];
      params.push(...photonBias(request.origin, request.locationBias, request.locationRestriction));
      const url = withQuery(base, params);
      const answer = await get(url, signal, 'Photon');
      if (!('ok' in answer)) return answer;
      const features = (answer.body as { features?: unknown } | null)?.features;
      if (!Array.isArray(features))
        return { status: 'UNKNOWN_ERROR', detail: `Photon ${url.origin} answered without features.` };
      const input = request.input;
      const predictions = features
        .map((feature) => prediction(feature, input, request.origin))
        .filter((p): p is PlacePrediction => p !== undefined);
      return { status: 'OK', value: predictions };
    },

    newSessionToken: () => undefined,
  };
}

/** The fields a text search's filters read, added while filtering (taken out again after). */
function withFiltering(fields: readonly PlaceFieldName[], request: TextSearchRequest): PlaceFieldName[] {
  const extra: PlaceFieldName[] = [];
  if (request.isOpenNow) extra.push('regularOpeningHours', 'utcOffsetMinutes');
  if (request.evConnectorTypes || request.evMinimumChargingRateKw !== undefined)
    extra.push('evChargeOptions');
  return [...new Set([...fields, ...extra])];
}
