import {
  MOBILE_MAX_WIDTH,
  SWIPE_THRESHOLD_PX,
  clampIndex,
  gestureStep,
  isMobileWidth,
  type Gesture,
} from './gestures';

/** A gesture on a 400 px photo area of a 390 px phone screen, left to right. */
const at = (overrides: Partial<Gesture>): Gesture => ({
  startX: 200,
  endX: 200,
  width: 400,
  viewportWidth: 390,
  rtl: false,
  ...overrides,
});

describe('9.5 gesture constants', () => {
  it('9.5 mobile means 640 px wide or less, swipe threshold 10 px', () => {
    expect(MOBILE_MAX_WIDTH).toBe(640);
    expect(SWIPE_THRESHOLD_PX).toBe(10);
    expect(isMobileWidth(640)).toBe(true);
    expect(isMobileWidth(641)).toBe(false);
    expect(isMobileWidth(320)).toBe(true);
    expect(isMobileWidth(0)).toBe(false);
    expect(isMobileWidth(Number.NaN)).toBe(false);
  });
});

describe('4.12 swipe (left to right layout)', () => {
  it.each([
    ['a move 11 px to the left goes to the next photo', 200, 189, 1],
    ['a move 11 px to the right goes to the previous photo', 200, 211, -1],
    ['a long move to the left goes to the next photo', 350, 20, 1],
    ['a long move to the right goes to the previous photo', 20, 350, -1],
  ] as const)('4.12 %s', (_name, startX, endX, expected) => {
    expect(gestureStep(at({ startX, endX }))).toBe(expected);
  });

  it('4.12 a move of exactly 10 px is not a swipe but a tap where it started', () => {
    // Started in the middle: a tap there goes forward, whatever the 10 px direction.
    expect(gestureStep(at({ startX: 200, endX: 210 }))).toBe(1);
    expect(gestureStep(at({ startX: 200, endX: 190 }))).toBe(1);
    // Started in the left quarter: a 10 px move to the left is still a tap that goes back.
    expect(gestureStep(at({ startX: 50, endX: 40 }))).toBe(-1);
    // 11 px to the left from the left quarter is a swipe forward.
    expect(gestureStep(at({ startX: 50, endX: 39 }))).toBe(1);
    // Started in the right quarter: a 10 px move right is a tap forward; 11 px is a swipe back.
    expect(gestureStep(at({ startX: 350, endX: 360 }))).toBe(1);
    expect(gestureStep(at({ startX: 350, endX: 361 }))).toBe(-1);
  });

  it('4.12 a mostly vertical move (a scroll) is neither swipe nor tap', () => {
    expect(gestureStep(at({ startX: 200, endX: 180, startY: 100, endY: 300 }))).toBe(0);
    expect(gestureStep(at({ startX: 200, endX: 205, startY: 100, endY: 150 }))).toBe(0);
    // A diagonal move more horizontal than vertical still swipes.
    expect(gestureStep(at({ startX: 200, endX: 150, startY: 100, endY: 130 }))).toBe(1);
    // A small vertical wobble keeps a tap a tap.
    expect(gestureStep(at({ startX: 50, endX: 52, startY: 100, endY: 108 }))).toBe(-1);
  });
});

describe('4.12 tap zones (left to right layout)', () => {
  it.each([
    ['at the left edge goes back', 0, -1],
    ['in the left quarter goes back', 60, -1],
    ['just before 25 % goes back', 99, -1],
    ['at 25 % (the middle starts) goes forward', 100, 1],
    ['in the middle goes forward', 200, 1],
    ['just before 75 % (still the middle) goes forward', 299, 1],
    ['at 75 % (the right quarter starts) goes forward', 300, 1],
    ['at the right edge goes forward', 399, 1],
  ] as const)('4.12 a tap %s', (_name, x, expected) => {
    expect(gestureStep(at({ startX: x, endX: x }))).toBe(expected);
  });

  it('4.12 a tap on an area without width does nothing', () => {
    expect(gestureStep(at({ startX: 0, endX: 0, width: 0 }))).toBe(0);
  });
});

describe('4.12 right to left: swipe and tap mirrored', () => {
  it.each([
    ['a move 11 px to the left goes to the previous photo', 200, 189, -1],
    ['a move 11 px to the right goes to the next photo', 200, 211, 1],
    ['a tap in the left quarter goes forward', 60, 60, 1],
    ['a tap just before 25 % goes forward', 99, 99, 1],
    ['a tap in the middle goes forward', 200, 200, 1],
    ['a tap at 75 % goes back', 300, 300, -1],
    ['a tap in the right quarter goes back', 380, 380, -1],
  ] as const)('4.12 RTL: %s', (_name, startX, endX, expected) => {
    expect(gestureStep(at({ startX, endX, rtl: true }))).toBe(expected);
  });
});

describe('9.5 only on screens 640 px wide or less', () => {
  it.each([
    ['a swipe', 200, 100],
    ['a tap in the left quarter', 10, 10],
    ['a tap in the middle', 200, 200],
  ] as const)('9.5 %s on a 1280 px screen does nothing', (_name, startX, endX) => {
    expect(gestureStep(at({ startX, endX, viewportWidth: 1280 }))).toBe(0);
    expect(gestureStep(at({ startX, endX, viewportWidth: 641, rtl: true }))).toBe(0);
  });

  it('9.5 a swipe on a screen exactly 640 px wide counts', () => {
    expect(gestureStep(at({ startX: 200, endX: 100, viewportWidth: 640 }))).toBe(1);
  });

  it('ignores positions that are not numbers', () => {
    expect(gestureStep(at({ startX: Number.NaN, endX: 100 }))).toBe(0);
  });
});

describe('4.12 clampIndex', () => {
  it('4.12 previous stops at 0 and next at the last photo', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(0, 3)).toBe(0);
    expect(clampIndex(2, 3)).toBe(2);
    expect(clampIndex(3, 3)).toBe(2);
  });

  it('4.12 clamps an index into a shrunk photo list', () => {
    expect(clampIndex(4, 5)).toBe(4);
    expect(clampIndex(4, 2)).toBe(1);
    expect(clampIndex(4, 1)).toBe(0);
  });

  it('4.12 an empty list (or a bad index) gives 0', () => {
    expect(clampIndex(0, 0)).toBe(0);
    expect(clampIndex(3, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 4)).toBe(0);
    expect(clampIndex(1.7, 4)).toBe(1);
  });
});
