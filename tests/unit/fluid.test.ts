/**
 * The Fluid templates are the markup contract an integrator copies (issue 13): every registered
 * widget has its frame in a template or partial under Resources/Private/, with the markers the
 * widget reads from the CMS markup.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { registry } from '../../Resources/Private/TypeScript/registry';

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
