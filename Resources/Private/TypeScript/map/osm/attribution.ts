/**
 * The page map's attribution control: MapLibre's own, except that every attribution it lists
 * passes through the one HTML policy (core/sanitize.ts) before the control reads it. That covers
 * all of them, as they all are sources of this map: the built-in style's (OSM_ATTRIBUTION), a site
 * style's sources, and the worker's report of the style it draws (base-map.ts adds it as a source).
 * MapLibre parses the strings itself, in an inert document: an `<img onerror>` in a style's
 * attribution would be reported to the page's Content-Security-Policy there, and MapLibre's
 * allow-list is not ours. The links stay ('© OpenStreetMap-Mitwirkende').
 */
import maplibregl from 'maplibre-gl';
import { sanitizedMarkup } from '../../core/sanitize';

/** Attributions as sanitised, by the string a style gave (and each result by itself). */
const sanitized = new Map<string, string>();

function clean(attribution: string): string {
  let result = sanitized.get(attribution);
  if (result === undefined) {
    result = sanitizedMarkup(attribution);
    sanitized.set(attribution, result);
    sanitized.set(result, result);
  }
  return result;
}

export class AttributionControl extends maplibregl.AttributionControl {
  override _updateAttributions(): void {
    const managers = (this._map.style as maplibregl.Map['style'] | undefined)?.tileManagers ?? {};
    for (const manager of Object.values(managers)) {
      const source = manager.getSource();
      if (typeof source.attribution === 'string') source.attribution = clean(source.attribution);
    }
    const custom = this.options.customAttribution;
    if (typeof custom === 'string') this.options.customAttribution = clean(custom);
    else if (Array.isArray(custom)) this.options.customAttribution = custom.map(clean);
    super._updateAttributions();
  }
}
