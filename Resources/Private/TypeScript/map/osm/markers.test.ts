import type { MarkerSpec } from '../provider';
import { infoOffset, markerBox } from './markers';

const spec = (extra: Partial<MarkerSpec> = {}): MarkerSpec => ({
  index: 0,
  position: { lat: 48.137, lng: 11.575 },
  title: 'Zentrale',
  label: undefined,
  icon: undefined,
  opacity: 1,
  ...extra,
});

describe('4.4 the info window sits beside its marker, on whichever side MapLibre puts it', () => {
  test.each([
    ['a location pin', spec()],
    ['a radius-search place', spec({ kind: 'place' })],
    ['the map-search point', spec({ kind: 'point' })],
    ['a custom icon (50×50 from its top-left corner)', spec({ icon: '/icon.png' })],
  ])('%s: the window never covers the graphic', (_name, marker) => {
    const [left, top, right, bottom] = markerBox(marker);
    const offsets = infoOffset(marker);
    // Where the window's anchor point is, and on which side of it the window extends.
    expect(offsets.bottom[1]).toBeLessThanOrEqual(top); // window above
    expect(offsets.top[1]).toBeGreaterThanOrEqual(bottom); // window below
    expect(offsets.left[0]).toBeGreaterThanOrEqual(right); // window to the right
    expect(offsets.right[0]).toBeLessThanOrEqual(left); // window to the left
    expect(offsets['top-left']).toEqual([right, bottom]);
    expect(offsets['bottom-right']).toEqual([left, top]);
  });

  test('above a pin, the window points at the head of the pin (as before: 41 px up)', () => {
    expect(infoOffset(spec()).bottom).toEqual([0, -41]);
  });
});
