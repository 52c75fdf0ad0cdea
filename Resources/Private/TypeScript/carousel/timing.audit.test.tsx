/**
 * Issue 28 audit, spec 9.4: the carousels' and the text slider's speeds as applied: the transition
 * react-slick puts on the moving track (300 ms for the carousels, 700 ms for the text slider), and
 * no motion when the visitor asks for reduced motion. The constants alone are tested in config.test.ts.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { setLanguage } from '../core/i18n';
import { TextSlider } from '../text-slider/TextSlider';
import { Carousel } from './Carousel';
import { CAROUSELS } from './config';

const slides = (count: number): Node[][] =>
  Array.from({ length: count }, (_, index) => {
    const p = document.createElement('p');
    p.textContent = `Folie ${index + 1}`;
    return [p];
  });

function reducedMotion(reduce: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }),
  });
}

/** The track's transition while it moves to the next slide. */
function transitionAfterNext(container: HTMLElement): string {
  act(() => {
    fireEvent.click(container.querySelector('.slick-next')!);
  });
  const track = container.querySelector<HTMLElement>('.slick-track')!;
  return track.style.transition || track.getAttribute('style') || '';
}

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('issue 28 audit: slide speeds as applied', () => {
  it('9.4 a carousel moves its track in 300 ms', () => {
    reducedMotion(false);
    const { container } = render(<Carousel config={CAROUSELS.image} slides={slides(3)} label="Bilder" />);
    expect(transitionAfterNext(container)).toMatch(/\b300ms\b/);
  });

  it('9.4 the text slider moves its track in 700 ms', () => {
    reducedMotion(false);
    const { container } = render(<TextSlider slides={slides(3)} label="Stimmen" />);
    expect(transitionAfterNext(container)).toMatch(/\b700ms\b/);
  });

  it('reduced motion: both move without animation (0 ms)', () => {
    reducedMotion(true);
    const carousel = render(<Carousel config={CAROUSELS.image} slides={slides(3)} label="Bilder" />);
    expect(transitionAfterNext(carousel.container)).not.toMatch(/\b(300|700)ms\b/);
    carousel.unmount();
    const slider = render(<TextSlider slides={slides(3)} label="Stimmen" />);
    expect(transitionAfterNext(slider.container)).not.toMatch(/\b(300|700)ms\b/);
  });
});
