/**
 * The one policy for HTML that comes from the CMS or its server (spec 3.4, 4.4, 7.5): info-window
 * content of the maps and remote lightbox content both pass through here. DOMPurify removes
 * scripts, event handlers, `javascript:` URLs, styles, forms, frames, SVG and MathML; links that open
 * a new window get `rel="noopener noreferrer"`. The result is a DOM
 * fragment, never an HTML string.
 */
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: string): DocumentFragment {
  const clean = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
  for (const link of clean.querySelectorAll('a[target="_blank"]'))
    link.setAttribute('rel', 'noopener noreferrer');
  return clean;
}
