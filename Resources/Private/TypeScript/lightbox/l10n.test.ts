/**
 * 8.2: every text of the Fancybox UI comes from the site's labels. The keys and English defaults are
 * read from the installed @fancyapps/ui, so an upgrade that adds a key or an English template fails
 * here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setLanguage } from '../core/i18n';
import { labels, thumbTemplate } from './l10n';

const DIST = path.dirname(require.resolve('@fancyapps/ui/package.json')) + '/dist';

/** Fancybox's English l10n (Fancybox + Carousel + Panzoom keys, merged). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const english = (require(`${DIST}/fancybox/l10n/en_EN.umd.js`) as { en_EN: Record<string, string> }).en_EN;

/** The runtime modules of Fancybox, Carousel and Panzoom (not the UMD copies or the l10n files). */
function sources(): string[] {
  return ['fancybox', 'carousel', 'panzoom', 'shared']
    .flatMap((dir) =>
      readdirSync(path.join(DIST, dir))
        .filter((name) => name.endsWith('.js') && !name.endsWith('.umd.js'))
        .map((name) => path.join(DIST, dir, name)),
    )
    .map((file) => readFileSync(file, 'utf8'));
}

afterEach(() => setLanguage(undefined));

describe('8.2 Fancybox texts from the labels', () => {
  it('knows the English l10n of the installed Fancybox', () => {
    expect(Object.keys(english).length).toBeGreaterThan(25);
    expect(english.CLOSE).toBe('Close');
  });

  it('supplies every l10n key Fancybox defines or uses in a template', () => {
    const used = new Set(
      sources().flatMap((text) => [...text.matchAll(/\{\{([A-Z][A-Z0-9_]*)\}\}/g)].map((m) => m[1] ?? '')),
    );
    const keys = new Set([...Object.keys(english), ...used]);
    for (const lang of ['de', 'en'] as const) {
      setLanguage(lang);
      const supplied = labels();
      expect([...keys].filter((key) => !supplied[key]).sort()).toEqual([]);
    }
  });

  it('has no English default on a German page, and English texts on an English page', () => {
    setLanguage('de');
    const german = labels();
    const defaults = new Set(Object.values(english));
    expect(Object.entries(german).filter(([, text]) => defaults.has(text))).toEqual([]);
    expect(german.CLOSE).toBe('Schließen');
    expect(german.TOGGLE_AUTOPLAY).toBe('Diashow starten oder anhalten');
    setLanguage('en');
    const englishPage = labels();
    expect(englishPage.CLOSE).toBe('Close');
    expect(englishPage.TOGGLE_THUMBS).toBe('Show or hide thumbnails');
  });

  it('replaces the one English template that is not a key: the thumbnail button', () => {
    // Literal texts in the templates of the installed version, other than {{KEY}} placeholders.
    const literals = sources().flatMap((text) =>
      [...text.matchAll(/(?:aria-label|title|alt)="([^"{]*[A-Za-z][^"]*)"/g)]
        .map((m) => m[1] ?? '')
        .filter((value) => !/^\{\{\w+\}\}$/.test(value) && !value.includes('${')),
    );
    expect([...new Set(literals)]).toEqual(['Slide to #{{page}}']);
    setLanguage('de');
    expect(thumbTemplate()).toContain('aria-label="Bild {{page}} anzeigen"');
    expect(thumbTemplate()).not.toMatch(/Slide to|Thumbnail/);
    expect(thumbTemplate()).toContain('data-lazy-src="{{src}}"');
    setLanguage('en');
    expect(thumbTemplate()).toContain('aria-label="Show image {{page}}"');
  });

  it('escapes the texts Fancybox inserts as HTML', () => {
    setLanguage('de');
    expect(Object.values(labels()).filter((text) => /[<>"]/.test(text))).toEqual([]);
  });
});
