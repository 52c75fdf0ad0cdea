/**
 * Lazy loading of gallery images (spec 3.2, 4.1): an 'unloaded' image loads as soon as any part of
 * it enters the viewport. One IntersectionObserver (threshold 0, no margin) gives the result of the
 * old check on ready, resize and scroll with a full viewport-overlap test. Part of the entry (issue
 * 12): the first visible images never wait for the gallery's code.
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

/** The gallery images the entry watches: marked 'unloaded' inside a gallery list (3.2). */
export const LAZY_IMAGES = '[data-sf-gallery-items] img.unloaded';

const watched = new WeakSet<Element>();

/** 4.1 on one image: data-src → src and data-srcset → srcset (each only if non-empty), mark removed. */
export function loadImage(image: HTMLImageElement): void {
  const dataSrc = image.getAttribute('data-src') ?? '';
  const dataSrcset = image.getAttribute('data-srcset') ?? '';
  const next = loadedAttributes({
    src: image.getAttribute('src') ?? '',
    srcset: image.getAttribute('srcset') ?? '',
    dataSrc,
    dataSrcset,
  });
  if (dataSrcset.trim() !== '') {
    image.setAttribute('srcset', next.srcset);
    image.removeAttribute('data-srcset');
  }
  if (dataSrc.trim() !== '') {
    image.setAttribute('src', next.src);
    image.removeAttribute('data-src');
  }
  image.classList.remove('unloaded');
  if (image.classList.length === 0) image.removeAttribute('class');
}

/**
 * Loads every 'unloaded' gallery image below `root` as soon as any part of it is in the viewport.
 * The entry runs this before any widget code, so the first visible images start loading at once;
 * the gallery widget keeps the same image elements, so the watch goes on after it has laid them out.
 * Images already watched are skipped: calling it again (AJAX content) is cheap.
 */
export function watchLazyImages(root: ParentNode): void {
  for (const image of root.querySelectorAll<HTMLImageElement>(LAZY_IMAGES)) {
    if (watched.has(image)) continue;
    watched.add(image);
    whenVisible(image, () => loadImage(image));
  }
}
