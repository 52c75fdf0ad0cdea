/**
 * Test support for the Google provider (not part of the bundle): a map made through
 * `googleProvider` over the mocks of `mock-google.ts`, marker specs, the markers Google was asked
 * to draw, and Google's Size and Point as plain values. The test file mocks `loadGoogle` and
 * `@googlemaps/markerclusterer` itself (jest.mock works per test file) with the factories of
 * `google-module-mocks.ts`, and calls `resetGoogle` before each test.
 */
import { mockInstances } from '@googlemaps/jest-mocks';
import { MarkerClusterer } from '@googlemaps/markerclusterer';
import { loadGoogle } from '../../services/google/loader';
import { googleProvider, type ClassicMarkerOptions } from '../google';
import type { MarkerSpec } from '../provider';
import {
  GOOGLE_CONFIG,
  installGoogle,
  mapOptions,
  mockLibraries,
  RecordingMap,
  RecordingMarker,
} from './mock-google';

/**
 * A fresh `google` global, `loadGoogle` (mocked by the test file) answering with the mock
 * libraries, and the mocked `MarkerClusterer`'s calls cleared: for a test file's beforeEach.
 */
export function resetGoogle(): void {
  installGoogle();
  jest.mocked(loadGoogle).mockImplementation(() => mockLibraries());
  jest.mocked(MarkerClusterer).mockClear();
}

export async function create(overrides: Parameters<typeof mapOptions>[0] = {}) {
  const container = document.createElement('div');
  const handle = await (await googleProvider.load(GOOGLE_CONFIG)).create(container, mapOptions(overrides));
  const [map] = mockInstances.get(RecordingMap);
  if (!map) throw new Error('no map created');
  return { handle, map, container };
}

export function spec(index: number, overrides: Partial<MarkerSpec> = {}): MarkerSpec {
  return {
    index,
    position: { lat: 48.13 + index / 1000, lng: 11.57 + index / 1000 },
    title: `Standort ${index}`,
    label: undefined,
    icon: undefined,
    opacity: 1,
    ...overrides,
  };
}

/** Sizes and points as plain values (the mocks carry a jest.fn per instance, so toEqual fails on them). */
export function plain(value: unknown): unknown {
  if (value instanceof google.maps.Size) return { size: [value.width, value.height] };
  if (value instanceof google.maps.Point) return { point: [value.x, value.y] };
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, plain(entry)]));
  }
  return value;
}

export function googleMarkers(): RecordingMarker[] {
  return mockInstances.get(RecordingMarker);
}

export function markerOptions(index: number): ClassicMarkerOptions {
  const options = googleMarkers()[index]?.options;
  if (!options) throw new Error(`no marker ${index}`);
  return options;
}
