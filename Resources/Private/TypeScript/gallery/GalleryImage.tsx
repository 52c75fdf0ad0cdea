import { useEffect, useRef, useState } from 'react';
import { loadedAttributes, whenVisible } from './lazy';
import type { GalleryItem } from './items';

/**
 * A gallery image (3.2, 4.1): rendered 'unloaded' with data-src/data-srcset; as soon as any part
 * of it is in the viewport, data-src moves to src and data-srcset to srcset (each only if
 * non-empty) and the mark goes. Its box is sized by the layout, so loading never moves the page.
 */
export function GalleryImage({ item }: { item: GalleryItem }) {
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || loaded) return;
    return whenVisible(element, () => setLoaded(true));
  }, [loaded]);
  const { src, srcset } = loaded ? loadedAttributes(item) : { src: item.src, srcset: item.srcset };
  return (
    <img
      ref={ref}
      className={loaded ? 'sf-gallery__image' : 'sf-gallery__image unloaded'}
      alt={item.alt}
      width={item.width}
      height={item.height}
      {...(src ? { src } : {})}
      {...(srcset ? { srcSet: srcset } : {})}
      {...(item.sizes ? { sizes: item.sizes } : {})}
      {...(!loaded || !item.dataSrc.trim() ? { 'data-src': item.dataSrc } : {})}
      {...(!loaded || !item.dataSrcset.trim() ? { 'data-srcset': item.dataSrcset } : {})}
      decoding="async"
    />
  );
}
