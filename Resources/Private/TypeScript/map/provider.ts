/**
 * The small map interface the block's behaviour is written against (issue 5). Two implementations:
 * `google/` (Google Maps JavaScript API) and `osm/` (MapLibre GL over OpenStreetMap vector tiles).
 * Nothing outside those folders imports them; `load.ts` picks one lazily.
 */
import type { ClusterIconSetName } from './clusters';
import type { ControlPositionName, MapTypeName } from './settings';
import type { ThemeName } from './themes';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface ControlOption {
  enabled: boolean;
  position: ControlPositionName | undefined;
}

export interface MapOptions {
  center: LatLng;
  /** 0: fit the bounds to all markers (the block calls fitBounds). */
  zoom: number;
  scrollZoom: boolean;
  draggable: boolean;
  doubleClickZoom: boolean;
  mapType: MapTypeName;
  mapTypes: readonly MapTypeName[];
  mapTypeControl: ControlOption & { style: 'DEFAULT' | 'HORIZONTAL_BAR' | 'DROPDOWN_MENU' | undefined };
  zoomControl: ControlOption;
  scaleControl: boolean;
  streetViewControl: ControlOption;
  fullscreenControl: ControlOption;
  theme: ThemeName;
  /** Accessible name of the map region. */
  label: string;
}

export interface MarkerSpec {
  index: number;
  position: LatLng;
  title: string;
  /** A letter (A–Z) when markerLabel is 1. */
  label: string | undefined;
  /** A custom icon URL (drawn at 50×50 px, anchor and origin 0,0); undefined: the default marker. */
  icon: string | undefined;
  opacity: number;
}

export type MarkerEvent = 'click' | 'mouseover' | 'mouseout';

export interface MarkerHandle {
  readonly spec: MarkerSpec;
  on(event: MarkerEvent, listener: () => void): void;
  /** Triggers the marker's click listeners, as a visitor's click would. */
  click(): void;
  setVisible(visible: boolean): void;
}

export interface ClusterOptions {
  /** The zoom above which nothing clusters (markerClusterZoom). */
  maxZoom: number;
  /** The grid size in pixels (markerClusterSize). */
  gridSize: number;
  iconSet: ClusterIconSetName;
  /** URL of the folder holding the cluster images (ends with '/'). */
  imagePath: string;
}

export interface MapHandle {
  /** The element the map draws into. */
  readonly element: HTMLElement;
  addMarkers(specs: readonly MarkerSpec[]): MarkerHandle[];
  cluster(markers: readonly MarkerHandle[], options: ClusterOptions): void;
  /** Opens the (single) info window on a marker with DOM content; max width 263 px. */
  openInfo(marker: MarkerHandle, content: Node): void;
  closeInfo(): void;
  isInfoOpen(): boolean;
  getZoom(): number;
  setZoom(zoom: number): void;
  getCenter(): LatLng;
  setCenter(center: LatLng): void;
  fitBounds(points: readonly LatLng[]): void;
  setTheme(theme: ThemeName): void;
  /** Resolves when the map has drawn (tiles loaded and markers placed). */
  idle(): Promise<void>;
  destroy(): void;
}

export interface ProviderConfig {
  google: { apiKey: string };
  osm: { tiles: string; style: string; glyphs: string; maxZoom: number };
}

export interface MapProvider {
  readonly name: 'google' | 'osm';
  /** Human name for the consent placeholder and messages. */
  readonly label: string;
  /** Loads the provider's code (and, for Google, the Maps script); once per page. */
  load(config: ProviderConfig): Promise<void>;
  create(container: HTMLElement, options: MapOptions, config: ProviderConfig): Promise<MapHandle>;
}
