/**
 * Issue 26: a place widget on the OpenStreetMap source whose engine is not configured (Nominatim
 * for details, Overpass for a search list's own search, Photon for the autocomplete) is off: the
 * frame keeps its CMS markup and the integrator reads one console line naming the setting that
 * turns it on (core/engines.ts). The CMS and Google sources need none of these.
 */
import { featureOff, type EngineName } from '../core/engines';
import type { PlaceSource } from './model';
import type { OsmEngines } from './site';

const ENGINE: Record<'nominatim' | 'photon' | 'overpass', EngineName> = {
  nominatim: 'nominatim',
  photon: 'photon',
  overpass: 'placesOverpass',
};

/** True, after one console line, when `source` is OSM and `engine` has no endpoint on this page. */
export function offWithoutEngine(
  engines: OsmEngines,
  source: PlaceSource,
  engine: keyof typeof ENGINE,
  feature: string,
  warn: (line: string) => void,
): boolean {
  if (source !== 'osm' || engines[engine] !== '') return false;
  warn(featureOff(feature, [ENGINE[engine]], 'the frame keeps its CMS markup'));
  return true;
}
