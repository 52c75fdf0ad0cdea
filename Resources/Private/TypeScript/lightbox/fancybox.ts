/**
 * The Fancybox adapter (spec 2.2, 4.2, 8.2, 9.3), in its own chunk: loaded on the first open, or
 * at load when the URL fragment names a lightbox item. Fancybox's own Hash plugin is removed: it
 * builds a CSS selector from the raw fragment; `controller.ts` handles the fragment strictly.
 * Captions and messages are passed as text nodes, never as HTML; the URLs that Fancybox's
 * templates put into markup (thumbnails, the zoomable image) are escaped (`core/html.ts`). Remote 'ajax' content is fetched
 * here, not by Fancybox (which would set the answer as innerHTML): sanitised (`remote.ts`), when its
 * slide is first attached, like Fancybox's own loading.
 */
import { Fancybox, FancyboxState, type FancyboxOptions } from '@fancyapps/ui/dist/fancybox/fancybox.js';
import '@fancyapps/ui/dist/fancybox/fancybox.css';
import './lightbox.css';
import { t } from '../core/i18n';
import { prefersReducedMotion } from '../core/media';
import type { LightboxItem } from './groups';
import { templateValue } from '../core/html';
import { imageTemplate, labels, thumbTemplate } from './l10n';
import { loadRemote } from './remote';

/** 9.3: slideshow 3000 ms, animation and transition 366 ms, controls hidden after 3 s idle. */
export const LIGHTBOX_TIMING = { slideshow: 3000, animation: 366, idle: 3000 } as const;

delete (Fancybox.Plugins as Record<string, unknown>).Hash;

export interface ShowHooks {
  /** Whether a remote item may load (own origin or allow-list). */
  allowed(item: LightboxItem): boolean;
  /** The visible item changed (0-based), including on open. */
  onChange(index: number): void;
  onClose(): void;
  /** The lightbox is gone (after its closing animation). */
  onDestroyed(): void;
}

function textElement(tag: 'span' | 'p', text: string, className: string): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  element.textContent = text;
  return element;
}

export function show(items: readonly LightboxItem[], startIndex: number, hooks: ShowHooks): void {
  const reduced = prefersReducedMotion();
  const duration = `${reduced ? 0 : LIGHTBOX_TIMING.animation}ms`;
  // Remote content: the slide's element, filled once the carousel first attaches the slide.
  const remote = new Map<HTMLElement, string>();
  const aborter = new AbortController();
  const slides = items.map((item, index) => {
    // Fancybox fills `{{src}}` of the thumbnail template with this as it is: escaped here. Set for
    // every image, else Zoomable would put the raw `src` there instead.
    const thumbSrc =
      item.thumb !== undefined || item.type === 'image' ? templateValue(item.thumb ?? item.href) : undefined;
    // Zoomable sets this as the image's alt (by default: the caption element, as '[object …]').
    const alt = item.caption || t('lightbox.image', { page: index + 1, count: items.length });
    const caption = item.caption ? textElement('span', item.caption, 'sf-lightbox__caption') : undefined;
    if (item.type !== 'image' && !hooks.allowed(item)) {
      return {
        html: textElement('p', t('lightbox.notAllowed'), 'sf-lightbox__message'),
        triggerEl: item.link,
        caption,
      };
    }
    if (item.type === 'ajax') {
      const body = document.createElement('div');
      body.className = 'sf-lightbox__remote';
      remote.set(body, item.href);
      return { html: body, triggerEl: item.link, caption, thumbSrc };
    }
    return {
      src: item.href,
      type: item.type,
      caption,
      alt,
      thumbSrc,
      triggerEl: item.link,
    };
  });
  const options: Partial<FancyboxOptions> = {
    startIndex,
    idle: LIGHTBOX_TIMING.idle,
    placeFocusBack: true,
    hideScrollbar: true,
    l10n: labels(),
    mainClass: 'sf-lightbox',
    mainStyle: {
      '--f-transition-duration': duration,
      '--f-interface-enter-duration': duration,
      '--f-interface-exit-duration': duration,
    },
    Carousel: {
      transition: reduced ? false : 'slide',
      Thumbs: { thumbTpl: thumbTemplate() },
      Zoomable: { tpl: imageTemplate },
      Autoplay: {
        autoStart: false,
        timeout: LIGHTBOX_TIMING.slideshow,
        showProgressbar: true,
        pauseOnHover: false,
      },
      Toolbar: { display: { left: ['counter'], middle: [], right: ['autoplay', 'close'] } },
    },
    on: {
      ready: (instance) => hooks.onChange(instance.getCarousel()?.getPageIndex() ?? startIndex),
      'Carousel.change': (_instance, carousel) => hooks.onChange(carousel.getPageIndex()),
      'Carousel.attachSlideEl': (_instance, carousel, slide) => {
        const body = slide.html instanceof HTMLElement ? slide.html : undefined;
        const href = body && remote.get(body);
        if (!body || href === undefined) return;
        remote.delete(body);
        carousel.showLoading(slide);
        loadRemote(href, aborter.signal).then(
          (content) => {
            carousel.hideLoading(slide);
            body.replaceChildren(content);
          },
          () => {
            if (aborter.signal.aborted) return;
            carousel.hideLoading(slide);
            body.replaceChildren(textElement('p', t('lightbox.error'), 'sf-lightbox__message'));
          },
        );
      },
      close: () => hooks.onClose(),
      destroy: () => {
        aborter.abort();
        hooks.onDestroyed();
      },
    },
  };
  Fancybox.show(slides, options);
}

/** The open lightbox's state, for tests and integrators: 'open', 'closing' or 'closed' (4.2). */
export function state(): 'open' | 'closing' | 'closed' {
  const instance = Fancybox.getInstance();
  if (!instance) return 'closed';
  const current = instance.getState();
  return current === FancyboxState.Closing
    ? 'closing'
    : current === FancyboxState.Destroyed
      ? 'closed'
      : 'open';
}
