/**
 * A review's text as paragraphs (spec 2.5 'text split into paragraphs'), pure: a blank line (only
 * white space between two line breaks) ends a paragraph; single line breaks stay inside it (CSS
 * keeps them with white-space: pre-line). Empty paragraphs are dropped.
 */
export function reviewParagraphs(text: string | null): string[] {
  if (text === null) return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
