/**
 * 4.7 Radius search: nearby places of a type around an address. Planning and the request are pure;
 * `RadiusSearch` puts the results on the map and takes them off again.
 */
import { t } from '../../core/i18n';
import { kmToMeters, parseRadiusKm } from '../../services/geo';
import { distance, nearbyFailedMessage } from '../messages';
import type { LatLng, MapHandle, MarkerHandle, MarkerSpec } from '../provider';
import { NEARBY_MAX_RESULTS, type NearbyPlace, type NearbyRequest } from '../services';
import type { HandOver } from './hand-over';
import { refuse, resolveAddress, type Fields, type Planned } from './plan';
import type { Run } from './run';
import { clearResultStatus } from './status';

/** 9.1 */
export const RADIUS_RESULT_ZOOM = 15;

export interface RadiusSearchPlan {
  address: string;
  km: number;
  /** The place type of the select ('' when the form has none). */
  type: string;
}

export function planRadiusSearch(fields: Fields, fallbackAddress: string): Planned<RadiusSearchPlan> {
  const address = resolveAddress(fields.address, fallbackAddress);
  if (address === undefined) return refuse(t('map.form.noAddress'));
  const km = parseRadiusKm(fields.radius ?? '');
  if (km === undefined) return refuse(t('map.form.badRadius'));
  return { address, km, type: fields.type ?? '' };
}

/** The nearby request (km × 1000, clamped to the service's limit) and the radius the visitor asked for. */
export function nearbyRequest(
  plan: RadiusSearchPlan,
  center: LatLng,
  maxRadiusMeters: number,
): { request: NearbyRequest; wantedMeters: number } {
  const wantedMeters = kmToMeters(plan.km);
  const radiusMeters = Math.min(wantedMeters, maxRadiusMeters);
  return {
    request: { center, radiusMeters, type: plan.type, maxResults: NEARBY_MAX_RESULTS },
    wantedMeters,
  };
}

/** ' (searched within 50 km only)' when the service clamped the radius, else ''. */
export function clampedNote(radiusMeters: number, wantedMeters: number): string {
  return radiusMeters < wantedMeters ? ` ${t('map.nearby.clamped', { radius: distance(radiusMeters) })}` : '';
}

export function placeMarkerSpecs(places: readonly NearbyPlace[]): MarkerSpec[] {
  return places.map((place, index) => ({
    index,
    kind: 'place',
    position: place.location,
    title: place.name || t('map.nearby.place', { number: index + 1 }),
    label: undefined,
    icon: undefined,
    opacity: 1,
  }));
}

export function radiusFoundMessage(count: number, radiusMeters: number): string {
  const radius = distance(radiusMeters);
  return count === 1 ? t('map.nearby.foundOne', { radius }) : t('map.nearby.found', { count, radius });
}

export class RadiusSearch {
  private markers: MarkerHandle[] = [];

  constructor(
    private readonly form: HTMLFormElement | null,
    /** A linked place search list (issue 16): the search runs through the places API and the list shows the results. */
    private readonly handOver?: HandOver,
  ) {}

  /** Resolves with the number of places found (0 when the search failed; issue 29's `sf:search`). */
  async run(plan: RadiusSearchPlan, run: Run): Promise<number> {
    const { map, services, signal } = run;
    // 1. The previous results go.
    map.closeInfo();
    this.clear(map);
    run.say(t('map.form.searching'), 'busy');

    // 2. Geocode; only an OK result is used.
    const geocoded = await run.geocode('radius search', plan.address);
    if (!geocoded) return 0;
    map.setCenter(geocoded.location);
    map.setZoom(RADIUS_RESULT_ZOOM);

    // 3. Nearby places of the type within the radius.
    const { request, wantedMeters } = nearbyRequest(plan, geocoded.location, services.maxNearbyRadiusMeters);
    const found = this.handOver
      ? await this.handOver.nearby(request, signal)
      : await services.nearby(request, signal);
    if (signal.aborted) return 0;
    const clamped = clampedNote(request.radiusMeters, wantedMeters);
    if (this.handOver)
      this.handOver.show(found.status === 'OK' && 'results' in found ? (found.results as unknown[]) : []);
    if (found.status !== 'OK') {
      const what = `radius search: nearby "${plan.type}" within ${String(request.radiusMeters)} m`;
      run.fail(what, found, nearbyFailedMessage(found.status, request.radiusMeters) + clamped);
      return 0;
    }
    this.markers = map.addMarkers(placeMarkerSpecs(found.places));
    this.markers.forEach((marker, index) => {
      const name = found.places[index]?.name ?? '';
      // Clicking a result shows the place name (4.7); without names (EEA setting) there is nothing to show.
      if (name !== '')
        marker.on('click', () => map.openInfo(marker, run.form.ownerDocument.createTextNode(name)));
    });
    run.say(radiusFoundMessage(found.places.length, request.radiusMeters) + clamped, 'ok');
    return found.places.length;
  }

  /** Takes the results off the map and their count out of the form's status line. */
  clear(map: MapHandle | undefined): void {
    if (map && this.markers.length > 0) map.removeMarkers(this.markers);
    this.markers = [];
    clearResultStatus(this.form);
  }
}
