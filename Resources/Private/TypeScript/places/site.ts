/**
 * The site's place settings as the widgets need them before the places API is loaded, read from
 * `#sf-places-config` (the places API reads and reports the whole configuration itself: api.ts
 * readPlacesConfig): the default source (osm when unset or unreadable) and the Google key and region
 * (for the Places UI Kit), and whether its OpenStreetMap engines are set (issue 26: a feature
 * without its engine is off). Small on purpose: every place widget's chunk has it.
 */
import { PLACE_SOURCES, type PlaceSource } from './model';

/** The configuration's JSON object; {} when it is missing or unreadable. */
function siteConfig(doc: Document): Record<string, unknown> {
  try {
    const config: unknown = JSON.parse(doc.getElementById('sf-places-config')?.textContent || '{}');
    return typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function siteSource(doc: Document): PlaceSource {
  const { source } = siteConfig(doc);
  return PLACE_SOURCES.includes(source as PlaceSource) ? (source as PlaceSource) : 'osm';
}

/** `companyName`, the site's company (the attribution of its own places); '' when unset. */
export function siteCompany(doc: Document): string {
  const { companyName } = siteConfig(doc);
  return typeof companyName === 'string' ? companyName.trim() : '';
}

/** `google.apiKey` ('' when unset) and `google.region` (DE when unset). */
export function siteGoogle(doc: Document): { apiKey: string; region: string } {
  const google = siteConfig(doc).google;
  const { apiKey, region } = (typeof google === 'object' && google !== null ? google : {}) as {
    apiKey?: unknown;
    region?: unknown;
  };
  return {
    apiKey: typeof apiKey === 'string' ? apiKey : '',
    region: typeof region === 'string' && region !== '' ? region : 'DE',
  };
}

/** The OpenStreetMap engines of the site's configuration (`osm.nominatim`, `osm.photon`, `osm.overpass`); '' when unset. */
export interface OsmEngines {
  nominatim: string;
  photon: string;
  overpass: string;
}

export function siteOsmEngines(doc: Document): OsmEngines {
  const osm = siteConfig(doc).osm;
  const engines = (typeof osm === 'object' && osm !== null ? osm : {}) as Record<string, unknown>;
  const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
  return {
    nominatim: text(engines.nominatim),
    photon: text(engines.photon),
    overpass: text(engines.overpass),
  };
}
