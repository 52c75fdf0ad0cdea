import { LAZY_IMAGES, loadImage, watchLazyImages } from './lazy-images';

function rect(top: number) {
  return {
    width: 100,
    height: 100,
    top,
    left: 0,
    right: 100,
    bottom: top + 100,
    x: 0,
    y: top,
    toJSON: () => ({}),
  };
}

describe('4.1 gallery images load from the entry (issue 12)', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div data-sf-gallery-items>
        <a href="/a.jpg"><img id="a" class="unloaded" data-src="/a-s.jpg" data-srcset="/a-s.jpg 480w, /a.jpg 1200w" alt=""></a>
        <a href="/b.jpg"><img id="b" class="unloaded" src="/b-s.jpg" data-src="" data-srcset="" alt=""></a>
        <a href="/c.jpg"><img id="c" class="unloaded other" data-src="/c-s.jpg" alt=""></a>
      </div>
      <img id="outside" class="unloaded" data-src="/x.jpg" alt="">`;
  });
  afterEach(() => jest.restoreAllMocks());

  const image = (id: string) => document.getElementById(id) as HTMLImageElement;

  it('loadImage moves data-src and data-srcset (each only if non-empty) and removes the mark', () => {
    loadImage(image('a'));
    expect(image('a').getAttribute('src')).toBe('/a-s.jpg');
    expect(image('a').getAttribute('srcset')).toBe('/a-s.jpg 480w, /a.jpg 1200w');
    expect(image('a').hasAttribute('data-src')).toBe(false);
    expect(image('a').hasAttribute('class')).toBe(false);
    loadImage(image('b'));
    expect(image('b').getAttribute('src')).toBe('/b-s.jpg');
    expect(image('b').hasAttribute('srcset')).toBe(false);
    expect(image('b').classList.contains('unloaded')).toBe(false);
    loadImage(image('c'));
    expect(image('c').className).toBe('other');
  });

  it('watches only gallery images, loads those in view at once and the others when they come into view', () => {
    // jsdom has no IntersectionObserver: the old check on ready, resize and scroll runs.
    const tops: Record<string, number> = { a: 10, b: 2000, c: 3000, outside: 0 };
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return rect(tops[this.id] ?? 0);
    });
    expect(document.querySelectorAll(LAZY_IMAGES)).toHaveLength(3);
    watchLazyImages(document);
    expect(image('a').getAttribute('src')).toBe('/a-s.jpg');
    expect(image('c').classList.contains('unloaded')).toBe(true);
    expect(image('outside').classList.contains('unloaded')).toBe(true);
    // Called again (AJAX content): nothing watched twice.
    const listeners = jest.spyOn(window, 'addEventListener');
    watchLazyImages(document);
    expect(listeners).not.toHaveBeenCalled();
    tops.c = 50;
    window.dispatchEvent(new Event('scroll'));
    expect(image('c').getAttribute('src')).toBe('/c-s.jpg');
    expect(image('b').classList.contains('unloaded')).toBe(true);
  });
});
