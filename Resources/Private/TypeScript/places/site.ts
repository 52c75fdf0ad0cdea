/**
 * The site's default place source, read from `#sf-places-config` by the place widgets (osm when unset
 * or unreadable: the places API reports a bad configuration itself). Small on purpose: every place
 * widget's chunk has it, without the widgets of the others.
 */
import { PLACE_SOURCES, type PlaceSource } from './model';

export function siteSource(doc: Document): PlaceSource {
  try {
    const config = JSON.parse(doc.getElementById('sf-places-config')?.textContent || '{}') as {
      source?: unknown;
    };
    return PLACE_SOURCES.includes(config.source as PlaceSource) ? (config.source as PlaceSource) : 'osm';
  } catch {
    return 'osm';
  }
}
