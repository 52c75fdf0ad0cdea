/**
 * The page-level maps configuration (issue 26): the JSON script `#sf-maps-config` the extension
 * writes from the site settings (Documentation/maps.md), the same for every map block on the page:
 *
 *   {"provider": "osm" | "google",
 *    "google": {"apiKey", "placeNames"},
 *    "osm": {"tiles", "style", "glyphs", "sprite", "maxZoom", "geocoder", "router", "overpass"},
 *    "consent": {"mode": "placeholder" | "external", "privacyUrl"}}
 *
 * Every field is optional. A block's own settings (`#sf-map-settings-{id}`) override it field by
 * field, nested objects merged; a block's empty value ('' or null, a FlexForm field left empty)
 * overrides nothing. The block schema (settings.ts) then judges the result as before.
 *
 * Read once per page (per script element). A wrong field is one console error naming
 * `#sf-maps-config` and the field, and is left out: the blocks' own settings and the defaults apply.
 * Unreadable JSON is one console error too (core/consent.ts, which reads `consent.mode` from the
 * same script in the entry, stays silent to keep the entry small) and counts as no configuration.
 */
import { cmsReports } from '../core/cms-reports';
import { LOG_PREFIX } from '../core/mount';
import { flag, formatIssue, integer, oneOf, string, type Schema } from '../core/schema';
import { optionalWebUrl } from '../core/url-schema';
import { PROVIDER_NAMES } from './providers';

export const MAPS_CONFIG_ID = 'sf-maps-config';

type Leaves = { readonly [key: string]: Schema<unknown> | Leaves };

/** The fields a page may set, with the schema each value must meet. */
const SHAPE: Leaves = {
  provider: oneOf(PROVIDER_NAMES),
  google: { apiKey: string(), placeNames: flag() },
  osm: {
    tiles: string(),
    style: string(),
    glyphs: string(),
    sprite: string(),
    maxZoom: integer({ min: 1, max: 22, coerce: true }),
    geocoder: string(),
    router: string(),
    overpass: string(),
  },
  consent: { mode: oneOf(['placeholder', 'external'] as const), privacyUrl: optionalWebUrl() },
};

export type PageMapsConfig = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSchema = (value: Schema<unknown> | Leaves): value is Schema<unknown> =>
  typeof (value as Schema<unknown>).parse === 'function';

/** The valid, non-empty fields of `value` under `shape`; each bad field is reported and left out. */
function valid(
  value: Record<string, unknown>,
  shape: Leaves,
  prefix: string,
  report: (message: string) => void,
): PageMapsConfig {
  const out: PageMapsConfig = {};
  for (const [key, schema] of Object.entries(shape)) {
    const found = value[key];
    if (found === undefined || found === null || found === '') continue;
    const path = `${prefix}${key}`;
    if (isSchema(schema)) {
      const parsed = schema.parse(found, path);
      if (parsed.ok) out[key] = parsed.value;
      else report(`#${MAPS_CONFIG_ID}: ${formatIssue(parsed.issue)}; the field is ignored.`);
    } else if (isObject(found)) {
      out[key] = valid(found, schema, `${path}.`, report);
    } else {
      report(
        `#${MAPS_CONFIG_ID}: settings field "${path}": expected an object, got ${typeof found}; ignored.`,
      );
    }
  }
  return out;
}

/** Parses a configuration's text: the valid fields ({} for no or unreadable JSON). */
export function parseMapsConfig(
  text: string,
  report: (message: string) => void = (message) => console.error(`${LOG_PREFIX} ${message}`),
): PageMapsConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    report(`#${MAPS_CONFIG_ID}: not valid JSON; the page configuration is ignored.`);
    return {};
  }
  if (!isObject(raw)) {
    report(`#${MAPS_CONFIG_ID}: expected an object; the page configuration is ignored.`);
    return {};
  }
  return valid(raw, SHAPE, '', report);
}

const read = new WeakMap<Element, PageMapsConfig>();

/** The page's configuration, parsed once per script element; {} when there is none. */
export function pageMapsConfig(doc: Document = document): PageMapsConfig {
  const script = doc.getElementById(MAPS_CONFIG_ID);
  if (!script) return {};
  let config = read.get(script);
  if (!config) {
    config = parseMapsConfig(script.textContent || '{}');
    for (const message of cmsReports(script)) console.error(`${LOG_PREFIX} #${MAPS_CONFIG_ID}: ${message}.`);
    read.set(script, config);
  }
  return config;
}

/**
 * `own` over `base`, field by field, nested objects merged; an own empty value ('' or null) keeps
 * base's value where base has one.
 */
export function mergeSettings(base: unknown, own: unknown): unknown {
  if (!isObject(own)) return own;
  if (!isObject(base)) return own;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const inherited = Object.hasOwn(base, key) ? base[key] : undefined;
    if ((value === null || value === '') && inherited !== undefined) continue;
    // Defined, not assigned: a key "__proto__" stays an entry and never becomes the prototype.
    Object.defineProperty(out, key, {
      value: isObject(value) && isObject(inherited) ? mergeSettings(inherited, value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** A block schema that reads the block's settings over the page's configuration. */
export function overPageConfig<T>(schema: Schema<T>, doc: () => Document = () => document): Schema<T> {
  return {
    ...schema,
    parse: (value, path) => schema.parse(mergeSettings(pageMapsConfig(doc()), value), path),
  };
}
