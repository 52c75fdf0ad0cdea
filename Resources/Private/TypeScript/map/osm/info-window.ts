/**
 * The OpenStreetMap map's info window (spec 4.4, 9.1): one MapLibre popup per map, at most
 * INFO_MAX_WIDTH wide, on the side of its marker where it covers no other marker. The map façade
 * (`index.ts`) opens and closes it; the marker layer says where the other markers are.
 */
import maplibregl from 'maplibre-gl';
import type { MarkerHandle } from '../provider';
import { INFO_MAX_WIDTH } from '../rules';
import { OsmMarker } from './osm-marker';
import { infoAnchor, infoOffset, type Box } from './markers';

/** The info window's offset: a GL-drawn location is a dot about the size of the map-search point. */
const infoOffsetOf = (marker: MarkerHandle): ReturnType<typeof infoOffset> =>
  infoOffset(marker instanceof OsmMarker && marker.gl ? { ...marker.spec, kind: 'point' } : marker.spec);

export class InfoWindow {
  private readonly popup: maplibregl.Popup;
  private opened = false;
  /** The marker the window is open on. */
  marker: MarkerHandle | undefined;

  constructor(
    private readonly map: maplibregl.Map,
    /** The boxes of the markers and clusters on the map other than the given one. */
    private readonly obstacles: (except: MarkerHandle) => Box[],
  ) {
    this.popup = new maplibregl.Popup({
      maxWidth: `${String(INFO_MAX_WIDTH)}px`,
      closeOnClick: false,
      focusAfterOpen: false,
    });
    this.popup.on('close', () => {
      this.opened = false;
      this.marker = undefined;
    });
  }

  open(marker: MarkerHandle, content: Node): void {
    this.marker = marker;
    this.popup
      .setOffset(infoOffsetOf(marker))
      .setLngLat([marker.spec.position.lng, marker.spec.position.lat])
      .setDOMContent(content);
    if (!this.popup.isOpen()) this.popup.addTo(this.map);
    this.opened = true;
    this.place();
  }

  /**
   * 4.4: puts the open info window on a side of its marker where it covers no other marker (a
   * covered marker cannot be hovered or clicked: the window takes the pointer).
   */
  place(): void {
    const marker = this.marker;
    if (!this.popup.isOpen() || !marker) return;
    const content = this.popup.getElement().querySelector('.maplibregl-popup-content');
    if (!content) return;
    const container = this.map.getContainer();
    const point = this.map.project([marker.spec.position.lng, marker.spec.position.lat]);
    const rect = content.getBoundingClientRect();
    const anchor = infoAnchor(
      point,
      infoOffsetOf(marker),
      { width: rect.width, height: rect.height },
      { width: container.clientWidth, height: container.clientHeight },
      this.obstacles(marker),
    );
    if (this.popup.options.anchor === anchor) return;
    this.popup.options.anchor = anchor;
    // setLngLat redraws the popup with the new anchor.
    this.popup.setLngLat([marker.spec.position.lng, marker.spec.position.lat]);
  }

  close(): void {
    if (this.popup.isOpen()) this.popup.remove();
    this.opened = false;
    this.marker = undefined;
  }

  isOpen(): boolean {
    return this.opened;
  }

  destroy(): void {
    this.popup.remove();
  }
}
