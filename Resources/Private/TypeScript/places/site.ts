/**
 * The site's place settings as the widgets need them before the places API is loaded, from
 * `#sf-places-config` as config.ts reads it for them (field by field, silently, once; the places API
 * reads and reports the whole configuration itself): the default source and the Google key and region
 * (for the Places UI Kit), and whether its OpenStreetMap engines are set (issue 26: a feature
 * without its engine is off). Small on purpose: every place widget's chunk has it.
 */
import { PLACES_DEFAULTS, sitePlacesConfig } from './config';
import type { PlaceSource } from './model';

export function siteSource(doc: Document): PlaceSource {
  return sitePlacesConfig(doc).source;
}

/** `companyName`, the site's company (the attribution of its own places); '' when unset. */
export function siteCompany(doc: Document): string {
  return sitePlacesConfig(doc).companyName.trim();
}

/** `google.apiKey` ('' when unset) and `google.region` (the default region when unset or empty). */
export function siteGoogle(doc: Document): { apiKey: string; region: string } {
  const { apiKey, region } = sitePlacesConfig(doc).google;
  return { apiKey, region: region || PLACES_DEFAULTS.google.region };
}

/** The OpenStreetMap engines of the site's configuration (`osm.nominatim`, `osm.photon`, `osm.overpass`); '' when unset. */
export interface OsmEngines {
  nominatim: string;
  photon: string;
  overpass: string;
}

export function siteOsmEngines(doc: Document): OsmEngines {
  const { nominatim, photon, overpass } = sitePlacesConfig(doc).osm;
  return { nominatim: nominatim.trim(), photon: photon.trim(), overpass: overpass.trim() };
}
