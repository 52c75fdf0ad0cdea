/**
 * Focus helpers shared by every dialog and trap (mobile menu, photo lightbox, consumer alert,
 * full-window autocomplete): one answer to "what can Tab reach here?" and where Tab goes at the ends.
 * Framework-free; the React side is useFocusTrap.ts.
 */

/** Everything that can take focus from the keyboard; the filter in `tabbables` removes the rest. */
const CANDIDATES =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, [tabindex]';

/** Whether the element is disabled (a disabled fieldset disables what it holds, as `:disabled` knows). */
function disabled(element: HTMLElement): boolean {
  try {
    return element.matches(':disabled');
  } catch {
    return element.hasAttribute('disabled');
  }
}

/**
 * The elements inside `container` that Tab reaches now, in document order: not disabled, not
 * tabindex -1, not inside a `hidden` or `inert` subtree (a collapsed submenu, an off-screen slide).
 */
export function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) => element.tabIndex >= 0 && !disabled(element) && !element.closest('[hidden], [inert]'),
  );
}

/**
 * Where Tab (or Shift+Tab) must go to stay inside the trap: the other end when focus is at an end
 * (or outside), else undefined to let the browser move on.
 */
export function wrapTarget(
  items: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | undefined {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return undefined;
  const index = active ? items.indexOf(active as HTMLElement) : -1;
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return undefined;
}

/**
 * The next (or previous) of a few elements, always, wrapping: for a cycle the browser's own order
 * does not give (the full-window autocomplete goes between its input and its close button only).
 */
export function cycleTarget(
  items: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | undefined {
  const count = items.length;
  if (count === 0) return undefined;
  const index = active ? items.indexOf(active as HTMLElement) : -1;
  if (index === -1) return backwards ? items[count - 1] : items[0];
  return items[(index + (backwards ? -1 : 1) + count) % count];
}
