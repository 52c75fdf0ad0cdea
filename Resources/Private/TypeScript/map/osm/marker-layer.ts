/**
 * The OpenStreetMap map's marker layer (spec 4.3–4.5, 9.1): the markers as DOM buttons made on
 * first show, the locations of a large unclustered set as one GL layer instead, and the clusters
 * (the shared `Clustering`, drawn as cluster buttons). The map façade (`index.ts`) hands marker
 * calls here; the info window (`info-window.ts`) asks it where the markers are.
 */
import maplibregl from 'maplibre-gl';
import { clusterIcon } from '../clusters';
import { Clustering } from '../clustering';
import type { ClusterOptions, MarkerHandle, MarkerSpec } from '../provider';
import { clusterElement, markerBox, type Box } from './markers';
import { OsmMarker } from './osm-marker';
import { FONTS } from './style';
import { ZOOM_OFFSET } from './zoom';

/**
 * Above this many unclustered locations, the pins are drawn by a GL layer, not as one button each
 * (10,000 buttons took a 1.9 s main-thread task). Hover, click and letters work as on the buttons;
 * the keyboard reaches every location through the block's location list.
 */
export const GL_MARKER_THRESHOLD = 500;
const GL_SOURCE = 'sf-locations';
const GL_PIN_LAYER = 'sf-locations-pin';
const GL_LABEL_LAYER = 'sf-locations-label';

interface Clusterer {
  /** The clustered markers; the clustering holds the visible ones. */
  members: OsmMarker[];
  index: Clustering<OsmMarker>;
  options: ClusterOptions;
  elements: Map<number, maplibregl.Marker>;
}

/** The markers of one map: DOM, GL-drawn or clustered. */
export class MarkerLayer {
  /** Every marker on this map that is not removed. */
  markers: OsmMarker[] = [];
  private clusterer: Clusterer | undefined;
  private reclusterQueued = false;
  private readonly onMove = (): void => this.renderClusters();
  /** The locations the GL layer draws (by their position here). */
  private glMarkers: OsmMarker[] = [];
  private glQueued = false;
  private glEvents = false;

  constructor(
    private readonly map: maplibregl.Map,
    private readonly element: HTMLElement,
    /** Markers or clusters came onto or left the map (the info window keeps clear of them). */
    private readonly changed: () => void,
  ) {}

  /** New markers, shown after the current task unless cluster() takes them over first. */
  add(specs: readonly MarkerSpec[]): OsmMarker[] {
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
      this.changed();
    });
    return added;
  }

  /** Takes markers off the map for good. */
  remove(gone: ReadonlySet<MarkerHandle>): void {
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
  drawGlMarkers(): void {
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
    const view = clusterer.index.at(this.map.getZoom() + ZOOM_OFFSET, [
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
    this.changed();
  }

  /**
   * The boxes (container pixels) of the markers and clusters on the map other than `except`, from
   * their positions, not their elements: MapLibre moves marker elements in its next frame.
   */
  obstacles(except: MarkerHandle): Box[] {
    const obstacles: Box[] = [];
    for (const other of this.markers) {
      if (other === except || !other.onMap || other.gl) continue;
      const at = this.map.project([other.spec.position.lng, other.spec.position.lat]);
      const [left, top, right, bottom] = markerBox(other.spec);
      obstacles.push([at.x + left, at.y + top, at.x + right, at.y + bottom]);
    }
    for (const cluster of this.clusterer?.elements.values() ?? []) {
      const at = this.map.project(cluster.getLngLat());
      const { offsetWidth: width, offsetHeight: height } = cluster.getElement();
      obstacles.push([at.x - width / 2, at.y - height / 2, at.x + width / 2, at.y + height / 2]);
    }
    return obstacles;
  }

  destroy(): void {
    this.map.off('moveend', this.onMove);
  }
}
