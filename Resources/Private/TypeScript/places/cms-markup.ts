/**
 * The CMS markup a place widget stands in for, and how it leaves and comes back: out of the page
 * while the widget shows its own content (a removed element never counts as a layout shift in
 * Chromium; a hidden one can), back while the widget loads, waits for consent or has failed. The
 * details, search and UI Kit widgets share it.
 */

/** Every element child of the frame but the settings script. */
export function cmsMarkup(frame: HTMLElement): HTMLElement[] {
  return [...frame.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && child.tagName !== 'SCRIPT',
  );
}

/**
 * Removes `elements` when the widget shows its content; otherwise hands those that are out of the
 * page to `restore`, in their order, to put them back where the widget wants them.
 */
export function toggleCmsMarkup(
  elements: readonly HTMLElement[],
  shown: boolean,
  restore: (missing: HTMLElement[]) => void,
): void {
  if (shown) {
    for (const element of elements) element.remove();
    return;
  }
  const missing = elements.filter((element) => !element.isConnected);
  if (missing.length > 0) restore(missing);
}
