/**
 * Lazy loading (spec 3.2, 4.1): an 'unloaded' image loads as soon as any part of it enters the
 * viewport. One IntersectionObserver (threshold 0, no margin) gives the result of the old check on
 * ready, resize and scroll with a full viewport-overlap test.
 */

export interface Rect {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** The old full overlap test: any part of the element inside the viewport. */
export function overlapsViewport(rect: Rect, viewportWidth: number, viewportHeight: number): boolean {
  return rect.bottom >= 0 && rect.right >= 0 && rect.top <= viewportHeight && rect.left <= viewportWidth;
}

/** What loading does to the attributes: data-src → src and data-srcset → srcset, each only if non-empty. */
export function loadedAttributes(current: {
  src: string;
  srcset: string;
  dataSrc: string;
  dataSrcset: string;
}): {
  src: string;
  srcset: string;
} {
  return {
    src: current.dataSrc.trim() !== '' ? current.dataSrc : current.src,
    srcset: current.dataSrcset.trim() !== '' ? current.dataSrcset : current.srcset,
  };
}

type Callback = () => void;
const callbacks = new WeakMap<Element, Callback>();
let observer: IntersectionObserver | undefined;

function shared(): IntersectionObserver | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = callbacks.get(entry.target);
        observer?.unobserve(entry.target);
        callbacks.delete(entry.target);
        callback?.();
      }
    },
    { root: null, rootMargin: '0px', threshold: 0 },
  );
  return observer;
}

/** Calls `onVisible` once, when any part of `element` is in the viewport. Returns a stop function. */
export function whenVisible(element: Element, onVisible: Callback): () => void {
  const io = shared();
  if (!io) {
    // No IntersectionObserver (very old engines): the old check on ready, resize and scroll.
    const view = element.ownerDocument.defaultView ?? window;
    const check = (): void => {
      if (overlapsViewport(element.getBoundingClientRect(), view.innerWidth, view.innerHeight)) {
        stop();
        onVisible();
      }
    };
    const stop = (): void => {
      view.removeEventListener('scroll', check);
      view.removeEventListener('resize', check);
    };
    view.addEventListener('scroll', check, { passive: true });
    view.addEventListener('resize', check);
    check();
    return stop;
  }
  callbacks.set(element, onVisible);
  io.observe(element);
  return () => {
    io.unobserve(element);
    callbacks.delete(element);
  };
}
