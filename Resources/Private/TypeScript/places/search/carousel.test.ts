import { debounce, edges, EDGE_TOLERANCE_PX, scrollDelta, SCROLL_DEBOUNCE_MS } from './carousel';

describe('issue 16 carousel edges', () => {
  it('2.5 carousel: at the start, in between and at the end (left to right)', () => {
    expect(edges(0, 300, 1000)).toEqual({ atStart: true, atEnd: false });
    expect(edges(350, 300, 1000)).toEqual({ atStart: false, atEnd: false });
    expect(edges(700, 300, 1000)).toEqual({ atStart: false, atEnd: true });
  });

  it('2.5 carousel: a 1 px tolerance at both ends, not more', () => {
    expect(EDGE_TOLERANCE_PX).toBe(1);
    expect(edges(1, 300, 1000).atStart).toBe(true);
    expect(edges(1.5, 300, 1000).atStart).toBe(false);
    expect(edges(699, 300, 1000).atEnd).toBe(true);
    expect(edges(698.5, 300, 1000).atEnd).toBe(false);
  });

  it('2.5 carousel: right to left counts scrollLeft from 0 down to negative values', () => {
    expect(edges(-0, 300, 1000)).toEqual({ atStart: true, atEnd: false });
    expect(edges(-350, 300, 1000)).toEqual({ atStart: false, atEnd: false });
    expect(edges(-700, 300, 1000)).toEqual({ atStart: false, atEnd: true });
    expect(edges(-699.4, 300, 1000).atEnd).toBe(true);
  });

  it('2.5 carousel: content that fits is at both ends', () => {
    expect(edges(0, 300, 300)).toEqual({ atStart: true, atEnd: true });
    expect(edges(0, 300, 200)).toEqual({ atStart: true, atEnd: true });
  });

  it('2.5 carousel: next scrolls towards the end, previous back, mirrored in right to left', () => {
    expect(scrollDelta('next', 280, false)).toBe(280);
    expect(scrollDelta('previous', 280, false)).toBe(-280);
    expect(scrollDelta('next', 280, true)).toBe(-280);
    expect(scrollDelta('previous', 280, true)).toBe(280);
  });
});

describe('issue 16 carousel debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('9.5 the scroll position settles with a 10 ms debounce', () => {
    expect(SCROLL_DEBOUNCE_MS).toBe(10);
    const settled = jest.fn();
    const onScroll = debounce(settled, SCROLL_DEBOUNCE_MS);
    onScroll(1);
    jest.advanceTimersByTime(9);
    onScroll(2);
    jest.advanceTimersByTime(9);
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledWith(2);
  });

  it('9.5 cancel drops the pending call', () => {
    const settled = jest.fn();
    const onScroll = debounce(settled, SCROLL_DEBOUNCE_MS);
    onScroll();
    onScroll.cancel();
    jest.advanceTimersByTime(100);
    expect(settled).not.toHaveBeenCalled();
    onScroll();
    jest.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
