/**
 * Test support for the Google provider (not part of the bundle): `@googlemaps/jest-mocks` plus what
 * it lacks. Its Map, Marker and InfoWindow do not keep their constructor options, so recording
 * subclasses do; StyledMapType and MapTypeControlStyle are not mocked at all; and its
 * `google.maps.event` does nothing, so a small working event registry replaces it (listeners run
 * on `trigger`, as in the real API).
 */
import { initialize, InfoWindow, Map as MockMap, Marker as MockMarker } from '@googlemaps/jest-mocks';
import type { MapOptions, ProviderConfig } from '../provider';
import type { GoogleLibraries } from './loader';

export class RecordingMap extends MockMap {
  constructor(
    readonly div: Element | null,
    readonly options?: google.maps.MapOptions,
  ) {
    super(div, options);
  }
}

export class RecordingMarker extends MockMarker {
  static override readonly MAX_ZINDEX = 1_000_000;
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the provider uses classic markers on purpose
  constructor(readonly options?: google.maps.MarkerOptions | null) {
    super(options);
  }
}

export class RecordingInfoWindow extends InfoWindow {
  constructor(readonly options?: google.maps.InfoWindowOptions) {
    super(options);
  }
}

export class FakeStyledMapType {
  static readonly instances: FakeStyledMapType[] = [];
  constructor(
    readonly styles: (google.maps.MapTypeStyle | null)[] | null,
    readonly options?: google.maps.StyledMapTypeOptions | null,
  ) {
    FakeStyledMapType.instances.push(this);
  }
}

export const MAP_TYPE_CONTROL_STYLE = { DEFAULT: 0, HORIZONTAL_BAR: 1, DROPDOWN_MENU: 2 } as const;

type Handler = (...args: unknown[]) => void;

function installEventRegistry(): void {
  const registry = new Map<object, Map<string, Set<Handler>>>();
  const handlers = (instance: object, name: string): Set<Handler> => {
    const byName = registry.get(instance) ?? new Map<string, Set<Handler>>();
    registry.set(instance, byName);
    const set = byName.get(name) ?? new Set<Handler>();
    byName.set(name, set);
    return set;
  };
  const add = (instance: object, name: string, handler: Handler): google.maps.MapsEventListener => {
    const set = handlers(instance, name);
    set.add(handler);
    return { remove: () => set.delete(handler) };
  };
  const event = google.maps.event;
  event.addListener = (instance, name, handler) => add(instance, name, handler as Handler);
  event.addListenerOnce = (instance, name, handler) => {
    const listener = add(instance, name, (...args) => {
      listener.remove();
      (handler as Handler)(...args);
    });
    return listener;
  };
  event.trigger = (instance, name, ...args) => {
    for (const handler of [...(registry.get(instance)?.get(name) ?? [])]) handler(...args);
  };
  event.hasListeners = (instance, name) => (registry.get(instance)?.get(name)?.size ?? 0) > 0;
  event.clearListeners = (instance, name) => {
    registry.get(instance)?.delete(name);
  };
  event.clearInstanceListeners = (instance) => {
    registry.delete(instance);
  };
  event.removeListener = (listener) => listener.remove();
}

/** A fresh `google.maps` for each test: jest-mocks, the recording classes and a working event registry. */
export function installGoogle(): void {
  initialize();
  FakeStyledMapType.instances.length = 0;
  Object.assign(google.maps, {
    Map: RecordingMap,
    Marker: RecordingMarker,
    InfoWindow: RecordingInfoWindow,
    StyledMapType: FakeStyledMapType,
    MapTypeControlStyle: MAP_TYPE_CONTROL_STYLE,
  });
  installEventRegistry();
}

/** The libraries as `importLibrary` hands them over (from the installed mocks). */
export async function mockLibraries(): Promise<GoogleLibraries> {
  const [core, maps, marker] = await Promise.all([
    google.maps.importLibrary('core'),
    google.maps.importLibrary('maps'),
    google.maps.importLibrary('marker'),
  ]);
  return { core, maps, marker };
}

/** Map options as the block passes them, with overrides. */
export function mapOptions(overrides: Partial<MapOptions> = {}): MapOptions {
  return {
    center: { lat: 48.1374, lng: 11.5755 },
    zoom: 12,
    scrollZoom: true,
    draggable: true,
    doubleClickZoom: true,
    mapType: 'roadmap',
    mapTypes: ['roadmap'],
    mapTypeControl: { enabled: false, position: undefined, style: undefined },
    zoomControl: { enabled: true, position: undefined },
    scaleControl: false,
    streetViewControl: { enabled: false, position: undefined },
    fullscreenControl: { enabled: false, position: undefined },
    theme: 'default',
    label: 'Standorte',
    ...overrides,
  };
}

export const PROVIDER_CONFIG: ProviderConfig = {
  google: { apiKey: 'KEY-1' },
  osm: { tiles: '/osm/tiles/{z}/{x}/{y}.pbf', style: '', glyphs: '', maxZoom: 16 },
};
