/** Tab blocks (2.9, 4.10): reading the CMS markup and the keyboard model, as plain functions. */
import { rovingIndex } from '../core/a11y/roving';

export interface TabBlock {
  /** The element holding both columns; React renders into it. */
  row: HTMLElement;
  linksClass: string;
  detailsClass: string;
  links: HTMLAnchorElement[];
  details: HTMLElement[];
  label: string;
}

export function readTabBlock(frame: HTMLElement): TabBlock {
  const linkColumn = frame.querySelector<HTMLElement>('[data-sf-tab-links]');
  const detailColumn = frame.querySelector<HTMLElement>('[data-sf-tab-details]');
  if (!linkColumn) throw new Error('no link column ([data-sf-tab-links]) in the block');
  if (!detailColumn) throw new Error('no detail column ([data-sf-tab-details]) in the block');
  const row = linkColumn.parentElement;
  if (!row || detailColumn.parentElement !== row) {
    throw new Error('the link column and the detail column must share one parent element');
  }
  const labelledBy = frame.getAttribute('aria-labelledby');
  const heading = labelledBy ? frame.ownerDocument.getElementById(labelledBy) : frame.querySelector('h2, h3');
  return {
    row,
    linksClass: linkColumn.className,
    detailsClass: detailColumn.className,
    links: [...linkColumn.querySelectorAll<HTMLAnchorElement>('a[href]')],
    details: [...detailColumn.children].filter((child) => child.tagName !== 'SCRIPT') as HTMLElement[],
    label: heading?.textContent.trim() ?? '',
  };
}

/** The nth link pairs with the nth detail text; the pairs that exist work. */
export function pairCount(links: number, details: number): number {
  return Math.min(links, details);
}

/** The warning for a block whose columns do not match, or undefined when they do. */
export function mismatchWarning(links: number, details: number): string | undefined {
  if (links === details) return undefined;
  return `the block has ${links} links but ${details} detail texts; only the first ${pairCount(links, details)} pairs are tabs`;
}

/**
 * WAI-ARIA tabs pattern: which tab a key moves to (wrapping, both arrow pairs, since the CMS block
 * may lay the links out in a row or a column), or undefined for other keys.
 */
export function keyTarget(key: string, current: number, count: number): number | undefined {
  return rovingIndex(key, current, count, { orientation: 'both', wrap: true }) ?? undefined;
}
