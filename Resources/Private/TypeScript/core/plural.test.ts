/**
 * Issue 28 audit: the plural labels `tp` reads (`<key>.one` beside `<key>`) stay well formed: each
 * category label has its base label, with the same placeholders, in both languages; and a category
 * label is only ever read through `tp` with its base key, so a page override of the base key still
 * applies to the other counts.
 */
import { setLanguage } from './i18n';
import { tp } from './plural';
import { labels } from './labels.generated';
import { placeLabels } from './labels.places.generated';

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many'];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

afterEach(() => setLanguage(undefined));

describe('issue 28 audit: plural labels', () => {
  for (const lang of ['de', 'en'] as const) {
    it(`${lang}: every <key>.<category> label has its base label with the same placeholders`, () => {
      const all: Record<string, string> = { ...labels[lang], ...placeLabels[lang] };
      const plural = Object.keys(all).filter((key) => CATEGORIES.includes(key.split('.').at(-1)!));
      expect(plural).toEqual(
        expect.arrayContaining(['place.ev.count.one', 'place.photo.more.one', 'gallery.label.one']),
      );
      for (const key of plural) {
        const base = key.slice(0, key.lastIndexOf('.'));
        expect(all[base]).toBeDefined();
        expect(placeholders(all[key]!)).toEqual(placeholders(all[base]!));
      }
    });
  }

  it('a count of another category (1,5 is "other" in German, not "one") reads the base label', () => {
    setLanguage('de');
    expect(tp('place.ev.total', 1.5, { count: 1.5 })).toBe('1,5 Ladepunkte insgesamt');
    expect(tp('place.ev.total', 1, { count: 1 })).toBe('1 Ladepunkt insgesamt');
  });
});
