/**
 * Links of the full panel (contacts, consumer alert): only http(s) addresses become links; an
 * address on another origin opens in a new tab (with the visually hidden suffix), one on the page's
 * own origin does not. Pure: the page's origin is an argument.
 */

export interface WebLink {
  href: string;
  /** The host name as shown, without a leading 'www.' ('beispiel.de'). */
  host: string;
  /** On another origin than the page: opens in a new tab. */
  external: boolean;
}

/** The link for an address, or null when it is missing or not an http(s) address. */
export function webLink(uri: string | null | undefined, pageOrigin: string): WebLink | null {
  if (!uri) return null;
  let url: URL;
  try {
    url = new URL(uri, pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { href: url.href, host: url.hostname.replace(/^www\./i, ''), external: url.origin !== pageOrigin };
}

/** The `tel:` address of a phone number: the international number (else the national one) without spaces. */
export function telHref(international: string | null, national: string | null): string | null {
  const number = (international ?? national ?? '').replace(/\s+/g, '');
  return number ? `tel:${number}` : null;
}
