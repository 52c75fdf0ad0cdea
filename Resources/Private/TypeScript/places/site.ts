/**
 * The site's place settings as the widgets need them before the places API is loaded, read from
 * `#sf-places-config` (the places API reads and reports the whole configuration itself: api.ts
 * readPlacesConfig): the default source (osm when unset or unreadable) and the Google key and region
 * (for the Places UI Kit). Small on purpose: every place widget's chunk has it.
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
