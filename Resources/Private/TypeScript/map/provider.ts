/**
 * The small map interface the block's behaviour is written against (issue 5). Two implementations:
 * `google/` (Google Maps JavaScript API) and `osm/` (MapLibre GL over OpenStreetMap vector tiles).
 * Nothing outside those folders imports them; `load.ts` picks one lazily.
 */
import type { ClusterIconSetName } from './clusters';
import type { MapServices } from './services';
import type { ControlPositionName, MapTypeName } from './settings';
import type { ThemeName } from './themes';
import type { ProviderName } from './providers';

import type { LatLng } from '../services/geo';

export type { LatLng };

export interface ControlOption {
  enabled: boolean;
  position: ControlPositionName | undefined;
}

export interface MapOptions {
  center: LatLng;
  /** 0: fit the bounds to all markers (the block calls fitBounds). */
  zoom: number;
  /**
   * With zoom 0, the points the block will fit the view to (one point: shown at street level). A
   * provider may start there, so that its first view is the one the block shows (issue 30: the
   * OpenStreetMap map draws its first view once, and would otherwise draw the world first).
   */
  fit?: readonly LatLng[];
  scrollZoom: boolean;
  draggable: boolean;
  doubleClickZoom: boolean;
  zoomControl: ControlOption;
  scaleControl: boolean;
  fullscreenControl: ControlOption;
  theme: ThemeName;
  /** Accessible name of the map region. */
  label: string;
  /** What only Google draws (OpenStreetMap has one map type and no street view; the block warns). */
  google: GoogleOnlyOptions;
}

export interface GoogleOnlyOptions {
  mapType: MapTypeName;
  mapTypes: readonly MapTypeName[];
  mapTypeControl: ControlOption & { style: 'DEFAULT' | 'HORIZONTAL_BAR' | 'DROPDOWN_MENU' | undefined };
  streetViewControl: ControlOption;
}

/**
 * What a marker stands for: a configured location (the default), a place found by the radius
 * search, or the point of a map search. Providers may draw the kinds differently.
 */
export type MarkerKind = 'location' | 'place' | 'point';

export interface MarkerSpec {
  index: number;
  kind?: MarkerKind;
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
  /** Takes markers off the map for good (radius-search results, the map-search point). */
  removeMarkers(markers: readonly MarkerHandle[]): void;
  /**
   * Draws the one search circle of the block, replacing any previous one (4.8; red fill at 0.35,
   * see SEARCH_CIRCLE_STYLE); null removes it.
   */
  setCircle(circle: { center: LatLng; radiusMeters: number } | null): void;
  /** Draws the one route line of the block, replacing any previous one (4.9); null removes it. */
  setRoute(path: readonly LatLng[] | null): void;
  cluster(markers: readonly MarkerHandle[], options: ClusterOptions): void;
  /**
   * The lowest zoom (Google's levels) at which the marker is drawn on its own rather than inside a
   * cluster; 0 when it does not cluster (4.5 deviation: the list click zooms at least that far).
   */
  unclusteredZoom(marker: MarkerHandle): number;
  /** Opens the (single) info window on a marker with DOM content; max width 263 px. */
  openInfo(marker: MarkerHandle, content: Node): void;
  closeInfo(): void;
  /** Whether an info window is open (the 'open info' event opens one only if none is: 4.4). */
  isInfoOpen(): boolean;
  getZoom(): number;
  setZoom(zoom: number): void;
  setCenter(center: LatLng): void;
  fitBounds(points: readonly LatLng[]): void;
  setTheme(theme: ThemeName): void;
  destroy(): void;
}

/** The `google` settings of a block: what the Google provider is bound to. */
export interface GoogleConfig {
  apiKey: string;
  /** placeNames false: radius-search results are shown without names (Google's EEA terms). */
  placeNames: boolean;
  /** Milliseconds a service call may take (`mapSettings.requestTimeout`); 10 s when absent. */
  requestTimeoutMs?: number;
}

/** The `osm` settings of a block: what the OpenStreetMap provider is bound to. */
export interface OsmConfig {
  tiles: string;
  style: string;
  glyphs: string;
  sprite: string;
  maxZoom: number;
  /** Nominatim-compatible search endpoint (`…/search`), called with `?q=…&format=jsonv2`. */
  geocoder: string;
  /** OSRM-compatible route service base (`…/route/v1`), `/{profile}/{lon,lat;lon,lat}` appended. */
  router: string;
  /** Overpass-API-compatible interpreter (`…/api/interpreter`), called with `?data=…`. */
  overpass: string;
  /** Milliseconds an engine may take to answer (`mapSettings.requestTimeout`); 10 s when absent. */
  requestTimeoutMs?: number;
  /** Milliseconds the map may take to load (`mapSettings.loadTimeout`); 15 s when absent. */
  loadTimeoutMs?: number;
}

/** Each provider's own settings, by provider name. */
export interface ProviderConfigs {
  google: GoogleConfig;
  osm: OsmConfig;
}

/** A provider loaded once its code (and, for Google, the Maps script) is there, bound to its settings. */
export interface LoadedProvider {
  readonly name: ProviderName;
  /**
   * Makes the map. When `signal` aborts before it is made (the load's time limit, consent revoked),
   * the provider takes down what it has built (workers, WebGL contexts, canvases) and rejects.
   */
  create(container: HTMLElement, options: MapOptions, signal?: AbortSignal): Promise<MapHandle>;
  /** The geocoder, nearby search and router of this provider. */
  readonly services: MapServices;
}

export interface MapProvider<N extends ProviderName = ProviderName> {
  readonly name: N;
  /** Loads the provider (once per page; further calls share the load) and binds it to its settings. */
  load(config: ProviderConfigs[N]): Promise<LoadedProvider>;
}
