/**
 * One marker of the OpenStreetMap map (MarkerHandle): a DOM button on the map, made on first show,
 * or a member of the GL layer or of a cluster, which then decide when it is drawn (marker-layer.ts).
 */
import maplibregl from 'maplibre-gl';
import type { MarkerEvent, MarkerHandle, MarkerKind, MarkerSpec } from '../provider';
import { markerAnchor, markerElement } from './markers';

/**
 * A marker whose element and MapLibre marker are made on first show: with clustering, most of
 * 10,000 locations never need a DOM element. A hidden or removed marker is off the map.
 */
export class OsmMarker implements MarkerHandle {
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
