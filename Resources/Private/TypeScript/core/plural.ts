/**
 * Labels that count (German and English grammar: '1 Ladepunkt', '2 Ladepunkte'), through
 * Intl.PluralRules. A module of its own beside core/i18n.ts so that only the chunks that count carry
 * it: the label lookup is on every page, counting only where a gallery or a place card is.
 */
import { fill, language, lookup, type LabelKey, type Params } from './i18n';
import type { Lang } from './lang';

// One plural rule set per language, made on the first count that needs it.
const pluralRules = new Map<Lang, Intl.PluralRules>();

/**
 * A label that counts: `tp('place.ev.count', 1, { count: 1 })` → '1 Ladepunkt', with 2 → '2 Ladepunkte'.
 * The base key holds the general (plural) text, and `<key>.one` (or another CLDR category of
 * Intl.PluralRules: `.zero`, `.two`, `.few`, `.many`) the text for that category where the language
 * needs one. The base key stays the one a page overrides (`#sf-labels`) and the fallback, so adding a
 * category never changes the other counts' wording.
 */
export function tp<K extends LabelKey>(key: K, count: number, ...[params]: Params<K>): string {
  const lang = language();
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang === 'de' ? 'de-DE' : 'en-GB');
    pluralRules.set(lang, rules);
  }
  const category = rules.select(count);
  const own = category === 'other' ? undefined : lookup(lang, `${key}.${category}`);
  const found = own ?? lookup(lang, key) ?? key;
  return params ? fill(found, params) : found;
}
