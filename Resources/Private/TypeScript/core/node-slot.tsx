/**
 * Shows CMS-rendered content inside a React tree: the slot's element receives a deep copy of the
 * given nodes. The CMS markup is the page's own (already parsed by the browser), so it is copied as
 * nodes, never re-parsed from strings; copies let carousels clone slides for looping.
 */
import { useLayoutEffect, useRef, type HTMLAttributes, type RefObject } from 'react';

export interface NodeSlotProps extends HTMLAttributes<HTMLElement> {
  nodes: readonly Node[];
  /** `span` where only phrasing content is allowed (inside a button). */
  as?: 'div' | 'span';
}

export function NodeSlot({ nodes, as: Tag = 'div', ...attributes }: NodeSlotProps) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.replaceChildren(...nodes.map((node) => node.cloneNode(true)));
    return () => {
      element.replaceChildren();
    };
  }, [nodes]);
  return Tag === 'span' ? (
    <span ref={ref} {...attributes} />
  ) : (
    <div ref={ref as RefObject<HTMLDivElement>} {...attributes} />
  );
}
