/**
 * Module factories for the Google provider's tests (not part of the bundle), for jest.mock, which
 * is hoisted above the imports and so may only reach this file through jest.requireActual:
 *
 *   jest.mock('../../services/google/loader', () =>
 *     jest.requireActual<typeof GoogleModuleMocks>('../testing/google-module-mocks').loaderModule(),
 *   );
 *
 * It imports no product module (a factory runs while the test file's imports are still loading).
 */

/** The loader with `loadGoogle` a jest.fn (reset by `resetGoogle` in `google-map.ts`). */
export function loaderModule(): object {
  return {
    ...jest.requireActual<object>('../../services/google/loader'),
    loadGoogle: jest.fn(),
  };
}

/** The clusterer with a `MarkerClusterer` that records its calls and draws nothing. */
export function markerClustererModule(): object {
  return {
    ...jest.requireActual<object>('@googlemaps/markerclusterer'),
    MarkerClusterer: jest.fn().mockImplementation(() => ({
      setMap: jest.fn(),
      clearMarkers: jest.fn(),
      removeMarkers: jest.fn(),
      render: jest.fn(),
    })),
  };
}
