import { activeDot, CAROUSELS, dotCount, progress, settingsAt, TEXT_SLIDER } from './config';

describe('9.4 carousel constants by window width', () => {
  it.each([
    [1280, 3, false],
    [1024, 3, false],
    [1023, 2, true],
    [1000, 2, true],
    [600, 2, true],
    [599, 2, false],
    [590, 2, false],
    [480, 2, false],
    [479, 1, false],
    [470, 1, false],
  ])('career carousel at %i px: %i visible, looping %s', (width, visible, looping) => {
    const settings = settingsAt(CAROUSELS.career, width);
    expect(settings.slidesToShow).toBe(visible);
    expect(settings.infinite).toBe(looping);
    expect(settings.slidesToScroll).toBe(1);
    expect(settings.dots).toBe(true);
    expect(settings.arrows).toBe(true);
  });

  it.each([
    [1280, 4, false],
    [1000, 3, true],
    [590, 2, false],
    [470, 1, false],
  ])('journal carousel at %i px: %i visible, looping %s', (width, visible, looping) => {
    const settings = settingsAt(CAROUSELS.journal, width);
    expect(settings.slidesToShow).toBe(visible);
    expect(settings.infinite).toBe(looping);
  });

  it('scrolls both news carousels by one at 300 ms; the text slider shows one text at 700 ms without looping', () => {
    expect(CAROUSELS.career.base.speed).toBe(300);
    expect(CAROUSELS.journal.base.speed).toBe(300);
    expect(TEXT_SLIDER).toEqual({ slidesToShow: 1, slidesToScroll: 1, speed: 700, infinite: false });
  });

  it('shows the image carousel one image at a time at every width', () => {
    for (const width of [1280, 1000, 590, 320])
      expect(settingsAt(CAROUSELS.image, width).slidesToShow).toBe(1);
  });
});

describe('4.11 dots and progress', () => {
  const nonLooping = { slidesToShow: 3, slidesToScroll: 1, infinite: false, dots: true, arrows: true };
  const looping = { ...nonLooping, slidesToShow: 2, infinite: true };

  it('counts dots as slick does', () => {
    expect(dotCount(6, nonLooping)).toBe(4);
    expect(dotCount(6, looping)).toBe(6);
    expect(dotCount(2, nonLooping)).toBe(1);
    expect(dotCount(7, { ...nonLooping, slidesToScroll: 2 })).toBe(3);
  });

  it('clamps the active dot to the last one', () => {
    expect(activeDot(0, 6, nonLooping)).toBe(0);
    expect(activeDot(3, 6, nonLooping)).toBe(3);
    expect(activeDot(5, 6, nonLooping)).toBe(3);
  });

  it('is current dot / total dots × 100 after init and after moving', () => {
    expect(progress(0, 6, nonLooping)).toEqual({ current: 1, total: 4, percent: 25 });
    expect(progress(1, 6, nonLooping)).toEqual({ current: 2, total: 4, percent: 50 });
    expect(progress(3, 6, nonLooping).percent).toBe(100);
    expect(progress(0, 6, looping)).toEqual({ current: 1, total: 6, percent: 16.67 });
  });

  it('is full for a carousel that fits on one page', () => {
    expect(progress(0, 2, nonLooping)).toEqual({ current: 1, total: 1, percent: 100 });
  });
});
