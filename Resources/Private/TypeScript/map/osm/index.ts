/**
 * The OpenStreetMap provider: MapLibre GL over vector tiles (the demo server builds them from the
 * Munich extract; a production site points `osm.tiles` at its own tile server). Markers, letters,
 * opacity, popups and clusters behave as on Google. Zoom levels are Google's: MapLibre's 512-px
 * tiles make its zoom z look like Google's z + 1, so this adapter converts at its boundary.
 */
import maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import Supercluster from 'supercluster';
import { t } from '../../core/i18n';
import { clusterIcon } from '../clusters';
import type {
  ClusterOptions,
  LatLng,
  MapHandle,
  MapOptions,
  MapProvider,
  MarkerEvent,
  MarkerHandle,
  MarkerSpec,
  ProviderConfig,
} from '../provider';
import type { ControlPositionName } from '../settings';
import type { ThemeName } from '../themes';
import { clusterElement, markerElement } from './markers';
import { buildStyle } from './style';
import './osm.css';

/** Google zoom = MapLibre zoom + 1. */
export const ZOOM_OFFSET = 1;
const INFO_MAX_WIDTH = '263px';

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

function styleFor(theme: ThemeName, config: ProviderConfig): maplibregl.StyleSpecification | string {
  if (config.osm.style) return new URL(config.osm.style.replace('{theme}', theme), window.location.href).href;
  const tiles = new URL(config.osm.tiles, window.location.href).href
    .replace(/%7B/g, '{')
    .replace(/%7D/g, '}');
  const glyphs = config.osm.glyphs
    ? new URL(config.osm.glyphs, window.location.href).href.replace(/%7B/g, '{').replace(/%7D/g, '}')
    : '';
  return buildStyle(theme, { tiles, glyphs, maxZoom: config.osm.maxZoom });
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
 * 10,000 locations never need a DOM element.
 */
class OsmMarker implements MarkerHandle {
  readonly listeners = new Map<MarkerEvent, (() => void)[]>();
  private made: { element: HTMLButtonElement; marker: maplibregl.Marker } | undefined;
  visible = true;
  onMap = false;

  constructor(
    readonly spec: MarkerSpec,
    private readonly doc: Document,
  ) {}

  private make(): { element: HTMLButtonElement; marker: maplibregl.Marker } {
    if (this.made) return this.made;
    const element = markerElement(this.doc, this.spec);
    const marker = new maplibregl.Marker({
      element,
      // 9.1: a custom icon's anchor is its top-left corner (0,0); our pin points with its tip.
      anchor: this.spec.icon ? 'top-left' : 'bottom',
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
    if (this.onMap) return;
    this.make().marker.addTo(map);
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
    this.visible = visible;
    if (this.made) this.made.element.hidden = !visible;
  }
}

class OsmMap implements MapHandle {
  private markers: OsmMarker[] = [];
  private readonly popup: maplibregl.Popup;
  private infoOpen = false;
  private clusterer:
    { index: Supercluster; options: ClusterOptions; elements: Map<number, maplibregl.Marker> } | undefined;
  private readonly onMove = (): void => this.renderClusters();

  constructor(
    readonly map: maplibregl.Map,
    readonly element: HTMLElement,
    private readonly config: ProviderConfig,
  ) {
    this.popup = new maplibregl.Popup({
      maxWidth: INFO_MAX_WIDTH,
      closeOnClick: false,
      focusAfterOpen: false,
    });
    this.popup.on('close', () => {
      this.infoOpen = false;
    });
    // The zoom (in Google's levels) is mirrored on the element for integrators and tests.
    const mirror = (): void => {
      this.element.dataset.zoom = String(Math.round(this.getZoom()));
    };
    map.on('zoomend', mirror);
    mirror();
  }

  addMarkers(specs: readonly MarkerSpec[]): MarkerHandle[] {
    const added = specs.map((spec) => new OsmMarker(spec, this.element.ownerDocument));
    this.markers.push(...added);
    // Shown after the current task unless cluster() takes them over first.
    queueMicrotask(() => {
      if (!this.clusterer) for (const marker of added) marker.show(this.map);
    });
    return added;
  }

  cluster(handles: readonly MarkerHandle[], options: ClusterOptions): void {
    const markers = handles.filter((handle): handle is OsmMarker => handle instanceof OsmMarker);
    const index = new Supercluster({
      radius: options.gridSize,
      maxZoom: Math.max(0, options.maxZoom - ZOOM_OFFSET),
      minPoints: 2,
    });
    index.load(
      markers.map((marker) => ({
        type: 'Feature' as const,
        properties: { index: this.markers.indexOf(marker) },
        geometry: {
          type: 'Point' as const,
          coordinates: [marker.spec.position.lng, marker.spec.position.lat],
        },
      })),
    );
    this.clusterer = { index, options, elements: new Map() };
    this.map.on('moveend', this.onMove);
    this.renderClusters();
  }

  private renderClusters(): void {
    const clusterer = this.clusterer;
    if (!clusterer) return;
    const bounds = this.map.getBounds();
    const zoom = Math.floor(this.map.getZoom());
    const features = clusterer.index.getClusters(
      [bounds.getWest() - 0.01, bounds.getSouth() - 0.01, bounds.getEast() + 0.01, bounds.getNorth() + 0.01],
      zoom,
    );
    const shown = new Set<number>();
    const clusters = new Map<number, maplibregl.Marker>();
    for (const feature of features) {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const properties = feature.properties as {
        cluster?: boolean;
        cluster_id?: number;
        point_count?: number;
        index?: number;
      };
      if (properties.cluster && properties.cluster_id !== undefined) {
        const id = properties.cluster_id;
        const existing = clusterer.elements.get(id);
        if (existing) {
          clusters.set(id, existing);
          continue;
        }
        const count = properties.point_count ?? 0;
        const icon = clusterIcon(clusterer.options.iconSet, count);
        const element = clusterElement(this.element.ownerDocument, icon, clusterer.options.imagePath, count);
        element.dataset.count = String(count);
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          const expansion = clusterer.index.getClusterExpansionZoom(id);
          this.map.easeTo({ center: [lng, lat], zoom: expansion });
        });
        const marker = new maplibregl.Marker({ element }).setLngLat([lng, lat]).addTo(this.map);
        clusters.set(id, marker);
      } else if (properties.index !== undefined) {
        shown.add(properties.index);
      }
    }
    for (const [id, marker] of clusterer.elements) if (!clusters.has(id)) marker.remove();
    clusterer.elements = clusters;
    this.markers.forEach((marker, index) => {
      if (shown.has(index)) marker.show(this.map);
      else marker.hide();
    });
  }

  openInfo(marker: MarkerHandle, content: Node): void {
    const offset: [number, number] = marker.spec.icon ? [25, 0] : [0, -38];
    this.popup
      .setOffset(offset)
      .setLngLat([marker.spec.position.lng, marker.spec.position.lat])
      .setDOMContent(content);
    if (!this.popup.isOpen()) this.popup.addTo(this.map);
    this.infoOpen = true;
  }

  closeInfo(): void {
    if (this.popup.isOpen()) this.popup.remove();
    this.infoOpen = false;
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

  getCenter(): LatLng {
    const center = this.map.getCenter();
    return { lat: center.lat, lng: center.lng };
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
    this.map.fitBounds(bounds, { padding: 40, animate: false, maxZoom: 17 });
  }

  setTheme(theme: ThemeName): void {
    this.element.dataset.theme = theme;
    this.map.setStyle(styleFor(theme, this.config));
  }

  idle(): Promise<void> {
    if (this.map.loaded() && !this.map.isMoving()) return Promise.resolve();
    return new Promise((resolve) => {
      void this.map.once('idle', () => {
        resolve();
      });
    });
  }

  destroy(): void {
    this.map.off('moveend', this.onMove);
    this.popup.remove();
    this.map.remove();
  }
}

export const osmProvider: MapProvider = {
  name: 'osm',
  label: 'OpenStreetMap',
  load: () => Promise.resolve(),
  create(container, options: MapOptions, config: ProviderConfig) {
    const map = new maplibregl.Map({
      container,
      style: styleFor(options.theme, config),
      center: [options.center.lng, options.center.lat],
      zoom: Math.max(0, (options.zoom || 3) - ZOOM_OFFSET),
      scrollZoom: options.scrollZoom,
      dragPan: options.draggable,
      dragRotate: false,
      doubleClickZoom: options.doubleClickZoom,
      attributionControl: { compact: false },
      locale: locale(),
      cooperativeGestures: false,
    });
    map.getCanvas().setAttribute('aria-label', options.label);
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
    return new Promise<MapHandle>((resolve, reject) => {
      const fail = (event: { error?: Error }): void => {
        map.off('load', done);
        map.off('error', fail);
        reject(event.error ?? new Error('the map style could not be loaded'));
      };
      const done = (): void => {
        map.off('load', done);
        map.off('error', fail);
        resolve(handle);
      };
      map.on('load', done);
      map.on('error', fail);
    });
  },
};
