/** A recording MapHandle for unit tests of the block's behaviour (not part of the bundle). */
import type { ClusterOptions, LatLng, MapHandle, MarkerEvent, MarkerHandle, MarkerSpec } from './provider';
import type { ThemeName } from './themes';

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
  addMarkers(specs: readonly MarkerSpec[]): MarkerHandle[] {
    this.markers = specs.map((spec) => new FakeMarker(spec, this.log));
    return this.markers;
  }
  cluster(_markers: readonly MarkerHandle[], options: ClusterOptions): void {
    this.clusterOptions = options;
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
  getCenter(): LatLng {
    return this.center;
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
  idle(): Promise<void> {
    return Promise.resolve();
  }
  destroy(): void {
    this.log.push('destroy');
  }
}
