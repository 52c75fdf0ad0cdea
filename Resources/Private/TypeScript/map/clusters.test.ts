/** 9.2 marker-cluster icon sets and 9.1 letter labels. */
import {
  CLUSTER_ICON_SETS,
  CLUSTER_STYLE_ORDER,
  clusterIcon,
  clusterIconSet,
  markerLetter,
} from './clusters';

describe('9.2 cluster icon sets', () => {
  test('9.2 markerClusterStyle picks the set: 0 default, 1 people, 2 conversation, 3 heart, 4 pin', () => {
    expect([0, 1, 2, 3, 4].map(clusterIconSet)).toEqual([
      'default',
      'people',
      'conversation',
      'heart',
      'pin',
    ]);
    expect(CLUSTER_STYLE_ORDER).toEqual(['default', 'people', 'conversation', 'heart', 'pin']);
  });

  test.each([-1, 5, 99, 1.5, Number.NaN])(
    '9.2 an unknown style index (%s) falls back to the default set',
    (index) => {
      expect(clusterIconSet(index)).toBe('default');
    },
  );

  test('9.2 the sizes and text sizes of the sets', () => {
    const sizes = (set: keyof typeof CLUSTER_ICON_SETS) =>
      CLUSTER_ICON_SETS[set].map((icon) => [icon.width, icon.height, icon.textSize, icon.textColor]);
    expect(sizes('people')).toEqual([
      [35, 35, 10, '#000000'],
      [45, 45, 11, '#000000'],
      [55, 55, 12, '#000000'],
    ]);
    expect(sizes('conversation').map(([w, h]) => [w, h])).toEqual([
      [30, 27],
      [40, 36],
      [50, 45],
    ]);
    expect(sizes('heart').map(([w, h]) => [w, h])).toEqual([
      [30, 26],
      [40, 35],
      [50, 44],
    ]);
    expect(sizes('pin')).toEqual([[30, 48, 10, '#ffffff']]);
  });

  test("9.2 the images carry the prefix 'm': m1–m3 for the default set, m-{set}-{n} for the others", () => {
    expect(CLUSTER_ICON_SETS.default.map((icon) => icon.file)).toEqual(['m1.png', 'm2.png', 'm3.png']);
    for (const set of ['people', 'conversation', 'heart', 'pin'] as const) {
      CLUSTER_ICON_SETS[set].forEach((icon, index) => expect(icon.file).toBe(`m-${set}-${index + 1}.png`));
    }
  });

  test.each([
    [1, 0],
    [2, 0],
    [9, 0],
    [10, 1],
    [99, 1],
    [100, 2],
    [999, 2],
    [10_000, 2],
  ])('9.2 %i locations take step %i (one step per power of ten, capped)', (count, step) => {
    for (const set of ['default', 'people', 'conversation', 'heart'] as const) {
      expect(clusterIcon(set, count)).toBe(CLUSTER_ICON_SETS[set][step]);
    }
    expect(clusterIcon('pin', count)).toBe(CLUSTER_ICON_SETS.pin[0]);
  });

  test('9.2 odd counts stay on the first step', () => {
    expect(clusterIcon('people', 0)).toBe(CLUSTER_ICON_SETS.people[0]);
    expect(clusterIcon('people', -5)).toBe(CLUSTER_ICON_SETS.people[0]);
    expect(clusterIcon('people', 9.9)).toBe(CLUSTER_ICON_SETS.people[0]);
  });
});

describe('9.1 marker letters', () => {
  test('9.1 letters run A–Z from index 0', () => {
    expect(Array.from({ length: 26 }, (_, index) => markerLetter(index)).join('')).toBe(
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    );
  });

  test.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'A'],
    [27, 'B'],
    [51, 'Z'],
    [52, 'A'],
    [777, 'X'],
  ])('9.1 index %i → %s (cycling past Z)', (index, letter) => {
    expect(markerLetter(index)).toBe(letter);
  });
});
