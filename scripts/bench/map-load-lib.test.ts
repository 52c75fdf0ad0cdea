import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstScreenMap, mapResource, splitArrivals } from './map-load-lib';

const fixture = (name: string): string =>
  readFileSync(path.join(__dirname, '../../fixtures/pages', name), 'utf8');

describe('firstScreenMap', () => {
  test.each(['karte.html', 'karten-vergleich.html', 'standorte.html'])('%s opens with a map', (name) => {
    expect(firstScreenMap(fixture(name))).toBe(true);
  });

  test.each([
    ['home.html', 'no map block'],
    ['orte-suche.html', 'the map comes after three place widgets'],
    ['karte-einwilligung.html', 'the map waits for consent'],
    ['einwilligung-tool.html', 'the map waits for consent'],
    ['karte-fehler.html', 'the first block has a broken latitude and shows only its list'],
  ])('%s does not (%s)', (name) => {
    expect(firstScreenMap(fixture(name))).toBe(false);
  });

  test('a map block whose settings are not JSON does not count', () => {
    const html =
      '<section class="frame ce-map" id="sf-map-1"><script type="application/json" id="sf-map-settings-1">{</script></section>';
    expect(firstScreenMap(html)).toBe(false);
  });
});

describe('mapResource', () => {
  test.each([
    ['http://127.0.0.1:4000/osm/tiles/15/17437/11371.pbf', 'tile'],
    ['http://127.0.0.1:4000/osm/altstadt.pmtiles', 'tile'],
    ['http://127.0.0.1:4000/_assets/site_frontend/Map/glyphs/Noto%20Sans%20Regular/0-255.pbf', 'glyph'],
    ['http://127.0.0.1:4000/_assets/site_frontend/Map/sprite/poi@2x.png', 'sprite'],
    ['http://127.0.0.1:4000/_assets/site_frontend/Map/sprite/poi.json?v=1', 'sprite'],
    ['http://127.0.0.1:4000/osm/tiles.json', undefined],
    ['http://127.0.0.1:4000/karte.html', undefined],
  ])('%s is %s', (url, kind) => {
    expect(mapResource(url)).toBe(kind);
  });
});

describe('splitArrivals', () => {
  test('counts each kind before and after the first drawn frame', () => {
    const split = splitArrivals(
      [
        { kind: 'tile', at: 100 },
        { kind: 'tile', at: 250 },
        { kind: 'glyph', at: 150 },
        { kind: 'sprite', at: 200 },
      ],
      200,
    );
    expect(split).toEqual({
      tile: { before: 1, after: 1 },
      glyph: { before: 1, after: 0 },
      sprite: { before: 0, after: 1 },
    });
  });

  test('a map that never drew has everything before', () => {
    expect(splitArrivals([{ kind: 'tile', at: 5 }], Number.NaN).tile).toEqual({ before: 1, after: 0 });
  });
});
