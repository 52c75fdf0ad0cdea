/**
 * A map block's inline JSON settings (spec 3.3, 3.4): `mapSettings`, `defaultMapTypes` and
 * `locations`, plus the provider and consent settings this bundle adds. Parsed once, strictly: a
 * bad field names the block and the field in the console, and the block keeps its CMS markup (the
 * location list stays readable) with a German message.
 */
import { optionalWebUrl } from '../core/url-schema';
import {
  array,
  flag,
  integer,
  number,
  object,
  oneOf,
  optional,
  optionalObject,
  record,
  string,
  type Infer,
  type Schema,
} from '../core/schema';
import { own } from '../core/own';
import type { LatLng } from './provider';
import { PROVIDER_NAMES, PROVIDERS } from './providers';
import { REQUEST_TIMEOUT_RANGE, REQUEST_TIMEOUT_SECONDS } from '../core/http';

export const CONTROL_POSITIONS = [
  'TOP_LEFT',
  'TOP_CENTER',
  'TOP_RIGHT',
  'LEFT_TOP',
  'LEFT_CENTER',
  'LEFT_BOTTOM',
  'RIGHT_TOP',
  'RIGHT_CENTER',
  'RIGHT_BOTTOM',
  'BOTTOM_LEFT',
  'BOTTOM_CENTER',
  'BOTTOM_RIGHT',
] as const;
export type ControlPositionName = (typeof CONTROL_POSITIONS)[number];

export const MAP_TYPES = ['roadmap', 'satellite', 'hybrid', 'terrain'] as const;
export type MapTypeName = (typeof MAP_TYPES)[number];

/** A CSS length: a number (pixels) or a string such as "100%", "450px", "60vh". */
const length: Schema<string> = {
  expected: 'a length in pixels or a CSS length such as "100%"',
  parse(value, path = '') {
    if (typeof value === 'number' && Number.isFinite(value) && value > 0)
      return { ok: true, value: `${value}px` };
    if (typeof value === 'string' && /^\d+(\.\d+)?(px|%|vh|vw|rem|em)?$/.test(value.trim())) {
      const text = value.trim();
      return { ok: true, value: /\d$/.test(text) ? `${text}px` : text };
    }
    return { ok: false, issue: { path, expected: this.expected, got: value } };
  },
};

const position = optionalObject({ position: optional(oneOf(CONTROL_POSITIONS)) });

export const mapSettingsSchema = object({
  id: string({ pattern: /^[A-Za-z0-9_]+$/, describe: 'the map settings id (letters, digits, _)' }),
  width: optional(length, '100%'),
  height: optional(length, '450px'),
  zoom: optional(integer({ min: 0, max: 22, coerce: true }), 0),
  defaultType: optional(string(), ''),
  scrollZoom: optional(flag(), true),
  draggable: optional(flag(), true),
  doubleClickZoom: optional(flag(), true),
  mapTypeControl: optional(flag(), false),
  mapTypeControlOptions: optionalObject({
    style: optional(oneOf(['DEFAULT', 'HORIZONTAL_BAR', 'DROPDOWN_MENU'] as const)),
    position: optional(oneOf(CONTROL_POSITIONS)),
  }),
  mapTypes: optional(array(oneOf(MAP_TYPES)), ['roadmap'] as MapTypeName[]),
  zoomControl: optional(flag(), true),
  zoomControlOptions: position,
  scaleControl: optional(flag(), false),
  streetViewControl: optional(flag(), false),
  streetViewControlOptions: position,
  fullscreenControl: optional(flag(), false),
  fullscreenControlOptions: position,
  markerLabel: optional(flag(), false),
  markerCluster: optional(flag(), false),
  markerClusterZoom: optional(integer({ min: 0, max: 22, coerce: true }), 15),
  markerClusterSize: optional(integer({ min: 10, max: 500, coerce: true }), 60),
  markerClusterStyle: optional(integer({ min: 0, max: 4, coerce: true }), 0),
  markerOpacity: optional(number({ min: 0, max: 1, coerce: true }), 1),
  /** The theme shown first (the theme select may change it). */
  theme: optional(string(), 'default'),
  /**
   * Seconds the map may take to load (provider code, style, first tiles); then the block shows the
   * German 'could not be loaded' message, keeps its location list and logs one error.
   */
  loadTimeout: optional(number({ min: 1, max: 300, coerce: true }), 15),
  /**
   * Seconds an engine (geocoder, router, Overpass, Google's services) may take to answer a form;
   * then the form says the service is unreachable and may be sent again.
   */
  requestTimeout: optional(number({ ...REQUEST_TIMEOUT_RANGE, coerce: true }), REQUEST_TIMEOUT_SECONDS),
  /** 5.1: the address the radius search and the map search use when the address field is empty. */
  fallbackAddress: optional(string(), ''),
});

export const locationSchema = object({
  latitude: number({ min: -90, max: 90, coerce: true, describe: 'a latitude' }),
  longitude: number({ min: -180, max: 180, coerce: true, describe: 'a longitude' }),
  title: optional(string(), ''),
  infoWindowContent: optional(string(), ''),
  icon: optional(string(), ''),
  openByClick: optional(flag(), true),
  closeByClick: optional(flag(), false),
  opened: optional(flag(), false),
  /** The place this location is (a CMS place `cms:…`, an OpenStreetMap `node/…`, a Google id), for `placeDetails`. */
  placeId: optional(string({ nonEmpty: true })),
  /**
   * Issue 29: the location's category keys (e.g. `["beratung", "service"]`), matched against the
   * values of the filter form's `category` checkboxes (Partials/Map/Filter.html). Empty: in no category.
   */
  categories: optional(array(string({ nonEmpty: true })), [] as string[]),
});

export const providerSchema = optional(oneOf(PROVIDER_NAMES), PROVIDER_NAMES[0]);

export const mapBlockSchema = object({
  provider: providerSchema,
  mapSettings: mapSettingsSchema,
  defaultMapTypes: optional(record(oneOf(MAP_TYPES)), {}),
  locations: optional(array(locationSchema), []),
  google: optionalObject({
    apiKey: optional(string(), ''),
    /**
     * Whether radius-search results show their names. Google's EEA terms (since 8 July 2025)
     * forbid showing Places content other than coordinates and place id with a map: set 0 there.
     */
    placeNames: optional(flag(), true),
  }),
  osm: optionalObject({
    /**
     * Vector tiles in the Protomaps basemap schema (map/osm/tile-schema.ts): a `{z}/{x}/{y}` tile
     * URL template, a TileJSON URL, or a PMTiles archive as `pmtiles://` + its URL (a static file
     * on the site's host or CDN). Empty (the default): the block shows its failure message and the
     * console names this field, unless `style` is set.
     */
    tiles: optional(string(), ''),
    /** A full MapLibre style URL, `{theme}` replaced; overrides the built-in theme styles. */
    style: optional(string(), ''),
    /** Glyph PBF URL template (`{fontstack}`, `{range}`); empty: the self-hosted Noto Sans. */
    glyphs: optional(string(), ''),
    /** Sprite URL without extension; empty: the self-hosted POI icons; `none`: no icons. */
    sprite: optional(string(), ''),
    /** The highest zoom of `{z}/{x}/{y}` tiles (TileJSON and PMTiles name their own). */
    maxZoom: optional(integer({ min: 1, max: 22, coerce: true }), 15),
    /** Nominatim-compatible search endpoint (the site's Nominatim or Photon). Empty: no geocoding. */
    geocoder: optional(string(), ''),
    /** OSRM-compatible route service base (the site's OSRM or GraphHopper). Empty: no directions. */
    router: optional(string(), ''),
    /** Overpass-compatible interpreter for the radius search of places. Empty: no radius search. */
    overpass: optional(string(), ''),
  }),
  /**
   * The id of a place widget's frame (`place-details` or `place-details-compact`, e.g. in the
   * store-locator sidebar): a click on a location (marker or list) shows that location there, by its
   * `placeId`, else by its position. Empty: no place widget.
   */
  placeDetails: optional(string(), ''),
  /**
   * The id of a place search list's frame (`place-search`): the radius search hands its results to
   * it (issue 16), besides drawing them on the map. Empty: the map only.
   */
  placeSearch: optional(string(), ''),
  /** The address fields of the forms offer predictions of the provider (issue 16); 0 turns it off. */
  addressAutocomplete: optional(flag(), true),
  /**
   * Issue 29, the category filter (form `sf-map-filter-{id}`): `any` shows the locations in at least
   * one checked category, `all` those in every checked category. No box checked: no category filter.
   */
  categoryMatch: optional(oneOf(['any', 'all'] as const), 'any'),
  consent: optionalObject({
    /** Whether this block waits for the visitor's consent (Google: always). */
    required: optional(flag()),
    privacyUrl: optionalWebUrl(),
  }),
  /**
   * Issue 29: "Meinen Standort verwenden" beside the address fields of the forms (the browser asks
   * for the position on the click only); 0 hides the button.
   */
  geolocation: optional(flag(), true),
});

export type MapBlockSettings = Infer<typeof mapBlockSchema>;

/** Where a block centres before it fits its locations: its first location, else Marienplatz. */
export function blockCenter(settings: Pick<MapBlockSettings, 'locations'>): { lat: number; lng: number } {
  const first = settings.locations[0];
  return first ? { lat: first.latitude, lng: first.longitude } : { lat: 48.1374, lng: 11.5755 };
}

/** The block's locations as points, in their order. */
export function locationPoints(settings: Pick<MapBlockSettings, 'locations'>): LatLng[] {
  return settings.locations.map((location) => ({ lat: location.latitude, lng: location.longitude }));
}

/**
 * The map type `defaultType` names in `defaultMapTypes`: own entries only (a `defaultType` of
 * "constructor" or "__proto__" names nothing, not a property of every object).
 */
export function chosenMapType(settings: MapBlockSettings): MapTypeName | undefined {
  return own(settings.defaultMapTypes, settings.mapSettings.defaultType);
}

/** The map type a block starts with: defaultMapTypes[defaultType], else the first allowed type. */
export function initialMapType(settings: MapBlockSettings): MapTypeName {
  return chosenMapType(settings) ?? settings.mapSettings.mapTypes[0] ?? 'roadmap';
}

/**
 * The Google-only options a block sets that the OpenStreetMap provider cannot honour (deviation
 * 7.2 / 7.3 / 9.6: one map type, no street view): their names, for one console warning.
 */
export function googleOnlyOptionsSet(settings: MapBlockSettings): string[] {
  if (settings.provider !== 'osm') return [];
  const map = settings.mapSettings;
  const other = (type: MapTypeName | undefined) => type !== undefined && type !== 'roadmap';
  return [
    ...(map.mapTypeControl ? ['mapSettings.mapTypeControl'] : []),
    ...(map.streetViewControl ? ['mapSettings.streetViewControl'] : []),
    ...(map.mapTypes.some(other) ? ['mapSettings.mapTypes'] : []),
    ...(other(chosenMapType(settings)) ? ['defaultMapTypes / mapSettings.defaultType'] : []),
  ];
}

/** Whether the block needs consent before loading: Google always, OSM when the settings say so. */
export function needsConsent(settings: MapBlockSettings): boolean {
  return PROVIDERS[settings.provider].alwaysNeedsConsent || (settings.consent.required ?? false);
}
