/**
 * The Fluid templates are the markup contract an integrator copies (issue 13): every registered
 * widget has its frame in a template or partial under Resources/Private/, with the markers the
 * widget reads from the CMS markup.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { registry } from '../../Resources/Private/TypeScript/registry';
import { parseXliff } from '../../scripts/xliff';

const ROOT = path.join(__dirname, '../../Resources/Private');

function fluidFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return fluidFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const templates = ['Layouts', 'Templates', 'Partials'].flatMap((folder) =>
  fluidFiles(path.join(ROOT, folder)).map((file) => ({
    file: path.relative(ROOT, file),
    text: readFileSync(file, 'utf8'),
  })),
);

/** What a widget's Fluid markup must hold besides its hook: the markers the widget reads. */
const MARKERS: Record<string, readonly string[]> = {
  carousel: ['data-sf-slides'],
  'text-slider': ['data-sf-slides'],
  tabs: ['data-sf-tab-links', 'data-sf-tab-details'],
  gallery: ['data-sf-gallery-items', 'data-src', 'class="unloaded"', '--sf-ratio'],
  'news-filter': ['name="selectedcats"'],
  'footer-social': ['data-sf-footer-column', 'data-sf-social'],
  lightbox: ['data-fancybox'],
  map: ['id="sf-map-settings-{id}"', 'id="sf-map-canvas-{id}"', 'id="sf-map-list-{id}"', '--sf-map-height'],
};

describe('Fluid templates: every widget has its markup under Resources/Private/', () => {
  it.each(registry.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const hook =
      entry.hook.kind === 'attribute'
        ? `data-sf-widget="${entry.hook.value}"`
        : `id="${entry.hook.prefix ?? ''}{id}"`;
    const holding = templates.filter((template) => template.text.includes(hook));
    expect(holding.map((template) => template.file)).not.toEqual([]);
    const text = holding.map((template) => template.text).join('\n');
    const partials = templates.filter((template) =>
      text.includes(`partial="${template.file.replace(/^Partials\//, '').replace(/\.html$/, '')}"`),
    );
    const all = [text, ...partials.map((template) => template.text)].join('\n');
    for (const marker of MARKERS[entry.name] ?? [])
      expect([entry.name, all.includes(marker)]).toEqual([entry.name, true]);
  });
});

describe('Fluid templates: every label they ask for exists in English and German', () => {
  const label = (file: string) => [
    ...parseXliff(readFileSync(path.join(ROOT, 'Language', file), 'utf8'), file).units.keys(),
  ];
  const files: Partial<Record<string, { en: string[]; de: string[] }>> = {
    ll: { en: label('locallang.xlf'), de: label('de.locallang.xlf') },
    cms: { en: label('cms.xlf'), de: label('de.cms.xlf') },
  };

  it.each(templates.map((template) => [template.file, template.text] as const))('%s', (_file, text) => {
    const asked = [...text.matchAll(/\{(ll|cms)\}([A-Za-z.]+)(\{)?/g)]
      // A key built from a variable (map.theme.{theme}) is checked in map-markup.test.ts.
      .filter(([, , , variable]) => variable === undefined)
      .map(([, file, key]) => [file ?? '', key ?? ''] as const);
    const missing = asked.filter(
      ([file, key]) => !(files[file]?.en.includes(key) && files[file].de.includes(key)),
    );
    expect(missing).toEqual([]);
  });
});
