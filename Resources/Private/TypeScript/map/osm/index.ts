/**
 * The OpenStreetMap provider: MapLibre GL over vector tiles (the demo server builds them from the
 * Munich extract; a production site points `osm.tiles` at its own tile server). Markers, letters,
 * opacity, popups and clusters behave as on Google. Zoom levels are Google's: MapLibre's 512-px
 * tiles make its zoom z look like Google's z + 1, so this adapter converts at its boundary.
 *
 * This module is the map façade (MapHandle) and the provider; the markers and clusters are drawn by
 * `marker-layer.ts`, the info window by `info-window.ts`, the theme styles by `style/`.
 */
import maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js';
import 'maplibre-gl/dist/maplibre-gl.css';
import { language, t } from '../../core/i18n';
import { FALLBACK_ZOOM, ONE_LOCATION_ZOOM } from '../rules';
import type {
  ClusterOptions,
  LatLng,
  MapHandle,
  MapOptions,
  MapProvider,
  MarkerHandle,
  MarkerSpec,
  OsmConfig,
} from '../provider';
import type { ControlPositionName } from '../settings';
import type { ThemeName } from '../themes';
import { InfoWindow } from './info-window';
import { MarkerLayer } from './marker-layer';
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
import { buildStyle } from './style';
import { glyphsUrl, parseTileSource, spriteUrl } from './tile-source';
import { FIT_OPTIONS, sameView, ZOOM_OFFSET } from './zoom';
import { drawFirstViewOnce } from './first-draw';
import './osm.css';

export { ZOOM_OFFSET } from './zoom';
export { GL_MARKER_THRESHOLD } from './marker-layer';

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

class OsmMap implements MapHandle {
  private readonly layer: MarkerLayer;
  private readonly info: InfoWindow;
  private overlays: Overlays = { circle: null, route: null };
  private readonly onStyleLoad = (): void => {
    this.drawOverlays();
    this.layer.drawGlMarkers();
  };

  constructor(
    readonly map: maplibregl.Map,
    readonly element: HTMLElement,
    private config: OsmConfig,
    /** Resolves when the first view is shown (first-draw.ts): not settled before. */
    shown: Promise<void> = Promise.resolve(),
  ) {
    this.info = new InfoWindow(map, (marker) => this.layer.obstacles(marker));
    this.layer = new MarkerLayer(map, element, () => this.info.place());
    // The zoom (in Google's levels) is mirrored on the element for integrators and tests.
    const mirror = (): void => {
      this.element.dataset.zoom = String(Math.round(this.getZoom()));
    };
    map.on('zoomend', mirror);
    mirror();
    // Settled or not, for integrators and tests (no fixed waits): 'false' from the moment the camera
    // moves or data loads, 'true' on MapLibre's idle (tiles drawn, clusters and markers placed).
    // Not before the first view is shown: until then nothing can be seen or pointed at.
    let visible = false;
    let idle = false;
    const busy = (): void => {
      idle = false;
      if (this.element.dataset.sfIdle !== 'false') this.element.dataset.sfIdle = 'false';
    };
    const settle = (): void => {
      if (idle && visible) this.element.dataset.sfIdle = 'true';
    };
    this.element.dataset.sfIdle = 'false';
    map.on('movestart', busy);
    map.on('dataloading', busy);
    map.on('idle', () => {
      idle = true;
      settle();
    });
    void shown.then(() => {
      visible = true;
      settle();
    });
    // The info window keeps clear of the other markers wherever the camera goes.
    map.on('moveend', () => {
      this.info.place();
    });
    // A theme change (setStyle) drops sources and layers the theme does not name: draw them again.
    map.on('style.load', this.onStyleLoad);
  }

  addMarkers(specs: readonly MarkerSpec[]): MarkerHandle[] {
    return this.layer.add(specs);
  }

  removeMarkers(handles: readonly MarkerHandle[]): void {
    const gone = new Set<MarkerHandle>(handles);
    if (this.info.marker && gone.has(this.info.marker)) this.closeInfo();
    this.layer.remove(gone);
  }

  cluster(handles: readonly MarkerHandle[], options: ClusterOptions): void {
    this.layer.cluster(handles, options);
  }

  unclusteredZoom(handle: MarkerHandle): number {
    return this.layer.unclusteredZoom(handle);
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
    this.info.open(marker, content);
  }

  closeInfo(): void {
    this.info.close();
  }

  isInfoOpen(): boolean {
    return this.info.isOpen();
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
    // The map already shows this fit (it started there, issue 30): moving it would cost a frame's
    // worth of move events for nothing.
    const camera = this.map.cameraForBounds(bounds, FIT_OPTIONS);
    if (camera?.center && camera.zoom !== undefined) {
      const target = maplibregl.LngLat.convert(camera.center);
      const shown = this.map.getCenter();
      const now = { lng: shown.lng, lat: shown.lat, zoom: this.map.getZoom() };
      if (sameView({ lng: target.lng, lat: target.lat, zoom: camera.zoom }, now)) return;
    }
    this.map.fitBounds(bounds, FIT_OPTIONS);
  }

  setTheme(theme: ThemeName): void {
    // The theme shown already: MapLibre would draw nothing new, and the map would never be idle again.
    if (this.element.dataset.theme === theme) return;
    this.restyle(theme);
  }

  /** Draws the map with the style of `theme` (also the one shown, when the settings changed). */
  private restyle(theme: ThemeName): void {
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
    this.restyle(this.element.dataset.theme as ThemeName);
  }

  destroy(): void {
    this.layer.destroy();
    this.map.off('style.load', this.onStyleLoad);
    this.info.destroy();
    this.map.remove();
  }
}

/**
 * Where the map starts: where the block will show it (issue 30). With zoom 0 that is the block's
 * points fitted (as `fitBounds` does) or the one point at street level; the first view's tiles are
 * then the ones the visitor sees, not the world's.
 */
function startView(
  options: MapOptions,
): Pick<maplibregl.MapOptions, 'center' | 'zoom' | 'bounds' | 'fitBoundsOptions'> {
  const fit = options.zoom === 0 ? (options.fit ?? []) : [];
  const zoom = options.zoom || (fit.length === 1 ? ONE_LOCATION_ZOOM : FALLBACK_ZOOM);
  const view = {
    center: [options.center.lng, options.center.lat] as [number, number],
    zoom: Math.max(0, zoom - ZOOM_OFFSET),
  };
  if (fit.length < 2) return view;
  const bounds = new maplibregl.LngLatBounds();
  for (const point of fit) bounds.extend([point.lng, point.lat]);
  return { ...view, bounds, fitBoundsOptions: FIT_OPTIONS };
}

function createMap(container: HTMLElement, options: MapOptions, config: OsmConfig): Promise<MapHandle> {
  const map = new maplibregl.Map({
    container,
    style: styleFor(options.theme, config),
    ...startView(options),
    scrollZoom: options.scrollZoom,
    dragPan: options.draggable,
    dragRotate: false,
    doubleClickZoom: options.doubleClickZoom,
    attributionControl: { compact: false },
    locale: locale(),
    cooperativeGestures: false,
  });
  // One frame for the first view instead of one per arrival (issue 30).
  const shown = drawFirstViewOnce(map, { gl: () => map.getCanvas().getContext('webgl2') });
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
  const handle = new OsmMap(map, container, config, shown);
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
    // The CSP build (webpack.config.ts): its workers start from this file.
    maplibregl.setWorkerUrl(workerUrl);
    return {
      name: 'osm',
      create: (container, options) => createMap(container, options, config),
      services: osmServices(config, { language: language() }),
    };
  },
};
