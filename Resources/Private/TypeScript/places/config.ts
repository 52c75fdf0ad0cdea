/**
 * The site's place configuration, `#sf-places-config` (rendered from the TypoScript constants): its
 * schema, with every default written once, read two ways. The places API reads it whole and reports
 * a bad one (`readPlacesConfig`); the widgets read it before the API is loaded, field by field and
 * silently (`sitePlacesConfig`, memoised): a bad field takes its default, the others keep their value.
 */
import {
  formatIssue,
  object,
  oneOf,
  optional,
  optionalObject,
  string,
  number,
  type Infer,
  type Schema,
} from '../core/schema';
import { cmsReports } from '../core/cms-reports';
import { REQUEST_TIMEOUT_RANGE, REQUEST_TIMEOUT_SECONDS } from '../core/http';
import { PLACE_SOURCES } from './model';

const CONFIG_ID = 'sf-places-config';

const configText = (doc: Document): string => doc.getElementById(CONFIG_ID)?.textContent || '{}';

const googleFields = { apiKey: optional(string(), ''), region: optional(string(), 'DE') };

const osmFields = {
  /** A Nominatim server's base URL (`/lookup`, `/reverse` are appended). Empty: no details. */
  nominatim: optional(string(), ''),
  /** Photon's `…/api`. Empty: no autocomplete. */
  photon: optional(string(), ''),
  /** An Overpass interpreter. Empty: no nearby or text search. */
  overpass: optional(string(), ''),
  /** Where a text search looks when a request names no area: a circle around the site. */
  searchArea: optional(
    object({
      center: object({ lat: number({ min: -90, max: 90 }), lng: number({ min: -180, max: 180 }) }),
      radius: number({ min: 1, max: 50_000 }),
    }),
  ),
};

const fields = {
  /** The source of a request that names none. */
  source: optional(oneOf(PLACE_SOURCES), 'osm'),
  google: optionalObject(googleFields),
  osm: optionalObject(osmFields),
  /** Which maps provider a CMS place links to ('In … öffnen'). */
  cmsMapsProvider: optional(oneOf(['osm', 'google'] as const), 'osm'),
  /** The company's name (site setting company.name): the attribution of its own places. */
  companyName: optional(string(), ''),
  /**
   * Seconds an engine (Nominatim, Photon, Overpass, Google Places) may take to answer; then the
   * widget says the service is unreachable and offers to try again.
   */
  requestTimeout: optional(number({ ...REQUEST_TIMEOUT_RANGE, coerce: true }), REQUEST_TIMEOUT_SECONDS),
};

/** The site's place settings (`<script type="application/json" id="sf-places-config">`). */
export const placesConfigSchema = optionalObject(fields);

export type PlacesConfig = Infer<typeof placesConfigSchema>;

/** The page's configuration; a bad one is reported and the defaults are used. */
export function readPlacesConfig(doc: Document, report: (message: string) => void): PlacesConfig {
  let raw: unknown = {};
  try {
    raw = JSON.parse(configText(doc));
  } catch (error) {
    report(`#sf-places-config: the JSON cannot be read (${String(error)}); the defaults are used.`);
  }
  const script = doc.getElementById(CONFIG_ID);
  if (script) for (const message of cmsReports(script)) report(`#sf-places-config: ${message}.`);
  const parsed = placesConfigSchema.parse(raw);
  if (parsed.ok) return parsed.value;
  report(`#sf-places-config: ${formatIssue(parsed.issue)}; the defaults are used.`);
  const fallback = placesConfigSchema.parse({});
  if (!fallback.ok) throw new Error('the places defaults do not parse');
  return fallback.value;
}

/** Each field by its schema; a bad one takes its default (an object field: field by field again). */
function leniently(shape: Record<string, Schema<unknown>>, raw: unknown): Record<string, unknown> {
  const record =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const nested: Record<string, Record<string, Schema<unknown>>> = { google: googleFields, osm: osmFields };
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const parsed = schema.parse(record[key]);
    if (parsed.ok) out[key] = parsed.value;
    else if (shape === fields && nested[key]) out[key] = leniently(nested[key], record[key]);
    else {
      const fallback = schema.parse(undefined);
      out[key] = fallback.ok ? fallback.value : undefined;
    }
  }
  return out;
}

const memo = new WeakMap<Document, { text: string; config: PlacesConfig }>();

/**
 * The configuration as the widgets read it: field by field, silently (the places API reports what is
 * wrong), once per page (read again only if the script's text changed).
 */
export function sitePlacesConfig(doc: Document): PlacesConfig {
  const text = configText(doc);
  const known = memo.get(doc);
  if (known?.text === text) return known.config;
  let raw: unknown = {};
  try {
    raw = JSON.parse(text);
  } catch {
    // Unreadable: every default (the places API reports it).
  }
  const config = leniently(fields, raw) as PlacesConfig;
  memo.set(doc, { text, config });
  return config;
}

/** Every default, from the schema (written once, in the fields). */
export const PLACES_DEFAULTS = leniently(fields, {}) as PlacesConfig;
