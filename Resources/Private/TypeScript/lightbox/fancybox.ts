/**
 * The Fancybox adapter (spec 2.2, 4.2, 8.2, 9.3), in its own chunk: loaded on the first open, or
 * at load when the URL fragment names a lightbox item. Fancybox's own Hash plugin is removed: it
 * builds a CSS selector from the raw fragment; `controller.ts` handles the fragment strictly.
 * Captions and messages are passed as text nodes, never as HTML.
 */
import { Fancybox, FancyboxState, type FancyboxOptions } from '@fancyapps/ui/dist/fancybox/fancybox.js';
import '@fancyapps/ui/dist/fancybox/fancybox.css';
import './lightbox.css';
import { t } from '../core/i18n';
import type { LightboxItem } from './groups';

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

export function labels(): Record<string, string> {
  return {
    CLOSE: t('lightbox.close'),
    NEXT: t('lightbox.next'),
    PREV: t('lightbox.previous'),
    MODAL: t('lightbox.modal'),
    ERROR: t('lightbox.error'),
    IMAGE_ERROR: t('lightbox.error'),
    IFRAME_ERROR: t('lightbox.error'),
    ELEMENT_NOT_FOUND: t('lightbox.error'),
    TOGGLE_AUTOPLAY: t('lightbox.slideshow'),
    TOGGLE_FULLSCREEN: t('lightbox.fullscreen'),
    TOGGLE_FS: t('lightbox.fullscreen'),
    TOGGLE_EXPAND: t('lightbox.fullscreen'),
    TOGGLE_THUMBS: t('lightbox.thumbs'),
    DOWNLOAD: t('lightbox.download'),
    GOTO: t('lightbox.goto'),
    ZOOM_IN: t('lightbox.zoomIn'),
    ZOOM_OUT: t('lightbox.zoomOut'),
    TOGGLE_FULL: t('lightbox.toggleZoom'),
    TOGGLE_1TO1: t('lightbox.toggleZoom'),
    ITERATE_ZOOM: t('lightbox.toggleZoom'),
    NO_CAPTION: t('lightbox.noCaption'),
  };
}

export function show(items: readonly LightboxItem[], startIndex: number, hooks: ShowHooks): void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const duration = `${reduced ? 0 : LIGHTBOX_TIMING.animation}ms`;
  const slides = items.map((item) => {
    const caption = item.caption ? textElement('span', item.caption, 'sf-lightbox__caption') : undefined;
    if (item.type !== 'image' && !hooks.allowed(item)) {
      return {
        html: textElement('p', t('lightbox.notAllowed'), 'sf-lightbox__message'),
        triggerEl: item.link,
        caption,
      };
    }
    return {
      src: item.href,
      type: item.type,
      caption,
      thumbSrc: item.thumb,
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
      close: () => hooks.onClose(),
      destroy: () => hooks.onDestroyed(),
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
