/**
 * Image-grid gallery (spec 2.1, 3.1, 3.2, 4.1, 9.3). Hook `data-sf-widget="gallery"`; settings
 * (3.1 names) `row-height`, `margins`, `captions`, `randomize`, `last-row`, `border`. The images
 * are the `a[href] > img` children of `[data-sf-gallery-items]`; each image carries width and
 * height (the layout uses them, so nothing jumps while images load), `data-src`/`data-srcset` and
 * the class 'unloaded'. Links with `data-fancybox` open the lightbox.
 *
 * Plain DOM, no React (issue 12): the grid keeps the CMS's links and images and positions them
 * (grid.ts); the entry has already started loading the images in view (core/lazy-images.ts).
 */
import { defineWidget } from '../core/types';
import { bindLightbox, openFromFragment } from '../lightbox/controller';
import { createGrid } from './grid';
import { readGalleryEntries } from './items';
import { shuffle } from './layout';
import { gallerySettings, schema } from './settings';

/** The random source for `randomize`; tests replace it. */
export const random = { next: Math.random };

export default defineWidget({
  schema,
  mount(context, fields) {
    const { frame } = context;
    // Bad fields have taken their defaults already, each with a console error (core/mount.ts).
    const settings = gallerySettings(fields);
    const list = frame.querySelector<HTMLElement>('[data-sf-gallery-items]');
    if (!list) throw new Error('no image list ([data-sf-gallery-items]) in the gallery');
    const read = readGalleryEntries(list);
    if (read.length === 0) {
      context.warn('the gallery holds no images (a[href] > img)');
      return;
    }
    const entries = settings.randomize ? shuffle(read, random.next) : read;
    const labelledBy = frame.getAttribute('aria-labelledby');
    const label =
      (labelledBy ? frame.ownerDocument.getElementById(labelledBy)?.textContent.trim() : '') ?? '';
    bindLightbox(frame);
    createGrid(list, entries, {
      settings,
      label,
      measure: frame.id ? `sf:gallery-layout #${frame.id}` : undefined,
      onReady: () => openFromFragment(),
      onError: (error) => context.error(`the gallery could not be laid out: ${String(error)}`),
    });
  },
});
