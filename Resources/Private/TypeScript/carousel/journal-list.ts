/**
 * A journal section becomes a carousel only on the page with id p1 (spec 2.6, 9.4); elsewhere it
 * stays the CMS list. The registry asks this before loading anything (`final`), so such a page loads
 * neither React nor slick. Part of the entry: no imports, a few lines.
 */

/** The page on which a journal frame becomes a carousel. */
export const JOURNAL_PAGE_ID = 'p1';

/** The CMS page id (`<body data-page-id="p1">`, or the body's id). */
export function pageId(doc: Document): string {
  return doc.body.dataset.pageId ?? doc.body.id;
}

/** True (and the frame marked `data-sf-carousel="list"`) for a journal frame off the journal page. */
export function staysJournalList(frame: HTMLElement, rawSettings: unknown): boolean {
  const journal = (rawSettings as { variant?: unknown } | null)?.variant === 'journal';
  if (!journal || pageId(frame.ownerDocument) === JOURNAL_PAGE_ID) return false;
  frame.setAttribute('data-sf-carousel', 'list');
  return true;
}
