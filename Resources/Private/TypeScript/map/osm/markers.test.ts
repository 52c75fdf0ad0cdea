import type { MarkerSpec } from '../provider';
import { infoAnchor, infoBox, infoOffset, markerBox, type Box } from './markers';

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

describe('4.4 an open info window keeps clear of the other markers', () => {
  const pin = spec();
  const view = { width: 1120, height: 380 };
  const size = { width: 218, height: 133 };
  // /karten-vergleich.html, block 21 at start-up: Zentrale (A) in the middle, Vertrieb Süd (B)
  // up and to the left, Schulungszentrum (D) up and to the right, Servicecenter (C) below.
  const at = (x: number, y: number): Box => {
    const [left, top, right, bottom] = markerBox(pin);
    return [x + left, y + top, x + right, y + bottom];
  };
  const zentrale = { x: 560, y: 190 };
  const others = [at(516, 145), at(607, 64), at(577, 270), at(338, 137)];

  test('above the marker when nothing is in the way', () => {
    expect(infoAnchor(zentrale, infoOffset(pin), size, view, [])).toBe('bottom');
  });

  test('on a side where it covers no neighbour, inside the map', () => {
    const anchor = infoAnchor(zentrale, infoOffset(pin), size, view, others);
    const [dx, dy] = infoOffset(pin)[anchor];
    const box = infoBox(anchor, { x: zentrale.x + dx, y: zentrale.y + dy }, size);
    for (const other of others)
      expect(box[0] >= other[2] || other[0] >= box[2] || box[1] >= other[3] || other[1] >= box[3]).toBe(true);
    expect(box[0]).toBeGreaterThanOrEqual(0);
    expect(box[1]).toBeGreaterThanOrEqual(0);
    expect(box[2]).toBeLessThanOrEqual(view.width);
    expect(box[3]).toBeLessThanOrEqual(view.height);
  });

  test('never over its own marker, and inside the map before clear of neighbours', () => {
    // A marker at the top edge: above would leave the map, so the window goes below.
    expect(infoAnchor({ x: 560, y: 45 }, infoOffset(pin), size, view, [])).toBe('top');
    // Crowded on every side: the side inside the map that covers the fewest.
    const crowd = [at(560, 120), at(560, 330), at(700, 180), at(420, 180), at(700, 330), at(420, 330)];
    const anchor = infoAnchor({ x: 560, y: 200 }, infoOffset(pin), size, view, crowd);
    const [dx, dy] = infoOffset(pin)[anchor];
    const box = infoBox(anchor, { x: 560 + dx, y: 200 + dy }, size);
    expect(box[1]).toBeGreaterThanOrEqual(0);
    expect(box[3]).toBeLessThanOrEqual(view.height);
  });
});
