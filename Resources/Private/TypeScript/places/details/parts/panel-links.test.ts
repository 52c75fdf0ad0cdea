/** Spec 2.5 contacts and consumer alert: which addresses become links and which open a new tab. */
import { telHref, webLink } from './panel-links';

const ORIGIN = 'https://www.beispiel-ag.de';

describe('2.5 panel links', () => {
  it('2.5 an address on another site opens in a new tab and shows its host without www', () => {
    expect(webLink('https://www.beispiel.de/filialen?x=1', ORIGIN)).toEqual({
      href: 'https://www.beispiel.de/filialen?x=1',
      host: 'beispiel.de',
      external: true,
    });
  });

  it('2.5 an address on the page’s own origin (absolute or relative) does not open a new tab', () => {
    expect(webLink('https://www.beispiel-ag.de/kontakt', ORIGIN)).toEqual({
      href: 'https://www.beispiel-ag.de/kontakt',
      host: 'beispiel-ag.de',
      external: false,
    });
    expect(webLink('/hinweise', ORIGIN)?.external).toBe(false);
  });

  it('2.5 only http(s) addresses become links; null, empty and malformed ones do not', () => {
    expect(webLink(null, ORIGIN)).toBeNull();
    expect(webLink('', ORIGIN)).toBeNull();
    expect(webLink('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(webLink('mailto:info@beispiel.de', ORIGIN)).toBeNull();
    expect(webLink('http://[::1', ORIGIN)).toBeNull();
  });

  it('2.5 the phone link dials the international number without spaces, else the national one', () => {
    expect(telHref('+49 89 1234 567', '089 1234567')).toBe('tel:+49891234567');
    expect(telHref(null, '089 123\u00a04567')).toBe('tel:0891234567');
    expect(telHref(null, null)).toBeNull();
    expect(telHref(' ', null)).toBeNull();
  });
});
