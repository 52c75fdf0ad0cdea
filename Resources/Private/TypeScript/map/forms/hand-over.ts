/**
 * The radius search hands its results to a place search list (issue 16, map setting
 * `placeSearch`: the list's frame id). Then the search runs through the places API
 * (`SiteFrontend.places.searchNearby`, the block's provider as its source), so that the list gets
 * whole places (names, ratings, opening hours, photos) while the map draws the same places as
 * markers; the list receives them with `sf:place-results` (`detail: { places, source }`) on its
 * frame, an empty list when nothing was found. Without a linked list the map's own nearby service
 * answers, as before.
 */
import type { SfEventName } from '../../core/events';
import type { LatLng } from '../provider';
import { SERVICE_STATUSES, type NearbyPlace, type NearbyRequest, type ServiceFailure } from '../services';
import { placeTarget } from '../shown-place';

export const RESULTS_EVENT = 'sf:place-results' satisfies SfEventName;

export type PlacesNearby = (request: {
  source: string;
  locationRestriction: { center: LatLng; radius: number };
  includedTypes?: string[];
  maxResultCount: number;
  rankPreference: 'DISTANCE';
  signal?: AbortSignal;
}) => Promise<{ status: string; value?: unknown; detail?: string; engine?: string; answer?: string }>;

export type HandedNearby = { status: 'OK'; places: NearbyPlace[]; results: unknown[] } | ServiceFailure;

export interface HandOver {
  nearby(request: NearbyRequest, signal: AbortSignal): Promise<HandedNearby>;
  /** The results (places of the places API) go to the list; `[]` for none. */
  show(results: unknown[]): void;
}

const FAILURES = new Set<string>(SERVICE_STATUSES.filter((status) => status !== 'OK'));

export function handOver(
  list: HTMLElement,
  source: 'google' | 'osm',
  nearby: PlacesNearby,
  /** false: markers without names (Google's EEA setting `placeNames`). */
  names: boolean,
): HandOver {
  return {
    async nearby(request, signal) {
      const outcome = await nearby({
        source,
        locationRestriction: { center: request.center, radius: request.radiusMeters },
        ...(request.type ? { includedTypes: [request.type] } : {}),
        maxResultCount: request.maxResults,
        rankPreference: 'DISTANCE',
        signal,
      });
      // The engine and its answer go along: all the console says of a search around the visitor.
      const engine = outcome.engine ?? `places API (${source})`;
      if (outcome.status !== 'OK') {
        const status = FAILURES.has(outcome.status) ? outcome.status : 'UNKNOWN_ERROR';
        const answer = outcome.answer ?? outcome.status;
        return { status, detail: outcome.detail ?? '', engine, answer } as ServiceFailure;
      }
      const results = Array.isArray(outcome.value) ? (outcome.value as unknown[]) : [];
      const places: NearbyPlace[] = [];
      const kept: unknown[] = [];
      for (const result of results) {
        const place = placeTarget(result);
        if (!place) continue;
        places.push({ location: place.location, name: names ? place.name : '' });
        kept.push(result);
      }
      if (places.length === 0)
        return {
          status: 'ZERO_RESULTS',
          detail: 'the places API found no place',
          engine,
          answer: 'no place',
        };
      return { status: 'OK', places, results: kept };
    },
    show(results) {
      list.dispatchEvent(new CustomEvent(RESULTS_EVENT, { detail: { places: results, source } }));
    },
  };
}
