/** Reads a carousel or slider frame's CMS markup: its slides and its accessible name. */

export interface SlideFrame {
  /** The element holding the slides (`[data-sf-slides]`); React renders into it. */
  list: HTMLElement;
  slides: HTMLElement[];
  /** The frame's heading text (via aria-labelledby or its first heading); empty when it has none. */
  label: string;
}

export function readSlideFrame(frame: HTMLElement): SlideFrame {
  const list = frame.querySelector<HTMLElement>('[data-sf-slides]');
  if (!list) throw new Error('no slide list ([data-sf-slides]) in the frame');
  const slides = [...list.children].filter((child) => child.tagName !== 'SCRIPT') as HTMLElement[];
  const labelledBy = frame.getAttribute('aria-labelledby');
  const heading = labelledBy
    ? frame.ownerDocument.getElementById(labelledBy)
    : frame.querySelector('h1, h2, h3, h4, h5, h6');
  return { list, slides, label: heading?.textContent.trim() ?? '' };
}
