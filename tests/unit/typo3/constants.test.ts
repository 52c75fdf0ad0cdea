/**
 * Issue 26: one source of truth for the settings' defaults. The site set's settings.definitions.yaml
 * declares them; Configuration/TypoScript/constants.typoscript (the static include, for sites without
 * sets) is written from it by scripts/typo3/constants.ts and must be what the script writes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONSTANTS_FILE,
  parseDefinitions,
  readDefinitions,
  renderConstants,
  ROOT,
  typoScriptValue,
} from '../../../scripts/typo3/settings';

const definitions = readDefinitions();

describe('the site set and the static include share their defaults', () => {
  it(`${CONSTANTS_FILE} is what scripts/typo3/constants.ts writes (run \`npx ts-node scripts/typo3/constants.ts\`)`, () => {
    expect(readFileSync(path.join(ROOT, CONSTANTS_FILE), 'utf8')).toBe(renderConstants(definitions));
  });

  it('every setting is typed, labelled, described and in one of the five categories', () => {
    const top = definitions.categories
      .filter((category) => category.parent !== undefined)
      .map((c) => c.label);
    expect(top).toEqual(['Maps', 'Places', 'Consent', 'Pages', 'Company']);
    for (const setting of definitions.settings) {
      expect([setting.key, setting.label.length > 0, setting.description.length > 20]).toEqual([
        setting.key,
        true,
        true,
      ]);
    }
  });

  it('the constants file sets each setting once, to its default', () => {
    const text = readFileSync(path.join(ROOT, CONSTANTS_FILE), 'utf8');
    for (const setting of definitions.settings) {
      const lines = text.split('\n').filter((line) => line.startsWith(`${setting.key} =`));
      expect(lines).toEqual([`${setting.key} = ${typoScriptValue(setting.default)}`.trimEnd()]);
    }
  });

  it('the engines default to empty (off), the company to Beispiel AG', () => {
    const defaults = Object.fromEntries(
      definitions.settings.map((setting) => [setting.key, setting.default]),
    );
    for (const engine of ['osmTiles', 'osmGeocoder', 'osmRouter', 'osmOverpass'])
      expect(defaults[`plugin.tx_sitefrontend.settings.maps.${engine}`]).toBe('');
    for (const engine of ['nominatim', 'photon'])
      expect(defaults[`plugin.tx_sitefrontend.settings.places.${engine}`]).toBe('');
    expect(defaults['plugin.tx_sitefrontend.settings.company.name']).toBe('Beispiel AG');
  });

  it('rejects a definition without a type, with a default of the wrong type or an unknown category', () => {
    const head =
      "categories:\n  A:\n    label: 'A'\nsettings:\n  plugin.tx_sitefrontend.settings.x:\n    label: 'X'\n    description: 'x'\n";
    expect(() => parseDefinitions(`${head}    category: A\n    default: ''\n`)).toThrow(/unknown type/);
    expect(() => parseDefinitions(`${head}    category: A\n    type: int\n    default: 'a'\n`)).toThrow(
      /not a int/,
    );
    expect(() => parseDefinitions(`${head}    category: B\n    type: string\n    default: ''\n`)).toThrow(
      /unknown category/,
    );
  });
});
