/**
 * The page's end of the base-map worker (issue 30): what it sends for the page map's camera, when
 * the picture counts as settled, and what the worker's answers do on the page.
 */
import type maplibregl from 'maplibre-gl';
import type { OsmConfig } from '../provider';
import { ATTRIBUTION_SOURCE, BASE_CANVAS_CLASS, BaseMap, WorkerUnsupported } from './base-map';
import type { FromWorker, ToWorker } from './worker/protocol';

type Listener = (event: { originalEvent?: unknown }) => void;

/** The little of a MapLibre map BaseMap uses, with the camera and layers a test sets. */
function fakeMap() {
  const container = document.createElement('div');
  const canvasContainer = document.createElement('div');
  const canvas = document.createElement('canvas');
  canvasContainer.append(canvas);
  container.append(canvasContainer);
  const listeners = new Map<string, Set<Listener>>();
  const layers: string[] = [];
  const sources = new Map<string, unknown>();
  let glyphs: string | undefined;
  const camera = { lng: 11.57, lat: 48.14, zoom: 15 };
  const map = {
    transform: { width: 640, height: 400 },
    getContainer: () => container,
    getCanvasContainer: () => canvasContainer,
    getCanvas: () => canvas,
    getPixelRatio: () => 2,
    getCenter: () => ({ lng: camera.lng, lat: camera.lat }),
    getZoom: () => camera.zoom,
    getBearing: () => 0,
    getPitch: () => 0,
    getLayersOrder: () => [...layers],
    getGlyphs: () => glyphs,
    setGlyphs: (url: string) => {
      glyphs = url;
    },
    getLayer: (id: string) => (layers.includes(id) ? { id } : undefined),
    getSource: (id: string) => sources.get(id),
    addSource: (id: string, source: unknown) => sources.set(id, source),
    removeSource: (id: string) => sources.delete(id),
    addLayer: (layer: { id: string }) => {
      layers.push(layer.id);
      map.fire('styledata');
    },
    removeLayer: (id: string) => {
      layers.splice(layers.indexOf(id), 1);
      map.fire('styledata');
    },
    on: (type: string, listener: Listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    off: (type: string, listener: Listener) => listeners.get(type)?.delete(listener),
    fire: (type: string, event: { originalEvent?: unknown } = {}) => {
      for (const listener of listeners.get(type) ?? []) listener(event);
    },
    listenerCount: (type: string) => listeners.get(type)?.size ?? 0,
  };
  return { map, camera, canvas, sources };
}

function fakeWorker() {
  const sent: ToWorker[] = [];
  const worker = {
    onmessage: null as ((event: MessageEvent<FromWorker>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage: (message: ToWorker) => sent.push(message),
    terminated: false,
    terminate() {
      this.terminated = true;
    },
    answer(message: FromWorker) {
      this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
    },
  };
  return { worker, sent };
}

const offscreen = { kind: 'offscreen' };
beforeAll(() => {
  Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
    configurable: true,
    value: () => offscreen,
  });
});
afterAll(() => {
  delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
});

const POLICY = { page: 'http://localhost/', origins: ['http://localhost'], meta: [["'self'"]] };

function start() {
  const page = fakeMap();
  const { worker, sent } = fakeWorker();
  const base = new BaseMap(page.map as unknown as maplibregl.Map, worker as unknown as Worker, {
    style: 'https://example.org/style.json',
    iconless: undefined,
    config: { tiles: 'pmtiles:///osm/a.pmtiles' } as OsmConfig,
    maplibreWorker: '/chunks/maplibre-worker.js',
    guard: { policy: POLICY, assetTimeoutMs: 5000, onRefused: (url, text) => refused.push([url, text]) },
  });
  const refused: [string, string][] = [];
  const events: string[] = [];
  for (const type of ['busy', 'idle', 'shown', 'load'] as const) base.on(type, () => events.push(type));
  return { ...page, worker, sent, base, events, refused };
}

describe('BaseMap', () => {
  test('puts a hidden canvas under the map’s canvas and hands it to the worker with size, ratio, camera and absolute URLs', () => {
    const { canvas, sent, base } = start();
    expect(base.canvas.className).toBe(BASE_CANVAS_CLASS);
    expect(base.canvas.nextElementSibling).toBe(canvas);
    expect(base.canvas.getAttribute('aria-hidden')).toBe('true');
    expect(base.canvas.style.visibility).toBe('hidden');
    const [first] = sent;
    expect(first).toMatchObject({
      type: 'start',
      canvas: offscreen,
      size: { width: 640, height: 400 },
      pixelRatio: 2,
      camera: { center: [11.57, 48.14], zoom: 15, bearing: 0, pitch: 0, gesture: false },
      page: window.location.href,
      maplibreWorker: new URL('/chunks/maplibre-worker.js', window.location.href).href,
      policy: POLICY,
      assetTimeoutMs: 5000,
      seq: 1,
    });
  });

  test('the worker checks requests against the page’s policy; what it refused is reported on the page', () => {
    const { worker, refused } = start();
    worker.answer({
      type: 'refused',
      url: 'https://tiles.example/1/2/3.pbf',
      text: 'refused to connect to …',
    });
    expect(refused).toEqual([['https://tiles.example/1/2/3.pbf', 'refused to connect to …']]);
  });

  test('every move sends the camera with a new number; only the idle for the last number settles', () => {
    const { map, camera, worker, sent, events, base } = start();
    camera.zoom = 16;
    map.fire('move', { originalEvent: new Event('wheel') });
    camera.zoom = 17;
    map.fire('move');
    expect(sent.slice(1)).toEqual([
      { type: 'camera', camera: expect.objectContaining({ zoom: 16, gesture: true }) as unknown, seq: 2 },
      { type: 'camera', camera: expect.objectContaining({ zoom: 17, gesture: false }) as unknown, seq: 3 },
    ]);
    expect(events).toEqual(['busy', 'busy']);
    worker.answer({ type: 'idle', seq: 2, frames: 3 });
    expect(events).not.toContain('idle');
    worker.answer({ type: 'idle', seq: 3, frames: 4 });
    expect(events).toContain('idle');
    expect(base.canvas.dataset.sfFrames).toBe('4');
  });

  test('a resize sends the new size and pixel ratio with the camera', () => {
    const { map, sent } = start();
    map.transform.width = 320;
    map.fire('resize');
    expect(sent[1]).toMatchObject({
      type: 'resize',
      size: { width: 320, height: 400 },
      pixelRatio: 2,
      seq: 2,
    });
  });

  test('the worker’s first view shows the canvas; its style gives the map its attribution and glyphs', () => {
    const { map, worker, base, sources, events } = start();
    worker.answer({ type: 'shown' });
    expect(base.canvas.style.visibility).toBe('');
    expect(events).toContain('shown');
    worker.answer({
      type: 'style',
      attribution: '© OpenStreetMap',
      glyphs: 'https://example.org/{fontstack}/{range}.pbf',
    });
    expect(sources.get(ATTRIBUTION_SOURCE)).toMatchObject({ attribution: '© OpenStreetMap' });
    expect(map.getLayersOrder()).toEqual([ATTRIBUTION_SOURCE]);
    expect(map.getGlyphs()).toBe('https://example.org/{fontstack}/{range}.pbf');
    worker.answer({ type: 'style', attribution: '', glyphs: undefined });
    expect(sources.has(ATTRIBUTION_SOURCE)).toBe(false);
    expect(map.getLayersOrder()).toEqual([]);
  });

  test('the map’s canvas is left out of compositing while it draws nothing but the attribution', () => {
    const { map, worker, canvas } = start();
    expect(canvas.style.opacity).toBe('0');
    worker.answer({ type: 'style', attribution: '© OpenStreetMap', glyphs: undefined });
    expect(canvas.style.opacity).toBe('0');
    map.addLayer({ id: 'sf-search-circle-fill' });
    expect(canvas.style.opacity).toBe('');
    map.removeLayer('sf-search-circle-fill');
    expect(canvas.style.opacity).toBe('0');
  });

  test('errors carry the sprites for map-errors.ts; "unsupported" rejects with WorkerUnsupported', async () => {
    const { worker, base } = start();
    const errors: unknown[] = [];
    base.on('error', (event) => errors.push(event));
    worker.answer({
      type: 'error',
      event: { error: { message: 'Not Found (404)', url: 'https://example.org/sprite.json' } },
      sprites: ['https://example.org/sprite'],
    });
    expect(errors).toEqual([
      { error: { message: 'Not Found (404)', url: 'https://example.org/sprite.json' } },
    ]);
    expect(base.getSprite()).toEqual([{ url: 'https://example.org/sprite' }]);
    worker.answer({ type: 'unsupported', reason: 'Failed to initialize WebGL' });
    await expect(base.unsupported).rejects.toBeInstanceOf(WorkerUnsupported);
  });

  test('destroy tells the worker, takes its canvas away and stops following the map', () => {
    const { map, sent, base, worker } = start();
    base.destroy();
    expect(sent.at(-1)).toEqual({ type: 'remove' });
    expect(worker.terminated).toBe(true);
    expect(base.canvas.isConnected).toBe(false);
    expect(map.listenerCount('move') + map.listenerCount('resize') + map.listenerCount('styledata')).toBe(0);
  });
});
