/**
 * Issue 28 audit, spec 2.1: the gallery's accessible name counts with plural rules: a gallery of one
 * image is 'Bildergalerie: 1 Bild', not '1 Bilder'.
 */
import { setLanguage } from '../core/i18n';
import { createGrid } from './grid';
import { readGalleryEntries } from './items';
import { DEFAULTS } from './settings';

function galleryOf(count: number): string | null {
  document.body.innerHTML = '';
  const list = document.createElement('div');
  list.setAttribute('data-sf-gallery-items', '');
  list.innerHTML = Array.from(
    { length: count },
    (_, index) =>
      `<a href="/gross-${index}.jpg"><img class="unloaded" data-src="/bild-${index}.jpg" width="480" height="320" alt="Bild"></a>`,
  ).join('');
  document.body.append(list);
  const grid = createGrid(list, readGalleryEntries(list), { settings: DEFAULTS, label: '' });
  return grid.element.getAttribute('aria-label');
}

afterEach(() => setLanguage(undefined));

describe('issue 28 audit: the gallery label counts', () => {
  it('2.1 one image: "Bildergalerie: 1 Bild"; two: "Bildergalerie: 2 Bilder"; English likewise', () => {
    setLanguage('de');
    expect(galleryOf(1)).toBe('Bildergalerie: 1 Bild');
    expect(galleryOf(2)).toBe('Bildergalerie: 2 Bilder');
    setLanguage('en');
    expect(galleryOf(1)).toBe('Image gallery: 1 image');
    expect(galleryOf(2)).toBe('Image gallery: 2 images');
  });
});
