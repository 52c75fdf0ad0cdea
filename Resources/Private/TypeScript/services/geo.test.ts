import fc from 'fast-check';
import {
  formatDistance,
  haversineMeters,
  kmToMeters,
  parseRadiusKm,
  parseSearchRadius,
  withinRadius,
} from './geo';
import type { LatLng } from './geo';

/** The reference: haversine in its atan2 form, written independently of the code under test. */
function referenceMeters(a: LatLng, b: LatLng): number {
  const R = 6_371_008.8;
  const toRad = Math.PI / 180;
  const φ1 = a.lat * toRad;
  const φ2 = b.lat * toRad;
  const Δφ = (b.lat - a.lat) * toRad;
  const Δλ = (b.lng - a.lng) * toRad;
  const x = Math.sin(Δφ / 2) ** 2 + Math.cos(φ1) * Math.cos(φ2) * Math.sin(Δλ / 2) ** 2;
  // Rounding can put x a hair above 1 for (nearly) antipodal points: clamp, or sqrt(1 - x) is NaN.
  return R * 2 * Math.atan2(Math.sqrt(Math.min(1, x)), Math.sqrt(Math.max(0, 1 - x)));
}

// Points around Munich, as the map search sees them (a few km apart).
const near = fc.record({
  lat: fc.double({ min: 48.0, max: 48.3, noNaN: true }),
  lng: fc.double({ min: 11.4, max: 11.8, noNaN: true }),
});
const anywhere = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('5.1 / 9.1 radius units', () => {
  test('the radius-search radius in km is multiplied by 1000', () => {
    expect(kmToMeters(1)).toBe(1000);
    expect(kmToMeters(2.5)).toBe(2500);
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), (km) => kmToMeters(km) === km * 1000));
  });

  test('the radius-search field takes km with a German comma, and refuses empty, zero and text', () => {
    expect(parseRadiusKm('5')).toBe(5);
    expect(parseRadiusKm(' 1,5 ')).toBe(1.5);
    expect(parseRadiusKm('0.25')).toBe(0.25);
    for (const bad of ['', '0', '-3', 'abc', '1,5,3', '5 km', 'Infinity'])
      expect(parseRadiusKm(bad)).toBeUndefined();
  });

  test('the map-search radius is parsed as a base-10 integer', () => {
    expect(parseSearchRadius('3')).toBe(3);
    expect(parseSearchRadius('08')).toBe(8); // base 10, not octal
    expect(parseSearchRadius('0x10')).toBeUndefined(); // parseInt('0x10', 10) is 0
    expect(parseSearchRadius('2,5')).toBe(2);
    expect(parseSearchRadius('3 km')).toBe(3);
    for (const bad of ['', '0', '-1', 'km']) expect(parseSearchRadius(bad)).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.string(), (n, tail) => {
        const parsed = parseSearchRadius(`${String(n)}${/^\d/.test(tail) ? '' : tail}`);
        return parsed === n;
      }),
    );
  });
});

describe('4.8 the distance filter', () => {
  test('haversine agrees with the reference everywhere (to a millimetre per km)', () => {
    fc.assert(
      fc.property(anywhere, anywhere, (a, b) => {
        const d = haversineMeters(a, b);
        return Math.abs(d - referenceMeters(a, b)) <= 1e-6 * Math.max(1, d) + 1e-6;
      }),
    );
    // Marienplatz → Karlsplatz (Stachus): about 750 m as the crow flies.
    const m = haversineMeters({ lat: 48.13743, lng: 11.57549 }, { lat: 48.1389, lng: 11.566 });
    expect(m).toBeGreaterThan(700);
    expect(m).toBeLessThan(760);
  });

  test('keeps exactly the locations nearer than the radius, nearest first', () => {
    fc.assert(
      fc.property(
        fc.array(near, { maxLength: 40 }),
        near,
        fc.integer({ min: 1, max: 30_000 }),
        (points, centre, radius) => {
          const located = points.map((position, index) => ({ index, position }));
          const result = withinRadius(located, centre, radius);
          const expected = located
            .filter((l) => referenceMeters(centre, l.position) < radius - 1e-6)
            .map((l) => l.index);
          const borderline = located
            .filter((l) => Math.abs(referenceMeters(centre, l.position) - radius) <= 1e-6)
            .map((l) => l.index);
          const got = result.map((r) => r.index);
          // Every clear case agrees; nothing outside the radius slips in.
          for (const index of expected) if (!got.includes(index)) return false;
          for (const index of got) if (!expected.includes(index) && !borderline.includes(index)) return false;
          // Sorted by distance.
          return result.every((r, i) => i === 0 || (result[i - 1]?.meters ?? 0) <= r.meters);
        },
      ),
    );
  });

  test('a location exactly on the circle is not shown (less than, not less or equal)', () => {
    const centre = { lat: 48.137, lng: 11.575 };
    const onCircle = { lat: 48.147, lng: 11.575 };
    const r = haversineMeters(centre, onCircle);
    expect(withinRadius([{ index: 0, position: onCircle }], centre, r)).toEqual([]);
    expect(withinRadius([{ index: 0, position: onCircle }], centre, r + 0.01)).toHaveLength(1);
  });
});

describe('distances for visitors (de-DE)', () => {
  test.each([
    [42, '42 m'],
    [250.4, '250 m'],
    [958, '960 m'],
    [1_234, '1,2 km'],
    [3_096, '3,1 km'],
    [12_600, '13 km'],
  ])('%d m reads %s', (meters, text) => {
    expect(formatDistance(meters).replace(/\u00a0/g, ' ')).toBe(text);
  });
  test('English pages use a decimal point', () => {
    expect(formatDistance(1_234, 'en').replace(/\u00a0/g, ' ')).toBe('1.2 km');
  });
});
