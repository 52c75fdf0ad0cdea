/** A recording MapHandle for unit tests of the block's behaviour (not part of the bundle). */
import type { ClusterOptions, LatLng, MapHandle, MarkerEvent, MarkerHandle, MarkerSpec } from '../provider';
import type {
  GeocodeOutcome,
  MapServices,
  NearbyOutcome,
  NearbyRequest,
  ReverseOutcome,
  RouteOutcome,
  RouteRequest,
  TravelMode,
} from '../services';
import type { ThemeName } from '../themes';

export class FakeMarker implements MarkerHandle {
  readonly listeners = new Map<MarkerEvent, (() => void)[]>();
  visible = true;
  constructor(
    readonly spec: MarkerSpec,
    private readonly log: string[],
  ) {}
  on(event: MarkerEvent, listener: () => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: MarkerEvent): void {
    for (const listener of this.listeners.get(event) ?? []) listener();
  }
  click(): void {
    this.log.push(`click ${this.spec.index}`);
    this.emit('click');
  }
  setVisible(visible: boolean): void {
    this.visible = visible;
  }
}

export class FakeMap implements MapHandle {
  readonly log: string[] = [];
  markers: FakeMarker[] = [];
  clusterOptions: ClusterOptions | undefined;
  info: { marker: number; content: Node } | undefined;
  zoom = 10;
  center: LatLng = { lat: 0, lng: 0 };
  bounds: readonly LatLng[] | undefined;
  theme: ThemeName | undefined;
  constructor(readonly element: HTMLElement) {}
  /** Markers added after the first call (search results, the search point). */
  extra: FakeMarker[] = [];
  removed: MarkerHandle[] = [];
  circle: { center: LatLng; radiusMeters: number } | null = null;
  route: readonly LatLng[] | null = null;
  addMarkers(specs: readonly MarkerSpec[]): MarkerHandle[] {
    const added = specs.map((spec) => new FakeMarker(spec, this.log));
    if (this.markers.length === 0 && specs.every((spec) => (spec.kind ?? 'location') === 'location')) {
      this.markers = added;
    } else {
      this.extra.push(...added);
    }
    return added;
  }
  removeMarkers(markers: readonly MarkerHandle[]): void {
    this.log.push(`remove ${markers.length}`);
    this.removed.push(...markers);
    this.extra = this.extra.filter((marker) => !markers.includes(marker));
  }
  setCircle(circle: { center: LatLng; radiusMeters: number } | null): void {
    this.log.push(circle ? `circle ${circle.radiusMeters}` : 'circle none');
    this.circle = circle;
  }
  setRoute(path: readonly LatLng[] | null): void {
    this.log.push(path ? `route ${path.length}` : 'route none');
    this.route = path;
  }
  cluster(_markers: readonly MarkerHandle[], options: ClusterOptions): void {
    this.clusterOptions = options;
  }
  /** What unclusteredZoom answers, per marker index (default 0: not clustered). */
  unclustered = new Map<number, number>();
  unclusteredZoom(marker: MarkerHandle): number {
    return this.unclustered.get(marker.spec.index) ?? 0;
  }
  openInfo(marker: MarkerHandle, content: Node): void {
    this.log.push(`open ${marker.spec.index}`);
    this.info = { marker: marker.spec.index, content };
  }
  closeInfo(): void {
    this.log.push('close');
    this.info = undefined;
  }
  isInfoOpen(): boolean {
    return this.info !== undefined;
  }
  getZoom(): number {
    return this.zoom;
  }
  setZoom(zoom: number): void {
    this.log.push(`zoom ${zoom}`);
    this.zoom = zoom;
  }
  setCenter(center: LatLng): void {
    this.log.push(`center ${center.lat},${center.lng}`);
    this.center = center;
  }
  fitBounds(points: readonly LatLng[]): void {
    this.log.push(`fit ${points.length}`);
    this.bounds = points;
  }
  setTheme(theme: ThemeName): void {
    this.log.push(`theme ${theme}`);
    this.theme = theme;
  }
  destroy(): void {
    this.log.push('destroy');
  }
}

/** Services answering from tables, recording every call (for the forms' unit tests). */
export class FakeServices implements MapServices {
  readonly calls: string[] = [];
  travelModes: readonly TravelMode[] = ['DRIVING', 'WALKING', 'BICYCLING'];
  maxNearbyRadiusMeters = 50_000;
  geocodes = new Map<string, GeocodeOutcome>();
  nearbyOutcome: NearbyOutcome = { status: 'ZERO_RESULTS', detail: 'none configured' };
  routeOutcome: RouteOutcome = { status: 'ZERO_RESULTS', detail: 'none configured' };
  reverseOutcome: ReverseOutcome = { status: 'ZERO_RESULTS', detail: 'none configured' };
  lastReverse: LatLng | undefined;
  lastNearby: NearbyRequest | undefined;
  lastRoute: RouteRequest | undefined;
  geocode(address: string): Promise<GeocodeOutcome> {
    this.calls.push(`geocode ${address}`);
    return Promise.resolve(
      this.geocodes.get(address) ?? { status: 'ZERO_RESULTS', detail: `no entry for "${address}"` },
    );
  }
  reverse(position: LatLng): Promise<ReverseOutcome> {
    this.calls.push('reverse');
    this.lastReverse = position;
    return Promise.resolve(this.reverseOutcome);
  }
  nearby(request: NearbyRequest): Promise<NearbyOutcome> {
    this.calls.push(`nearby ${request.type} ${request.radiusMeters}`);
    this.lastNearby = request;
    return Promise.resolve(this.nearbyOutcome);
  }
  route(request: RouteRequest): Promise<RouteOutcome> {
    this.calls.push(`route ${request.origin} -> ${request.destination} ${request.mode}`);
    this.lastRoute = request;
    return Promise.resolve(this.routeOutcome);
  }
}
