/**
 * Remote content in the lightbox (spec 2.2, 7.5): a link of type 'ajax' or 'iframe' may load only
 * from the page's own origin or an origin on the allow-list of its own frame (`remoteOrigins` of the
 * lightbox frame that contains it; none for any other link). Content loaded with `data-type="ajax"`
 * passes through the same HTML policy as the maps' info windows (`core/sanitize.ts`).
 */
import { fetchText, REQUEST_TIMEOUT_SECONDS } from '../core/http';

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

const frameOrigins = new WeakMap<Element, readonly string[]>();

/** Records the allow-list of a frame; its links (and only they) obey it. */
export function setFrameOrigins(frame: Element, origins: readonly string[]): void {
  frameOrigins.set(frame, [...origins]);
}

/** The allow-list of the nearest frame around `link` that has one; none outside such a frame. */
export function originsFor(link: Element): readonly string[] {
  for (let element = link.parentElement; element; element = element.parentElement) {
    const origins = frameOrigins.get(element);
    if (origins) return origins;
  }
  return [];
}

/**
 * Fetches remote HTML for the lightbox and returns it sanitised. Rejects on a network error, no
 * answer within 10 s (the slide then shows the German error), an answer other than 2xx, and when
 * `signal` aborts.
 */
export async function loadRemote(href: string, signal?: AbortSignal): Promise<DocumentFragment> {
  const url = new URL(href, window.location.href);
  // Marked as an XHR like Fancybox's own request, but only towards the own origin: elsewhere the
  // header would need a CORS preflight that a partner's server may not answer.
  const sameOrigin = url.origin === window.location.origin;
  const fetched = await fetchText(url.href, {
    signal,
    timeoutMs: REQUEST_TIMEOUT_SECONDS * 1000,
    init: {
      credentials: 'same-origin',
      headers: sameOrigin ? { 'X-Requested-With': 'XMLHttpRequest' } : {},
    },
  });
  if (!fetched.ok) throw new Error(`${fetched.detail}: ${href}`);
  if (fetched.httpStatus < 200 || fetched.httpStatus > 299)
    throw new Error(`HTTP ${String(fetched.httpStatus)}: ${href}`);
  // DOMPurify loads with the first remote content, not with every image gallery's lightbox.
  const { sanitizeHtml } = await import(/* webpackChunkName: "sanitize" */ '../core/sanitize');
  return sanitizeHtml(fetched.text);
}
