/**
 * The one typed lookup for visible texts. Labels come from the XLIFF files at build time
 * (scripts/build-labels.ts); `<html lang>` picks the language, German by default. A page may
 * override labels at runtime (`#sf-labels`, Documentation/configuration.md).
 *
 *   t('mobileMenu.title')                      // 'MENÜ'
 *   t('mobileMenu.submenu', { label: 'Karriere' })  // placeholders are checked by the compiler
 */
import { labels } from './labels.generated';
import type { mapLabels } from './labels.map.generated';
import type { placeLabels } from './labels.places.generated';
import { pageLanguage, type Lang } from './lang';

// Every label's key is known to the compiler; the place and map labels' texts arrive with their code.
type English = typeof labels.en & typeof placeLabels.en & typeof mapLabels.en;

type Texts = Record<Lang, Readonly<Record<string, string>>>;
const groups: Texts[] = [labels];

/** Adds a group of labels (places/labels.ts and map/labels.ts add theirs with their code). */
export function addLabels(group: Texts): void {
  if (!groups.includes(group)) groups.push(group);
}

/**
 * The page's label overrides (`#sf-labels`): the overridden units of TYPO3's locallangXMLOverride,
 * in the page's language, as text. Read on the first lookup, once; a page without them pays one
 * getElementById. Only string values are taken here; the checks that report bad entries (one
 * console line each) load with label-overrides.ts on pages that have overrides, and drop them.
 */
let overrides: Map<string, string> | undefined;
let overridesLang: Lang | undefined;

function readOverrides(): Map<string, string> {
  const found = new Map<string, string>();
  // Outside a browser (Node scripts) there is no page, so nothing to override.
  const script = typeof document === 'undefined' ? null : document.getElementById('sf-labels');
  if (!script) return found;
  overridesLang = pageLanguage();
  try {
    for (const [key, value] of Object.entries(JSON.parse(script.textContent || '{}') as object))
      if (typeof value === 'string') found.set(key, value);
  } catch {
    // Reported by the checks.
  }
  void import(/* webpackChunkName: "label-overrides" */ './label-overrides').then((m) =>
    m.checkLabelScript(script, found),
  );
  return found;
}

/** The label's text in `lang` (a page's override first), or undefined where none has it. */
export function lookup(lang: Lang, key: string): string | undefined {
  overrides ??= readOverrides();
  const own = lang === overridesLang ? overrides.get(key) : undefined;
  if (own !== undefined) return own;
  for (const group of groups) {
    const found = group[lang][key];
    if (found !== undefined) return found;
  }
  return undefined;
}

function text(lang: Lang, key: string): string {
  return lookup(lang, key) ?? key;
}

/** Forgets the overrides read (tests: a new page). */
export function resetLabelOverrides(): void {
  overrides = undefined;
  overridesLang = undefined;
}

export type LabelKey = keyof English;

type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;
export type Params<K extends LabelKey> = [PlaceholdersOf<English[K]>] extends [never]
  ? []
  : [params: Record<PlaceholdersOf<English[K]>, string | number>];

let current: Lang | undefined;

/** Fixes the language (tests, or a page that switches language without reload). */
export function setLanguage(lang: Lang | undefined): void {
  current = lang;
}

export function language(): Lang {
  current ??= pageLanguage();
  return current;
}

// One number format per language, made only when needed: the first Intl.NumberFormat of a page costs
// milliseconds (locale data), and a carousel labels every slide with two small numbers (it was 15 ms
// of the karriere page's mount). Whole numbers under 1,000 read the same in every locale we serve.
const numberFormats = new Map<Lang, Intl.NumberFormat>();

function formatNumber(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  const lang = language();
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB');
    numberFormats.set(lang, format);
  }
  return format.format(value);
}

export function t<K extends LabelKey>(key: K, ...[params]: Params<K>): string {
  const found = text(language(), key);
  if (!params) return found;
  return fill(found, params);
}

/** A label's `{name}` placeholders filled, numbers formatted for the page's language. */
export function fill(found: string, values: Record<string, string | number>): string {
  return found.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}
