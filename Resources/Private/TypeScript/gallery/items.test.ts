import { captionOf, readGalleryEntries } from './items';
import { loadedAttributes, overlapsViewport } from '../core/lazy-images';

describe('2.1 / 3.2 captions', () => {
  it('come from the alt text, else from the entry title', () => {
    expect(captionOf('Montagehalle', 'Titel')).toBe('Montagehalle');
    expect(captionOf('  ', 'Titel')).toBe('Titel');
    expect(captionOf('', '')).toBe('');
  });

  it('are read from the CMS markup, with the link title as the entry title', () => {
    const list = document.createElement('div');
    list.innerHTML = `
      <a href="/a.jpg" data-fancybox="g"><img alt="Halle" width="300" height="200" data-src="/a-s.jpg" class="unloaded"></a>
      <a href="/b.jpg" data-fancybox="g" title="Eintrag B"><img alt="" width="200" height="300" data-src="/b-s.jpg"></a>
      <a href="/c.jpg"><span>no image</span></a>`;
    const items = readGalleryEntries(list).map((entry) => entry.item);
    expect(items.map((item) => [item.caption, item.width, item.height, item.group])).toEqual([
      ['Halle', 300, 200, 'g'],
      ['Eintrag B', 200, 300, 'g'],
    ]);
  });
});

describe('4.1 lazy load', () => {
  it('moves data-src and data-srcset only when they are non-empty', () => {
    expect(loadedAttributes({ src: '', srcset: '', dataSrc: '/a.jpg', dataSrcset: '/a.jpg 1x' })).toEqual({
      src: '/a.jpg',
      srcset: '/a.jpg 1x',
    });
    expect(
      loadedAttributes({ src: '/keep.jpg', srcset: '/keep.jpg 1x', dataSrc: '', dataSrcset: ' ' }),
    ).toEqual({
      src: '/keep.jpg',
      srcset: '/keep.jpg 1x',
    });
  });

  it('counts any overlap with the viewport, even one pixel', () => {
    expect(overlapsViewport({ top: 899, bottom: 1100, left: 0, right: 100 }, 1280, 900)).toBe(true);
    expect(overlapsViewport({ top: 901, bottom: 1100, left: 0, right: 100 }, 1280, 900)).toBe(false);
    expect(overlapsViewport({ top: -300, bottom: -1, left: 0, right: 100 }, 1280, 900)).toBe(false);
  });
});
