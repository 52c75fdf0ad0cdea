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
import { clearAction, nearestMessage, nearestOf, offerAction } from '../locator/nearest';
import { Visibility } from '../locator/visibility';

/** Issue 29: the block's shown locations, and how a location hidden by them is shown on request. */
export interface Locator {
  visibility: Visibility;
  /** 'Auf der Karte zeigen': the location shown (whatever the constraints say) and chosen. */
  reveal(index: number): void;
}

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
  private form: HTMLFormElement | undefined;
  private readonly list: LocationListView;
  private readonly locator: Locator;

  constructor(
    private readonly locations: MapBlockSettings['locations'],
    list: HTMLElement | null,
    /** Takes the radius-search results off the map: they would stand among the locations (issue 11). */
    private readonly clearPlaces: (map: MapHandle) => void,
    /** The block's visibility (issue 29); a block without filter may leave it to the search. */
    locator?: Locator,
  ) {
    this.list = new LocationListView(list);
    const visibility = locator?.visibility ?? new Visibility(locations.length, list);
    this.locator = locator ?? { visibility, reveal: (index) => visibility.pin(index) };
  }

  /** Runs the search; resolves with the number of locations it left shown (for sf:search). */
  async run(plan: MapSearchPlan, run: Run): Promise<number> {
    const { map, markers } = run;
    this.form = run.form;
    run.say(t('map.form.searching'), 'busy');
    const geocoded = await run.geocode('map search', plan.address);
    if (!geocoded) return 0;
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
    // 3. Only the locations nearer than the radius stay shown (and what the filter keeps, issue 29).
    const within = locationsWithin(this.locations, point, plan.radiusMeters);
    const keep = new Set(within.map((entry) => entry.index));
    const { visibility } = this.locator;
    visibility.attach(markers);
    visibility.set('radius', (index) => keep.has(index), point);
    this.list.show(within);
    // 4. Fit the bounds to the shown markers and the searched point.
    const shown = within.filter((entry) => visibility.isShown(entry.index));
    const positions: LatLng[] = shown.flatMap((entry) => markers[entry.index]?.spec.position ?? []);
    map.fitBounds([point, ...positions]);
    run.say(mapSearchMessage(shown.length, this.locations.length, plan.radiusMeters), 'ok');
    // Issue 29: none near: the nearest of those the filter keeps, with a button that shows it.
    clearAction(run.form);
    if (shown.length > 0) return shown.length;
    const candidates = this.locations.flatMap((_, index) =>
      visibility.passes(index, ['radius']) ? [index] : [],
    );
    const nearest = nearestOf(this.locations, point, candidates);
    const location = nearest && this.locations[nearest.index];
    if (!nearest || !location) return 0;
    run.say(
      `${mapSearchMessage(0, this.locations.length, plan.radiusMeters)} ${nearestMessage(location.title, nearest.meters)}`,
      'ok',
    );
    offerAction(run.form, t('map.nearest.show'), () => this.locator.reveal(nearest.index));
    return 0;
  }

  /** The reset button: the radius gone (a filter stays), the map fitted to the shown locations. */
  reset(map: MapHandle, markers: readonly MarkerHandle[]): void {
    map.closeInfo();
    this.clear(map);
    const shown = markers.filter((_, index) => this.locator.visibility.isShown(index));
    if (shown.length > 0) map.fitBounds(shown.map((marker) => marker.spec.position));
  }

  /** Takes the point and the circle off the map and restores the list. */
  clear(map: MapHandle | undefined): void {
    if (map) {
      map.setCircle(null);
      if (this.point) map.removeMarkers([this.point]);
    }
    this.point = undefined;
    this.list.restore();
    clearAction(this.form ?? null);
    this.locator.visibility.set('radius', null);
  }
}
