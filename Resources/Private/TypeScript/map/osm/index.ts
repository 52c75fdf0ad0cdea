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
import type { ThemeName } from '../themes';
import { AttributionControl } from './attribution';
import { BaseMap, canDrawInWorker, WorkerUnsupported } from './base-map';
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
import { blockLabel, logMapError, mapErrorSource, watchErrors, withoutSpriteImages } from './map-errors';
import { osmServices } from './services';
import { prepareTiles } from './pmtiles';
import { controlPosition, iconlessStyle, pageMapOptions, styleFor } from './setup';
import { loadedOrDead } from './teardown';
import { blockGuard, guardRequests } from './request-guard';
import { FIT_OPTIONS, sameView, ZOOM_OFFSET } from './zoom';
import { drawFirstViewOnce } from './first-draw';
import { spawnBaseWorker } from './worker/spawn';
import './osm.css';

export { ZOOM_OFFSET } from './zoom';
export { GL_MARKER_THRESHOLD } from './marker-layer';

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
    shown: Promise<void>,
    /** The worker that draws the theme under this map (base-map.ts), if one does. */
    private readonly base?: BaseMap,
  ) {
    this.info = new InfoWindow(map, (marker) => this.layer.obstacles(marker));
    this.layer = new MarkerLayer(map, element, () => this.info.place());
    // The zoom (in Google's levels) is mirrored on the element for integrators and tests.
    const mirror = (): void => {
      this.element.dataset.zoom = String(Math.round(this.getZoom()));
    };
    map.on('zoomend', mirror);
    mirror();
    // Settled or not, for integrators and tests: 'false' once the camera moves or data loads, 'true'
    // on MapLibre's idle after the first view, and the worker's picture settled too (if it draws).
    let visible = false;
    let idle = false;
    let baseIdle = !base;
    const unsettled = (): void => {
      if (this.element.dataset.sfIdle !== 'false') this.element.dataset.sfIdle = 'false';
    };
    const busy = (): void => {
      idle = false;
      unsettled();
    };
    const settle = (): void => {
      if (idle && baseIdle && visible) this.element.dataset.sfIdle = 'true';
    };
    this.element.dataset.sfIdle = 'false';
    map.on('movestart', busy);
    map.on('dataloading', busy);
    map.on('idle', () => {
      idle = true;
      settle();
    });
    base?.on('busy', () => {
      baseIdle = false;
      unsettled();
    });
    base?.on('idle', () => {
      baseIdle = true;
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
    // For end-to-end tests, which cannot read WebGL: that a circle is drawn, and its radius (not
    // its centre, which may be the visitor's position).
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
    // The map already shows this fit (it started there): moving it would cost a frame for nothing.
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
    // A worker draws the theme alone: this map's circle and route stay where they are.
    if (this.base) {
      this.base.setStyle(styleFor(theme, this.config), iconlessStyle(theme, this.config));
      return;
    }
    // The new style carries the circle and route along (no flicker); onStyleLoad checks them.
    this.map.setStyle(styleFor(theme, this.config), {
      transformStyle: (_previous, next) => withOverlays(next, this.overlays),
    });
  }

  /** The sprite failed: no icons from now on; the built-in theme is drawn without them. */
  withoutIcons(): void {
    if (this.config.style.trim() === '') this.config = { ...this.config, sprite: 'none' };
    // A worker has mended its drawing already (protocol.ts); later themes come without icons.
    if (this.base) return;
    withoutSpriteImages(this.map);
    if (this.config.style.trim() === '') this.restyle(this.element.dataset.theme as ThemeName);
  }

  private destroyed = false;

  /** Takes the map down: its worker ends, its WebGL contexts are lost, its canvases go (once). */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.layer.destroy();
    this.map.off('style.load', this.onStyleLoad);
    this.info.destroy();
    this.base?.destroy();
    this.map.remove();
  }
}

/**
 * The map of a block. Where the browser can, a worker draws the theme (base-map.ts) and this map
 * only what the block adds; where the worker cannot draw (no WebGL there), this map draws it all.
 */
async function createMap(
  container: HTMLElement,
  options: MapOptions,
  config: OsmConfig,
  signal?: AbortSignal,
): Promise<MapHandle> {
  signal?.throwIfAborted();
  const worker = canDrawInWorker() ? spawnBaseWorker() : undefined;
  if (worker) {
    try {
      return await createOsmMap(container, options, config, worker, signal);
    } catch (error) {
      if (!(error instanceof WorkerUnsupported)) throw error;
    }
  }
  await prepareTiles(config);
  signal?.throwIfAborted();
  return createOsmMap(container, options, config, undefined, signal);
}

async function createOsmMap(
  container: HTMLElement,
  options: MapOptions,
  config: OsmConfig,
  worker: Worker | undefined,
  signal?: AbortSignal,
): Promise<OsmMap> {
  const label = blockLabel(container);
  const guard = blockGuard(config, container.ownerDocument, label);
  const requests = guardRequests(guard);
  let map: maplibregl.Map;
  try {
    map = new maplibregl.Map({
      ...pageMapOptions(container, options, config, Boolean(worker)),
      // Every request checked against the page's policy, sprite and glyphs timed (request-guard.ts).
      transformRequest: requests.transformRequest,
    });
    map.on('remove', () => requests.release());
    // MapLibre's control, with every attribution through the site's HTML policy first.
    map.addControl(new AttributionControl({ compact: false }));
  } catch (error) {
    requests.release();
    // No WebGL on the page: the worker, sent nothing yet, ends as well.
    worker?.terminate();
    throw error;
  }
  const loaded = new Promise<void>((resolve) => {
    map.on('load', () => resolve());
  });
  const base = worker
    ? new BaseMap(map, worker, {
        style: styleFor(options.theme, config),
        iconless: iconlessStyle(options.theme, config),
        config,
        maplibreWorker: workerUrl,
        guard,
      })
    : undefined;
  // One frame for the first view instead of one per arrival, in the worker if it draws.
  const shown = base
    ? new Promise<void>((resolve) => base.on('shown', resolve))
    : drawFirstViewOnce(map, { gl: () => map.getCanvas().getContext('webgl2') });
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
  const handle = new OsmMap(map, container, config, shown, base);
  const spriteSetting = config.style.trim() === '' ? 'osm.sprite' : 'osm.style';
  const watch = { label, spriteSetting, onSpriteFailed: () => handle.withoutIcons() };
  if (!base) {
    await loadedOrDead(handle, watchErrors(mapErrorSource(map), watch), signal);
    return handle;
  }
  // The theme's errors come from the worker; this map's own (the letters' glyphs) are logged.
  map.on('error', (event) => logMapError(label, event));
  const loading = Promise.race([Promise.all([watchErrors(base, watch), loaded]), base.unsupported]);
  await loadedOrDead(handle, loading, signal);
  return handle;
}

export const osmProvider: MapProvider<'osm'> = {
  name: 'osm',
  load: async (config) => {
    if (config.tiles.trim() === '' && config.style.trim() === '')
      throw new Error(
        'setting "osm.tiles" is empty (and no "osm.style"): there is no tile server to draw from',
      );
    // The tiles' protocol is loaded where the map is drawn: in the worker, or here without one.
    await prepareTiles(config, window.location.href, { protocol: !canDrawInWorker() });
    // The CSP build (webpack.config.ts): its workers start from this file. With a worker drawing the
    // theme, the page's map parses only the block's own GeoJSON: one of them is enough.
    maplibregl.setWorkerUrl(workerUrl);
    if (canDrawInWorker()) maplibregl.setWorkerCount(1);
    return {
      name: 'osm',
      create: (container, options, signal) => createMap(container, options, config, signal),
      services: osmServices(config, { language: language() }),
    };
  },
};
