/**
 * A reader for the XLIFF 1.2 label files as TYPO3 writes them (`locallang.xlf` with `<source>`,
 * `de.locallang.xlf` with `<source>` and `<target>`). Only what those files use is supported.
 */
export interface XliffFile {
  sourceLanguage: string;
  targetLanguage: string | undefined;
  /** id → text: the `<target>` when the file has a target language, else the `<source>`. */
  units: Map<string, string>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    const entity = ENTITIES[name];
    if (entity === undefined) throw new Error(`unknown XML entity ${whole}`);
    return entity;
  });
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? undefined : decodeXml(match[1]);
}

function element(body: string, name: string): string | undefined {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(body);
  if (!match?.[1]) return undefined;
  const inner = match[1].replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1');
  return inner === match[1] ? decodeXml(inner) : inner;
}

export function parseXliff(xml: string, fileName: string): XliffFile {
  const fileTag = /<file\s[^>]*>/.exec(xml)?.[0];
  if (!fileTag) throw new Error(`${fileName}: no <file> element`);
  const sourceLanguage = attribute(fileTag, 'source-language');
  if (!sourceLanguage) throw new Error(`${fileName}: <file> has no source-language`);
  const targetLanguage = attribute(fileTag, 'target-language');
  const units = new Map<string, string>();
  for (const match of xml.matchAll(/<trans-unit\s([^>]*)>([\s\S]*?)<\/trans-unit>/g)) {
    const [, attributes = '', body = ''] = match;
    const id = attribute(` ${attributes}`, 'id');
    if (!id) throw new Error(`${fileName}: a <trans-unit> has no id`);
    if (units.has(id)) throw new Error(`${fileName}: trans-unit "${id}" is defined twice`);
    const text = element(body, targetLanguage ? 'target' : 'source');
    if (text === undefined) {
      throw new Error(`${fileName}: trans-unit "${id}" has no <${targetLanguage ? 'target' : 'source'}>`);
    }
    units.set(id, text);
  }
  return { sourceLanguage, targetLanguage, units };
}

/** The `{name}` placeholders of a label, sorted. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();
}

/**
 * Checks that the German file translates exactly the English units, with the same placeholders,
 * and returns both as plain objects.
 */
export function combine(
  english: XliffFile,
  german: XliffFile,
): { en: Record<string, string>; de: Record<string, string> } {
  const problems: string[] = [];
  for (const id of english.units.keys())
    if (!german.units.has(id)) problems.push(`"${id}" has no German target`);
  for (const id of german.units.keys())
    if (!english.units.has(id)) problems.push(`"${id}" is not in locallang.xlf`);
  for (const [id, text] of english.units) {
    const de = german.units.get(id);
    if (de !== undefined && placeholders(de).join() !== placeholders(text).join()) {
      problems.push(
        `"${id}": placeholders differ (${placeholders(text).join() || 'none'} / ${placeholders(de).join() || 'none'})`,
      );
    }
  }
  if (problems.length > 0) throw new Error(`Label files disagree:\n  ${problems.join('\n  ')}`);
  return { en: Object.fromEntries(english.units), de: Object.fromEntries(german.units) };
}
