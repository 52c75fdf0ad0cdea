/**
 * @jest-environment node
 *
 * Every source layer, kind, kind_detail and property the bundle's style reads (every theme, German
 * and English labels, with and without icons) exists in the Protomaps basemap schema v4 as
 * `@protomaps/basemaps` and its published layer tables define it (schema.ts); and the list the
 * server project checks the demo's tiles against (protomaps-schema-v4.json) is up to date.
 * `UPDATE_STYLE_SCHEMA=1 npx jest --selectProjects unit --testPathPatterns tests/recorded/style` rewrites it
 * (then `npx prettier --write` it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BLACK, DARK, GRAYSCALE, LIGHT, WHITE, layers } from '@protomaps/basemaps';
import basemapsPackage from '@protomaps/basemaps/package.json';
import { buildStyle } from '../../../Resources/Private/TypeScript/map/osm/style';
import { THEMES } from '../../../Resources/Private/TypeScript/map/themes';
import { mergeReads, readsOf, type Reads } from './reads';
import { composeSchema, outsideSchema, SCHEMA_FILE, type Schema } from './schema';
import { STYLE_EXTENSIONS } from './extensions';

const ROOT = path.join(__dirname, '..', '..', '..');

function packageReads(): Reads {
  const flavours = [LIGHT, DARK, WHITE, GRAYSCALE, BLACK];
  return mergeReads(
    ...['de', 'en'].map((lang) =>
      readsOf(flavours.flatMap((flavour) => layers('protomaps', flavour, { lang }))),
    ),
  );
}

function styleReads(): Reads {
  const all = THEMES.flatMap((theme) =>
    ['de', 'en'].flatMap((language) =>
      ['http://127.0.0.1/Map/sprite/poi', ''].map((sprite) =>
        readsOf(
          buildStyle(theme, {
            tiles: { tiles: ['http://127.0.0.1/osm/tiles/{z}/{x}/{y}.pbf'] },
            glyphs: 'http://127.0.0.1/Map/glyphs/{fontstack}/{range}.pbf',
            sprite,
            maxZoom: 15,
            language,
          }).layers,
        ),
      ),
    ),
  );
  return mergeReads(...all);
}

const schema = composeSchema(`@protomaps/basemaps@${basemapsPackage.version}`, packageReads());

describe('the map style against the Protomaps basemap schema v4', () => {
  it(`${SCHEMA_FILE} is the list composed from @protomaps/basemaps and the published tables`, () => {
    const file = path.join(ROOT, SCHEMA_FILE);
    const text = `${JSON.stringify(schema, null, 2)}\n`;
    if (process.env.UPDATE_STYLE_SCHEMA) writeFileSync(file, text);
    expect(JSON.parse(readFileSync(file, 'utf8')) as Schema).toEqual(schema);
  });

  it('the package part is derived, not empty: its layers read the kinds of every drawn layer', () => {
    const derived = packageReads();
    expect(Object.keys(derived)).toEqual(
      expect.arrayContaining(['buildings', 'landuse', 'places', 'pois', 'roads', 'water']),
    );
    expect(derived.roads?.kinds).toEqual(
      expect.arrayContaining(['highway', 'major_road', 'minor_road', 'path']),
    );
  });

  it('every layer, kind, kind_detail and property the style reads is in the schema (but the named extensions)', () => {
    const reads = styleReads();
    const { missing, passThrough } = outsideSchema(schema, reads);
    expect(missing).toEqual([]);
    // The named extensions are read, and only as pois kinds outside the lists.
    for (const extension of STYLE_EXTENSIONS) expect(passThrough).toContain(extension.kind);
    // pois kinds are raw OSM values (Pois.java's fromTag rules; the docs: "some raw OSM tag values are
    // passed through"): the ones the style reads beyond the listed kinds, the extensions aside.
    console.log(
      `style reads: ${Object.entries(reads)
        .map(
          ([layer, r]) =>
            `${layer} ${r.kinds.length} kinds/${r.kind_details.length} details/${r.properties.length} properties`,
        )
        .join(
          '; ',
        )}; pois kinds outside the listed ones (OSM values passed through): ${passThrough.length}: ${passThrough.join(' ')}`,
    );
  });
});
