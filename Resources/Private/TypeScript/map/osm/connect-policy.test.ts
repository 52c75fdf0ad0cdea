/**
 * Which hosts a block's map may ask: the page's origin and the configured map URLs' origins, and
 * where the page has a <meta> Content-Security-Policy, what its connect-src (else default-src) allows.
 */
import type { OsmConfig } from '../provider';
import { allows, connectPolicy, connectSources, refusalText, sourceAllows } from './connect-policy';

const PAGE = 'http://localhost/karte.html';
const config = (osm: Partial<OsmConfig>): OsmConfig =>
  ({ tiles: '', style: '', glyphs: '', sprite: '', ...osm }) as OsmConfig;

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta')) meta.remove();
});

function meta(content: string): void {
  const element = document.createElement('meta');
  element.setAttribute('http-equiv', 'Content-Security-Policy');
  element.setAttribute('content', content);
  document.head.append(element);
}

describe('the connect policy of a block', () => {
  test('allows the page and the origins of style, tiles, glyphs and sprite in the settings, nothing else', () => {
    const policy = connectPolicy(
      config({
        tiles: 'pmtiles://https://archive.example/bayern.pmtiles',
        glyphs: 'https://fonts.example/{fontstack}/{range}.pbf',
        sprite: 'https://icons.example/poi',
      }),
      document,
    );
    expect(policy.origins.sort()).toEqual(
      [
        'http://localhost',
        'https://archive.example',
        'https://fonts.example',
        'https://icons.example',
      ].sort(),
    );
    expect(allows(policy, 'https://fonts.example/Noto%20Sans/0-255.pbf')).toBe(true);
    expect(allows(policy, 'pmtiles://https://archive.example/bayern.pmtiles')).toBe(true);
    expect(allows(policy, '/osm/tiles/1/2/3.pbf')).toBe(true);
    expect(allows(policy, 'https://elsewhere.example/tiles/1/2/3.pbf')).toBe(false);
    expect(allows(policy, 'pmtiles://https://elsewhere.example/x.pmtiles')).toBe(false);
    // Nothing leaves for these.
    expect(allows(policy, 'data:application/json,{}')).toBe(true);
  });

  test("a site's own style: its origin is allowed, the hosts it names are not", () => {
    const policy = connectPolicy(config({ style: 'https://styles.example/{theme}.json' }), document);
    expect(allows(policy, 'https://styles.example/default.json')).toBe(true);
    expect(allows(policy, 'https://tiles.example/1/2/3.pbf')).toBe(false);
    expect(refusalText('https://tiles.example/1/2/3.pbf', policy)).toContain(
      'refused to connect to https://tiles.example: the Content-Security-Policy (connect-src) does not allow it',
    );
  });

  test('a <meta> policy narrows it further: the stricter wins', () => {
    meta("default-src 'self'; img-src *");
    const policy = connectPolicy(config({ tiles: 'https://tiles.example/{z}/{x}/{y}.pbf' }), document);
    expect(policy.meta).toEqual([["'self'"]]);
    expect(allows(policy, 'https://tiles.example/1/2/3.pbf')).toBe(false);
    expect(allows(policy, `${new URL(PAGE).origin}/osm/tiles/1/2/3.pbf`)).toBe(true);
    meta('connect-src https://*.example');
    const both = connectPolicy(config({ tiles: 'https://tiles.example/{z}/{x}/{y}.pbf' }), document);
    expect(both.meta).toHaveLength(2);
    expect(allows(both, 'https://tiles.example/1/2/3.pbf')).toBe(false);
  });

  test('reads connect-src before default-src, the first of a name only', () => {
    expect(connectSources("default-src 'none'; connect-src 'self' https://a.example")).toEqual([
      "'self'",
      'https://a.example',
    ]);
    expect(connectSources("connect-src 'self'; connect-src *")).toEqual(["'self'"]);
    expect(connectSources("img-src 'self'")).toBeUndefined();
  });

  test('source expressions match as CSP matches them', () => {
    const page = new URL('https://www.example.de/karte.html');
    const url = (value: string) => new URL(value);
    expect(sourceAllows("'self'", url('https://www.example.de/x'), page)).toBe(true);
    expect(sourceAllows("'self'", url('https://cdn.example.de/x'), page)).toBe(false);
    expect(sourceAllows("'none'", url('https://www.example.de/x'), page)).toBe(false);
    expect(sourceAllows('*', url('https://any.example/x'), page)).toBe(true);
    expect(sourceAllows('https:', url('https://any.example/x'), page)).toBe(true);
    expect(sourceAllows('https:', url('http://any.example/x'), page)).toBe(false);
    expect(sourceAllows('*.example.de', url('https://tiles.example.de/1.pbf'), page)).toBe(true);
    expect(sourceAllows('*.example.de', url('https://example.de/1.pbf'), page)).toBe(false);
    expect(sourceAllows('tiles.example.de:8443', url('https://tiles.example.de/1.pbf'), page)).toBe(false);
    expect(sourceAllows('tiles.example.de:*', url('https://tiles.example.de:8443/1.pbf'), page)).toBe(true);
    expect(sourceAllows('http://tiles.example.de', url('https://tiles.example.de/1.pbf'), page)).toBe(true);
    expect(
      sourceAllows('https://tiles.example.de/karten/', url('https://tiles.example.de/karten/1.pbf'), page),
    ).toBe(true);
    expect(
      sourceAllows('https://tiles.example.de/karten/', url('https://tiles.example.de/other/1.pbf'), page),
    ).toBe(false);
    expect(sourceAllows("'nonce-abc'", url('https://www.example.de/x'), page)).toBe(false);
  });
});
