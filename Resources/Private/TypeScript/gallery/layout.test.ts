import { computeLayout, shuffle, type Size } from './layout';
import { DEFAULTS, type LastRow } from './settings';

const landscape: Size = { width: 300, height: 200 };
/** 7 landscape images in 600 px at row height 120: two full rows of 3 and a last row of 1. */
const seven = Array.from({ length: 7 }, () => landscape);
const settings = (lastRow: LastRow) => ({ ...DEFAULTS, lastRow, margins: 0, border: 0 });

function rows(boxes: ReturnType<typeof computeLayout>['boxes']) {
  const tops = new Map<number, number>();
  for (const box of boxes) if (box) tops.set(Math.round(box.top), (tops.get(Math.round(box.top)) ?? 0) + 1);
  return [...tops.values()];
}

describe('2.1 / 3.1 justified rows', () => {
  it('fills every full row to the container width at about the target height', () => {
    const layout = computeLayout(seven, 600, settings('justify'));
    const firstRow = layout.boxes.filter((box) => box && Math.round(box.top) === 0);
    const width = firstRow.reduce((sum, box) => sum + (box?.width ?? 0), 0);
    expect(width).toBeCloseTo(600, 0);
    for (const box of firstRow) expect(box!.height).toBeGreaterThan(90);
    for (const box of firstRow) expect(box!.height).toBeLessThan(150);
  });

  it('keeps the margins between images and the border around them', () => {
    const layout = computeLayout(seven, 600, { ...DEFAULTS, margins: 10, border: 5 });
    const [a, b] = layout.boxes;
    expect(a!.left).toBe(5);
    expect(a!.top).toBe(5);
    expect(Math.round(b!.left - (a!.left + a!.width))).toBe(10);
  });

  it('uses the margins as border when border is -1 (the default)', () => {
    const layout = computeLayout(seven, 600, { ...DEFAULTS, margins: 7 });
    expect(layout.boxes[0]!.left).toBe(7);
  });

  it('justifies the last row in mode justify', () => {
    const layout = computeLayout(seven, 600, settings('justify'));
    const last = layout.boxes[6]!;
    expect(last.left).toBe(0);
    expect(Math.round(last.width)).toBe(600);
  });

  it.each(['nojustify', 'left'] as const)('leaves an incomplete last row at the left in mode %s', (mode) => {
    const last = computeLayout(seven, 600, settings(mode)).boxes[6]!;
    expect(last.left).toBe(0);
    expect(last.width).toBeLessThan(300);
  });

  it('centres an incomplete last row in mode center', () => {
    const last = computeLayout(seven, 600, settings('center')).boxes[6]!;
    expect(last.left + last.width / 2).toBeCloseTo(300, 0);
  });

  it('puts an incomplete last row at the right in mode right', () => {
    const last = computeLayout(seven, 600, settings('right')).boxes[6]!;
    expect(last.left + last.width).toBeCloseTo(600, 0);
  });

  it('drops an incomplete last row in mode hide', () => {
    const layout = computeLayout(seven, 600, settings('hide'));
    expect(layout.boxes.slice(0, 6).every(Boolean)).toBe(true);
    expect(layout.boxes[6]).toBeUndefined();
    expect(rows(layout.boxes)).toEqual([3, 3]);
    expect(layout.height).toBeLessThan(computeLayout(seven, 600, settings('left')).height);
  });

  it('justifies a last row filled beyond the 0.9 threshold in every mode (9.3)', () => {
    // 4 images whose last row of 1 panorama nearly fills the width.
    const items = [landscape, landscape, landscape, { width: 560, height: 120 }];
    for (const mode of ['nojustify', 'left', 'center', 'right', 'hide'] as const) {
      const last = computeLayout(items, 600, settings(mode)).boxes[3];
      expect(last).toBeDefined();
      expect(Math.round(last!.width)).toBe(600);
    }
  });

  it('follows the container width', () => {
    const narrow = computeLayout(seven, 300, settings('justify'));
    const wide = computeLayout(seven, 1200, settings('justify'));
    expect(narrow.height).toBeGreaterThan(wide.height);
    expect(Math.max(...narrow.boxes.map((box) => box!.left + box!.width))).toBeLessThanOrEqual(300.5);
  });

  it('lays out nothing in a container of no width', () => {
    expect(computeLayout(seven, 0, settings('justify'))).toEqual({
      height: 0,
      boxes: seven.map(() => undefined),
    });
  });
});

describe('3.1 randomize', () => {
  it('shuffles with the injected random source, keeping every item', () => {
    const values = [0.9, 0.1, 0.5, 0.3];
    let call = 0;
    const random = () => values[call++ % values.length]!;
    const result = shuffle(['a', 'b', 'c', 'd', 'e'], random);
    expect([...result].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(result).toEqual(['c', 'd', 'b', 'a', 'e']);
  });

  it('keeps the order with a random source that always picks the last place', () => {
    expect(shuffle([1, 2, 3], () => 0.999999)).toEqual([1, 2, 3]);
  });
});
