/**
 * `osm.tiles`: a {z}/{x}/{y} template, a TileJSON URL or a pmtiles:// archive, resolved against the
 * page; a bad value names the field. The default glyphs and sprite sit beside the bundle.
 */
import { againstPage, glyphsUrl, parseTileSource, publicBase, spriteUrl } from './tile-source';

const PAGE = 'https://www.example.de/standorte/karte.html';

describe('parseTileSource (osm.tiles)', () => {
  it('a template keeps its placeholders and becomes absolute', () => {
    expect(parseTileSource('/osm/tiles/{z}/{x}/{y}.pbf', PAGE)).toEqual({
      kind: 'template',
      tiles: 'https://www.example.de/osm/tiles/{z}/{x}/{y}.pbf',
    });
    expect(parseTileSource(' https://tiles.example.org/v4/{z}/{x}/{y}.mvt?key=1 ', PAGE)).toEqual({
      kind: 'template',
      tiles: 'https://tiles.example.org/v4/{z}/{x}/{y}.mvt?key=1',
    });
  });

  it('a URL without placeholders is a TileJSON', () => {
    expect(parseTileSource('../tiles.json', PAGE)).toEqual({
      kind: 'tilejson',
      url: 'https://www.example.de/tiles.json',
    });
  });

  it('pmtiles:// takes a relative or absolute archive URL', () => {
    expect(parseTileSource('pmtiles:///karten/bayern.pmtiles', PAGE)).toEqual({
      kind: 'pmtiles',
      url: 'pmtiles://https://www.example.de/karten/bayern.pmtiles',
      archive: 'https://www.example.de/karten/bayern.pmtiles',
    });
    expect(parseTileSource('pmtiles://https://cdn.example.org/de.pmtiles', PAGE)).toMatchObject({
      kind: 'pmtiles',
      archive: 'https://cdn.example.org/de.pmtiles',
    });
  });

  it('a bad value names the field and what was expected', () => {
    expect(() => parseTileSource('  ', PAGE)).toThrow('setting "osm.tiles" is empty');
    expect(() => parseTileSource('/tiles/{z}/{x}.pbf', PAGE)).toThrow(
      /setting "osm\.tiles" \("\/tiles\/\{z\}\/\{x\}\.pbf"\) is not a \{z\}\/\{x\}\/\{y\} tile URL.*needs all of \{z\}, \{x\} and \{y\}/,
    );
    expect(() => parseTileSource('pmtiles://ftp://example.org/a.pmtiles', PAGE)).toThrow(
      /osm\.tiles.*must be an http\(s\) URL/,
    );
  });
});

describe('glyphs and sprite', () => {
  afterEach(() => {
    delete (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__;
  });

  it('default to the self-hosted files beside the bundle (webpack public path)', () => {
    (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ =
      '/typo3conf/ext/site_frontend/Resources/Public/';
    expect(publicBase(PAGE)).toBe('https://www.example.de/typo3conf/ext/site_frontend/Resources/Public/');
    expect(glyphsUrl('', PAGE)).toBe(
      'https://www.example.de/typo3conf/ext/site_frontend/Resources/Public/Map/glyphs/{fontstack}/{range}.pbf',
    );
    expect(spriteUrl('', PAGE)).toBe(
      'https://www.example.de/typo3conf/ext/site_frontend/Resources/Public/Map/sprite/poi',
    );
  });

  it('osm.glyphs and osm.sprite point elsewhere; sprite "none" draws no icons', () => {
    expect(glyphsUrl('https://fonts.example.org/{fontstack}/{range}.pbf', PAGE)).toBe(
      'https://fonts.example.org/{fontstack}/{range}.pbf',
    );
    expect(glyphsUrl('/fonts/{fontstack}/{range}.pbf', PAGE)).toBe(
      'https://www.example.de/fonts/{fontstack}/{range}.pbf',
    );
    expect(spriteUrl('/sprites/site', PAGE)).toBe('https://www.example.de/sprites/site');
    expect(spriteUrl('none', PAGE)).toBe('');
  });
});

describe('againstPage (the worker that draws the map resolves a style’s URLs as the page would)', () => {
  const page = 'https://www.example.de/standorte/karte.html';
  test('a relative URL resolves against the page, not the worker’s script', () => {
    expect(againstPage('/fonts/Noto/0-255.pbf', page)).toBe('https://www.example.de/fonts/Noto/0-255.pbf');
    expect(againstPage('tiles/14/1/2.pbf', page)).toBe('https://www.example.de/standorte/tiles/14/1/2.pbf');
  });
  test('a URL with a scheme stays as it is: a pmtiles:// archive keeps the URL inside it', () => {
    const archive = 'pmtiles://https://www.example.de/osm/altstadt.pmtiles';
    expect(againstPage(archive, page)).toBe(archive);
    expect(againstPage('https://tiles.example.org/style.json', page)).toBe(
      'https://tiles.example.org/style.json',
    );
  });
});
