/** Issue 25 (5g): the one schema for "an absolute http(s) URL or a same-site path". */
import { isWebUrl, webUrl } from './url-schema';

describe('webUrl: an absolute http(s) URL or a path on this site', () => {
  it.each([
    ['/pfad/bild.jpg'],
    ['/'],
    ['/kontakt.html?betreff=foto#form'],
    // An encoded backslash stays part of the path: the browser does not decode it into a separator.
    ['/%5Chost'],
    ['https://www.example.org/bewertungen'],
    ['http://example.org'],
    ['HTTPS://example.org/'],
  ])('accepts %p', (value) => {
    expect(isWebUrl(value)).toBe(true);
    expect(webUrl().parse(value)).toEqual({ ok: true, value });
  });

  it.each([
    ['//evil.example', 'protocol-relative: another host'],
    ['//evil.example/pfad', 'protocol-relative with a path'],
    ['/\\evil.example', 'browsers read /\\ like //'],
    ['/\t/evil.example', 'the URL parser drops the tab: //evil.example'],
    ['/\n/evil.example', 'the URL parser drops the line break'],
    ['javascript:alert(1)', 'a script'],
    ['JavaScript:alert(1)', 'a script, any case'],
    [' https://example.org', 'leading whitespace before the scheme'],
    ['\u0000https://example.org', 'a control character before the scheme'],
    ['ht\ttps://example.org', 'a tab in the scheme'],
    ['data:text/html,<p>x</p>', 'another scheme'],
    ['pfad/bild.jpg', 'a relative path'],
    ['', 'nothing'],
  ])('refuses %p (%s), naming the field and what it expects', (value) => {
    expect(isWebUrl(value)).toBe(false);
    expect(webUrl().parse(value, 'reviewPolicyUrl')).toEqual({
      ok: false,
      issue: {
        path: 'reviewPolicyUrl',
        expected: expect.stringContaining('https://') as unknown,
        got: value,
      },
    });
  });

  it('admits one more form where asked (a Google photo name), and refuses what is no string', () => {
    const src = webUrl({ also: /^places\/[^/]+\/photos\/[^/]+$/, describe: 'an image URL or a photo name' });
    expect(src.parse('places/ChIJx/photos/abc').ok).toBe(true);
    expect(src.parse('//evil.example/x.jpg')).toMatchObject({
      ok: false,
      issue: { expected: 'an image URL or a photo name' },
    });
    expect(webUrl().parse(42, 'uri')).toMatchObject({ ok: false, issue: { path: 'uri', got: 42 } });
  });
});
