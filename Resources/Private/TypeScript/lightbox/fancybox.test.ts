/**
 * The Fancybox adapter with Fancybox itself replaced by a recorder: remote 'ajax' content never
 * reaches Fancybox's own loader (which sets the answer as innerHTML); the adapter fetches it when
 * the slide is attached and inserts it sanitised. The German texts reach Fancybox's options.
 */
import { setLanguage } from '../core/i18n';
import type { LightboxItem } from './groups';

interface Slide {
  html?: HTMLElement | string;
  src?: string;
  type?: string;
  alt?: string;
  thumbSrc?: string;
}
interface Recorded {
  slides: Slide[];
  options: {
    l10n: Record<string, string>;
    Carousel: { Thumbs: { thumbTpl: string }; Zoomable: { tpl: (slide: Slide) => string } };
    on: Record<string, (...args: unknown[]) => void>;
  };
}
const calls: Recorded[] = [];
jest.mock('@fancyapps/ui/dist/fancybox/fancybox.js', () => ({
  Fancybox: {
    Plugins: {},
    show: (slides: Slide[], options: Recorded['options']) => calls.push({ slides, options }),
    getInstance: () => undefined,
  },
  FancyboxState: { Closing: 2, Destroyed: 3 },
}));

import { show } from './fancybox';

const HOSTILE =
  '<div class="lightbox-remote"><h2>Anfahrt zur Zentrale</h2>' +
  '<img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script></div>';

function item(href: string, type: LightboxItem['type']): LightboxItem {
  const link = document.createElement('a');
  link.href = href;
  return { link, href: link.href, type, caption: '', thumb: undefined };
}

const hooks = { allowed: () => true, onChange: jest.fn(), onClose: jest.fn(), onDestroyed: jest.fn() };
const carousel = () => ({ showLoading: jest.fn(), hideLoading: jest.fn(), showError: jest.fn() });

beforeAll(() => {
  window.matchMedia = () => ({ matches: false }) as MediaQueryList;
});
beforeEach(() => {
  calls.length = 0;
  setLanguage('de');
});
afterEach(() => setLanguage(undefined));

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('7.5 / 8.2 the Fancybox adapter', () => {
  it('hands ajax content to Fancybox only as a sanitised element, loaded when its slide attaches', async () => {
    const fetchMock = jest.fn(() =>
      Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(HOSTILE) }),
    );
    window.fetch = fetchMock as unknown as typeof fetch;
    show([item('/fileadmin/lightbox/boese.html', 'ajax')], 0, hooks);
    const { slides, options } = calls[0]!;
    const slide = slides[0]!;
    expect(slide.type).not.toBe('ajax');
    expect(slide.src).toBeUndefined();
    expect(slide.html).toBeInstanceOf(HTMLElement);
    expect(fetchMock).not.toHaveBeenCalled();

    const instance = carousel();
    options.on['Carousel.attachSlideEl']!({}, instance, slide);
    options.on['Carousel.attachSlideEl']!({}, instance, slide);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = slide.html as HTMLElement;
    expect(body.querySelector('h2')?.textContent).toBe('Anfahrt zur Zentrale');
    expect(body.querySelectorAll('script, [onerror]')).toHaveLength(0);
    expect(instance.showLoading).toHaveBeenCalledWith(slide);
    expect(instance.hideLoading).toHaveBeenCalledWith(slide);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows the German message when the content cannot be loaded', async () => {
    window.fetch = jest.fn(() =>
      Promise.resolve({ ok: false, status: 404, text: () => Promise.resolve('') }),
    ) as unknown as typeof fetch;
    show([item('/fileadmin/lightbox/fehlt.html', 'ajax')], 0, hooks);
    const { slides, options } = calls[0]!;
    options.on['Carousel.attachSlideEl']!({}, carousel(), slides[0]);
    await settle();
    expect((slides[0]!.html as HTMLElement).textContent).toBe(
      'Der angeforderte Inhalt kann nicht geladen werden. Bitte versuchen Sie es später erneut.',
    );
  });

  it('passes the German texts and the German thumbnail template', () => {
    show([item('/a.jpg', 'image'), item('/b.jpg', 'image')], 0, hooks);
    const { options } = calls[0]!;
    expect(options.l10n.CLOSE).toBe('Schließen');
    expect(options.Carousel.Thumbs.thumbTpl).toContain('Bild {{page}} anzeigen');
  });

  describe('URLs that Fancybox puts into markup (issue 25)', () => {
    const TAIL = '"><img src=x onerror="window.__pwned = 3">{{src}}';
    const hostile = [`/fileadmin/images/gallery/bild-02.jpg?${TAIL}`, `data:image/gif;base64,R0lGOD${TAIL}`];

    /** What Fancybox does with a template: fills the placeholders as plain strings, inserts as HTML. */
    function fill(template: string, values: Record<string, string>): HTMLElement {
      let html = template;
      for (const [key, value] of Object.entries(values)) html = html.split(`{{${key}}}`).join(value);
      const host = document.createElement('div');
      host.insertAdjacentHTML('afterbegin', html);
      return host;
    }

    function linkItem(href: string, thumb: string | undefined): LightboxItem {
      const link = document.createElement('a');
      link.setAttribute('href', href);
      return { link, href, type: 'image', caption: 'Werkhalle', thumb };
    }

    it.each(hostile)('the thumbnail of %j is one image with that URL, and no handler', (url) => {
      show([linkItem('/gross.jpg', url), linkItem('/b.jpg', '/b-klein.jpg')], 0, hooks);
      const { slides, options } = calls[0]!;
      const host = fill(options.Carousel.Thumbs.thumbTpl, { alt: '', src: slides[0]!.thumbSrc!, page: '1' });
      expect(host.querySelectorAll('img')).toHaveLength(1);
      expect(host.querySelector('img')?.getAttribute('data-lazy-src')).toBe(url);
      expect(host.querySelectorAll('[onerror]')).toHaveLength(0);
    });

    it.each(hostile)(
      'an image link to %j without a thumbnail: its thumbnail and zoomable image hold the URL as text',
      (url) => {
        show([linkItem(url, undefined), linkItem('/b.jpg', undefined)], 0, hooks);
        const { slides, options } = calls[0]!;
        const slide = slides[0]!;
        const thumb = fill(options.Carousel.Thumbs.thumbTpl, { src: slide.thumbSrc!, page: '1' });
        expect(thumb.querySelector('img')?.getAttribute('data-lazy-src')).toBe(url);
        // Zoomable fills {{src}}, {{srcset}} and {{sizes}} of its template with the raw values.
        const image = fill(options.Carousel.Zoomable.tpl(slide), { src: url, srcset: '', sizes: '' });
        expect(image.querySelectorAll('img')).toHaveLength(1);
        expect(image.querySelector('img')?.getAttribute('data-lazy-src')).toBe(url);
        expect([...thumb.querySelectorAll('[onerror]'), ...image.querySelectorAll('[onerror]')]).toHaveLength(
          0,
        );
      },
    );

    it('gives every image a text alt: the caption, else its position', () => {
      show([linkItem('/a.jpg', undefined), { ...linkItem('/b.jpg', undefined), caption: '' }], 0, hooks);
      expect(calls[0]!.slides.map((slide) => slide.alt)).toEqual(['Werkhalle', 'Bild 2 von 2']);
    });
  });
});
