/**
 * 4.4, 9.1 the OpenStreetMap info window over a stand-in for MapLibre's popup: one window, beside
 * its marker (a GL-drawn location is a dot), on a side where it covers no other marker, forgotten
 * when the visitor closes it.
 */
import type maplibregl from 'maplibre-gl';
import type { MarkerSpec } from '../provider';
import { InfoWindow } from './info-window';
import { OsmMarker } from './osm-marker';
import { infoOffset, type Box } from './markers';

jest.mock('maplibre-gl', () => {
  /** MapLibre's Popup, reduced to what the info window calls; `last` is the newest. */
  class Popup {
    static last: Popup | undefined;
    readonly options: { anchor?: string; maxWidth?: string };
    offset: unknown;
    content: Node | undefined;
    private open = false;
    private readonly element = document.createElement('div');
    private readonly handlers = new Map<string, () => void>();
    constructor(options: { maxWidth?: string }) {
      this.options = { ...options };
      const content = document.createElement('div');
      content.className = 'maplibregl-popup-content';
      content.getBoundingClientRect = () => ({ width: 200, height: 100 }) as DOMRect;
      this.element.append(content);
      Popup.last = this;
    }
    on(event: string, handler: () => void): this {
      this.handlers.set(event, handler);
      return this;
    }
    setOffset(offset: unknown): this {
      this.offset = offset;
      return this;
    }
    setLngLat(): this {
      return this;
    }
    setDOMContent(content: Node): this {
      this.content = content;
      return this;
    }
    isOpen(): boolean {
      return this.open;
    }
    addTo(): this {
      this.open = true;
      return this;
    }
    /** As MapLibre's: a removed open popup fires 'close' (also when the visitor clicks its ×). */
    remove(): this {
      if (!this.open) return this;
      this.open = false;
      this.handlers.get('close')?.();
      return this;
    }
    getElement(): HTMLElement {
      return this.element;
    }
  }
  return { __esModule: true, default: { Popup } };
});

interface FakePopup {
  options: { anchor?: string; maxWidth?: string };
  offset: unknown;
  content: Node | undefined;
  isOpen(): boolean;
  remove(): void;
}
const popup = (): FakePopup =>
  jest.requireMock<{ default: { Popup: { last: FakePopup } } }>('maplibre-gl').default.Popup.last;

/** An 800×600 map whose every marker projects to the middle. */
function fakeMap(): maplibregl.Map {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 800 });
  Object.defineProperty(container, 'clientHeight', { value: 600 });
  return { getContainer: () => container, project: () => ({ x: 400, y: 300 }) } as unknown as maplibregl.Map;
}

const spec: MarkerSpec = {
  index: 0,
  position: { lat: 48.1, lng: 11.5 },
  title: 'Zentrale',
  label: undefined,
  icon: undefined,
  opacity: 1,
};
const marker = (): OsmMarker => new OsmMarker(spec, document, () => undefined);

describe('the OSM info window (4.4, 9.1)', () => {
  it('opens one window, at most 263 px wide, beside the pin with the content given', () => {
    const info = new InfoWindow(fakeMap(), () => []);
    const content = document.createElement('p');
    const pin = marker();
    info.open(pin, content);
    expect(info.isOpen()).toBe(true);
    expect(info.marker).toBe(pin);
    expect(popup().options.maxWidth).toBe('263px');
    expect(popup().content).toBe(content);
    expect(popup().offset).toEqual(infoOffset(spec));
  });

  it('a GL-drawn location is a dot: the window sits beside the dot, not a pin', () => {
    const info = new InfoWindow(fakeMap(), () => []);
    const dot = marker();
    dot.gl = true;
    info.open(dot, document.createElement('p'));
    expect(popup().offset).toEqual(infoOffset({ ...spec, kind: 'point' }));
  });

  it('opens above its marker, and below when another marker is above it', () => {
    let obstacles: Box[] = [];
    const asked: unknown[] = [];
    const info = new InfoWindow(fakeMap(), (except) => {
      asked.push(except);
      return obstacles;
    });
    const pin = marker();
    info.open(pin, document.createElement('p'));
    expect(popup().options.anchor).toBe('bottom');
    expect(asked).toEqual([pin]);
    obstacles = [[390, 200, 410, 240]];
    info.place();
    expect(popup().options.anchor).toBe('top');
  });

  it("closing (the block's mouse-out or the visitor's ×) forgets the marker", () => {
    const info = new InfoWindow(fakeMap(), () => []);
    info.open(marker(), document.createElement('p'));
    popup().remove();
    expect(info.isOpen()).toBe(false);
    expect(info.marker).toBeUndefined();
    info.open(marker(), document.createElement('p'));
    info.close();
    expect(popup().isOpen()).toBe(false);
    expect(info.isOpen()).toBe(false);
  });
});
