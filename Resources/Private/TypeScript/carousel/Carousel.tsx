import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import Slider, { type Settings } from 'react-slick';
import { t } from '../core/i18n';
import { slideElements } from './slides';
import { Arrow } from './Arrow';
import { progress, settingsAt, type CarouselConfig } from './config';
import { observeSlickAccessibility, prefersReducedMotion } from './slick-a11y';

export interface CarouselProps {
  config: CarouselConfig;
  /** The slides' CMS content, one node list per slide. */
  slides: readonly (readonly Node[])[];
  /** The carousel's accessible name (its heading). */
  label: string;
}

function subscribeWidth(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const windowWidth = (): number => window.innerWidth;

/** A news or image carousel (2.6, 2.13, 9.4) with its progress bar (4.11). */
const customPaging = (index: number) => <button type="button">{index + 1}</button>;

export function Carousel({ config, slides, label }: CarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const width = useSyncExternalStore(subscribeWidth, windowWidth);
  const active = settingsAt(config, width);
  const { percent, current: page, total } = progress(current, slides.length, active);
  const progressId = useId();

  useEffect(() => (root.current ? observeSlickAccessibility(root.current) : undefined), []);

  // The position follows the slide the carousel moves to, as the move starts: react-slick cancels
  // the end of a move (and its afterChange) when the slider resizes meanwhile, e.g. when an image
  // loads, which left the progress and the paging behind. afterChange stays as a second source.
  const beforeChange = useCallback((_from: number, to: number) => setCurrent(to), []);
  const afterChange = useCallback((slide: number) => setCurrent(slide), []);
  // The settings in force at this width are computed here rather than through react-slick's
  // `responsive` option: react-slick 0.31 applies a breakpoint only when the width changes, never
  // on load, and lets two queries match at the largest breakpoint.
  const { slidesToShow, slidesToScroll, infinite, dots, arrows } = active;
  const [arrowElements] = useState(() => ({
    prev: <Arrow direction="prev" label={t('carousel.previous')} />,
    next: <Arrow direction="next" label={t('carousel.next')} />,
  }));
  // react-slick compares only primitive props between renders: a fresh object here costs nothing.
  const settings: Settings = {
    slidesToShow,
    slidesToScroll,
    infinite,
    dots,
    arrows,
    speed: prefersReducedMotion() ? 0 : config.base.speed,
    autoplay: false,
    accessibility: true,
    beforeChange,
    afterChange,
    // A click during a move counts (react-slick drops it otherwise).
    waitForAnimate: false,
    prevArrow: arrowElements.prev,
    nextArrow: arrowElements.next,
    customPaging,
  };

  return (
    <div
      className="sf-carousel"
      ref={root}
      role="region"
      aria-roledescription={t('carousel.roledescription')}
      aria-label={label}
    >
      <Slider {...settings}>{slideElements(slides, 'sf-carousel__slide')}</Slider>
      <div
        className="sf-carousel__progress"
        id={progressId}
        role="progressbar"
        aria-label={t('carousel.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('carousel.progressText', { number: page, total })}
      >
        <span className="sf-carousel__progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
