/**
 * Issue 28 audit, spec 9.3: the lightbox's timings as applied: the options the adapter hands to
 * Fancybox (slideshow 3000 ms, animation and transition 366 ms, controls hidden after 3000 ms idle),
 * checked as literals, and no motion when the visitor asks for reduced motion.
 */
import { setLanguage } from '../core/i18n';
import type { LightboxItem } from './groups';

interface Options {
  idle: number;
  mainStyle: Record<string, string>;
  Carousel: { transition: string | false; Autoplay: { timeout: number; autoStart: boolean } };
}
const calls: Options[] = [];
jest.mock('@fancyapps/ui/dist/fancybox/fancybox.js', () => ({
  Fancybox: {
    Plugins: {},
    show: (_slides: unknown, options: Options) => calls.push(options),
    getInstance: () => undefined,
  },
  FancyboxState: { Closing: 2, Destroyed: 3 },
}));

import { show } from './fancybox';

const hooks = { allowed: () => true, onChange: jest.fn(), onClose: jest.fn(), onDestroyed: jest.fn() };

function image(): LightboxItem {
  const link = document.createElement('a');
  link.href = 'https://example.org/bild.jpg';
  return { link, href: link.href, type: 'image', caption: 'Bild', thumb: undefined };
}

function openWith(reduce: boolean): Options {
  window.matchMedia = (query: string) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList;
  calls.length = 0;
  show([image(), image()], 0, hooks);
  return calls[0]!;
}

beforeEach(() => setLanguage('de'));
afterEach(() => setLanguage(undefined));

describe('issue 28 audit: lightbox timings as applied', () => {
  it('9.3 slideshow every 3000 ms (not started by itself), controls hidden after 3000 ms idle', () => {
    const options = openWith(false);
    expect(options.Carousel.Autoplay.timeout).toBe(3000);
    expect(options.Carousel.Autoplay.autoStart).toBe(false);
    expect(options.idle).toBe(3000);
  });

  it('9.3 animation and transition 366 ms, sliding between photos', () => {
    const options = openWith(false);
    expect(options.mainStyle).toEqual({
      '--f-transition-duration': '366ms',
      '--f-interface-enter-duration': '366ms',
      '--f-interface-exit-duration': '366ms',
    });
    expect(options.Carousel.transition).toBe('slide');
  });

  it('reduced motion: 0 ms and no sliding; the slideshow and idle timings stay', () => {
    const options = openWith(true);
    expect(Object.values(options.mainStyle)).toEqual(['0ms', '0ms', '0ms']);
    expect(options.Carousel.transition).toBe(false);
    expect(options.Carousel.Autoplay.timeout).toBe(3000);
    expect(options.idle).toBe(3000);
  });
});
