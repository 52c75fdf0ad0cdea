/**
 * Info-window content (spec 3.4, 4.4): `infoWindowContent` is HTML or text from the CMS. HTML passes
 * through DOMPurify (no scripts, no event handlers, no `javascript:` URLs, no forms or frames); text
 * is shown as text. The result is a DOM node, never an HTML string handed to a provider. Issue 29:
 * `extra` (the route links, built from the location's own data) follows the CMS content.
 */
import { sanitizeHtml } from '../core/sanitize';

const LOOKS_LIKE_HTML = /<[a-z!/][^>]*>/i;

export function infoContent(
  raw: string,
  title: string,
  doc: Document = document,
  extra?: Node,
): DocumentFragment {
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
  if (extra) wrapper.append(extra);
  fragment.append(wrapper);
  return fragment;
}
