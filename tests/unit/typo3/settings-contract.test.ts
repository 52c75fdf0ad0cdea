/**
 * Issue 26: every setting of the site set is read by code, and nothing reads a setting that is not
 * declared. For each setting it names where it is declared, who reads it (TypoScript, templates,
 * PHP: found in the files, not listed by hand), the page JSON field it becomes and the bundle code
 * that reads that field. Documentation/typo3-settings.md is that table:
 *
 *   UPDATE_TYPO3_SETTINGS=1 npx jest --selectProjects unit --testPathPatterns tests/unit/typo3/settings-contract
 *
 * rewrites it; the test fails when the committed file is out of date.
 *
 * The PHP (Classes/DataProcessing/SiteConfigProcessor.php and friends) and the bundle's reader of
 * `#sf-maps-config` come from other branches of issue 26. Until Classes/ exists (the branches are
 * not merged yet), the reads only they make are listed as pending (one test names them); from then on
 * every one is required.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONSTANTS_FILE,
  DEFINITIONS_FILE,
  PREFIX,
  ROOT,
  readDefinitions,
  typoScriptValue,
  type Setting,
} from '../../../scripts/typo3/settings';
import { bundle, php, phpArrived, templates, typoScript, withoutComments } from './sources';

const DOC = 'Documentation/typo3-settings.md';
const TS_DIR = 'Resources/Private/TypeScript/';

/** A page JSON field a setting becomes, and the bundle module that reads it. */
interface Field {
  script: 'sf-places-config' | 'sf-maps-config';
  /** Dotted path in the script's JSON. */
  path: string;
  /** Relative to Resources/Private/TypeScript/. */
  bundle: string;
}

const maps = (fieldPath: string, module = 'map/settings.ts'): Field => ({
  script: 'sf-maps-config',
  path: fieldPath,
  bundle: module,
});
const places = (fieldPath: string, module = 'places/api.ts'): Field => ({
  script: 'sf-places-config',
  path: fieldPath,
  bundle: module,
});

/**
 * What each setting becomes in the page (SiteConfigProcessor writes it) and which bundle code reads
 * it. A map block's own settings (map/settings.ts, the same field names) override the page's
 * #sf-maps-config. A setting with no field here is for the templates only.
 */
const FIELDS: Record<string, Field[]> = {
  'maps.provider': [maps('provider')],
  'maps.apiKey': [maps('google.apiKey'), places('google.apiKey')],
  'maps.osmTiles': [maps('osm.tiles')],
  'maps.osmGlyphs': [maps('osm.glyphs')],
  'maps.osmSprite': [maps('osm.sprite')],
  'maps.osmGeocoder': [maps('osm.geocoder')],
  'maps.osmRouter': [maps('osm.router')],
  'maps.osmOverpass': [maps('osm.overpass'), places('osm.overpass')],
  'maps.googlePlaceNames': [maps('google.placeNames')],
  'places.source': [places('source')],
  'places.nominatim': [places('osm.nominatim')],
  'places.photon': [places('osm.photon')],
  'places.cmsMapsProvider': [places('cmsMapsProvider')],
  'places.googleRegion': [places('google.region')],
  'places.searchAreaLatitude': [places('osm.searchArea.center.lat')],
  'places.searchAreaLongitude': [places('osm.searchArea.center.lng')],
  'places.searchAreaRadius': [places('osm.searchArea.radius')],
  'consent.mode': [maps('consent.mode', 'core/consent.ts')],
  privacyPage: [maps('consent.privacyUrl')],
  'company.name': [places('companyName', 'places/site.ts')],
};

const definitions = readDefinitions();
const settings = definitions.settings;
const suffix = (setting: Setting): string => setting.key.slice(PREFIX.length);
const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ts = typoScript();
const fluid = templates().map((source) => ({ ...source, text: withoutComments(source.text) }));
/**
 * The templates whose `settings` are the site's: not the partials that take a frame's own settings
 * as an argument named `settings` (Gallery.html: `Arguments: … settings (…)`).
 */
const siteSettingsTemplates = templates()
  .filter((source) => !/Arguments:[^<]*\bsettings \(/.test(source.text))
  .map((source) => ({ ...source, text: withoutComments(source.text) }));
const phpFiles = php();
const tsModules = bundle();

/**
 * TypoScript that uses a constant for more than the plain copy into plugin.tx_sitefrontend.settings
 * (a processor's configuration, a stdWrap). The copy (`name = {$…}` inside the settings block)
 * only hands the value on, to the templates and processors that read `settings.`.
 */
function typoScriptReads(setting: Setting): string[] {
  const constant = `{$${setting.key}}`;
  return ts
    .filter((source) =>
      source.text.split('\n').some((line) => {
        if (!line.includes(constant)) return false;
        const last = escapeRe(suffix(setting).split('.').pop() ?? '');
        const copy = new RegExp(`^\\s*(?:[\\w.]+\\.)?${last}\\s*=\\s*${escapeRe(constant)}\\s*$`);
        return !copy.test(line);
      }),
    )
    .map((source) => source.file);
}

/** Templates that read `settings.<suffix>` (the copy's value) or the constant itself. */
function templateReads(setting: Setting): string[] {
  const read = new RegExp(`(?<![\\w.$])settings\\.${escapeRe(suffix(setting))}(?![\\w])`);
  return siteSettingsTemplates
    .filter((source) => read.test(source.text) || source.text.includes(`{$${setting.key}}`))
    .map((source) => source.file);
}

/**
 * PHP that reads the setting: by its full name ('plugin.tx_sitefrontend.settings.maps.osmTiles', the
 * site settings), by its name below the prefix ('maps.osmTiles'), or from the TypoScript copy
 * (['maps.']['osmTiles']: both parts quoted in the same file).
 */
function phpReads(setting: Setting): string[] {
  const parts = suffix(setting).split('.');
  const last = parts.pop() ?? '';
  const quoted = (text: string): RegExp => new RegExp(`['"]${escapeRe(text)}['"]`);
  return phpFiles
    .filter(
      (source) =>
        quoted(setting.key).test(source.text) ||
        quoted(suffix(setting)).test(source.text) ||
        (parts.length > 0 &&
          quoted(`${parts.join('.')}.`).test(source.text) &&
          quoted(last).test(source.text)) ||
        (parts.length === 0 && quoted(last).test(source.text) && /settings\./.test(source.text)),
    )
    .map((source) => source.file);
}

/** The bundle modules that read a field: the one named, and any that reads the page script itself. */
function bundleReads(field: Field): string[] {
  const segment = field.path.split('.').pop() ?? '';
  const word = new RegExp(`\\b${escapeRe(segment)}\\b`);
  return tsModules
    .filter(
      (source) =>
        word.test(source.text) &&
        (source.file === TS_DIR + field.bundle || source.text.includes(field.script)),
    )
    .map((source) => source.file.slice(TS_DIR.length));
}

function readers(setting: Setting): string[] {
  return [...new Set([...typoScriptReads(setting), ...templateReads(setting), ...phpReads(setting)])];
}

function markdownCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** A Markdown table aligned as prettier writes it (`npm run lint` checks the docs). */
function alignedTable(head: string[], rows: string[][]): string[] {
  const width = (text: string): number => text.length; // every character here is one column
  const widths = head.map((cell, column) =>
    Math.max(3, width(cell), ...rows.map((row) => width(row[column] ?? ''))),
  );
  const line = (cells: string[]): string =>
    `| ${cells.map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - width(cell))).join(' | ')} |`;
  return [line(head), line(widths.map((n) => '-'.repeat(n))), ...rows.map(line)];
}

function renderDoc(): string {
  const rows: string[][] = settings.map((setting) => {
    const fields = FIELDS[suffix(setting)] ?? [];
    const shownDefault = typoScriptValue(setting.default);
    const type = setting.enum ? `${setting.type} (${Object.keys(setting.enum).join(', ')})` : setting.type;
    return [
      `\`${suffix(setting)}\``,
      type,
      shownDefault === '' ? 'empty' : `\`${shownDefault}\``,
      `definitions (${setting.category.replace(/^SiteFrontend\./, '')}), constants`,
      readers(setting).join(', ') || (phpArrived() ? '(none)' : '(pending: Classes/, SiteConfigProcessor)'),
      fields.map((field) => `\`#${field.script}\` ${field.path}`).join(', ') || '(templates only)',
      fields.map((field) => field.bundle).join(', ') || '-',
    ].map(markdownCell);
  });
  const head = ['setting', 'type', 'default', 'declared in', 'read by', 'page JSON field', 'bundle code'];
  return [
    '# TYPO3 settings: declared, read, and where they end up',
    '',
    `Generated by tests/unit/typo3/settings-contract.test.ts (\`UPDATE_TYPO3_SETTINGS=1\`); do not edit.`,
    '',
    `Every setting is declared once, in \`${DEFINITIONS_FILE}\` (the site set: type, label, default),`,
    `and written from there into \`${CONSTANTS_FILE}\` for sites with the static include`,
    '(`npx ts-node scripts/typo3/constants.ts`). Its name is `plugin.tx_sitefrontend.settings.` +',
    'the name below; `{$…}` works with both. `setup.typoscript` copies every setting to',
    '`plugin.tx_sitefrontend.settings`, where the templates (`settings.…`) and the processors read it.',
    'An empty engine switches its feature off. "Read by" is found in the files; the page JSON field is',
    'what `SiteConfigProcessor` writes into the page, read by the bundle module named (under',
    '`Resources/Private/TypeScript/`); a map block\u2019s own settings override `#sf-maps-config`.',
    '',
    ...alignedTable(head, rows),
    '',
  ].join('\n');
}

describe('issue 26: the site set\u2019s settings contract', () => {
  it('every setting has its page JSON fields named here (or none: templates only)', () => {
    expect(settings.map(suffix).sort()).toEqual(Object.keys(FIELDS).sort());
  });

  it('every setting is copied to plugin.tx_sitefrontend.settings in setup.typoscript', () => {
    const setup = readFileSync(path.join(ROOT, 'Configuration/TypoScript/setup.typoscript'), 'utf8');
    expect(settings.filter((setting) => !setup.includes(`{$${setting.key}}`)).map(suffix)).toEqual([]);
  });

  it('every setting is read: by a template, by TypoScript beyond the copy, or by the PHP', () => {
    const unread = settings.filter((setting) => readers(setting).length === 0).map(suffix);
    if (phpArrived()) {
      expect(unread).toEqual([]);
    } else {
      // Before the PHP arrives, only the settings it alone reads may be unread.
      const phpOnly = unread.filter((name) => (FIELDS[name] ?? []).length > 0);
      expect(unread).toEqual(phpOnly);
    }
  });

  it('with Classes/: every setting with a page JSON field is read by the PHP', () => {
    if (!phpArrived()) return;
    const missing = settings
      .filter((setting) => (FIELDS[suffix(setting)] ?? []).length > 0 && phpReads(setting).length === 0)
      .map(suffix);
    expect(missing).toEqual([]);
  });

  it('nothing reads a setting that is not declared (TypoScript constants, templates, PHP)', () => {
    const declared = new Set(settings.map((setting) => setting.key));
    const constants = [...ts, ...fluid].flatMap((source) =>
      [...source.text.matchAll(/\{\$(plugin\.tx_sitefrontend\.[\w.]+)\}/g)].map((match) => match[1] ?? ''),
    );
    const templateSettings = siteSettingsTemplates.flatMap((source) =>
      [...source.text.matchAll(/(?<![\w.$])settings\.([A-Za-z][\w.]*\w)/g)].map(
        (match) => PREFIX + (match[1] ?? ''),
      ),
    );
    const phpStrings = phpFiles.flatMap((source) =>
      [...source.text.matchAll(/['"](plugin\.tx_sitefrontend\.settings\.[\w.]*\w)['"]/g)].map(
        (match) => match[1] ?? '',
      ),
    );
    const undeclared = [...new Set([...constants, ...templateSettings, ...phpStrings])].filter(
      (key) => !declared.has(key),
    );
    expect(undeclared).toEqual([]);
  });

  it('every key of the demo site (fixtures/site-settings.json) is declared, with a value of its type', () => {
    const demo = JSON.parse(readFileSync(path.join(ROOT, 'fixtures/site-settings.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const keys = Object.keys(demo).filter((key) => key !== '//');
    expect(keys.sort()).toEqual(settings.map((setting) => setting.key).sort());
    for (const setting of settings) {
      const value = demo[setting.key];
      const fits =
        setting.type === 'bool'
          ? typeof value === 'boolean'
          : setting.type === 'int'
            ? Number.isInteger(value)
            : setting.type === 'number'
              ? typeof value === 'number'
              : typeof value === 'string' && (!setting.enum || value in setting.enum);
      expect([setting.key, fits]).toEqual([setting.key, true]);
    }
  });

  it('the bundle code named for each page JSON field reads it', () => {
    const missing = settings.flatMap((setting) =>
      (FIELDS[suffix(setting)] ?? [])
        .filter((field) => bundleReads(field).length === 0)
        // The page-level maps configuration's own fields (consent.mode) come with the bundle branch.
        .filter((field) => phpArrived() || field.path !== 'consent.mode')
        .map((field) => `${suffix(setting)} -> #${field.script} ${field.path} (${field.bundle})`),
    );
    expect(missing).toEqual([]);
  });

  it('fixtures/layout.html writes the fields of #sf-places-config (and #sf-maps-config once it has one) from the demo settings', () => {
    const layout = readFileSync(path.join(ROOT, 'fixtures/layout.html'), 'utf8');
    const demo = JSON.parse(readFileSync(path.join(ROOT, 'fixtures/site-settings.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const json = (id: string): unknown => {
      const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(
        layout,
      );
      return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
    };
    const at = (value: unknown, dotted: string): unknown =>
      dotted
        .split('.')
        .reduce<unknown>(
          (node, part) =>
            typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
          value,
        );
    const wrong: string[] = [];
    for (const setting of settings) {
      for (const field of FIELDS[suffix(setting)] ?? []) {
        const page = json(field.script);
        if (page === undefined) {
          if (field.script === 'sf-places-config' || phpArrived()) wrong.push(`#${field.script} missing`);
          continue;
        }
        const value = at(page, field.path);
        // An empty setting may be left out of the page (the bundle's default is empty too).
        if (value === undefined && demo[setting.key] === '') continue;
        // Values the PHP converts (a page uid to a URL, a flag) are the PHP tests' business.
        const comparable = setting.type === 'string' || setting.type === 'number' || setting.type === 'int';
        if (
          value === undefined ||
          (comparable && field.path !== 'consent.privacyUrl' && value !== demo[setting.key])
        )
          wrong.push(`${suffix(setting)} -> #${field.script} ${field.path} = ${JSON.stringify(value)}`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });

  it(`${DOC} is this table (UPDATE_TYPO3_SETTINGS=1 rewrites it)`, () => {
    const file = path.join(ROOT, DOC);
    const written = renderDoc();
    if (process.env.UPDATE_TYPO3_SETTINGS === '1') writeFileSync(file, written);
    expect(readFileSync(file, 'utf8')).toBe(written);
  });
});
