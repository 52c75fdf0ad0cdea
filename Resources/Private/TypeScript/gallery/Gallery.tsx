import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { t } from '../core/i18n';
import { GalleryImage } from './GalleryImage';
import type { GalleryItem } from './items';
import { computeLayout } from './layout';
import type { GallerySettings } from './settings';

export interface GalleryProps {
  items: readonly GalleryItem[];
  settings: GallerySettings;
  label: string;
  /** Runs after the first layout (the lightbox checks the URL fragment then). */
  onReady?: () => void;
}

/** The justified grid (2.1, 3.1): follows its container's width; the page does not jump. */
export function Gallery({ items, settings, label, onReady }: GalleryProps) {
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      // A hidden gallery (a closed tab, say) measures 0: keep the last layout.
      if (next > 0) setWidth((current) => (current === next ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const layout = useMemo(() => computeLayout(items, width, settings), [items, width, settings]);
  const ready = useRef(false);
  useLayoutEffect(() => {
    if (width > 0 && !ready.current) {
      ready.current = true;
      onReady?.();
    }
  }, [width, onReady]);

  return (
    <div
      ref={container}
      className="sf-gallery"
      role="list"
      aria-label={label || t('gallery.label', { count: items.length })}
      style={{ height: layout.height }}
    >
      {items.map((item, index) => {
        const box = layout.boxes[index];
        if (!box) return null;
        return (
          <div
            key={`${item.href}-${index}`}
            role="listitem"
            className="sf-gallery__item"
            style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
          >
            <a
              className="sf-gallery__link"
              href={item.href}
              {...(item.group !== undefined ? { 'data-fancybox': item.group } : {})}
              {...(item.type ? { 'data-type': item.type } : {})}
              data-caption={item.caption}
            >
              <GalleryImage item={item} />
              {settings.captions && item.caption && (
                <span className="sf-gallery__caption" aria-hidden="true">
                  {item.caption}
                </span>
              )}
              {item.group !== undefined && (
                <span className="sf-visually-hidden"> ({t('gallery.opensViewer')})</span>
              )}
            </a>
          </div>
        );
      })}
    </div>
  );
}
