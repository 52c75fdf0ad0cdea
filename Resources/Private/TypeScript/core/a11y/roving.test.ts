/** The one arrow-key index movement behind tabs, panel tabs, the search listbox, predictions and menus. */
import { rovingIndex } from './roving';

describe('rovingIndex', () => {
  it('wraps by default, on both axes', () => {
    expect(rovingIndex('ArrowRight', 2, 3)).toBe(0);
    expect(rovingIndex('ArrowDown', 2, 3)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(rovingIndex('ArrowUp', 1, 3)).toBe(0);
  });

  it('Home and End jump; PageUp and PageDown only with pageKeys', () => {
    expect(rovingIndex('Home', 2, 3)).toBe(0);
    expect(rovingIndex('End', 0, 3)).toBe(2);
    expect(rovingIndex('PageDown', 0, 3)).toBeNull();
    expect(rovingIndex('PageDown', 0, 3, { pageKeys: true })).toBe(2);
    expect(rovingIndex('PageUp', 2, 3, { pageKeys: true })).toBe(0);
  });

  it('stops at the ends without wrap, stepping from the nearest end when nothing is current', () => {
    const clamp = { wrap: false, orientation: 'vertical' } as const;
    expect(rovingIndex('ArrowDown', 2, 3, clamp)).toBe(2);
    expect(rovingIndex('ArrowUp', 0, 3, clamp)).toBe(0);
    expect(rovingIndex('ArrowDown', -1, 3, clamp)).toBe(1);
    expect(rovingIndex('ArrowDown', 9, 3, clamp)).toBe(2);
  });

  it('a wrapping list with nothing current starts at the end the key points to', () => {
    expect(rovingIndex('ArrowDown', -1, 4, { orientation: 'vertical' })).toBe(0);
    expect(rovingIndex('ArrowUp', -1, 4, { orientation: 'vertical' })).toBe(3);
  });

  it('orientation picks the arrows; the others do nothing', () => {
    expect(rovingIndex('ArrowDown', 0, 3, { orientation: 'horizontal' })).toBeNull();
    expect(rovingIndex('ArrowRight', 0, 3, { orientation: 'vertical' })).toBeNull();
    expect(rovingIndex('ArrowRight', 0, 3, { orientation: 'horizontal' })).toBe(1);
  });

  it('right-to-left mirrors the horizontal arrows only', () => {
    expect(rovingIndex('ArrowLeft', 0, 3, { orientation: 'horizontal', rtl: true })).toBe(1);
    expect(rovingIndex('ArrowRight', 0, 3, { orientation: 'horizontal', rtl: true })).toBe(2);
    expect(rovingIndex('ArrowDown', 0, 3, { rtl: true })).toBe(1);
  });

  it('other keys and empty lists do not move', () => {
    expect(rovingIndex('a', 0, 3)).toBeNull();
    expect(rovingIndex('ArrowDown', 0, 0)).toBeNull();
    expect(rovingIndex('Home', 0, 0)).toBeNull();
  });
});
