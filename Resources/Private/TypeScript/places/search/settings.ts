/**
 * Settings of the place search list (hook `place-search`, issue 16): the source, the search it runs
 * (a nearby search or a text search, with the request elements of 3.9), how it shows the results,
 * whether they can be selected, and which widgets follow a selection. Read leniently: a bad value
 * logs one console error naming the frame and the field, and that field takes its default. The
 * rules of 5.3 (maxResultCount 1–20, a nearby restriction is a circle …) are checked at mount by
 * places/validate.ts, so the messages are the 8.4 texts of `window.SiteFrontend.places`.
 */
import { optionalWebUrl } from '../../core/url-schema';
import {
  array,
  flag,
  integer,
  lenientObject,
  number,
  object,
  oneOf,
  optional,
  string,
  type Infer,
  type Schema,
} from '../../core/schema';
import { rendererSchema } from '../renderer';
import { EV_CONNECTOR_TYPES, PLACE_SOURCES, PRICE_LEVELS } from '../model';
import { boundsSchema, circleSchema } from '../settings-schemas';
import { ORIENTATIONS } from '../validate';

const circle = circleSchema;
const bounds = boundsSchema;
const types = array(string({ nonEmpty: true }));

/**
 * A text search's locationBias takes several shapes (a lat/lng, a circle, bounds or 'IP_BIAS'):
 * read as it is, and checked by validateTextSearch at mount.
 */
const anyLocationBias: Schema<unknown> = {
  expected: 'a lat/lng, a circle, bounds or "IP_BIAS"',
  parse: (value) => ({ ok: true, value }),
};

/**
 * A search request as the frame gives it: an object, kept whole, unknown keys included. The field
 * schemas below document it (the settings reference) and take the CMS's forms (a checkbox's 0/1 for
 * `isOpenNow`); the rules and messages are those of `window.SiteFrontend.places` (validate.ts at
 * mount, 5.3 / 8.4), so a frame's 'query', 'rankBy' or a nearby 'locationBias' is named as the API
 * names it instead of being dropped here unseen. Where the field schemas refuse the object, it goes
 * on as written, and validate.ts names the problem in the API's words.
 */
export type RawSearchRequest = Readonly<Record<string, unknown>>;

function asGiven(documented: Schema<unknown>): Schema<RawSearchRequest> {
  return {
    expected: documented.expected,
    ...(documented.doc ? { doc: documented.doc } : {}),
    parse: (value, path = '') => {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return { ok: false, issue: { path, expected: documented.expected, got: value } };
      const read = documented.parse(value, path);
      if (!read.ok) return { ok: true, value: value as RawSearchRequest };
      const known = Object.entries(read.value as Record<string, unknown>).filter(([, v]) => v !== undefined);
      return { ok: true, value: { ...(value as RawSearchRequest), ...Object.fromEntries(known) } };
    },
  };
}

/** 3.9 nearby search. */
export const nearbySearchSchema = object({
  locationRestriction: circle,
  includedTypes: optional(types),
  excludedTypes: optional(types),
  includedPrimaryTypes: optional(types),
  excludedPrimaryTypes: optional(types),
  maxResultCount: optional(integer()),
  rankPreference: optional(oneOf(['POPULARITY', 'DISTANCE'] as const)),
});

/** 3.9 text search. */
export const textSearchSchema = object({
  textQuery: string({ nonEmpty: true }),
  includedType: optional(string()),
  locationBias: optional(anyLocationBias),
  locationRestriction: optional(bounds),
  maxResultCount: optional(integer()),
  minRating: optional(number()),
  isOpenNow: optional(flag()),
  priceLevels: optional(array(oneOf(PRICE_LEVELS))),
  rankPreference: optional(oneOf(['RELEVANCE', 'DISTANCE'] as const)),
  evConnectorTypes: optional(array(oneOf(EV_CONNECTOR_TYPES))),
  evMinimumChargingRateKw: optional(number()),
  useStrictTypeFiltering: optional(flag()),
});

export const searchSettingsSchema = lenientObject({
  /** The source of the search; unset: the site's default (`sf-places-config`). */
  source: optional(oneOf(PLACE_SOURCES)),
  /** Our own rendering, or Google's Places UI Kit (Google source only; Documentation/places-uikit.md). */
  renderer: rendererSchema,
  /** A nearby search (3.9). With `textSearch` as well, the nearby search is used. */
  nearbySearch: optional(asGiven(nearbySearchSchema)),
  /** A text search (3.9). */
  textSearch: optional(asGiven(textSearchSchema)),
  /** VERTICAL: a list; HORIZONTAL: a carousel with 'Vorherige anzeigen' / 'Nächste anzeigen'. */
  orientation: optional(oneOf(ORIENTATIONS), 'VERTICAL'),
  /** The results are a listbox; a selection emits `sf:place-select` and shows the place in the linked widgets. */
  selectable: optional(flag(), false),
  /** The frame id of a place details widget that shows the selected place. */
  linkedDetails: optional(string({ pattern: /^[^\s#]+$/, describe: 'an element id (c131)' })),
  /** The settings id of a map block (`sf-map-{id}`) that shows the selected place. */
  linkedMap: optional(
    string({ pattern: /^[A-Za-z0-9_]+$/, describe: 'a map settings id (A–Z, a–z, 0–9, _)' }),
  ),
  /** 'Über diese Ergebnisse' under the list. */
  showsAboutResults: optional(flag(), true),
  /** The privacy statement linked from the consent placeholder (Google). */
  privacyUrl: optionalWebUrl(),
});

export type SearchSettings = Infer<typeof searchSettingsSchema>;
