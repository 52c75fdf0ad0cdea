/**
 * Issue 26: the CMS templates render what the fixtures hold, in both languages. Every text of the
 * page chrome comes from an XLIFF label that exists in English (cms.xlf, locallang.xlf) and German
 * (de.cms.xlf, de.locallang.xlf) with the texts the demo server writes into fixtures/layout.html
 * (fixtures/server/render.ts CHROME); no template holds the German words themselves; the news image
 * is optional (spec 2.6) and the news lists and equal-height rows (2.6, 2.13) have templates with the
 * fixtures' markup.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../scripts/typo3/settings';
import { parseXliff } from '../../../scripts/xliff';
import { templates, typoScript, withoutComments } from './sources';

const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const language = (file: string): Map<string, string> =>
  parseXliff(read(`Resources/Private/Language/${file}`), file).units;

const LABELS = {
  cms: { en: language('cms.xlf'), de: language('de.cms.xlf') },
  locallang: { en: language('locallang.xlf'), de: language('de.locallang.xlf') },
} as const;
type LabelFile = keyof typeof LABELS;

const all = templates();
const rendered = all.map((source) => ({ ...source, text: withoutComments(source.text) }));

/** Every label a template asks for: `{cms}key`, `{ll}key` or a full `LLL:EXT:…/<file>.xlf:key`. */
function askedLabels(text: string): { file: LabelFile; key: string }[] {
  const byVariable = [...text.matchAll(/\{(ll|cms)\}([A-Za-z][\w.]*)(\{)?/g)]
    // A key built from a variable (map.theme.{theme}) is checked in tests/unit/map-markup.test.ts.
    .filter((match) => match[3] === undefined)
    .map((match) => ({
      file: match[1] === 'll' ? ('locallang' as const) : ('cms' as const),
      key: match[2] ?? '',
    }));
  const byPath = [
    ...text.matchAll(
      /LLL:EXT:site_frontend\/Resources\/Private\/Language\/(cms|locallang)\.xlf:([A-Za-z][\w.]*)/g,
    ),
  ].map((match) => ({ file: match[1] as LabelFile, key: match[2] ?? '' }));
  return [...byVariable, ...byPath];
}

/** fixtures/server/render.ts's CHROME table: token → German and English text. */
function chromeTexts(): Record<string, { de: string; en: string }> {
  const source = read('fixtures/server/render.ts');
  const block = /const CHROME[^=]*= \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/(\w+): \{ de: '([^']*)', en: '([^']*)' \}/g)].map((match) => [
      match[1] ?? '',
      { de: match[2] ?? '', en: match[3] ?? '' },
    ]),
  );
}

/** The label each `{{t:token}}` of fixtures/layout.html is in the templates. */
const TOKENS: Record<string, { file: LabelFile; key: string }> = {
  skip: { file: 'cms', key: 'chrome.skip' },
  logoAlt: { file: 'cms', key: 'chrome.logoAlt' },
  mainNav: { file: 'cms', key: 'chrome.mainNav' },
  languages: { file: 'cms', key: 'chrome.languages' },
  menu: { file: 'locallang', key: 'mobileMenu.burger' },
  contact: { file: 'cms', key: 'chrome.contact' },
  company: { file: 'cms', key: 'chrome.company' },
  about: { file: 'cms', key: 'chrome.about' },
  career: { file: 'cms', key: 'chrome.career' },
  press: { file: 'cms', key: 'chrome.press' },
  service: { file: 'cms', key: 'chrome.service' },
  locations: { file: 'cms', key: 'chrome.locations' },
  faq: { file: 'cms', key: 'chrome.faq' },
  followUs: { file: 'locallang', key: 'footer.followUs' },
  newTab: { file: 'locallang', key: 'common.opensInNewTab' },
  imprint: { file: 'cms', key: 'chrome.imprint' },
  privacy: { file: 'cms', key: 'chrome.privacy' },
};

/** A label's text as the page shows it: the company name (the setting) in place of `%s`. */
const shown = (text: string | undefined): string | undefined => text?.replace('%s', 'Beispiel AG');

describe('issue 26: the templates\u2019 texts come from XLIFF, in English and German', () => {
  it.each(all.map((source) => [source.file, source.text] as const))(
    '%s: every label it asks for exists in both languages',
    (_file, text) => {
      const missing = askedLabels(text).filter(
        ({ file, key }) => !(LABELS[file].en.has(key) && LABELS[file].de.has(key)),
      );
      expect(missing).toEqual([]);
    },
  );

  it('every {{t:…}} of fixtures/layout.html has its label, with the fixture\u2019s texts in both languages', () => {
    const tokens = [
      ...new Set([...read('fixtures/layout.html').matchAll(/\{\{t:(\w+)\}\}/g)].map((m) => m[1] ?? '')),
    ];
    expect(tokens.sort()).toEqual(Object.keys(TOKENS).sort());
    const chrome = chromeTexts();
    expect(Object.keys(chrome).sort()).toEqual(tokens.sort());
    for (const token of tokens) {
      const label = TOKENS[token];
      if (!label) throw new Error(`no label for {{t:${token}}}`);
      expect([
        token,
        shown(LABELS[label.file].en.get(label.key)),
        shown(LABELS[label.file].de.get(label.key)),
      ]).toEqual([token, chrome[token]?.en, chrome[token]?.de]);
    }
  });

  it('every chrome label is used by the page chrome (Layouts/Page.html, Partials/PageChrome/)', () => {
    const chrome = rendered
      .filter((source) => /Layouts\/Page\.html$|PageChrome\//.test(source.file))
      .flatMap((source) => askedLabels(source.text).map(({ file, key }) => `${file}:${key}`));
    const unused = Object.values(TOKENS)
      .map(({ file, key }) => `${file}:${key}`)
      .filter((label) => !chrome.includes(label));
    expect(unused).toEqual([]);
  });

  it('no template or TypoScript holds the chrome\u2019s German texts (nor the company name) itself', () => {
    const chrome = chromeTexts();
    const german = [
      ...Object.values(chrome)
        .filter(({ de, en }) => de !== en)
        .map(({ de }) => de.replace(/^Beispiel AG – /, '')),
      'Weiterlesen',
      'Technik für Energie',
      'Beispiel AG',
    ];
    // constants.typoscript holds the defaults (company.name = Beispiel AG), written from the set.
    const sources = [
      ...rendered,
      ...typoScript()
        .filter((source) => !source.file.endsWith('/constants.typoscript'))
        .map((source) => ({ ...source, text: source.text.replace(/^\s*#.*$/gm, '') })),
    ];
    const found = sources.flatMap((source) =>
      german
        .filter((word) =>
          new RegExp(`(?<![\\w/.-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`).test(
            source.text,
          ),
        )
        .map((word) => `${source.file}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it('the meta description of a page without its own is the fixture\u2019s sentence, in both languages', () => {
    const render = read('fixtures/server/render.ts');
    const sentence = (lang: 'en' | 'de'): string | undefined =>
      new RegExp(
        lang === 'en' ? /\? `\$\{meta\.title\}: ([^`]*)`/.source : /: `\$\{meta\.title\}: ([^`]*)`/.source,
      ).exec(render)?.[1];
    expect(LABELS.cms.en.get('meta.description')).toBe(sentence('en'));
    expect(LABELS.cms.de.get('meta.description')).toBe(sentence('de'));
    const setup = read('Configuration/TypoScript/setup.typoscript');
    expect(setup).toContain('{LLL:EXT:site_frontend/Resources/Private/Language/cms.xlf:meta.description}');
  });
});

const partial = (name: string): string => {
  const source = rendered.find(
    (template) => template.file === `Resources/Private/Partials/Content/${name}.html`,
  );
  if (!source) throw new Error(`Partials/Content/${name}.html is missing`);
  return source.text;
};

/**
 * The class names in a piece of HTML. A Fluid expression in a name is dropped: `news-list--{variant}`
 * becomes `news-list--`, which stands for every modifier (see `writes`).
 */
function classes(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) =>
        (match[1] ?? '')
          .replace(/\{[^}]*\}/g, '')
          .split(/\s+/)
          .filter((name) => name !== ''),
      ),
    ),
  ].sort();
}

/** Whether a template's classes include a fixture's class (`x--{variant}` writes every `x--…`). */
function writes(template: string[], name: string): boolean {
  const modifier = /^(.*--)[^-]/.exec(name)?.[1];
  return template.includes(name) || (modifier !== undefined && template.includes(modifier));
}

/** The fixture's element with this id, as text (to its matching closing tag). */
function fixtureElement(page: string, id: string): string {
  const html = read(`fixtures/pages/${page}`);
  const start = html.search(new RegExp(`<(\\w+)[^>]* id="${id}"`));
  const tag = /<(\w+)/.exec(html.slice(start))?.[1] ?? '';
  let depth = 0;
  const re = new RegExp(`<${tag}\\b|</${tag}>`, 'g');
  re.lastIndex = start;
  for (let match = re.exec(html); match; match = re.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, re.lastIndex);
  }
  throw new Error(`${page}: #${id} not found`);
}

describe('spec 2.6, 2.13: news and equal-height templates hold the fixtures\u2019 markup', () => {
  it('2.6 a news item writes its image only when it has one (no broken image)', () => {
    const item = partial('NewsItem');
    const img = item.indexOf('<img');
    const condition = item.lastIndexOf('<f:if condition="{item.image}">', img);
    expect(condition).toBeGreaterThan(-1);
    expect(item.indexOf('</f:if>', condition)).toBeGreaterThan(item.lastIndexOf('<img'));
    expect(partial('NewsCarousel')).toContain('partial="Content/NewsItem"');
    expect(partial('NewsCarousel')).not.toContain('<img');
  });

  it.each([
    ['home.html', 'c15', 'NewsList'],
    ['journal.html', 'c52', 'NewsList'],
    ['karriere.html', 'c41', 'NewsCarousel'],
  ])('2.6 %s #%s: %s with NewsItem writes every class the fixture has', (page, id, name) => {
    const template = `${partial(name)}\n${partial('NewsItem')}`;
    const missing = classes(fixtureElement(page, id)).filter((name) => !writes(classes(template), name));
    expect(missing).toEqual([]);
  });

  it('2.6 the lists that stay lists have no widget; the 3-column list is the variant "columns"', () => {
    expect(partial('NewsList')).not.toContain('data-sf-widget');
    expect(fixtureElement('journal.html', 'c52')).toContain('news-list--columns');
    expect(partial('NewsList')).toContain('news-list--{variant}');
  });

  it.each([
    ['home.html', 'c12'],
    ['unternehmen.html', 'c21'],
    ['unternehmen.html', 'c22'],
  ])('2.13 %s #%s: EqualHeightRow writes every class the fixture has', (page, id) => {
    const missing = classes(fixtureElement(page, id)).filter(
      (name) => !writes(classes(partial('EqualHeightRow')), name),
    );
    expect(missing).toEqual([]);
  });
});

describe('the content elements: TypoScript, TCA, FlexForm and labels agree', () => {
  const setup = read('Configuration/TypoScript/setup.typoscript');
  const tca = read('Configuration/TCA/Overrides/tt_content.php');
  const cTypes = [...setup.matchAll(/^tt_content\.(\w+) = FLUIDTEMPLATE$/gm)].map((match) => match[1] ?? '');

  it('the TypoScript renders the map and the place elements', () => {
    expect(cTypes).toEqual(['sitefrontend_map', 'sitefrontend_place']);
  });

  it.each(cTypes.map((cType) => [cType]))(
    '%s: registered in the TCA, with its template and labels',
    (cType) => {
      expect(tca).toContain(`'${cType}' => [`);
      const templateName = new RegExp(`^tt_content\\.${cType} \\{[\\s\\S]*?templateName = (\\w+)`, 'm').exec(
        setup,
      )?.[1];
      expect(all.map((source) => source.file)).toContain(
        `Resources/Private/Templates/Content/${templateName}.html`,
      );
      for (const key of [`ce.${cType}.title`, `ce.${cType}.description`])
        expect([key, LABELS.cms.en.has(key), LABELS.cms.de.has(key)]).toEqual([key, true, true]);
    },
  );

  it.each([['Map.xml'], ['Place.xml']])('FlexForms/%s: every label exists in English and German', (file) => {
    const missing = askedLabels(read(`Configuration/FlexForms/${file}`)).filter(
      ({ file: labels, key }) => !(LABELS[labels].en.has(key) && LABELS[labels].de.has(key)),
    );
    expect(missing).toEqual([]);
    expect(askedLabels(read(`Configuration/FlexForms/${file}`)).length).toBeGreaterThan(3);
  });
});
