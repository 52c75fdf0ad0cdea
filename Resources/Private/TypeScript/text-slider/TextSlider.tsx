import { useCallback, useEffect, useRef, useState } from 'react';
import Slider, { type Settings } from 'react-slick';
import { t } from '../core/i18n';
import { slideElements } from '../carousel/slides';
import { Arrow } from '../carousel/Arrow';
import { TEXT_SLIDER } from '../carousel/config';
import { observeSlickAccessibility, prefersReducedMotion } from '../carousel/slick-a11y';

export interface TextSliderProps {
  slides: readonly (readonly Node[])[];
  label: string;
}

/** The text slider (2.8, 9.4): one text at a time, paging label 'N / total' titled 'N von total'. */
export function TextSlider({ slides, label }: TextSliderProps) {
  const root = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  useEffect(() => (root.current ? observeSlickAccessibility(root.current) : undefined), []);
  // The position follows the slide the carousel moves to, as the move starts: react-slick cancels
  // the end of a move (and its afterChange) when the slider resizes meanwhile, e.g. when an image
  // loads, which left the progress and the paging behind. afterChange stays as a second source.
  const beforeChange = useCallback((_from: number, to: number) => setCurrent(to), []);
  const afterChange = useCallback((slide: number) => setCurrent(slide), []);
  const [arrowElements] = useState(() => ({
    prev: <Arrow direction="prev" label={t('textSlider.previous')} />,
    next: <Arrow direction="next" label={t('textSlider.next')} />,
  }));
  const settings: Settings = {
    ...TEXT_SLIDER,
    speed: prefersReducedMotion() ? 0 : TEXT_SLIDER.speed,
    dots: false,
    arrows: true,
    autoplay: false,
    adaptiveHeight: true,
    beforeChange,
    afterChange,
    // A click during a move counts (react-slick drops it otherwise).
    waitForAnimate: false,
    prevArrow: arrowElements.prev,
    nextArrow: arrowElements.next,
  };
  const position = { number: current + 1, total: slides.length };
  return (
    <div
      className="sf-carousel sf-text-slider"
      ref={root}
      role="region"
      aria-roledescription={t('textSlider.roledescription')}
      aria-label={label}
    >
      <Slider {...settings}>{slideElements(slides, 'sf-text-slider__slide')}</Slider>
      <p className="sf-text-slider__paging" title={t('textSlider.pagingTitle', position)} aria-live="polite">
        <span aria-hidden="true">{t('textSlider.paging', position)}</span>
        <span className="sf-visually-hidden">{t('textSlider.pagingTitle', position)}</span>
      </p>
    </div>
  );
}
