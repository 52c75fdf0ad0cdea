/**
 * 4.3–4.5, 9.1 the OpenStreetMap marker layer over a stand-in for MapLibre: each location a button
 * on the map, a large unclustered set one GL layer instead (issue 11), clustered locations as
 * cluster buttons with their count, and the boxes the info window keeps clear of.
 */
import type maplibregl from 'maplibre-gl';
import type { MarkerSpec } from '../provider';
import { GL_MARKER_THRESHOLD, MarkerLayer } from './marker-layer';

jest.mock('maplibre-gl', () => {
  /** MapLibre's Marker, reduced to what the layer calls; `shown` holds those on the map. */
  class Marker {
    static shown = new Set<Marker>();
    private at: [number, number] = [0, 0];
    constructor(private readonly options: { element: HTMLElement }) {}
    setLngLat(at: [number, number]): this {
      this.at = at;
      return this;
    }
    getLngLat(): { lng: number; lat: number } {
      return { lng: this.at[0], lat: this.at[1] };
    }
    getElement(): HTMLElement {
      return this.options.element;
    }
    addTo(): this {
      Marker.shown.add(this);
      return this;
    }
    remove(): this {
      Marker.shown.delete(this);
      return this;
    }
  }
  return { __esModule: true, default: { Marker } };
});

/** The stand-in's markers on the map. */
const shown = (): Set<{ getElement(): HTMLElement }> =>
  jest.requireMock<{ default: { Marker: { shown: Set<{ getElement(): HTMLElement }> } } }>('maplibre-gl')
    .default.Marker.shown;
const shownElements = (): HTMLElement[] => [...shown()].map((marker) => marker.getElement());

/** A MapLibre map, reduced to what the layer calls: the whole world in view at MapLibre zoom 10. */
function fakeMap() {
  const canvas = document.createElement('canvas');
  const layers: string[] = [];
  const sources = new Map<string, unknown>();
  const map = {
    on: jest.fn(),
    off: jest.fn(),
    getZoom: () => 10,
    getBounds: () => ({ getWest: () => -180, getSouth: () => -85, getEast: () => 180, getNorth: () => 85 }),
    project: (at: [number, number] | { lng: number; lat: number }) => {
      const [lng, lat] = Array.isArray(at) ? at : [at.lng, at.lat];
      return { x: lng * 100, y: -lat * 100 };
    },
    getCanvas: () => canvas,
    getSource: (id: string) => sources.get(id),
    addSource: (id: string) => sources.set(id, { setData: jest.fn() }),
    getLayer: (id: string) => (layers.includes(id) ? { id } : undefined),
    addLayer: (layer: { id: string }) => layers.push(layer.id),
  };
  return { map: map as unknown as maplibregl.Map, canvas, layers };
}

const spec = (index: number, lng = 11 + index, lat = 48): MarkerSpec => ({
  index,
  position: { lat, lng },
  title: `Ort ${String(index)}`,
  label: undefined,
  icon: undefined,
  opacity: 1,
});

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

let layer: MarkerLayer | undefined;
afterEach(() => {
  layer?.destroy();
  layer = undefined;
  shown().clear();
});

describe('the OSM marker layer (4.3–4.5, 9.1)', () => {
  it('shows each location as a button on the map after the current task, then says so', async () => {
    const { map } = fakeMap();
    const changed = jest.fn();
    layer = new MarkerLayer(map, document.body, changed);
    layer.add([spec(0), spec(1), spec(2)]);
    expect(shownElements()).toHaveLength(0);
    await settle();
    const elements = shownElements();
    expect(elements).toHaveLength(3);
    expect(elements.every((element) => element.tagName === 'BUTTON')).toBe(true);
    expect(changed).toHaveBeenCalled();
  });

  it(`issue 11: above ${String(GL_MARKER_THRESHOLD)} unclustered locations, one GL layer draws them, no buttons`, async () => {
    const { map, canvas, layers } = fakeMap();
    layer = new MarkerLayer(map, document.body, jest.fn());
    const many = Array.from({ length: GL_MARKER_THRESHOLD + 1 }, (_, index) => spec(index, 11, 48));
    layer.add(many);
    await settle();
    expect(shownElements()).toHaveLength(0);
    expect(canvas.dataset.sfGlMarkers).toBe(String(GL_MARKER_THRESHOLD + 1));
    expect(layers).toContain('sf-locations-pin');
  });

  it(`at ${String(GL_MARKER_THRESHOLD)} locations every one is still a button`, async () => {
    const { map, canvas } = fakeMap();
    layer = new MarkerLayer(map, document.body, jest.fn());
    layer.add(Array.from({ length: GL_MARKER_THRESHOLD }, (_, index) => spec(index, 11, 48)));
    await settle();
    expect(shownElements()).toHaveLength(GL_MARKER_THRESHOLD);
    expect(canvas.dataset.sfGlMarkers).toBeUndefined();
  });

  it('clustered close locations are one cluster button with their count; a far one stays alone', async () => {
    const { map } = fakeMap();
    layer = new MarkerLayer(map, document.body, jest.fn());
    const markers = layer.add([
      spec(0, 11.5, 48.1),
      spec(1, 11.5, 48.1),
      spec(2, 11.5, 48.1),
      spec(3, -70, 40),
    ]);
    layer.cluster(markers, { maxZoom: 16, gridSize: 60, iconSet: 'default', imagePath: '/img/' });
    await settle();
    const elements = shownElements();
    const clusters = elements.filter((element) => element.dataset.count !== undefined);
    expect(clusters.map((element) => element.dataset.count)).toEqual(['3']);
    expect(elements).toHaveLength(2);
    expect(layer.unclusteredZoom(markers[0]!)).toBeGreaterThan(11);
  });

  it('4.4 the obstacles of the info window: every other marker on the map, from its position', async () => {
    const { map } = fakeMap();
    layer = new MarkerLayer(map, document.body, jest.fn());
    const [first, second] = layer.add([spec(0, 1, 0), spec(1, 2, 0)]);
    await settle();
    // The default pin is 27×41 px standing on its tip; the stand-in projects lng 2 to x 200.
    expect(layer.obstacles(first!)).toEqual([[186.5, -41, 213.5, 0]]);
    expect(layer.obstacles(second!)).toEqual([[86.5, -41, 113.5, 0]]);
  });
});
