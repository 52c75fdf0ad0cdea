import { readFileSync } from 'node:fs';
import path from 'node:path';
import { labels } from '../Resources/Private/TypeScript/core/labels.generated';
import { mapLabels } from '../Resources/Private/TypeScript/core/labels.map.generated';
import { placeLabels } from '../Resources/Private/TypeScript/core/labels.places.generated';
import { combine, decodeXml, parseXliff, placeholders, type XliffFile } from './xliff';

const LANGUAGE_DIR = path.join(__dirname, '..', 'Resources', 'Private', 'Language');

function xliff(fileAttributes: string, units: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file ${fileAttributes} datatype="plaintext" original="EXT:site_frontend/Resources/Private/Language/locallang.xlf">
    <header/>
    <body>
${units}
    </body>
  </file>
</xliff>`;
}

const english = (units: string) => xliff('source-language="en"', units);
const german = (units: string) => xliff('source-language="en" target-language="de"', units);

function file(units: Record<string, string>, targetLanguage?: string): XliffFile {
  return { sourceLanguage: 'en', targetLanguage, units: new Map(Object.entries(units)) };
}

describe('decodeXml()', () => {
  it('decodes the five named entities and numeric references', () => {
    expect(decodeXml('&lt;b&gt; &amp; &quot;x&quot; &apos;y&apos;')).toBe(`<b> & "x" 'y'`);
    expect(decodeXml('&#228;&#xE4;&#Xe4;&#x1F600;')).toBe('äää😀');
  });

  it('decodes once, not twice', () => {
    expect(decodeXml('&amp;lt;')).toBe('&lt;');
  });

  it('rejects an unknown entity', () => {
    expect(() => decodeXml('&nbsp;')).toThrow('unknown XML entity &nbsp;');
  });
});

describe('parseXliff()', () => {
  it('reads the <source> of each unit of an English file', () => {
    const parsed = parseXliff(
      english(`
      <trans-unit id="a.title" resname="a.title"><source>MENU</source></trans-unit>
      <trans-unit id="a.submenu"><source>Submenu {label}</source></trans-unit>`),
      'locallang.xlf',
    );
    expect(parsed.sourceLanguage).toBe('en');
    expect(parsed.targetLanguage).toBeUndefined();
    expect([...parsed.units]).toEqual([
      ['a.title', 'MENU'],
      ['a.submenu', 'Submenu {label}'],
    ]);
  });

  it('reads the <target> (not the <source>) of a German file, with attributes on the target', () => {
    const parsed = parseXliff(
      german(`
      <trans-unit id="a.title" resname="a.title">
        <source>MENU</source>
        <target state="translated">MENÜ</target>
      </trans-unit>`),
      'de.locallang.xlf',
    );
    expect(parsed.targetLanguage).toBe('de');
    expect(parsed.units.get('a.title')).toBe('MENÜ');
  });

  it('decodes entities in texts and ids, and keeps CDATA as written', () => {
    const parsed = parseXliff(
      english(`
      <trans-unit id="a&amp;b"><source>Tom &amp; Jerry &lt;3 &#8211; &quot;ok&quot;</source></trans-unit>
      <trans-unit id="cdata"><source><![CDATA[<b>&amp;</b>]]></source></trans-unit>`),
      'locallang.xlf',
    );
    expect(parsed.units.get('a&b')).toBe('Tom & Jerry <3 – "ok"');
    expect(parsed.units.get('cdata')).toBe('<b>&amp;</b>');
  });

  it('keeps inner whitespace and line breaks of a text', () => {
    const parsed = parseXliff(english('<trans-unit id="x"><source>a  b\nc</source></trans-unit>'), 'f');
    expect(parsed.units.get('x')).toBe('a  b\nc');
  });

  it('rejects a file without <file> or without source-language', () => {
    expect(() => parseXliff('<xliff></xliff>', 'empty.xlf')).toThrow('empty.xlf: no <file> element');
    expect(() => parseXliff(xliff('target-language="de"', ''), 'x.xlf')).toThrow(
      'x.xlf: <file> has no source-language',
    );
  });

  it('rejects a unit without id, a duplicate id, and a missing or empty text', () => {
    expect(() => parseXliff(english('<trans-unit resname="a"><source>A</source></trans-unit>'), 'f')).toThrow(
      'f: a <trans-unit> has no id',
    );
    expect(() =>
      parseXliff(
        english(
          '<trans-unit id="a"><source>A</source></trans-unit><trans-unit id="a"><source>B</source></trans-unit>',
        ),
        'f',
      ),
    ).toThrow('f: trans-unit "a" is defined twice');
    expect(() => parseXliff(german('<trans-unit id="a"><source>A</source></trans-unit>'), 'de.f')).toThrow(
      'de.f: trans-unit "a" has no <target>',
    );
    expect(() =>
      parseXliff(german('<trans-unit id="a"><source>A</source><target></target></trans-unit>'), 'de.f'),
    ).toThrow('de.f: trans-unit "a" has no <target>');
    expect(() => parseXliff(english('<trans-unit id="a"><source/></trans-unit>'), 'f')).toThrow(
      'f: trans-unit "a" has no <source>',
    );
  });
});

describe('placeholders()', () => {
  it('lists the {name} placeholders once each, sorted', () => {
    expect(placeholders('{total}: {number} of {total}')).toEqual(['number', 'total']);
    expect(placeholders('Go to image %d')).toEqual([]);
    expect(placeholders('{not closed')).toEqual([]);
  });
});

describe('combine(): the German file must translate exactly the English one', () => {
  it('returns both languages as plain objects', () => {
    expect(combine(file({ a: 'Menu', b: '{n} of {t}' }), file({ a: 'Menü', b: '{t}: {n}' }, 'de'))).toEqual({
      en: { a: 'Menu', b: '{n} of {t}' },
      de: { a: 'Menü', b: '{t}: {n}' },
    });
  });

  it('rejects a key missing in German and a German key missing in English, naming each', () => {
    const call = () => combine(file({ a: 'A', b: 'B' }), file({ a: 'A', c: 'C' }, 'de'));
    expect(call).toThrow('Label files disagree');
    expect(call).toThrow('"b" has no German target');
    expect(call).toThrow('"c" is not in locallang.xlf');
  });

  it('rejects a placeholder mismatch, naming the key and both sets', () => {
    expect(() => combine(file({ s: 'Submenu {label}' }), file({ s: 'Untermenü {name}' }, 'de'))).toThrow(
      '"s": placeholders differ (label / name)',
    );
    expect(() => combine(file({ s: '{n} of {t}' }), file({ s: '{n} von' }, 'de'))).toThrow(
      '"s": placeholders differ (n,t / n)',
    );
    expect(() => combine(file({ s: 'Next' }), file({ s: 'Weiter {x}' }, 'de'))).toThrow(
      '"s": placeholders differ (none / x)',
    );
  });

  it('lists every problem at once, one a line', () => {
    let message = '';
    try {
      combine(file({ a: '{x}', b: 'B' }), file({ a: '{y}', c: 'C' }, 'de'));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Label files disagree:',
      '  "b" has no German target',
      '  "c" is not in locallang.xlf',
      '  "a": placeholders differ (x / y)',
    ]);
  });
});

describe('the real label files Resources/Private/Language/{,de.}locallang.xlf', () => {
  const read = (name: string) => readFileSync(path.join(LANGUAGE_DIR, name), 'utf8');
  const en = parseXliff(read('locallang.xlf'), 'locallang.xlf');
  const de = parseXliff(read('de.locallang.xlf'), 'de.locallang.xlf');
  // The German file's <source> texts, read by parsing it as if it had no target language.
  const deSources = parseXliff(
    read('de.locallang.xlf').replace(/\starget-language="[^"]*"/, ''),
    'de.locallang.xlf',
  );

  it('declare English as the source and German as the target', () => {
    expect(en.sourceLanguage).toBe('en');
    expect(en.targetLanguage).toBeUndefined();
    expect(de.sourceLanguage).toBe('en');
    expect(de.targetLanguage).toBe('de');
  });

  it('have the same keys', () => {
    expect([...de.units.keys()].sort()).toEqual([...en.units.keys()].sort());
  });

  it('have the same placeholders in every unit', () => {
    const differing = [...en.units]
      .filter(([id, text]) => placeholders(de.units.get(id) ?? '').join() !== placeholders(text).join())
      .map(([id]) => id);
    expect(differing).toEqual([]);
  });

  it('have a non-empty German target and English source for every unit', () => {
    const empty = [...en.units.keys()].filter(
      (id) => (de.units.get(id) ?? '').trim() === '' || (en.units.get(id) ?? '').trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it("repeat the English source in the German file's <source> (the TYPO3 convention)", () => {
    const stale = [...en.units].filter(([id, text]) => deSources.units.get(id) !== text).map(([id]) => id);
    expect(stale).toEqual([]);
  });

  it('pass combine(), and the generated labels modules are up to date with them: every unit in one group', () => {
    const combined = combine(en, de);
    expect({
      en: { ...labels.en, ...placeLabels.en, ...mapLabels.en },
      de: { ...labels.de, ...placeLabels.de, ...mapLabels.de },
    }).toEqual(combined);
    // The place widgets' and the map's labels are groups of their own (their own chunks); no key
    // is in two groups; the shared group keeps only the map labels other widgets show too.
    const shared = Object.keys(labels.en);
    expect(shared.filter((key) => key in placeLabels.en || key in mapLabels.en)).toEqual([]);
    expect(Object.keys(placeLabels.en).every((key) => /^places?\./.test(key))).toBe(true);
    expect(Object.keys(mapLabels.en).every((key) => key.startsWith('map.'))).toBe(true);
    expect(shared.filter((key) => key.startsWith('map.')).sort()).toEqual([
      'map.always',
      'map.consentGoogle',
      'map.phone.call',
      'map.phone.label',
      'map.privacy',
      'map.route.apple',
      'map.route.geo',
      'map.route.google',
      'map.route.label',
      'map.route.osm',
      'map.route.to',
    ]);
  });
});
