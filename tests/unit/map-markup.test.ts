/**
 * The map blocks' CMS markup against the labels (spec 2.3, 4.6, 9.1; issue 11): the theme select and
 * the forms of every fixture page show the XLIFF labels of the page's language, and the Fluid
 * partials that render them on the CMS side ask for exactly those labels. The fixture pages are the
 * CMS's output as the demo shows it, so a label changed in one place only fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listPages, renderPage } from '../../fixtures/server/render';
import { THEMES } from '../../Resources/Private/TypeScript/map/themes';
import { parseXliff } from '../../scripts/xliff';

const ROOT = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const xliff = {
  en: parseXliff(read('Resources/Private/Language/locallang.xlf'), 'locallang.xlf').units,
  de: parseXliff(read('Resources/Private/Language/de.locallang.xlf'), 'de.locallang.xlf').units,
};

const pages = listPages().map((meta) => {
  const page = renderPage(meta.path);
  if (!page) throw new Error(`listed page ${meta.path} does not render`);
  return { meta, doc: new DOMParser().parseFromString(page.html, 'text/html') };
});

const text = (element: Element | null | undefined): string => element?.textContent.trim() ?? '';

describe('issue 11: the theme select speaks the language of the page', () => {
  const selects = pages.flatMap(({ meta, doc }) =>
    [...doc.querySelectorAll<HTMLSelectElement>('select[id^="sf-map-theme-"]')].map((select) => ({
      where: `${meta.path} #${select.id}`,
      lang: meta.lang,
      doc,
      select,
    })),
  );

  test('the fixture pages have theme selects', () => {
    expect(selects.length).toBeGreaterThanOrEqual(5);
  });

  test('every select offers the themes of 9.1 as values, named by the XLIFF labels map.theme.*', () => {
    for (const { where, lang, doc, select } of selects) {
      const labels = xliff[lang];
      const options = [...select.options].map((option) => [option.value, text(option)]);
      expect([where, options]).toEqual([
        where,
        THEMES.map((theme) => [theme, labels.get(`map.theme.${theme}`)]),
      ]);
      const label = doc.querySelector(`label[for="${select.id}"]`);
      expect([where, text(label)]).toEqual([where, labels.get('map.theme.label')]);
    }
  });

  test('German pages show German names, not the English ones of the old site', () => {
    const german = selects.filter((entry) => entry.lang === 'de');
    expect(german.length).toBeGreaterThan(0);
    for (const { where, select } of german) {
      const names = [...select.options].map(text);
      for (const english of ['Express Route', 'Dark Blue Power', 'Energy', 'Ultra Light', 'Green Serenity']) {
        expect([where, names]).not.toEqual([where, expect.arrayContaining([english])]);
      }
    }
  });

  test('the Fluid partial renders the same values and asks for the same labels', () => {
    const partial = read('Resources/Private/Partials/Map/Theme.html');
    const list = /<f:for each="\{([^}]*)\}" as="theme">/.exec(partial)?.[1] ?? '';
    const values = [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(values).toEqual([...THEMES]);
    expect(partial).toContain('<option value="{theme}"><f:translate key="{ll}map.theme.{theme}" /></option>');
    expect(partial).toContain('<f:translate key="{ll}map.theme.label" />');
    for (const key of ['map.theme.label', ...THEMES.map((theme) => `map.theme.${theme}`)]) {
      expect([key, xliff.de.has(key), xliff.en.has(key)]).toEqual([key, true, true]);
    }
  });
});

describe('2.3 the map forms of the fixture pages carry the XLIFF labels of Forms.html', () => {
  const forms = pages.flatMap(({ meta, doc }) =>
    // The three forms of Forms.html (the filter form of issue 29 is Filter.html's, with cms.xlf labels).
    [
      ...doc.querySelectorAll<HTMLFormElement>(
        'form[id^="sf-map-radius-"], form[id^="sf-map-search-"], form[id^="sf-map-directions-"]',
      ),
    ].map((form) => ({
      where: `${meta.path} #${form.id}`,
      labels: xliff[meta.lang],
      form,
    })),
  );
  const TITLES = {
    radius: 'map.form.radiusTitle',
    search: 'map.form.searchTitle',
    directions: 'map.form.directionsTitle',
  } as const;

  test('titles and travel modes', () => {
    expect(forms.length).toBeGreaterThanOrEqual(3);
    for (const { where, labels, form } of forms) {
      const kind = /^sf-map-(radius|search|directions)-/.exec(form.id)?.[1] as keyof typeof TITLES;
      expect([where, text(form.querySelector('.ce-map__form-title'))]).toEqual([
        where,
        labels.get(TITLES[kind]),
      ]);
      const modes = [...form.querySelectorAll('select[name="mode"] option')].map((option) => [
        option.getAttribute('value'),
        text(option),
      ]);
      const expected =
        kind === 'directions'
          ? (['Driving', 'Walking', 'Bicycling', 'Transit'] as const).map((mode) => [
              mode.toUpperCase(),
              labels.get(`map.form.mode${mode}`),
            ])
          : [];
      expect([where, modes]).toEqual([where, expected]);
    }
  });
});
