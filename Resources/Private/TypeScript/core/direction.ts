/** Whether an element is laid out right to left: its computed direction, or (jsdom computes none) the nearest `dir`. */
export function isRtl(element: Element): boolean {
  const computed = getComputedStyle(element).direction;
  if (computed) return computed === 'rtl';
  const dir = element.closest('[dir]')?.getAttribute('dir') ?? element.ownerDocument.dir;
  return dir.toLowerCase() === 'rtl';
}
