/**
 * The Google Maps provider (issue 5): the map interface of `../provider.ts` over the Google Maps
 * JavaScript API, loaded once per page after consent (`loader.ts`). Classic `google.maps.Marker`s
 * (custom icons at 50×50 px, anchor and origin 0,0, letters, opacity, a clickable shape), one info
 * window per map (maximum width 263 px), clusters with `@googlemaps/markerclusterer` drawn with the
 * icon sets of 9.2, and the themes of 9.1 as styled map types. Radius-search places and the map-search
 * point are small circle symbols (never clustered); one search circle and one route line per map.
 * The map services (geocoding, nearby search, routes) are in `services.ts`.
 *
 * The parts: `map-options.ts` (the MapOptions of a block), `markers.ts` (markers, symbols, cluster
 * markers, the MarkerHandle), `info-window.ts` (its content), `styles.ts` (the themes),
 * `clusterer.ts` (the shared clustering as markerclusterer's algorithm); this module is the
 * MapHandle façade over them and the provider. The pure helpers build exactly what reaches Google,
 * so the unit tests assert them directly.
 */
import { MarkerClusterer } from '@googlemaps/markerclusterer';
import { t } from '../../core/i18n';
import { loadGoogle, type GoogleLibraries } from '../../services/google/loader';
import type {
  ClusterOptions,
  LatLng,
  MapHandle,
  MapOptions,
  MapProvider,
  MarkerHandle,
  MarkerSpec,
} from '../provider';
import { FALLBACK_ZOOM, FIT_PADDING, INFO_MAX_WIDTH, ROUTE_LINE_STYLE, SEARCH_CIRCLE_STYLE } from '../rules';
import type { ThemeName } from '../themes';
import { SharedClusterAlgorithm } from './clusterer';
import { infoNode } from './info-window';
import { mapOptionsFor } from './map-options';
import {
  clusterRenderer,
  GoogleMarker,
  isSymbolKind,
  markerOptionsFor,
  newMarker,
  type ClassicMarker,
} from './markers';
import { googleServices } from './services';
import { isStyledTheme, STYLED_THEMES, THEME_STYLES } from './styles';

// The parts' public names, where importers of the former single module find them.
export { infoNode } from './info-window';
export { gestureHandlingFor, mapOptionsFor } from './map-options';
export {
  clusterGeometry,
  clusterMarkerOptions,
  clusterRenderer,
  GoogleMarker,
  ICON_SIZE,
  isSymbolKind,
  KIND_SYMBOLS,
  markerOptionsFor,
  type ClassicMarker,
  type ClassicMarkerOptions,
} from './markers';

export class GoogleMap implements MapHandle {
  private readonly markers: GoogleMarker[] = [];
  private readonly info: google.maps.InfoWindow;
  private infoOpen = false;
  private clusterer: MarkerClusterer | undefined;
  private clusterAlgorithm: SharedClusterAlgorithm<ClassicMarker> | undefined;
  /** The markers handed to the current clusterer. */
  private clustered = new Map<ClassicMarker, GoogleMarker>();
  private circle: google.maps.Circle | undefined;
  private route: google.maps.Polyline | undefined;

  constructor(
    readonly map: google.maps.Map,
    readonly element: HTMLElement,
    private readonly g: GoogleLibraries,
    private readonly options: MapOptions,
  ) {
    const { event } = g.core;
    // Registered under the theme's id (4.6 and `data-theme` use it); the map-type control shows
    // the name, which is the visitor's language from the labels, beside Google's own (German) types.
    for (const theme of STYLED_THEMES) {
      const name = t(`map.theme.${theme}`);
      map.mapTypes.set(theme, new g.maps.StyledMapType([...THEME_STYLES[theme]], { name }));
    }
    this.info = new g.maps.InfoWindow({ maxWidth: INFO_MAX_WIDTH });
    event.addListener(this.info, 'closeclick', () => {
      this.infoOpen = false;
    });
    event.addListener(this.info, 'close', () => {
      this.infoOpen = false;
    });
    // Settled or not, for integrators and tests (as on OSM): 'false' from the moment the camera
    // moves, 'true' on Google's idle.
    element.dataset.sfIdle = 'false';
    event.addListener(map, 'idle', () => {
      element.dataset.sfIdle = 'true';
    });
    event.addListener(map, 'bounds_changed', () => {
      element.dataset.sfIdle = 'false';
    });
    // The zoom and theme are mirrored on the element for integrators and tests (as on OSM).
    event.addListener(map, 'zoom_changed', () => {
      element.dataset.zoom = String(this.getZoom());
    });
    element.dataset.zoom = String(this.getZoom());
    element.dataset.theme = options.theme;
    if (isStyledTheme(options.theme)) map.setMapTypeId(options.theme);
  }

  addMarkers(specs: readonly MarkerSpec[]): MarkerHandle[] {
    const added = specs.map(
      (spec) =>
        new GoogleMarker(
          spec,
          newMarker(this.g, markerOptionsFor(spec, this.g, this.map)),
          this.g.core.event,
        ),
    );
    this.markers.push(...added);
    return added;
  }

  removeMarkers(handles: readonly MarkerHandle[]): void {
    const gone = new Set(handles);
    const removed = this.markers.filter((marker) => gone.has(marker));
    if (removed.length === 0) return;
    const { event } = this.g.core;
    const unclustered = removed.filter((marker) => this.clustered.delete(marker.marker));
    if (this.clusterer && unclustered.length > 0) {
      this.clusterer.removeMarkers(unclustered.map((marker) => marker.marker));
    }
    for (const marker of removed) {
      event.clearInstanceListeners(marker.marker);
      marker.marker.setMap(null);
      marker.onVisibilityChange = undefined;
      this.markers.splice(this.markers.indexOf(marker), 1);
    }
  }

  setCircle(circle: { center: LatLng; radiusMeters: number } | null): void {
    this.circle?.setMap(null);
    this.circle = circle
      ? new this.g.maps.Circle({
          map: this.map,
          center: { lat: circle.center.lat, lng: circle.center.lng },
          radius: circle.radiusMeters,
          clickable: false,
          ...SEARCH_CIRCLE_STYLE,
        })
      : undefined;
  }

  setRoute(path: readonly LatLng[] | null): void {
    this.route?.setMap(null);
    this.route =
      path && path.length > 0
        ? new this.g.maps.Polyline({
            map: this.map,
            path: path.map((point) => ({ lat: point.lat, lng: point.lng })),
            clickable: false,
            strokeColor: ROUTE_LINE_STYLE.color,
            strokeOpacity: ROUTE_LINE_STYLE.opacity,
            strokeWeight: ROUTE_LINE_STYLE.weight,
          })
        : undefined;
  }

  cluster(handles: readonly MarkerHandle[], options: ClusterOptions): void {
    // Places and the map-search point stay single (spec: never clustered).
    const markers = handles.filter(
      (handle): handle is GoogleMarker => handle instanceof GoogleMarker && !isSymbolKind(handle.spec.kind),
    );
    this.clusterer?.setMap(null);
    this.clusterer?.clearMarkers(true);
    const clustered = new Map(markers.map((marker) => [marker.marker, marker]));
    const handle = (marker: ClassicMarker): GoogleMarker | undefined => clustered.get(marker);
    // The same clustering as on OpenStreetMap (map/clustering.ts).
    const algorithm = new SharedClusterAlgorithm<ClassicMarker>(
      options,
      (marker) => handle(marker)?.spec.position ?? { lat: 0, lng: 0 },
      (marker) => handle(marker)?.visible ?? false,
    );
    const clusterer = new MarkerClusterer({
      map: this.map,
      markers: markers.map((marker) => marker.marker),
      algorithm,
      renderer: clusterRenderer(options, this.g),
    });
    for (const marker of markers) marker.onVisibilityChange = () => clusterer.render();
    this.clusterer = clusterer;
    this.clusterAlgorithm = algorithm;
    this.clustered = clustered;
  }

  unclusteredZoom(handle: MarkerHandle): number {
    const algorithm = this.clusterAlgorithm;
    if (!algorithm || !(handle instanceof GoogleMarker) || !this.clustered.has(handle.marker)) return 0;
    return algorithm.clusteringOf([...this.clustered.keys()]).clustering.aloneZoom(handle.marker);
  }

  openInfo(marker: MarkerHandle, content: Node): void {
    if (!(marker instanceof GoogleMarker)) return;
    this.info.setContent(infoNode(content, this.element.ownerDocument));
    this.info.setOptions({ ariaLabel: marker.spec.title || null });
    this.info.open({ anchor: marker.marker, map: this.map });
    this.infoOpen = true;
  }

  closeInfo(): void {
    this.info.close();
    this.infoOpen = false;
  }

  isInfoOpen(): boolean {
    return this.infoOpen;
  }

  getZoom(): number {
    return this.map.getZoom() ?? (this.options.zoom > 0 ? this.options.zoom : FALLBACK_ZOOM);
  }

  setZoom(zoom: number): void {
    this.map.setZoom(zoom);
  }

  setCenter(center: LatLng): void {
    this.map.setCenter({ lat: center.lat, lng: center.lng });
  }

  fitBounds(points: readonly LatLng[]): void {
    const [first, ...rest] = points;
    if (!first) return;
    // One location: centre on it at the current zoom (Google would zoom in as far as it can).
    if (rest.length === 0) {
      this.setCenter(first);
      return;
    }
    const bounds = new this.g.core.LatLngBounds();
    for (const point of points) bounds.extend({ lat: point.lat, lng: point.lng });
    this.map.fitBounds(bounds, FIT_PADDING);
  }

  /** 4.6: a named theme shows its styled map type; 'default' the map type the block started with. */
  setTheme(theme: ThemeName): void {
    this.map.setMapTypeId(isStyledTheme(theme) ? theme : this.options.google.mapType);
    this.element.dataset.theme = theme;
  }

  destroy(): void {
    const { event } = this.g.core;
    this.info.close();
    this.infoOpen = false;
    event.clearInstanceListeners(this.info);
    if (this.clusterer) {
      this.clusterer.setMap(null);
      this.clusterer.clearMarkers(true);
      this.clusterer = undefined;
    }
    this.clustered.clear();
    this.setCircle(null);
    this.setRoute(null);
    for (const marker of this.markers) {
      event.clearInstanceListeners(marker.marker);
      marker.marker.setMap(null);
    }
    this.markers.length = 0;
    event.clearInstanceListeners(this.map);
  }
}

export const googleProvider: MapProvider<'google'> = {
  name: 'google',
  async load(config) {
    const g = await loadGoogle(config.apiKey);
    return {
      name: 'google',
      create: (container, options) =>
        Promise.resolve(
          new GoogleMap(new g.maps.Map(container, mapOptionsFor(options, g)), container, g, options),
        ),
      services: googleServices(g, config),
    };
  },
};
