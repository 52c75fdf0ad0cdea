/**
 * The one policy for HTML that comes from the CMS, its server or a map style: the maps' info-window
 * content, remote lightbox content and the map attributions all pass through here. DOMPurify removes
 * scripts, event handlers, `javascript:` URLs, styles, forms, frames, SVG and MathML. Links keep
 * `target="_blank"` (DOMPurify drops `target` by default), always with `rel="noopener noreferrer"`;
 * any other target is removed (the page never navigates a named or parent frame). Ids and names
 * get the prefix `user-content-`, so they never clash with the page's.
 *
 * The string is made quiet first (quiet-html.ts): Chromium reports an event handler or a style to
 * the page's Content-Security-Policy already when DOMPurify's inert document parses it, though
 * nothing runs there. Nothing here is parsed into the page itself: the result is a DOM fragment,
 * imported into `doc`, or markup that holds only what the policy keeps (`sanitizedMarkup`).
 */
import DOMPurify from 'dompurify';
import { quietHtml } from './quiet-html';

function purified(html: string): DocumentFragment {
  const clean = DOMPurify.sanitize(quietHtml(html), {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
    // An `id` or `name` of remote content could shadow the page's (`document.getElementById`,
    // named properties of `document` and forms): DOMPurify prefixes both with `user-content-`.
    SANITIZE_NAMED_PROPS: true,
  });
  for (const element of clean.querySelectorAll('[target]')) {
    if (element.localName === 'a' && element.getAttribute('target')?.trim().toLowerCase() === '_blank') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    } else {
      element.removeAttribute('target');
    }
  }
  return clean;
}

/** `html` sanitised, as a fragment of `doc`. */
export function sanitizeHtml(html: string, doc: Document = document): DocumentFragment {
  const clean = purified(html);
  return doc === clean.ownerDocument ? clean : doc.importNode(clean, true);
}

/**
 * `html` sanitised, as markup again: for a library that takes a string (MapLibre's attribution).
 * It holds no handler and no style, so parsing it reports nothing either.
 */
export function sanitizedMarkup(html: string): string {
  const clean = purified(html);
  const box = clean.ownerDocument.createElement('div');
  box.append(clean);
  return box.innerHTML;
}
