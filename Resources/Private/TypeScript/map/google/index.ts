/**
 * The Google Maps provider (issue 5): the map interface of `../provider.ts` over the Google Maps
 * JavaScript API, loaded once per page after consent (`loader.ts`). Classic `google.maps.Marker`s
 * (custom icons at 50×50 px, anchor and origin 0,0, letters, opacity, a clickable shape), one info
 * window per map (maximum width 263 px), clusters with `@googlemaps/markerclusterer` drawn with the
 * icon sets of 9.2, and the themes of 9.1 as styled map types. Radius-search places and the map-search
 * point are small circle symbols (never clustered); one search circle and one route line per map.
 * The map services (geocoding, nearby search, routes) are in `services.ts`.
 *
 * The pure helpers (`mapOptionsFor`, `markerOptionsFor`, `clusterMarkerOptions`) build exactly what
 * reaches Google, so the unit tests assert them directly.
 */
import { MarkerClusterer, type Renderer } from '@googlemaps/markerclusterer';
import { t } from '../../core/i18n';
import { clusterIcon, type ClusterIcon, type ClusterIconSetName } from '../clusters';
import type {
  ClusterOptions,
  ControlOption,
  LatLng,
  MapHandle,
  MapOptions,
  MapProvider,
  MarkerEvent,
  MarkerHandle,
  MarkerKind,
  MarkerSpec,
} from '../provider';
import { FALLBACK_ZOOM, FIT_PADDING, INFO_MAX_WIDTH, ROUTE_LINE_STYLE, SEARCH_CIRCLE_STYLE } from '../rules';
import type { ThemeName } from '../themes';
import { SharedClusterAlgorithm } from './clusterer';
import { loadGoogle, type GoogleLibraries } from '../../services/google/loader';
import { googleServices } from './services';
import { isStyledTheme, STYLED_THEMES, THEME_STYLES } from './styles';

/*
 * Classic markers, on purpose: google.maps.Marker is deprecated (not discontinued) in favour of
 * AdvancedMarkerElement, but advanced markers need a map ID, and a map with a map ID ignores
 * StyledMapType, which is what the themes of 9.1 are. The clusterer takes either kind.
 */
// eslint-disable-next-line @typescript-eslint/no-deprecated
export type ClassicMarker = google.maps.Marker;
// eslint-disable-next-line @typescript-eslint/no-deprecated
export type ClassicMarkerOptions = google.maps.MarkerOptions;

function newMarker(g: GoogleLibraries, options: ClassicMarkerOptions): ClassicMarker {
  return new g.marker.Marker(options);
}

/** 9.1 */
export const ICON_SIZE = 50;

function controlOptions(core: google.maps.CoreLibrary, control: ControlOption) {
  return control.position ? { position: core.ControlPosition[control.position] } : undefined;
}

/**
 * Gestures (3.3 draggable, scrollZoom): Google deprecated `draggable` in favour of
 * `gestureHandling`. Not draggable: 'none' (no panning or zooming by gestures; the zoom control and
 * the keyboard still work, as with the old `draggable: false`). Draggable with scroll zoom: 'auto',
 * Google's default: cooperative when the page scrolls or the map sits in an iframe (the wheel zooms
 * with Ctrl or ⌘ held, one finger scrolls the page), greedy otherwise, so the map never traps a
 * visitor's scrolling. Draggable without scroll zoom: 'cooperative' and `scrollwheel: false`, so
 * the wheel always scrolls the page and never zooms.
 */
export function gestureHandlingFor(options: Pick<MapOptions, 'draggable' | 'scrollZoom'>): string {
  if (!options.draggable) return 'none';
  return options.scrollZoom ? 'auto' : 'cooperative';
}

/** The `google.maps.MapOptions` for a block's map options (3.3). */
export function mapOptionsFor(options: MapOptions, g: GoogleLibraries): google.maps.MapOptions {
  const { core, maps } = g;
  const typeControl = options.google.mapTypeControl;
  return {
    center: { lat: options.center.lat, lng: options.center.lng },
    zoom: options.zoom > 0 ? options.zoom : FALLBACK_ZOOM,
    mapTypeId: options.google.mapType,
    gestureHandling: gestureHandlingFor(options),
    scrollwheel: options.scrollZoom,
    disableDoubleClickZoom: !options.doubleClickZoom,
    mapTypeControl: typeControl.enabled,
    mapTypeControlOptions: {
      style: maps.MapTypeControlStyle[typeControl.style ?? 'DEFAULT'],
      ...controlOptions(core, typeControl),
      // The allowed map types, then the themes, so a styled map shows as the selected type.
      mapTypeIds: [...options.google.mapTypes, ...STYLED_THEMES],
    },
    zoomControl: options.zoomControl.enabled,
    zoomControlOptions: controlOptions(core, options.zoomControl),
    scaleControl: options.scaleControl,
    streetViewControl: options.google.streetViewControl.enabled,
    streetViewControlOptions: controlOptions(core, options.google.streetViewControl),
    fullscreenControl: options.fullscreenControl.enabled,
    fullscreenControlOptions: controlOptions(core, options.fullscreenControl),
  };
}

/**
 * The look of the markers that are not configured locations: radius-search places are orange
 * discs with a white ring, the map-search point a small dark dot (as on OSM, a different look from
 * the location pins, so the two never get confused).
 */
export const KIND_SYMBOLS = {
  place: { scale: 8, fillColor: '#e66100', fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 2 },
  point: { scale: 5, fillColor: '#241f31', fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 1.5 },
} as const satisfies Record<Exclude<MarkerKind, 'location'>, Omit<google.maps.Symbol, 'path'>>;

/** Places and the map-search point: drawn as symbols, never clustered. */
export function isSymbolKind(kind: MarkerKind | undefined): kind is 'place' | 'point' {
  return kind === 'place' || kind === 'point';
}

/**
 * A marker's options (3.4, 9.1). `optimized: false` makes Google draw each marker as its own DOM
 * element; with a title and a click listener it becomes a focusable button (Tab, Enter), named
 * by the title. A custom icon is drawn at 50×50 px with origin and anchor 0,0 and clickable over
 * its whole square; the default marker keeps Google's own clickable outline (no `shape`: a shape
 * only describes a custom image, and any hand-written polygon would be less precise than Google's).
 */
export function markerOptionsFor(
  spec: MarkerSpec,
  g: GoogleLibraries,
  map: google.maps.Map | null = null,
): ClassicMarkerOptions {
  const { Point, Size } = g.core;
  const options: ClassicMarkerOptions = {
    map,
    position: { lat: spec.position.lat, lng: spec.position.lng },
    title: spec.title || spec.label || '',
    opacity: spec.opacity,
    optimized: false,
  };
  if (spec.label) options.label = spec.label;
  if (isSymbolKind(spec.kind)) {
    options.icon = { path: g.core.SymbolPath.CIRCLE, ...KIND_SYMBOLS[spec.kind] };
  } else if (spec.icon) {
    options.icon = {
      url: spec.icon,
      size: new Size(ICON_SIZE, ICON_SIZE),
      scaledSize: new Size(ICON_SIZE, ICON_SIZE),
      origin: new Point(0, 0),
      anchor: new Point(0, 0),
    };
    options.shape = { type: 'rect', coords: [0, 0, ICON_SIZE, ICON_SIZE] };
  }
  return options;
}

/**
 * Where a cluster image sits on its position and where its count is written: discs, people,
 * bubbles and hearts are centred; the pin stands on its tip and carries the count in its head.
 * The label origins follow the drawings in Resources/Public/Images/markerclusterer/.
 */
export function clusterGeometry(set: ClusterIconSetName, icon: ClusterIcon) {
  const { width: w, height: h } = icon;
  switch (set) {
    case 'pin':
      return { anchor: [w / 2, h], labelOrigin: [w / 2, Math.round(w / 2)] };
    case 'conversation':
      return { anchor: [w / 2, h / 2], labelOrigin: [w / 2, Math.round(h * 0.4)] };
    case 'heart':
      return { anchor: [w / 2, h / 2], labelOrigin: [w / 2, Math.round(h * 0.42)] };
    case 'people':
      return { anchor: [w / 2, h / 2], labelOrigin: [w / 2, Math.round(h * 0.62)] };
    default:
      return { anchor: [w / 2, h / 2], labelOrigin: [w / 2, h / 2] };
  }
}

/** The options of the marker that stands for a cluster of `count` locations (9.2). */
export function clusterMarkerOptions(
  options: ClusterOptions,
  count: number,
  position: google.maps.LatLng | google.maps.LatLngLiteral,
  g: GoogleLibraries,
): ClassicMarkerOptions {
  const { Point, Size } = g.core;
  const icon = clusterIcon(options.iconSet, count);
  const { anchor, labelOrigin } = clusterGeometry(options.iconSet, icon);
  const [anchorX = 0, anchorY = 0] = anchor;
  const [labelX = 0, labelY = 0] = labelOrigin;
  return {
    position,
    icon: {
      url: `${options.imagePath}${icon.file}`,
      size: new Size(icon.width, icon.height),
      scaledSize: new Size(icon.width, icon.height),
      anchor: new Point(anchorX, anchorY),
      labelOrigin: new Point(labelX, labelY),
    },
    label: { text: String(count), color: icon.textColor, fontSize: `${icon.textSize}px`, fontWeight: 'bold' },
    title: t('map.cluster', { count }),
    // Clusters above the single markers, bigger clusters above smaller ones.
    zIndex: g.marker.Marker.MAX_ZINDEX + count,
    optimized: false,
  };
}

export function clusterRenderer(options: ClusterOptions, g: GoogleLibraries): Renderer {
  return {
    render: ({ count, position }) => newMarker(g, clusterMarkerOptions(options, count, position, g)),
  };
}

/** Google's InfoWindow takes an Element or a Text node: a fragment of one element gives that element. */
export function infoNode(content: Node, doc: Document): Element | Text {
  if (content.nodeType === Node.ELEMENT_NODE) return content as Element;
  if (content.nodeType === Node.TEXT_NODE) return content as Text;
  const only = content.childNodes.length === 1 ? content.firstChild : null;
  if (only?.nodeType === Node.ELEMENT_NODE) return only as Element;
  const box = doc.createElement('div');
  box.append(content);
  return box;
}

const MARKER_EVENTS: readonly MarkerEvent[] = ['click', 'mouseover', 'mouseout'];

export class GoogleMarker implements MarkerHandle {
  private readonly registered = new Set<MarkerEvent>();
  private triggered = false;
  /** Called after a visibility change (the clusterer redraws). */
  onVisibilityChange: (() => void) | undefined;

  constructor(
    readonly spec: MarkerSpec,
    readonly marker: ClassicMarker,
    private readonly event: typeof google.maps.event,
  ) {
    // Every marker listens for clicks: the listener gives it button semantics (keyboard focus,
    // Enter). A marker whose info opens on mouse-over also opens on a visitor's click, tap or Enter
    // (a touch screen and a keyboard have no mouse-over); `click()` from the location list does not
    // do this, so the list behaves as on OpenStreetMap (4.5: only the click listeners run).
    event.addListener(marker, 'click', () => {
      if (this.triggered || this.registered.has('click') || !this.registered.has('mouseover')) return;
      event.trigger(marker, 'mouseover');
    });
  }

  on(name: MarkerEvent, listener: () => void): void {
    if (!MARKER_EVENTS.includes(name)) return;
    this.registered.add(name);
    this.event.addListener(this.marker, name, () => listener());
  }

  click(): void {
    this.triggered = true;
    try {
      this.event.trigger(this.marker, 'click');
    } finally {
      this.triggered = false;
    }
  }

  /** As last set (the clusterer counts only visible markers). */
  visible = true;

  setVisible(visible: boolean): void {
    this.visible = visible;
    this.marker.setVisible(visible);
    this.onVisibilityChange?.();
  }
}

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
