/**
 * 3.4 / 9.1 the Google provider's markers as they reach Google (markers.ts): icons, letters,
 * opacity, titles, the click and mouse-over behaviour, on a map made through the provider.
 */
import { create, googleMarkers, markerOptions, plain, resetGoogle, spec } from '../testing/google-map';
import type * as GoogleModuleMocks from '../testing/google-module-mocks';
import { markerLetter } from '../clusters';

jest.mock('../../services/google/loader', () =>
  jest.requireActual<typeof GoogleModuleMocks>('../testing/google-module-mocks').loaderModule(),
);
jest.mock('@googlemaps/markerclusterer', () =>
  jest.requireActual<typeof GoogleModuleMocks>('../testing/google-module-mocks').markerClustererModule(),
);

beforeEach(resetGoogle);

describe('3.4 / 9.1 markers', () => {
  test('9.1 a custom icon: 50×50 px, origin and anchor 0,0, clickable over the whole square', async () => {
    const { handle, map } = await create();
    handle.addMarkers([spec(0, { icon: '/fileadmin/pin.png', opacity: 0.8, title: 'Zentrale' })]);
    expect(googleMarkers()).toHaveLength(1);
    expect(plain(markerOptions(0))).toEqual({
      map,
      position: { lat: 48.13, lng: 11.57 },
      title: 'Zentrale',
      opacity: 0.8,
      optimized: false,
      icon: {
        url: '/fileadmin/pin.png',
        size: { size: [50, 50] },
        scaledSize: { size: [50, 50] },
        origin: { point: [0, 0] },
        anchor: { point: [0, 0] },
      },
      shape: { type: 'rect', coords: [0, 0, 50, 50] },
    });
  });

  test('3.4 no icon: the default marker (no icon, no shape, no label)', async () => {
    const { handle } = await create();
    handle.addMarkers([spec(0)]);
    const options = markerOptions(0);
    expect(options).not.toHaveProperty('icon');
    expect(options).not.toHaveProperty('shape');
    expect(options).not.toHaveProperty('label');
    expect(options.optimized).toBe(false);
  });

  test('9.1 letter labels cycle A–Z past Z, and reach Google as the label', async () => {
    const { handle } = await create();
    handle.addMarkers(Array.from({ length: 53 }, (_, index) => spec(index, { label: markerLetter(index) })));
    const labels = googleMarkers().map((marker) => marker.options?.label);
    expect(labels.slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect([labels[25], labels[26], labels[27], labels[51], labels[52]]).toEqual(['Z', 'A', 'B', 'Z', 'A']);
  });

  test('3.4 opacity from markerOpacity', async () => {
    const { handle } = await create();
    handle.addMarkers([spec(0, { opacity: 0.35 }), spec(1, { opacity: 1 })]);
    expect(markerOptions(0).opacity).toBe(0.35);
    expect(markerOptions(1).opacity).toBe(1);
  });

  test('4.4 keyboard: every marker has a title and a click listener (Google renders it as a button)', async () => {
    const { handle } = await create();
    handle.addMarkers([spec(0, { title: 'Zentrale' }), spec(1, { title: '', label: 'B' })]);
    expect(markerOptions(0).title).toBe('Zentrale');
    expect(markerOptions(1).title).toBe('B');
    for (const marker of googleMarkers()) {
      expect(marker.options?.optimized).toBe(false);
      expect(google.maps.event.hasListeners(marker, 'click')).toBe(true);
    }
  });

  test('4.4 on(click|mouseover|mouseout) listens to Google; click() triggers a Google click', async () => {
    const { handle } = await create();
    const [marker] = handle.addMarkers([spec(0)]);
    const calls: string[] = [];
    marker!.on('click', () => calls.push('click'));
    marker!.on('mouseover', () => calls.push('over'));
    marker!.on('mouseout', () => calls.push('out'));
    const google0 = googleMarkers()[0]!;
    google.maps.event.trigger(google0, 'mouseover');
    google.maps.event.trigger(google0, 'click');
    google.maps.event.trigger(google0, 'mouseout');
    marker!.click();
    expect(calls).toEqual(['over', 'click', 'out', 'click']);
  });

  test('4.4 a mouse-over marker opens on a visitor click, tap or Enter, but not on click() from the list', async () => {
    const { handle } = await create();
    const [marker] = handle.addMarkers([spec(0)]);
    const opened: string[] = [];
    marker!.on('mouseover', () => opened.push('open'));
    google.maps.event.trigger(googleMarkers()[0]!, 'click');
    expect(opened).toEqual(['open']);
    marker!.click();
    expect(opened).toEqual(['open']);
  });

  test('setVisible hides the Google marker', async () => {
    const { handle } = await create();
    const [marker] = handle.addMarkers([spec(0)]);
    marker!.setVisible(false);
    expect(googleMarkers()[0]!.setVisible).toHaveBeenCalledWith(false);
  });
});
