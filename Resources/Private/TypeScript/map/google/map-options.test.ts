/**
 * 3.3 the Google provider's map options as they reach Google (map-options.ts), on a map made
 * through the provider.
 */
import { create, resetGoogle } from '../testing/google-map';
import type * as GoogleModuleMocks from '../testing/google-module-mocks';

import { CONTROL_POSITIONS } from '../settings';

import { mapOptionsFor } from './map-options';
import { MAP_TYPE_CONTROL_STYLE, mapOptions, mockLibraries } from '../testing/mock-google';

import { FALLBACK_ZOOM } from '../rules';

import { STYLED_THEMES } from './styles';

jest.mock('../../services/google/loader', () =>
  jest.requireActual<typeof GoogleModuleMocks>('../testing/google-module-mocks').loaderModule(),
);
jest.mock('@googlemaps/markerclusterer', () =>
  jest.requireActual<typeof GoogleModuleMocks>('../testing/google-module-mocks').markerClustererModule(),
);

beforeEach(resetGoogle);

describe('3.3 map options reaching Google', () => {
  test('3.3 the map draws into the container with centre, zoom and map type', async () => {
    const { map, container, handle } = await create({ zoom: 14, mapType: 'satellite' });
    expect(map.div).toBe(container);
    expect(handle.element).toBe(container);
    expect(map.options).toMatchObject({
      center: { lat: 48.1374, lng: 11.5755 },
      zoom: 14,
      mapTypeId: 'satellite',
    });
  });

  test('4.3 zoom 0 starts at a world zoom (the block fits the bounds afterwards)', async () => {
    const { map } = await create({ zoom: 0 });
    expect(map.options?.zoom).toBe(FALLBACK_ZOOM);
  });

  test('3.3 the full option object for a typical block', async () => {
    const { map } = await create({
      mapTypes: ['roadmap', 'satellite'],
      mapTypeControl: { enabled: true, position: 'TOP_RIGHT', style: 'DROPDOWN_MENU' },
      zoomControl: { enabled: true, position: 'RIGHT_BOTTOM' },
      scaleControl: true,
      streetViewControl: { enabled: true, position: 'LEFT_TOP' },
      fullscreenControl: { enabled: true, position: 'TOP_LEFT' },
    });
    const position = google.maps.ControlPosition;
    expect(map.options).toEqual({
      center: { lat: 48.1374, lng: 11.5755 },
      zoom: 12,
      mapTypeId: 'roadmap',
      gestureHandling: 'auto',
      scrollwheel: true,
      disableDoubleClickZoom: false,
      mapTypeControl: true,
      mapTypeControlOptions: {
        style: MAP_TYPE_CONTROL_STYLE.DROPDOWN_MENU,
        position: position.TOP_RIGHT,
        mapTypeIds: ['roadmap', 'satellite', ...STYLED_THEMES],
      },
      zoomControl: true,
      zoomControlOptions: { position: position.RIGHT_BOTTOM },
      scaleControl: true,
      streetViewControl: true,
      streetViewControlOptions: { position: position.LEFT_TOP },
      fullscreenControl: true,
      fullscreenControlOptions: { position: position.TOP_LEFT },
    });
  });

  test.each([
    [true, true, 'auto', true],
    [true, false, 'cooperative', false],
    [false, true, 'none', true],
    [false, false, 'none', false],
  ])(
    '3.3 draggable %s, scroll zoom %s → gestureHandling %s, scrollwheel %s (no deprecated draggable)',
    async (draggable, scrollZoom, gestureHandling, scrollwheel) => {
      const { map } = await create({ draggable, scrollZoom });
      expect(map.options?.gestureHandling).toBe(gestureHandling);
      expect(map.options?.scrollwheel).toBe(scrollwheel);
      expect(map.options).not.toHaveProperty('draggable');
    },
  );

  test.each([
    [true, false],
    [false, true],
  ])('3.3 double-click zoom %s → disableDoubleClickZoom %s', async (doubleClickZoom, disabled) => {
    const { map } = await create({ doubleClickZoom });
    expect(map.options?.disableDoubleClickZoom).toBe(disabled);
  });

  test.each(['DEFAULT', 'HORIZONTAL_BAR', 'DROPDOWN_MENU'] as const)(
    '3.3 map type control style %s',
    async (style) => {
      const { map } = await create({ mapTypeControl: { enabled: true, position: undefined, style } });
      expect(map.options?.mapTypeControl).toBe(true);
      expect(map.options?.mapTypeControlOptions).toEqual({
        style: MAP_TYPE_CONTROL_STYLE[style],
        mapTypeIds: ['roadmap', ...STYLED_THEMES],
      });
    },
  );

  test('3.3 no style and no position: Google defaults (DEFAULT style, no position key)', async () => {
    const { map } = await create();
    expect(map.options?.mapTypeControl).toBe(false);
    expect(map.options?.mapTypeControlOptions).toEqual({
      style: MAP_TYPE_CONTROL_STYLE.DEFAULT,
      mapTypeIds: ['roadmap', ...STYLED_THEMES],
    });
    expect(map.options?.zoomControlOptions).toBeUndefined();
    expect(map.options?.streetViewControlOptions).toBeUndefined();
    expect(map.options?.fullscreenControlOptions).toBeUndefined();
  });

  test('3.3 controls off reach Google as false', async () => {
    const { map } = await create({
      zoomControl: { enabled: false, position: 'TOP_LEFT' },
      scaleControl: false,
      streetViewControl: { enabled: false, position: undefined },
      fullscreenControl: { enabled: false, position: undefined },
    });
    expect(map.options).toMatchObject({
      mapTypeControl: false,
      zoomControl: false,
      scaleControl: false,
      streetViewControl: false,
      fullscreenControl: false,
    });
  });

  test.each(CONTROL_POSITIONS)(
    '3.3 control position %s maps to google.maps.ControlPosition',
    async (name) => {
      const libraries = await mockLibraries();
      const options = mapOptionsFor(
        mapOptions({
          mapTypeControl: { enabled: true, position: name, style: undefined },
          zoomControl: { enabled: true, position: name },
          streetViewControl: { enabled: true, position: name },
          fullscreenControl: { enabled: true, position: name },
        }),
        libraries,
      );
      const expected = google.maps.ControlPosition[name];
      expect(typeof expected).toBe('number');
      expect(options.mapTypeControlOptions?.position).toBe(expected);
      expect(options.zoomControlOptions?.position).toBe(expected);
      expect(options.streetViewControlOptions?.position).toBe(expected);
      expect(options.fullscreenControlOptions?.position).toBe(expected);
    },
  );
});
