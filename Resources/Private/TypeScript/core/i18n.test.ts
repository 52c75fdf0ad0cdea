import { addLabels, language, setLanguage, t } from './i18n';
import { labels } from './labels.generated';
import { pageLanguage } from './lang';

function documentWithLang(lang: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('x');
  if (lang !== undefined) doc.documentElement.setAttribute('lang', lang);
  return doc;
}

describe('page language from <html lang> (lang.ts)', () => {
  it('is German when <html> has no lang or an empty one', () => {
    expect(pageLanguage(documentWithLang(undefined))).toBe('de');
    expect(pageLanguage(documentWithLang(''))).toBe('de');
  });

  it('is German for de and its regional variants', () => {
    for (const lang of ['de', 'de-DE', 'de-AT', 'de-CH'])
      expect(pageLanguage(documentWithLang(lang))).toBe('de');
  });

  it('is English for en and en-*, in any case and with surrounding spaces', () => {
    for (const lang of ['en', 'en-GB', 'en-US', 'EN-gb', ' en ']) {
      expect(pageLanguage(documentWithLang(lang))).toBe('en');
    }
  });

  it('falls back to German for languages without labels, and for look-alikes of en', () => {
    for (const lang of ['fr', 'it-IT', 'eng', 'english', 'es']) {
      expect(pageLanguage(documentWithLang(lang))).toBe('de');
    }
  });

  it('reads the global document by default', () => {
    document.documentElement.lang = 'en-GB';
    expect(pageLanguage()).toBe('en');
    document.documentElement.lang = 'de';
    expect(pageLanguage()).toBe('de');
  });
});

describe('label lookup t() (i18n.ts)', () => {
  beforeEach(() => {
    setLanguage(undefined);
    document.documentElement.lang = '';
  });
  afterAll(() => setLanguage(undefined));

  it('speaks German by default', () => {
    expect(language()).toBe('de');
    expect(t('mobileMenu.title')).toBe('MENÜ');
    expect(t('mobileMenu.close')).toBe(labels.de['mobileMenu.close']);
  });

  it('speaks English on a page with <html lang="en-GB">', () => {
    document.documentElement.lang = 'en-GB';
    expect(language()).toBe('en');
    expect(t('mobileMenu.title')).toBe('MENU');
  });

  it('writes numbers as the language does: small whole numbers plain, larger ones grouped, decimals localised', () => {
    setLanguage('de');
    expect(t('gallery.label', { count: 18 })).toBe('Bildergalerie: 18 Bilder');
    expect(t('gallery.label', { count: 1000 })).toBe('Bildergalerie: 1.000 Bilder');
    expect(t('gallery.label', { count: 2.5 })).toBe('Bildergalerie: 2,5 Bilder');
    setLanguage('en');
    expect(t('gallery.label', { count: 12_345 })).toBe('Image gallery: 12,345 images');
    expect(t('gallery.label', { count: 999 })).toBe('Image gallery: 999 images');
  });

  it('falls back to German for an unknown page language', () => {
    document.documentElement.lang = 'fr';
    expect(language()).toBe('de');
    expect(t('mobileMenu.title')).toBe('MENÜ');
  });

  it('reads the page language once; setLanguage() switches it', () => {
    document.documentElement.lang = 'en';
    expect(t('mobileMenu.title')).toBe('MENU');
    document.documentElement.lang = 'de';
    expect(t('mobileMenu.title')).toBe('MENU');
    setLanguage('de');
    expect(t('mobileMenu.title')).toBe('MENÜ');
    setLanguage(undefined);
    expect(t('mobileMenu.title')).toBe('MENÜ');
  });

  it('replaces placeholders with the given strings', () => {
    expect(t('mobileMenu.submenu', { label: 'Karriere' })).toBe('Untermenü Karriere');
    setLanguage('en');
    expect(t('mobileMenu.submenu', { label: 'Careers' })).toBe('Submenu Careers');
  });

  it('replaces every placeholder, and formats numbers for the language', () => {
    expect(t('carousel.slideOf', { number: 2, total: 1200 })).toBe('2 von 1.200');
    setLanguage('en');
    expect(t('carousel.slideOf', { number: 2, total: 1200 })).toBe('2 of 1,200');
  });

  it('leaves a placeholder it has no value for as it is', () => {
    const params = { number: 3 } as unknown as { number: number; total: number };
    setLanguage('en');
    expect(t('carousel.slideOf', params)).toBe('3 of {total}');
  });
});

describe('generated labels (labels.generated.ts from the XLIFF files)', () => {
  const keys = Object.keys(labels.en) as (keyof typeof labels.en)[];

  it('has labels at all', () => {
    expect(keys.length).toBeGreaterThan(10);
  });

  it('has the same keys in German and English', () => {
    expect(Object.keys(labels.de).sort()).toEqual([...keys].sort());
  });

  it('has a non-empty German and English text for every key', () => {
    const empty = keys.flatMap((key) => [
      ...(labels.de[key].trim() === '' ? [`de ${key}`] : []),
      ...(labels.en[key].trim() === '' ? [`en ${key}`] : []),
    ]);
    expect(empty).toEqual([]);
  });
});

describe('label groups', () => {
  it('a group added later (the place labels come with the place code) is read like the others', () => {
    setLanguage('de');
    // A key no XLIFF file has: looked up untyped.
    const lookup = t as unknown as (key: string) => string;
    const key = 'test.onlyInAGroup';
    expect(lookup(key)).toBe('test.onlyInAGroup');
    addLabels({ en: { 'test.onlyInAGroup': 'Later' }, de: { 'test.onlyInAGroup': 'Später' } });
    expect(lookup(key)).toBe('Später');
    setLanguage('en');
    expect(lookup(key)).toBe('Later');
    // The site's own labels stay first.
    expect(t('mobileMenu.title')).toBe('MENU');
    setLanguage(undefined);
  });
});
