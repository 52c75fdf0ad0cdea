/**
 * Info-window content (spec 3.4, 4.4): `infoWindowContent` is HTML or text from the CMS. HTML passes
 * through DOMPurify (no scripts, no event handlers, no `javascript:` URLs, no forms or frames); text
 * is shown as text. The result is a DOM node, never an HTML string handed to a provider.
 */
import DOMPurify from 'dompurify';

const LOOKS_LIKE_HTML = /<[a-z!/][^>]*>/i;

/**
 * CMS HTML made safe, as a fragment of `doc`: no scripts, event handlers, `javascript:` URLs, styles,
 * forms, frames, SVG or MathML. Links keep `target="_blank"` (DOMPurify drops `target` by default),
 * always with `rel="noopener noreferrer"`; any other target is removed (the page never navigates a
 * named or parent frame). Stable API: the lightbox's ajax content uses it too.
 */
export function sanitizeHtml(html: string, doc: Document = document): DocumentFragment {
  const clean = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
  for (const element of clean.querySelectorAll('[target]')) {
    if (element.localName === 'a' && element.getAttribute('target')?.trim().toLowerCase() === '_blank') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    } else {
      element.removeAttribute('target');
    }
  }
  return doc.importNode(clean, true);
}

export function infoContent(raw: string, title: string, doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  const wrapper = doc.createElement('div');
  wrapper.className = 'sf-map-info';
  const text = raw.trim();
  if (text === '') {
    const heading = doc.createElement('strong');
    heading.textContent = title;
    wrapper.append(heading);
  } else if (LOOKS_LIKE_HTML.test(text)) {
    wrapper.append(sanitizeHtml(text, doc));
  } else {
    const paragraph = doc.createElement('p');
    paragraph.textContent = text;
    wrapper.append(paragraph);
  }
  fragment.append(wrapper);
  return fragment;
}
