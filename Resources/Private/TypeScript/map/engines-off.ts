/**
 * Issue 26: a map block's features whose engine is not configured are off, not broken. An OSM block
 * without tiles (and without a style), or a Google block without a key, shows no map: it keeps its
 * location list. A form whose engines are missing is hidden (the radius search needs the geocoder
 * and Overpass, the map search the geocoder, the directions the geocoder and the router); the
 * address suggestions need Photon (`osm.photon` of the places configuration). Each feature that is
 * off is one console line naming the setting that turns it on (core/engines.ts).
 */
import { featureOff, type EngineName } from '../core/engines';
import type { MapBlockSettings } from './settings';

export interface MissingEngines {
  map: EngineName[];
  radiusForm: EngineName[];
  searchForm: EngineName[];
  directionsForm: EngineName[];
  addressAutocomplete: EngineName[];
}

export type FormName = 'radiusForm' | 'searchForm' | 'directionsForm';

const FORM_NAMES: Record<FormName, string> = {
  radiusForm: 'the radius search form',
  searchForm: 'the map search form',
  directionsForm: 'the directions form',
};

/** What each feature of the block lacks ([] when it can work); `photon` is the places configuration's. */
export function missingEngines(settings: MapBlockSettings, photon: string): MissingEngines {
  const none: MissingEngines = {
    map: [],
    radiusForm: [],
    searchForm: [],
    directionsForm: [],
    addressAutocomplete: [],
  };
  if (settings.provider === 'google') {
    return { ...none, map: settings.google.apiKey.trim() === '' ? ['googleKey'] : [] };
  }
  const { osm } = settings;
  const unset = (value: string): boolean => value.trim() === '';
  const needs = (engines: Partial<Record<EngineName, string>>): EngineName[] =>
    (Object.keys(engines) as EngineName[]).filter((name) => unset(engines[name] ?? ''));
  return {
    map: unset(osm.tiles) && unset(osm.style) ? ['tiles'] : [],
    radiusForm: needs({ geocoder: osm.geocoder, overpass: osm.overpass }),
    searchForm: needs({ geocoder: osm.geocoder }),
    directionsForm: needs({ geocoder: osm.geocoder, router: osm.router }),
    addressAutocomplete: settings.addressAutocomplete && unset(photon) ? ['photon'] : [],
  };
}

export interface BlockParts {
  canvas: HTMLElement;
  themeSelect: HTMLSelectElement | null;
  radiusForm: HTMLFormElement | null;
  searchForm: HTMLFormElement | null;
  directionsForm: HTMLFormElement | null;
  directionsPanel: HTMLElement | null;
}

/**
 * Hides an element, or the wrapper it sits in alone (the theme select's label and box). `hidden`,
 * and `display: none` for wrappers whose stylesheet sets a display (`.ce-map__theme` is a flex box).
 */
function hide(element: Element | null, wrapper?: string): void {
  const target = (wrapper ? element?.closest<HTMLElement>(wrapper) : null) ?? (element as HTMLElement | null);
  if (!target) return;
  target.hidden = true;
  target.style.display = 'none';
}

/**
 * The map is off: the canvas, the theme select and the forms are hidden (nothing there could
 * work), the location list stays. One console line.
 */
export function mapOff(
  parts: BlockParts,
  missing: readonly EngineName[],
  warn: (line: string) => void,
): void {
  hide(parts.canvas);
  hide(parts.themeSelect, '.ce-map__theme');
  for (const form of [parts.radiusForm, parts.searchForm, parts.directionsForm, parts.directionsPanel])
    hide(form);
  hide(parts.radiusForm ?? parts.searchForm ?? parts.directionsForm, '.ce-map__tools');
  const what = missing.includes('googleKey') ? 'the Google map' : 'the OpenStreetMap map';
  warn(featureOff(what, missing, 'the block shows its location list'));
}

/**
 * Hides the forms whose engines are missing (one console line each) and returns the forms that
 * stay: a hidden form is never bound.
 */
export function formsOff(
  parts: BlockParts,
  missing: MissingEngines,
  warn: (line: string) => void,
): Pick<BlockParts, FormName> {
  const kept: Pick<BlockParts, FormName> = {
    radiusForm: parts.radiusForm,
    searchForm: parts.searchForm,
    directionsForm: parts.directionsForm,
  };
  for (const name of Object.keys(FORM_NAMES) as FormName[]) {
    const form = parts[name];
    if (!form || missing[name].length === 0) continue;
    hide(form);
    kept[name] = null;
    if (name === 'directionsForm') hide(parts.directionsPanel);
    warn(featureOff(FORM_NAMES[name], missing[name], 'the form is hidden'));
  }
  return kept;
}
