import { isSelectKey, moveTo } from './listbox';

describe('issue 16 listbox keys', () => {
  it('2.5 vertical list: ArrowDown / ArrowUp move and stop at the ends; left and right do nothing', () => {
    expect(moveTo('ArrowDown', 0, 3, 'VERTICAL')).toBe(1);
    expect(moveTo('ArrowDown', 2, 3, 'VERTICAL')).toBe(2);
    expect(moveTo('ArrowUp', 1, 3, 'VERTICAL')).toBe(0);
    expect(moveTo('ArrowUp', 0, 3, 'VERTICAL')).toBe(0);
    expect(moveTo('ArrowRight', 0, 3, 'VERTICAL')).toBeNull();
    expect(moveTo('ArrowLeft', 1, 3, 'VERTICAL')).toBeNull();
  });

  it('2.5 horizontal list: ArrowRight / ArrowLeft move, mirrored in right to left; up and down do nothing', () => {
    expect(moveTo('ArrowRight', 0, 3, 'HORIZONTAL')).toBe(1);
    expect(moveTo('ArrowLeft', 1, 3, 'HORIZONTAL')).toBe(0);
    expect(moveTo('ArrowLeft', 0, 3, 'HORIZONTAL', true)).toBe(1);
    expect(moveTo('ArrowRight', 1, 3, 'HORIZONTAL', true)).toBe(0);
    expect(moveTo('ArrowDown', 0, 3, 'HORIZONTAL')).toBeNull();
  });

  it('2.5 Home and End jump; an empty list does not move', () => {
    expect(moveTo('Home', 2, 3, 'VERTICAL')).toBe(0);
    expect(moveTo('End', 0, 3, 'HORIZONTAL')).toBe(2);
    expect(moveTo('End', 0, 0, 'VERTICAL')).toBeNull();
    expect(moveTo('a', 0, 3, 'VERTICAL')).toBeNull();
  });

  it('2.5 Enter and Space select', () => {
    expect(isSelectKey('Enter')).toBe(true);
    expect(isSelectKey(' ')).toBe(true);
    expect(isSelectKey('Tab')).toBe(false);
  });
});
