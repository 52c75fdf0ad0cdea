/**
 * 4.8 Map search: the radius filter of the block's locations around an address. Planning, the
 * filter and the message are pure; `MapSearch` draws the point, the circle and the list.
 */
import { t } from '../../core/i18n';
import { kmToMeters, parseSearchRadius, withinRadius, type WithDistance } from '../../services/geo';
import { distance } from '../messages';
import type { LatLng, MapHandle, MarkerHandle } from '../provider';
import type { MapBlockSettings } from '../settings';
import { LocationListView } from './location-list';
import { refuse, resolveAddress, type Fields, type Planned } from './plan';
import type { Run } from './run';

export interface MapSearchPlan {
  address: string;
  radiusMeters: number;
}

export function planMapSearch(fields: Fields, fallbackAddress: string): Planned<MapSearchPlan> {
  const address = resolveAddress(fields.address, fallbackAddress);
  if (address === undefined) return refuse(t('map.form.noAddress'));
  const km = parseSearchRadius(fields.radius ?? '');
  if (km === undefined) return refuse(t('map.form.badRadius'));
  return { address, radiusMeters: kmToMeters(km) };
}

/** The configured locations nearer than the radius, nearest first. */
export function locationsWithin(
  locations: MapBlockSettings['locations'],
  point: LatLng,
  radiusMeters: number,
): WithDistance[] {
  const located = locations.map((location, index) => ({
    index,
    position: { lat: location.latitude, lng: location.longitude },
  }));
  return withinRadius(located, point, radiusMeters);
}

export function mapSearchMessage(shown: number, total: number, radiusMeters: number): string {
  const radius = distance(radiusMeters);
  return shown === 0
    ? t('map.search.none', { radius })
    : t('map.search.found', { count: shown, total, radius });
}

export class MapSearch {
  private point: MarkerHandle | undefined;
  private readonly list: LocationListView;

  constructor(
    private readonly locations: MapBlockSettings['locations'],
    list: HTMLElement | null,
    /** Takes the radius-search results off the map: they would stand among the locations (issue 11). */
    private readonly clearPlaces: (map: MapHandle) => void,
  ) {
    this.list = new LocationListView(list);
  }

  async run(plan: MapSearchPlan, run: Run): Promise<void> {
    const { map, markers } = run;
    run.say(t('map.form.searching'), 'busy');
    const geocoded = await run.geocode('map search', plan.address);
    if (!geocoded) return;
    const point = geocoded.location;
    const label = geocoded.label || plan.address;
    // 1. Centre on the point and drop a marker there (the previous one and the radius-search places go).
    map.closeInfo();
    this.clearPlaces(map);
    if (this.point) map.removeMarkers([this.point]);
    map.setCenter(point);
    const [marker] = map.addMarkers([
      {
        index: 0,
        kind: 'point',
        position: point,
        title: t('map.search.point', { address: label }),
        label: undefined,
        icon: undefined,
        opacity: 1,
      },
    ]);
    this.point = marker;
    marker?.on('click', () => map.openInfo(marker, run.form.ownerDocument.createTextNode(label)));
    // 2. The circle of the radius replaces any previous one.
    map.setCircle({ center: point, radiusMeters: plan.radiusMeters });
    // 3. Only the locations nearer than the radius stay shown.
    const shown = locationsWithin(this.locations, point, plan.radiusMeters);
    const keep = new Set(shown.map((entry) => entry.index));
    markers.forEach((handle, index) => handle.setVisible(keep.has(index)));
    this.list.show(shown);
    // 4. Fit the bounds to the shown markers and the searched point.
    const positions: LatLng[] = shown.flatMap((entry) => markers[entry.index]?.spec.position ?? []);
    map.fitBounds([point, ...positions]);
    run.say(mapSearchMessage(shown.length, this.locations.length, plan.radiusMeters), 'ok');
  }

  /** The reset button: every location back, the map fitted to them all. */
  reset(map: MapHandle, markers: readonly MarkerHandle[]): void {
    map.closeInfo();
    this.clear(map);
    for (const marker of markers) marker.setVisible(true);
    if (markers.length > 0) map.fitBounds(markers.map((marker) => marker.spec.position));
  }

  /** Takes the point and the circle off the map and restores the list. */
  clear(map: MapHandle | undefined): void {
    if (map) {
      map.setCircle(null);
      if (this.point) map.removeMarkers([this.point]);
    }
    this.point = undefined;
    this.list.restore();
  }
}
