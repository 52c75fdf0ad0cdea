/**
 * The carousels' constants (spec 9.4) and the maths around them, as plain functions.
 *
 * Breakpoints follow slick's own semantics, which the old site used: "below 1024 px" means a window
 * narrower than 1024 px, and a breakpoint's settings replace the base settings (they do not add up):
 * the career carousel loops only between 600 and 1023 px, because only that breakpoint says so.
 */

export type CarouselVariant = 'career' | 'journal' | 'image';

export interface SlideSettings {
  slidesToShow: number;
  slidesToScroll: number;
  infinite: boolean;
  dots: boolean;
  arrows: boolean;
}

export interface CarouselConfig {
  base: SlideSettings & { speed: number };
  /** Widest first; each applies below `below` px of window width. */
  breakpoints: { below: number; settings: Partial<SlideSettings> }[];
}

export const CAROUSELS: Record<CarouselVariant, CarouselConfig> = {
  career: {
    base: { slidesToShow: 3, slidesToScroll: 1, speed: 300, infinite: false, dots: true, arrows: true },
    breakpoints: [
      { below: 1024, settings: { slidesToShow: 2, infinite: true } },
      { below: 600, settings: { slidesToShow: 2 } },
      { below: 480, settings: { slidesToShow: 1 } },
    ],
  },
  journal: {
    // 9.4 names no dots: slick's defaults apply (arrows on, dots off).
    base: { slidesToShow: 4, slidesToScroll: 1, speed: 300, infinite: false, dots: false, arrows: true },
    breakpoints: [
      { below: 1024, settings: { slidesToShow: 3, infinite: true } },
      { below: 600, settings: { slidesToShow: 2 } },
      { below: 480, settings: { slidesToShow: 1 } },
    ],
  },
  // 2.13: configuration not shown. One image at a time, arrows and dots, no looping, nothing automatic.
  image: {
    base: { slidesToShow: 1, slidesToScroll: 1, speed: 300, infinite: false, dots: true, arrows: true },
    breakpoints: [],
  },
};

/** The text slider (2.8, 9.4): one text at a time, 700 ms, no looping. */
export const TEXT_SLIDER = { slidesToShow: 1, slidesToScroll: 1, speed: 700, infinite: false } as const;

/** The settings in force at a window width, as slick resolves them. */
export function settingsAt(config: CarouselConfig, windowWidth: number): SlideSettings {
  const { slidesToShow, slidesToScroll, infinite, dots, arrows } = config.base;
  const base: SlideSettings = { slidesToShow, slidesToScroll, infinite, dots, arrows };
  const narrowest = [...config.breakpoints]
    .sort((a, b) => a.below - b.below)
    .find((breakpoint) => windowWidth < breakpoint.below);
  return { ...base, ...narrowest?.settings };
}

/** How many dots (pages) slick shows, as slick counts them; at least 1. */
export function dotCount(slideCount: number, settings: SlideSettings): number {
  const show = Math.max(1, settings.slidesToShow);
  const scroll = Math.max(1, settings.slidesToScroll);
  if (slideCount <= show) return 1;
  const count = settings.infinite
    ? Math.ceil(slideCount / scroll)
    : Math.ceil((slideCount - show) / scroll) + 1;
  return Math.max(1, count);
}

/** The dot that is active while `currentSlide` is the first visible slide (0-based). */
export function activeDot(currentSlide: number, slideCount: number, settings: SlideSettings): number {
  const dots = dotCount(slideCount, settings);
  const index = Math.floor(Math.max(0, currentSlide) / Math.max(1, settings.slidesToScroll));
  return Math.min(dots - 1, index);
}

export interface Progress {
  /** 1-based number of the current dot. */
  current: number;
  total: number;
  /** current / total × 100, rounded to two decimals. */
  percent: number;
}

/**
 * The progress bar (4.11): current dot / total dots × 100 %. The current dot is counted from 1, so
 * the bar is full on the last page and never empty (Documentation/deviations.md lists this reading).
 */
export function progress(currentSlide: number, slideCount: number, settings: SlideSettings): Progress {
  const total = dotCount(slideCount, settings);
  const current = activeDot(currentSlide, slideCount, settings) + 1;
  return { current, total, percent: Math.round((current / total) * 10000) / 100 };
}
