import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The element's own width in CSS pixels, kept current with a ResizeObserver (a card's layout follows
 * the card's width, not the window's). Null until measured, and where ResizeObserver is missing.
 */
export function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number | null] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (): void => setWidth(Math.round(element.getBoundingClientRect().width) || null);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
