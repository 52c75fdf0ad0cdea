/** Focus helpers for the off-canvas dialog. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements inside `container` that a visitor can reach now (not in a hidden subtree). */
export function focusables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]'),
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
