import { keyTarget, mismatchWarning, pairCount } from './model';

describe('4.10 tab pairing', () => {
  it('pairs the nth link with the nth detail text, as many as both columns have', () => {
    expect(pairCount(4, 4)).toBe(4);
    expect(pairCount(4, 3)).toBe(3);
    expect(pairCount(2, 5)).toBe(2);
  });

  it('warns only when the columns do not match', () => {
    expect(mismatchWarning(4, 4)).toBeUndefined();
    expect(mismatchWarning(4, 3)).toBe(
      'the block has 4 links but 3 detail texts; only the first 3 pairs are tabs',
    );
  });
});

describe('WAI-ARIA tabs keyboard', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowDown', 3, 0],
    ['ArrowLeft', 0, 3],
    ['ArrowUp', 2, 1],
    ['Home', 2, 0],
    ['End', 0, 3],
  ])('%s from tab %i goes to tab %i of 4', (key, from, to) => {
    expect(keyTarget(key, from, 4)).toBe(to);
  });

  it('ignores other keys and empty blocks', () => {
    expect(keyTarget('Enter', 1, 4)).toBeUndefined();
    expect(keyTarget('ArrowRight', 0, 0)).toBeUndefined();
  });
});
