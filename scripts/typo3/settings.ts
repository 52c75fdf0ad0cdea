/**
 * The site set's settings (Configuration/Sets/SiteFrontend/settings.definitions.yaml), read and
 * checked, and the TypoScript constants written from them for sites without the set
 * (Configuration/TypoScript/constants.typoscript). One source of truth for types and defaults:
 *
 *   npx ts-node scripts/typo3/constants.ts     rewrites constants.typoscript
 *
 * tests/unit/typo3/constants.test.ts fails when the committed file is not what this writes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

export const ROOT = path.join(__dirname, '../..');
export const DEFINITIONS_FILE = 'Configuration/Sets/SiteFrontend/settings.definitions.yaml';
export const CONSTANTS_FILE = 'Configuration/TypoScript/constants.typoscript';
/** The common prefix of every setting: the names of the old TypoScript constants. */
export const PREFIX = 'plugin.tx_sitefrontend.settings.';

/** The setting types of TYPO3 v13 (typo3/sysext/core/Classes/Settings/Type). */
export const SETTING_TYPES = ['string', 'text', 'int', 'number', 'bool', 'stringlist', 'color'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export interface Category {
  id: string;
  label: string;
  parent: string | undefined;
}

export interface Setting {
  key: string;
  label: string;
  description: string;
  category: string;
  type: SettingType;
  default: string | number | boolean;
  /** value → label, for a string setting with a fixed list of values. */
  enum: Record<string, string> | undefined;
}

export interface Definitions {
  categories: Category[];
  settings: Setting[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where}: expected a text`);
  return value;
}

/** Parses and checks the definitions: every setting typed, labelled, described and categorised. */
export function parseDefinitions(yaml: string): Definitions {
  const data = load(yaml);
  if (!isRecord(data) || !isRecord(data.categories) || !isRecord(data.settings)) {
    throw new Error(`${DEFINITIONS_FILE}: expected the maps "categories" and "settings"`);
  }
  const categories: Category[] = Object.entries(data.categories).map(([id, raw]) => {
    if (!isRecord(raw)) throw new Error(`category ${id}: expected a map`);
    const parent = raw.parent === undefined ? undefined : text(raw.parent, `category ${id}: parent`);
    return { id, label: text(raw.label, `category ${id}: label`), parent };
  });
  const categoryIds = new Set(categories.map((category) => category.id));
  for (const category of categories) {
    if (category.parent !== undefined && !categoryIds.has(category.parent))
      throw new Error(`category ${category.id}: unknown parent ${category.parent}`);
  }
  const settings: Setting[] = Object.entries(data.settings).map(([key, raw]) => {
    const where = `setting ${key}`;
    if (!isRecord(raw)) throw new Error(`${where}: expected a map`);
    if (!key.startsWith(PREFIX)) throw new Error(`${where}: expected the prefix ${PREFIX}`);
    const type = raw.type as SettingType;
    if (!SETTING_TYPES.includes(type)) throw new Error(`${where}: unknown type ${String(raw.type)}`);
    const category = text(raw.category, `${where}: category`);
    if (!categoryIds.has(category)) throw new Error(`${where}: unknown category ${category}`);
    const value = raw.default;
    const fits =
      type === 'bool'
        ? typeof value === 'boolean'
        : type === 'int'
          ? Number.isInteger(value)
          : type === 'number'
            ? typeof value === 'number'
            : typeof value === 'string';
    if (!fits) throw new Error(`${where}: default ${JSON.stringify(value)} is not a ${type}`);
    let options: Record<string, string> | undefined;
    if (raw.enum !== undefined) {
      if (!isRecord(raw.enum) || type !== 'string') throw new Error(`${where}: enum needs a string setting`);
      options = Object.fromEntries(
        Object.entries(raw.enum).map(([option, label]) => [option, text(label, `${where}: enum ${option}`)]),
      );
      if (!(String(value) in options)) throw new Error(`${where}: default is not one of the enum`);
    }
    return {
      key,
      label: text(raw.label, `${where}: label`),
      description: text(raw.description, `${where}: description`),
      category,
      type,
      default: value as Setting['default'],
      enum: options,
    };
  });
  return { categories, settings };
}

export function readDefinitions(root = ROOT): Definitions {
  return parseDefinitions(readFileSync(path.join(root, DEFINITIONS_FILE), 'utf8'));
}

/** A default as TypoScript writes it: booleans as 1/0, everything else as its text. */
export function typoScriptValue(value: Setting['default']): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** The Constant Editor's type of a setting (`cat=…; type=…`). */
function constantType(setting: Setting): string {
  if (setting.enum) {
    const options = Object.entries(setting.enum).map(
      ([value, label]) => `${label.replace(/[,=\]]/g, ' ')}=${value}`,
    );
    return `options[${options.join(',')}]`;
  }
  switch (setting.type) {
    case 'bool':
      return 'boolean';
    case 'int':
      return 'int';
    case 'color':
      return 'color';
    default:
      return 'string';
  }
}

/** The category's last part, lower-cased: `SiteFrontend.maps` → `maps` (a Constant Editor subcategory). */
function subcategory(id: string): string {
  return (id.split('.').pop() ?? id).toLowerCase();
}

/** Configuration/TypoScript/constants.typoscript as the definitions say it. */
export function renderConstants(definitions: Definitions): string {
  const lines = [
    '# ---------------------------------------------------------------------------------------------',
    '# site_frontend: constants, for sites that include the static TypoScript instead of the site set.',
    '#',
    `# GENERATED from ${DEFINITIONS_FILE} by scripts/typo3/constants.ts:`,
    '# do not edit; change the definitions and run `npx ts-node scripts/typo3/constants.ts`.',
    '# Sites with the set get the same names and defaults as site settings.',
    '# ---------------------------------------------------------------------------------------------',
    '',
    '# customcategory=sitefrontend=Site frontend',
    ...definitions.categories
      .filter((category) => category.parent !== undefined)
      .map((category) => `# customsubcategory=${subcategory(category.id)}=${category.label}`),
  ];
  const order = new Map<string, number>();
  for (const setting of definitions.settings) {
    const position = (order.get(setting.category) ?? 0) + 10;
    order.set(setting.category, position);
    // `;` separates the comment's fields in the Constant Editor.
    const label = `${setting.label}: ${setting.description}`.replace(/\s+/g, ' ').replace(/;/g, ',');
    lines.push(
      '',
      `# cat=sitefrontend/${subcategory(setting.category)}/${String(position).padStart(3, '0')}; type=${constantType(setting)}; label=${label}`,
      `${setting.key} = ${typoScriptValue(setting.default)}`.trimEnd(),
    );
  }
  lines.push(
    '',
    '# Language: there is deliberately no setting. The bundle takes the language of every visible text',
    '# from <html lang>, which TYPO3 writes from the site configuration\u2019s languages.',
    '',
  );
  return lines.join('\n');
}
