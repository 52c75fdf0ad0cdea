/**
 * The OpenStreetMap provider: MapLibre GL over vector tiles (the demo server builds them from the
 * Munich extract; a production site points `osm.tiles` at its own tile server). Markers, letters,
 * opacity, popups and clusters behave as on Google. Zoom levels are Google's: MapLibre's 512-px
 * tiles make its zoom z look like Google's z + 1, so this adapter converts at its boundary.
 */
import maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { language, t } from '../../core/i18n';
import { clusterIcon } from '../clusters';
import { Clustering } from '../clustering';
import { FALLBACK_ZOOM, FIT_PADDING, INFO_MAX_WIDTH } from '../rules';
import type {
  ClusterOptions,
  LatLng,
  MapHandle,
  MapOptions,
  MapProvider,
  MarkerEvent,
  MarkerHandle,
  MarkerKind,
  MarkerSpec,
  OsmConfig,
} from '../provider';
import type { ControlPositionName } from '../settings';
import type { ThemeName } from '../themes';
import {
  clusterElement,
  infoAnchor,
  infoOffset,
  markerAnchor,
  markerBox,
  markerElement,
  type Box,
} from './markers';
import {
  CIRCLE_LAYERS,
  CIRCLE_SOURCE,
  circleAttribute,
  overlayParts,
  ROUTE_LAYER,
  ROUTE_LAYERS,
  ROUTE_SOURCE,
  withOverlays,
  type Overlays,
} from './overlays';
import { blockLabel, watchErrors, withoutSpriteImages } from './map-errors';
import { osmServices } from './services';
import { prepareTiles } from './pmtiles';
import { buildStyle, FONTS } from './style';
import { glyphsUrl, parseTileSource, spriteUrl } from './tile-source';
import './osm.css';

/** Google zoom = MapLibre zoom + 1. */
export const ZOOM_OFFSET = 1;
/**
 * Above this many unclustered locations, the pins are drawn by a GL layer, not as one button each
 * (10,000 buttons took a 1.9 s main-thread task). Hover, click and letters work as on the buttons;
 * the keyboard reaches every location through the block's location list.
 */
export const GL_MARKER_THRESHOLD = 500;
const GL_SOURCE = 'sf-locations';
const GL_PIN_LAYER = 'sf-locations-pin';
const GL_LABEL_LAYER = 'sf-locations-label';
/** MapLibre has no upper bound when fitting two close points (Google's levels; the street level of a city map). */
const FIT_MAX_ZOOM = 18;

export function controlPosition(name: ControlPositionName | undefined, fallback: maplibregl.ControlPosition) {
  if (!name) return fallback;
  const table: Record<ControlPositionName, maplibregl.ControlPosition> = {
    TOP_LEFT: 'top-left',
    LEFT_TOP: 'top-left',
    TOP_CENTER: 'top-left',
    LEFT_CENTER: 'top-left',
    TOP_RIGHT: 'top-right',
    RIGHT_TOP: 'top-right',
    RIGHT_CENTER: 'top-right',
    LEFT_BOTTOM: 'bottom-left',
    BOTTOM_LEFT: 'bottom-left',
    BOTTOM_CENTER: 'bottom-left',
    RIGHT_BOTTOM: 'bottom-right',
    BOTTOM_RIGHT: 'bottom-right',
  };
  return table[name];
}

function styleFor(theme: ThemeName, config: OsmConfig): maplibregl.StyleSpecification | string {
  const page = window.location.href;
  if (config.style) return new URL(config.style.replace('{theme}', theme), page).href;
  const source = parseTileSource(config.tiles, page);
  return buildStyle(theme, {
    tiles: source.kind === 'template' ? { tiles: [source.tiles] } : { url: source.url },
    glyphs: glyphsUrl(config.glyphs, page),
    sprite: spriteUrl(config.sprite, page),
    maxZoom: config.maxZoom,
    language: language(),
  });
}

function locale(): Record<string, string> {
  return {
    'NavigationControl.ZoomIn': t('map.zoomIn'),
    'NavigationControl.ZoomOut': t('map.zoomOut'),
    'FullscreenControl.Enter': t('map.fullscreenEnter'),
    'FullscreenControl.Exit': t('map.fullscreenExit'),
    'AttributionControl.ToggleAttribution': t('map.attribution'),
    'Popup.Close': t('map.closeInfo'),
    'Map.Title': t('map.mapTitle'),
  };
}

/**
 * A marker whose element and MapLibre marker are made on first show: with clustering, most of
 * 10,000 locations never need a DOM element. A hidden or removed marker is off the map.
 */
class OsmMarker implements MarkerHandle {
  readonly listeners = new Map<MarkerEvent, (() => void)[]>();
  private made: { element: HTMLButtonElement; marker: maplibregl.Marker } | undefined;
  visible = true;
  onMap = false;
  /** In the cluster index: the clusterer decides when it is on the map. */
  clustered = false;
  /** Drawn by the GL layer of a large unclustered set: no element of its own. */
  gl = false;
  removed = false;

  constructor(
    readonly spec: MarkerSpec,
    private readonly doc: Document,
    private readonly visibilityChanged: (marker: OsmMarker) => void,
  ) {}

  get kind(): MarkerKind {
    return this.spec.kind ?? 'location';
  }

  private make(): { element: HTMLButtonElement; marker: maplibregl.Marker } {
    if (this.made) return this.made;
    const element = markerElement(this.doc, this.spec);
    const marker = new maplibregl.Marker({
      element,
      anchor: markerAnchor(this.spec),
      opacity: String(this.spec.opacity),
    }).setLngLat([this.spec.position.lng, this.spec.position.lat]);
    const emit = (event: MarkerEvent) => () => {
      this.emit(event);
    };
    element.addEventListener('click', (event) => {
      event.stopPropagation();
      this.emit('click');
    });
    element.addEventListener('mouseenter', emit('mouseover'));
    element.addEventListener('mouseleave', emit('mouseout'));
    // Keyboard users get what the pointer gets: focus is hovering, blur is leaving.
    element.addEventListener('focus', emit('mouseover'));
    element.addEventListener('blur', emit('mouseout'));
    element.hidden = !this.visible;
    this.made = { element, marker };
    return this.made;
  }

  show(map: maplibregl.Map): void {
    if (this.onMap || !this.visible || this.removed) return;
    if (!this.gl) this.make().marker.addTo(map);
    this.onMap = true;
  }

  hide(): void {
    if (!this.onMap) return;
    this.made?.marker.remove();
    this.onMap = false;
  }

  on(event: MarkerEvent, listener: () => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }

  emit(event: MarkerEvent): void {
    for (const listener of this.listeners.get(event) ?? []) listener();
  }

  click(): void {
    this.emit('click');
  }

  setVisible(visible: boolean): void {
    if (this.visible === visible) return;
    this.visible = visible;
    if (this.made) this.made.element.hidden = !visible;
    this.visibilityChanged(this);
  }
}

/** The info window's offset: a GL-drawn location is a dot about the size of the map-search point. */
const infoOffsetOf = (marker: MarkerHandle): ReturnType<typeof infoOffset> =>
  infoOffset(marker instanceof OsmMarker && marker.gl ? { ...marker.spec, kind: 'point' } : marker.spec);

interface Clusterer {
  /** The clustered markers; the clustering holds the visible ones. */
  members: OsmMarker[];
  index: Clustering<OsmMarker>;
  options: ClusterOptions;
  elements: Map<number, maplibregl.Marker>;
}

class OsmMap implements MapHandle {
  private markers: OsmMarker[] = [];
  private readonly popup: maplibregl.Popup;
  private infoOpen = false;
  private clusterer: Clusterer | undefined;
  private reclusterQueued = false;
  private infoMarker: MarkerHandle | undefined;
  private overlays: Overlays = { circle: null, route: null };
  private readonly onMove = (): void => this.renderClusters();
  private readonly onStyleLoad = (): void => {
    this.drawOverlays();
    this.drawGlMarkers();
  };
  /** The locations the GL layer draws (by their position here). */
  private glMarkers: OsmMarker[] = [];
  private glQueued = false;
  private glEvents = false;

  constructor(
    readonly map: maplibregl.Map,
    readonly element: HTMLElement,
    private config: OsmConfig,
  ) {
    this.popup = new maplibregl.Popup({
      maxWidth: `${String(INFO_MAX_WIDTH)}px`,
      closeOnClick: false,
      focusAfterOpen: false,
    });
    this.popup.on('close', () => {
      this.infoOpen = false;
      this.infoMarker = undefined;
    });
    // The zoom (in Google's levels) is mirrored on the element for integrators and tests.
    const mirror = (): void => {
      this.element.dataset.zoom = String(Math.round(this.getZoom()));
    };
    map.on('zoomend', mirror);
    mirror();
    // Settled or not, for integrators and tests (no fixed waits): 'false' from the moment the camera
    // moves or data loads, 'true' on MapLibre's idle (tiles drawn, clusters and markers placed).
    const busy = (): void => {
      if (this.element.dataset.sfIdle !== 'false') this.element.dataset.sfIdle = 'false';
    };
    this.element.dataset.sfIdle = 'false';
    map.on('movestart', busy);
    map.on('dataloading', busy);
    map.on('idle', () => {
      this.element.dataset.sfIdle = 'true';
    });
    // The info window keeps clear of the other markers wherever the camera goes.
    map.on('moveend', () => {
      this.placeInfo();
    });
    // A theme change (setStyle) drops sources and layers the theme does not name: draw them again.
    map.on('style.load', this.onStyleLoad);
  }

  addMarkers(specs: readonly MarkerSpec[]): MarkerHandle[] {
    const doc = this.element.ownerDocument;
    const added = specs.map((spec) => new OsmMarker(spec, doc, (marker) => this.visibilityChanged(marker)));
    this.markers.push(...added);
    // Shown after the current task unless cluster() takes them over first.
    queueMicrotask(() => {
      const loose = added.filter((marker) => !marker.clustered && marker.kind === 'location');
      if (loose.length + this.glMarkers.length > GL_MARKER_THRESHOLD) {
        for (const marker of loose) marker.gl = true;
        this.glMarkers.push(...loose);
        this.queueGlMarkers();
      }
      for (const marker of added) if (!marker.clustered) marker.show(this.map);
      // A window opened at start-up was placed before its neighbours were on the map.
      this.placeInfo();
    });
    return added;
  }

  removeMarkers(handles: readonly MarkerHandle[]): void {
    const gone = new Set<MarkerHandle>(handles);
    if (this.infoMarker && gone.has(this.infoMarker)) this.closeInfo();
    let reclustered = false;
    for (const marker of this.markers) {
      if (!gone.has(marker)) continue;
      marker.removed = true;
      marker.hide();
      reclustered ||= marker.clustered;
    }
    this.markers = this.markers.filter((marker) => !marker.removed);
    if (this.clusterer && reclustered) {
      this.clusterer.members = this.clusterer.members.filter((marker) => !marker.removed);
      this.recluster();
    }
  }

  cluster(handles: readonly MarkerHandle[], options: ClusterOptions): void {
    // Only locations cluster; places and the map-search point always show on their own.
    const members = handles.filter(
      (handle): handle is OsmMarker =>
        handle instanceof OsmMarker && handle.kind === 'location' && !handle.removed,
    );
    const previous = this.clusterer?.members ?? [];
    for (const marker of previous) marker.clustered = false;
    for (const marker of members) marker.clustered = true;
    // Clustered markers are the clusterer's: the GL layer lets go of them.
    if (members.some((marker) => marker.gl)) {
      for (const marker of members) marker.gl = false;
      this.glMarkers = this.glMarkers.filter((marker) => !marker.clustered);
      this.queueGlMarkers();
    }
    this.clusterer = {
      members,
      options,
      index: this.clusterIndex(members, options),
      elements: this.clusterer?.elements ?? new Map<number, maplibregl.Marker>(),
    };
    this.clearClusterElements();
    for (const marker of previous) if (!marker.clustered) marker.show(this.map);
    this.map.off('moveend', this.onMove);
    this.map.on('moveend', this.onMove);
    this.renderClusters();
  }

  unclusteredZoom(handle: MarkerHandle): number {
    return this.clusterer && handle instanceof OsmMarker ? this.clusterer.index.aloneZoom(handle) : 0;
  }

  /** The clustering of the visible members (hidden markers are neither drawn nor counted). */
  private clusterIndex(members: readonly OsmMarker[], options: ClusterOptions): Clustering<OsmMarker> {
    return new Clustering(
      members.filter((marker) => marker.visible),
      (marker) => marker.spec.position,
      options,
    );
  }

  private visibilityChanged(marker: OsmMarker): void {
    if (marker.removed) return;
    if (marker.clustered) {
      // A map search hides and shows many markers at once: one new index after the current task.
      if (this.reclusterQueued) return;
      this.reclusterQueued = true;
      queueMicrotask(() => {
        this.reclusterQueued = false;
        this.recluster();
      });
    } else if (marker.visible) {
      marker.show(this.map);
    } else {
      marker.hide();
    }
    if (marker.gl) this.queueGlMarkers();
  }

  /** One redraw of the GL layer after the current task (a map search changes many markers). */
  private queueGlMarkers(): void {
    if (this.glQueued) return;
    this.glQueued = true;
    queueMicrotask(() => {
      this.glQueued = false;
      this.drawGlMarkers();
    });
  }

  /** Draws the GL-drawn locations that are on the map: a pin-red dot each, and letters if set. */
  private drawGlMarkers(): void {
    if (this.glMarkers.length === 0) return;
    const map = this.map;
    const data: GeoJSON.FeatureCollection<GeoJSON.Point> = { type: 'FeatureCollection', features: [] };
    let labels = false;
    for (const [member, marker] of this.glMarkers.entries()) {
      if (!marker.onMap || marker.removed) continue;
      if (marker.spec.label !== undefined) labels = true;
      data.features.push({
        type: 'Feature',
        properties: { member, label: marker.spec.label ?? '', opacity: marker.spec.opacity },
        geometry: { type: 'Point', coordinates: [marker.spec.position.lng, marker.spec.position.lat] },
      });
    }
    // For end-to-end tests, which cannot read WebGL: how many locations the layer draws.
    map.getCanvas().dataset.sfGlMarkers = String(data.features.length);
    try {
      const source = map.getSource<maplibregl.GeoJSONSource>(GL_SOURCE);
      if (source) source.setData(data);
      else map.addSource(GL_SOURCE, { type: 'geojson', data });
      if (!map.getLayer(GL_PIN_LAYER)) {
        map.addLayer({
          id: GL_PIN_LAYER,
          type: 'circle',
          source: GL_SOURCE,
          paint: {
            'circle-radius': labels ? 9 : 6,
            'circle-color': '#c62828',
            'circle-stroke-color': '#7f1010',
            'circle-stroke-width': 1.5,
            'circle-opacity': ['get', 'opacity'],
            'circle-stroke-opacity': ['get', 'opacity'],
          },
        });
      }
      if (labels && !map.getLayer(GL_LABEL_LAYER)) {
        map.addLayer({
          id: GL_LABEL_LAYER,
          type: 'symbol',
          source: GL_SOURCE,
          layout: {
            'text-field': ['get', 'label'],
            'text-font': [...FONTS.bold],
            'text-size': 11,
            'text-allow-overlap': true,
            'text-ignore-placement': true,
          },
          paint: { 'text-color': '#ffffff' },
        });
      }
    } catch {
      // The style is not done loading: onStyleLoad draws the layer.
    }
    if (this.glEvents) return;
    this.glEvents = true;
    // Hover, leave and click on the layer act as on a marker button (4.4).
    let hovered: OsmMarker | undefined;
    const at = (event: maplibregl.MapLayerMouseEvent): OsmMarker | undefined => {
      const member = (event.features?.[0]?.properties as { member?: number } | undefined)?.member;
      return member === undefined ? undefined : this.glMarkers[member];
    };
    map.on('mousemove', GL_PIN_LAYER, (event) => {
      const marker = at(event);
      map.getCanvas().style.cursor = marker ? 'pointer' : '';
      if (marker === hovered) return;
      hovered?.emit('mouseout');
      hovered = marker;
      marker?.emit('mouseover');
    });
    map.on('mouseleave', GL_PIN_LAYER, () => {
      map.getCanvas().style.cursor = '';
      hovered?.emit('mouseout');
      hovered = undefined;
    });
    map.on('click', GL_PIN_LAYER, (event) => {
      at(event)?.emit('click');
    });
  }

  private recluster(): void {
    const clusterer = this.clusterer;
    if (!clusterer) return;
    clusterer.index = this.clusterIndex(clusterer.members, clusterer.options);
    // Cluster ids belong to an index: the new one's clusters get new elements.
    this.clearClusterElements();
    this.renderClusters();
  }

  private clearClusterElements(): void {
    if (!this.clusterer) return;
    for (const marker of this.clusterer.elements.values()) marker.remove();
    this.clusterer.elements = new Map();
  }

  private renderClusters(): void {
    const clusterer = this.clusterer;
    if (!clusterer) return;
    const bounds = this.map.getBounds();
    const view = clusterer.index.at(this.getZoom(), [
      bounds.getWest() - 0.01,
      bounds.getSouth() - 0.01,
      bounds.getEast() + 0.01,
      bounds.getNorth() + 0.01,
    ]);
    const shown = new Set(view.alone);
    const clusters = new Map<number, maplibregl.Marker>();
    for (const { id, position, count } of view.clusters) {
      const existing = clusterer.elements.get(id);
      if (existing) {
        clusters.set(id, existing);
        continue;
      }
      const icon = clusterIcon(clusterer.options.iconSet, count);
      const element = clusterElement(this.element.ownerDocument, icon, clusterer.options.imagePath, count);
      element.dataset.count = String(count);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        const zoom = clusterer.index.expansionZoom(id) - ZOOM_OFFSET;
        this.map.easeTo({ center: [position.lng, position.lat], zoom });
      });
      const marker = new maplibregl.Marker({ element })
        .setLngLat([position.lng, position.lat])
        .addTo(this.map);
      clusters.set(id, marker);
    }
    for (const [id, marker] of clusterer.elements) if (!clusters.has(id)) marker.remove();
    clusterer.elements = clusters;
    clusterer.members.forEach((marker) => {
      if (shown.has(marker)) marker.show(this.map);
      else marker.hide();
    });
    this.placeInfo();
  }

  setCircle(circle: { center: LatLng; radiusMeters: number } | null): void {
    this.overlays = {
      ...this.overlays,
      circle: circle
        ? { center: { lat: circle.center.lat, lng: circle.center.lng }, radiusMeters: circle.radiusMeters }
        : null,
    };
    // For end-to-end tests, which cannot read WebGL: what is drawn.
    const canvas = this.map.getCanvas();
    if (this.overlays.circle) canvas.dataset.sfCircle = circleAttribute(this.overlays.circle);
    else delete canvas.dataset.sfCircle;
    this.drawOverlays();
  }

  setRoute(path: readonly LatLng[] | null): void {
    this.overlays = {
      ...this.overlays,
      route: path && path.length > 0 ? path.map((point) => ({ lat: point.lat, lng: point.lng })) : null,
    };
    const canvas = this.map.getCanvas();
    if (this.overlays.route) canvas.dataset.sfRoute = String(this.overlays.route.length);
    else delete canvas.dataset.sfRoute;
    this.drawOverlays();
  }

  /**
   * Makes the map's circle and route sources and layers match `overlays`. While a style loads this
   * throws inside MapLibre; the style's `style.load` then draws them.
   */
  private drawOverlays(): void {
    const map = this.map;
    try {
      const parts = overlayParts(this.overlays);
      const shown = new Set(parts.map((part) => part.source));
      for (const [source, layers] of [
        [CIRCLE_SOURCE, CIRCLE_LAYERS],
        [ROUTE_SOURCE, ROUTE_LAYERS],
      ] as const) {
        if (shown.has(source)) continue;
        for (const layer of layers) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
        if (map.getSource(source)) map.removeSource(source);
      }
      for (const part of parts) {
        const source = map.getSource<maplibregl.GeoJSONSource>(part.source);
        if (source) source.setData(part.data);
        else map.addSource(part.source, { type: 'geojson', data: part.data });
        // The circle goes below the route line; both above the theme's layers, below the markers.
        const before = part.source === CIRCLE_SOURCE && map.getLayer(ROUTE_LAYER) ? ROUTE_LAYER : undefined;
        for (const layer of part.layers) if (!map.getLayer(layer.id)) map.addLayer(layer, before);
      }
    } catch {
      // The style is not done loading: onStyleLoad draws the overlays.
    }
  }

  openInfo(marker: MarkerHandle, content: Node): void {
    this.infoMarker = marker;
    this.popup
      .setOffset(infoOffsetOf(marker))
      .setLngLat([marker.spec.position.lng, marker.spec.position.lat])
      .setDOMContent(content);
    if (!this.popup.isOpen()) this.popup.addTo(this.map);
    this.infoOpen = true;
    this.placeInfo();
  }

  /**
   * 4.4: puts the open info window on a side of its marker where it covers no other marker (a
   * covered marker cannot be hovered or clicked: the window takes the pointer).
   */
  private placeInfo(): void {
    const marker = this.infoMarker;
    if (!this.popup.isOpen() || !marker) return;
    const content = this.popup.getElement().querySelector('.maplibregl-popup-content');
    if (!content) return;
    const container = this.map.getContainer();
    // From the positions, not the elements: MapLibre moves marker elements in its next frame.
    const obstacles: Box[] = [];
    for (const other of this.markers) {
      if (other === marker || !other.onMap || other.gl) continue;
      const at = this.map.project([other.spec.position.lng, other.spec.position.lat]);
      const [left, top, right, bottom] = markerBox(other.spec);
      obstacles.push([at.x + left, at.y + top, at.x + right, at.y + bottom]);
    }
    for (const cluster of this.clusterer?.elements.values() ?? []) {
      const at = this.map.project(cluster.getLngLat());
      const { offsetWidth: width, offsetHeight: height } = cluster.getElement();
      obstacles.push([at.x - width / 2, at.y - height / 2, at.x + width / 2, at.y + height / 2]);
    }
    const point = this.map.project([marker.spec.position.lng, marker.spec.position.lat]);
    const rect = content.getBoundingClientRect();
    const anchor = infoAnchor(
      point,
      infoOffsetOf(marker),
      { width: rect.width, height: rect.height },
      { width: container.clientWidth, height: container.clientHeight },
      obstacles,
    );
    if (this.popup.options.anchor === anchor) return;
    this.popup.options.anchor = anchor;
    // setLngLat redraws the popup with the new anchor.
    this.popup.setLngLat([marker.spec.position.lng, marker.spec.position.lat]);
  }

  closeInfo(): void {
    if (this.popup.isOpen()) this.popup.remove();
    this.infoOpen = false;
    this.infoMarker = undefined;
  }

  isInfoOpen(): boolean {
    return this.infoOpen;
  }

  getZoom(): number {
    return this.map.getZoom() + ZOOM_OFFSET;
  }

  setZoom(zoom: number): void {
    this.map.jumpTo({ zoom: Math.max(0, zoom - ZOOM_OFFSET) });
  }

  setCenter(center: LatLng): void {
    this.map.jumpTo({ center: [center.lng, center.lat] });
  }

  fitBounds(points: readonly LatLng[]): void {
    const [first, ...rest] = points;
    if (!first) return;
    if (rest.length === 0) {
      this.setCenter(first);
      return;
    }
    const bounds = new maplibregl.LngLatBounds([first.lng, first.lat], [first.lng, first.lat]);
    for (const point of rest) bounds.extend([point.lng, point.lat]);
    this.map.fitBounds(bounds, { padding: FIT_PADDING, animate: false, maxZoom: FIT_MAX_ZOOM - ZOOM_OFFSET });
  }

  setTheme(theme: ThemeName): void {
    // Busy until the new style is drawn (MapLibre's idle), so nobody reads the old drawing as settled.
    this.element.dataset.sfIdle = 'false';
    this.element.dataset.theme = theme;
    // The new style carries the circle and route along (no flicker); onStyleLoad checks them.
    this.map.setStyle(styleFor(theme, this.config), {
      transformStyle: (_previous, next) => withOverlays(next, this.overlays),
    });
  }

  /** The sprite failed (issue 25): no icons from now on; the built-in theme is drawn without them. */
  withoutIcons(): void {
    withoutSpriteImages(this.map);
    if (this.config.style.trim() !== '') return;
    this.config = { ...this.config, sprite: 'none' };
    this.setTheme(this.element.dataset.theme as ThemeName);
  }

  destroy(): void {
    this.map.off('moveend', this.onMove);
    this.map.off('style.load', this.onStyleLoad);
    this.popup.remove();
    this.map.remove();
  }
}

function createMap(container: HTMLElement, options: MapOptions, config: OsmConfig): Promise<MapHandle> {
  const map = new maplibregl.Map({
    container,
    style: styleFor(options.theme, config),
    center: [options.center.lng, options.center.lat],
    zoom: Math.max(0, (options.zoom || FALLBACK_ZOOM) - ZOOM_OFFSET),
    scrollZoom: options.scrollZoom,
    dragPan: options.draggable,
    dragRotate: false,
    doubleClickZoom: options.doubleClickZoom,
    attributionControl: { compact: false },
    locale: locale(),
    cooperativeGestures: false,
  });
  // Its own name: the block's region (MapBlock) already is 'Karte: {title}', the section '{title}'.
  map.getCanvas().setAttribute('aria-label', t('map.canvas', { title: options.label }));
  if (options.zoomControl.enabled) {
    map.addControl(
      new maplibregl.NavigationControl({ showCompass: false }),
      controlPosition(options.zoomControl.position, 'bottom-right'),
    );
  }
  if (options.scaleControl) map.addControl(new maplibregl.ScaleControl({ unit: 'metric' }), 'bottom-left');
  if (options.fullscreenControl.enabled) {
    map.addControl(
      new maplibregl.FullscreenControl(),
      controlPosition(options.fullscreenControl.position, 'top-right'),
    );
  }
  container.dataset.theme = options.theme;
  const handle = new OsmMap(map, container, config);
  const spriteSetting = config.style.trim() === '' ? 'osm.sprite' : 'osm.style';
  const label = blockLabel(container);
  return watchErrors(map, { label, spriteSetting, onSpriteFailed: () => handle.withoutIcons() }).then(
    () => handle,
  );
}

export const osmProvider: MapProvider<'osm'> = {
  name: 'osm',
  load: async (config) => {
    if (config.tiles.trim() === '' && config.style.trim() === '')
      throw new Error(
        'setting "osm.tiles" is empty (and no "osm.style"): there is no tile server to draw from',
      );
    await prepareTiles(config);
    return {
      name: 'osm',
      create: (container, options) => createMap(container, options, config),
      services: osmServices(config, { language: language() }),
    };
  },
};
