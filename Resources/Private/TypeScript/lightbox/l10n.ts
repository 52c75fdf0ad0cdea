/**
 * Every text of the Fancybox UI from the site's labels (spec 8.2): the `l10n` keys of Fancybox,
 * Carousel and Panzoom (`node_modules/@fancyapps/ui/dist/fancybox/l10n/en_EN.js` lists them; a test
 * fails when an upgrade adds one) and the thumbnail button, whose English text is a template of the
 * Thumbs plugin rather than a key. Fancybox inserts these texts as HTML (attribute values and error
 * paragraphs), so each is escaped here.
 */
import { escapeHtml, templateValue } from '../core/html';
import { t } from '../core/i18n';

/** Fancybox's `l10n` option. */
export function labels(): Record<string, string> {
  const texts = {
    // Fancybox
    CLOSE: t('lightbox.close'),
    NEXT: t('lightbox.next'),
    PREV: t('lightbox.previous'),
    MODAL: t('lightbox.modal'),
    ELEMENT_NOT_FOUND: t('lightbox.error'),
    IFRAME_ERROR: t('lightbox.error'),
    NO_CAPTION: t('lightbox.noCaption'),
    TOGGLE_SIDEBAR: t('lightbox.sidebar'),
    // Carousel
    ERROR: t('lightbox.error'),
    GOTO: t('lightbox.goto'),
    DOWNLOAD: t('lightbox.download'),
    TOGGLE_FULLSCREEN: t('lightbox.fullscreen'),
    TOGGLE_EXPAND: t('lightbox.expand'),
    TOGGLE_THUMBS: t('lightbox.thumbs'),
    TOGGLE_AUTOPLAY: t('lightbox.slideshow'),
    // Panzoom
    IMAGE_ERROR: t('lightbox.error'),
    MOVE_UP: t('lightbox.moveUp'),
    MOVE_DOWN: t('lightbox.moveDown'),
    MOVE_LEFT: t('lightbox.moveLeft'),
    MOVE_RIGHT: t('lightbox.moveRight'),
    ZOOM_IN: t('lightbox.zoomIn'),
    ZOOM_OUT: t('lightbox.zoomOut'),
    TOGGLE_FULL: t('lightbox.toggleZoom'),
    TOGGLE_1TO1: t('lightbox.toggleZoom'),
    ITERATE_ZOOM: t('lightbox.toggleZoom'),
    ROTATE_CCW: t('lightbox.rotateLeft'),
    ROTATE_CW: t('lightbox.rotateRight'),
    FLIP_X: t('lightbox.flipHorizontal'),
    FLIP_Y: t('lightbox.flipVertical'),
    RESET: t('lightbox.reset'),
    TOGGLE_FS: t('lightbox.fullscreen'),
  };
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, escapeHtml(text)]));
}

/**
 * The Thumbs plugin's `thumbTpl` ('Slide to #{{page}}' by default). The image is decorative: the
 * button carries the name, so the caption is not put into HTML a second time.
 */
export function thumbTemplate(): string {
  const label = escapeHtml(t('lightbox.thumb', { page: '{{page}}' }));
  return `<button aria-label="${label}"><img draggable="false" alt="" data-lazy-src="{{src}}" /></button>`;
}

/**
 * The Zoomable plugin's template for an image slide. Its default puts the raw `src` into the
 * markup (`data-lazy-src="{{src}}"`, then `insertAdjacentHTML`): a `data:` URL keeps its quotes,
 * so a link's href could close the attribute. Here the value is escaped; the template holds no
 * placeholder left for Fancybox to fill. The plugin sets `alt` itself, as a property.
 */
export function imageTemplate(slide: { src?: unknown }): string {
  const src = typeof slide.src === 'string' ? slide.src : '';
  return `<img class="f-panzoom__content" data-lazy-src="${templateValue(src)}" alt="" />`;
}
