/**
 * The one policy for HTML that comes from the CMS or its server (spec 3.4, 4.4, 7.5): info-window
 * content of the maps and remote lightbox content both pass through here. DOMPurify removes
 * scripts, event handlers, `javascript:` URLs, styles, forms, frames, SVG and MathML. Links keep
 * `target="_blank"` (DOMPurify drops `target` by default), always with `rel="noopener noreferrer"`;
 * any other target is removed (the page never navigates a named or parent frame). Ids and names
 * get the prefix `user-content-`, so they never clash with the page's. The result is a DOM
 * fragment of `doc`, never an HTML string.
 */
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: string, doc: Document = document): DocumentFragment {
  const clean = DOMPurify.sanitize(html, {
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
  return doc === clean.ownerDocument ? clean : doc.importNode(clean, true);
}
