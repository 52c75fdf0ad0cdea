/**
 * Remote content in the lightbox (spec 2.2, 7.5): a link of type 'ajax' or 'iframe' may load only
 * from the page's own origin or an origin on the settings' allow-list.
 */
export function isAllowedRemote(href: string, pageUrl: string, allowList: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.origin === new URL(pageUrl).origin) return true;
  return allowList.some((allowed) => {
    try {
      return new URL(allowed).origin === url.origin;
    } catch {
      return false;
    }
  });
}
