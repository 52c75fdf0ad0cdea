/**
 * The one HTML policy (info windows, lightbox remote content, map attributions): what it keeps and
 * what it removes; remote HTML cannot take the page's ids or names (DOMPurify's named-property
 * sanitising prefixes them with `user-content-`); and no parser it uses is handed an event handler
 * or a style, which Chromium would report to the page's Content-Security-Policy.
 */
import { sanitizedMarkup, sanitizeHtml } from './sanitize';

// eslint-disable-next-line @typescript-eslint/unbound-method -- called with its parser below
const originalParse = DOMParser.prototype.parseFromString;

const html = (fragment: DocumentFragment): string => {
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
};

describe('sanitizeHtml', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  test.each([
    ['<div id="sf-places-config">x</div>', 'id', 'user-content-sf-places-config'],
    ['<img src="a.png" alt="" name="login">', 'name', 'user-content-login'],
    ['<a href="/x" id="cookie">x</a>', 'id', 'user-content-cookie'],
    ['<p id="sf-map-settings-11">x</p>', 'id', 'user-content-sf-map-settings-11'],
    ['<a href="/y" name="body">y</a>', 'name', 'user-content-body'],
  ])('%s keeps its %s only with the prefix: %s', (source, attribute, value) => {
    const element = sanitizeHtml(source).firstElementChild;
    expect(element?.getAttribute(attribute)).toBe(value);
  });

  test('content inserted before the page’s elements takes none of their ids or names', () => {
    document.body.innerHTML =
      '<main></main><script type="application/json" id="sf-places-config">{}</script><p id="x">page</p>';
    const content = sanitizeHtml(
      '<div id="sf-places-config">fake</div><img src="a.png" alt="" name="login"><form id="x"><input name="y"></form><b id="x">fake</b>',
    );
    document.querySelector('main')?.append(content);
    // In tree order, as a browser's getElementById answers (jsdom's answers by insertion).
    expect(document.querySelector('#sf-places-config')?.localName).toBe('script');
    expect(document.querySelector('#x')?.textContent).toBe('page');
    expect(document.getElementsByName('login')).toHaveLength(0);
    expect(document.querySelector('main form, main input')).toBeNull();
  });

  test('an id that already has the prefix is kept as it is', () => {
    expect(sanitizeHtml('<p id="user-content-a">a</p>').firstElementChild?.id).toBe('user-content-a');
  });

  test('the info window markup of the fixtures stays intact', () => {
    expect(
      html(
        sanitizeHtml(
          '<p><strong>Zentrale</strong><br>Marienplatz 1</p><p><a href="tel:+498912345670">+49 89</a> <a href="https://example.org/" target="_blank">Web</a></p>',
        ),
      ),
    ).toBe(
      '<p><strong>Zentrale</strong><br>Marienplatz 1</p><p><a href="tel:+498912345670">+49 89</a> <a href="https://example.org/" target="_blank" rel="noopener noreferrer">Web</a></p>',
    );
  });

  test.each([
    [
      '<p>Kundenbüro</p><img src="data:,x" alt="" onerror="alert(1)">',
      '<p>Kundenbüro</p><img src="data:,x" alt="">',
    ],
    ['<script>alert(2)</script><a href="javascript:alert(3)">Link</a>', '<a>Link</a>'],
    ['<p style="color:red" onclick="a()">x</p><style>p{}</style>', '<p>x</p>'],
    ['<form action="/x"><input name="q"><button>Los</button></form>', 'Los'],
    ['<iframe src="https://example.org/"></iframe><svg onload="a()"><circle/></svg>', ''],
    ['<a href="/x" target="top">x</a>', '<a href="/x">x</a>'],
    ['<p data-id="1" title="Titel">x</p>', '<p title="Titel">x</p>'],
    [
      '<ul><li><em>a</em></li></ul><table><tbody><tr><td>b</td></tr></tbody></table>',
      '<ul><li><em>a</em></li></ul><table><tbody><tr><td>b</td></tr></tbody></table>',
    ],
  ])('%s becomes %s', (source, kept) => {
    expect(html(sanitizeHtml(source))).toBe(kept);
  });

  test('no parser is handed an event handler, a style attribute or a style element', () => {
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
    const parsed: string[] = [];
    parse.mockImplementation(function (this: DOMParser, markup: string, type: DOMParserSupportedType) {
      parsed.push(markup);
      return originalParse.call(this, markup, type);
    });
    try {
      html(
        sanitizeHtml('<p>a</p><img src=x onerror="alert(1)"><p style="color:red">b</p><style>p{}</style>'),
      );
      sanitizedMarkup(
        '<img src=x onerror=alert(1)>© <a href="https://www.openstreetmap.org/copyright">OSM</a>',
      );
    } finally {
      parse.mockRestore();
    }
    expect(parsed.length).toBeGreaterThan(0);
    for (const markup of parsed) expect(markup).not.toMatch(/onerror|style/i);
  });

  test('attribution markup keeps its links and text, without anything that runs', () => {
    expect(
      sanitizedMarkup(
        '<img src=x onerror="alert(1)">© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap-Mitwirkende</a> <script>alert(2)</script>',
      ),
    ).toBe('<img src="x">© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap-Mitwirkende</a> ');
  });
});
