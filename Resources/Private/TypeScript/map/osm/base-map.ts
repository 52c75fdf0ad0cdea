/**
 * The page's end of the worker that draws a block's base map (issue 30, protocol.ts). The page's
 * MapLibre map keeps everything a visitor touches and carries no theme layers, so its frames cost
 * next to nothing; this puts a canvas under its canvas, hands that canvas to the worker and sends it
 * the page map's camera on every move and resize. The worker's news (loaded, first view shown,
 * busy, idle, errors, the style's attribution and glyphs) comes back as events.
 */
import type maplibregl from 'maplibre-gl';
import type { OsmConfig } from '../provider';
import type { MapErrorEvent } from './map-errors';
import type { Guard } from './request-guard';
import type { Camera, FromWorker, Size, ToWorker } from './worker/protocol';

/** The worker could not draw (no WebGL there): the page's map draws the whole map instead. */
export class WorkerUnsupported extends Error {}

/** Where the worker's picture goes: under the page map's canvas, same box. */
export const BASE_CANVAS_CLASS = 'sf-osm-base';
/** The page map's source and layer that carry the base map's attribution (its control lists it). */
export const ATTRIBUTION_SOURCE = 'sf-base-attribution';

/** Whether this browser can hand a canvas to a worker (Safari before 16.4 cannot). */
export function canDrawInWorker(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function'
  );
}

type Events = {
  load: () => void;
  shown: () => void;
  error: (event: MapErrorEvent) => void;
  /** The picture is changing; `idle` follows when the worker has drawn every command sent. */
  busy: () => void;
  idle: () => void;
  /** The worker refused a request its policy does not allow. */
  refused: (url: string, text: string) => void;
};

export interface BaseStart {
  style: maplibregl.StyleSpecification | string;
  /** The style without icons, drawn if the sprite fails (none for a site's own style). */
  iconless: maplibregl.StyleSpecification | string | undefined;
  config: OsmConfig;
  maplibreWorker: string;
  /** The page map's guard: its policy and asset limit go to the worker, its reporter hears refusals. */
  guard: Guard;
}

export class BaseMap {
  readonly canvas: HTMLCanvasElement;
  private readonly listeners: { [K in keyof Events]: Events[K][] } = {
    load: [],
    shown: [],
    error: [],
    busy: [],
    idle: [],
    refused: [],
  };
  private seq = 0;
  private sprites: string[] = [];
  private attribution = '';
  private readonly onMove = (event: { originalEvent?: unknown }): void =>
    this.send({ type: 'camera', camera: this.camera(Boolean(event.originalEvent)), seq: this.next() });
  /**
   * This map's canvas, above the worker's, is transparent while it has no layer to draw (the circle,
   * the route, the GL-drawn locations). Then it is not composited at all: where the compositor reads
   * canvases back (software compositing), reading an empty one each frame waited for the worker's
   * drawing and blocked the main thread (the map pages' blocking time tripled). It keeps its focus
   * and input; osm.css draws its focus ring on the picture below.
   */
  private readonly showDrawing = (): void => {
    const drawing = this.map.getLayersOrder().some((id) => id !== ATTRIBUTION_SOURCE);
    const style = this.map.getCanvas().style;
    if (drawing) style.removeProperty('opacity');
    else if (style.opacity !== '0') style.opacity = '0';
  };
  private readonly onResize = (): void =>
    this.send({
      type: 'resize',
      size: this.size(),
      pixelRatio: this.map.getPixelRatio(),
      camera: this.camera(false),
      seq: this.next(),
    });

  /** Failed: the worker said it cannot draw, or never started. */
  readonly unsupported: Promise<never>;
  private fail: (error: WorkerUnsupported) => void = () => undefined;

  constructor(
    private readonly map: maplibregl.Map,
    private readonly worker: Worker,
    start: BaseStart,
  ) {
    this.unsupported = new Promise<never>((_resolve, reject) => {
      this.fail = reject;
    });
    // Unhandled only if nobody races it: the block waits on it beside the map's load.
    this.unsupported.catch(() => undefined);
    const doc = map.getContainer().ownerDocument;
    this.canvas = doc.createElement('canvas');
    this.canvas.className = BASE_CANVAS_CLASS;
    this.canvas.setAttribute('aria-hidden', 'true');
    // Hidden until the worker's first view is drawn (first-draw.ts, on the worker's side).
    this.canvas.style.visibility = 'hidden';
    map.getCanvasContainer().prepend(this.canvas);
    // This map's canvas is shown only while it draws something (see `showDrawing`).
    this.showDrawing();
    map.on('styledata', this.showDrawing);
    worker.onmessage = ({ data }: MessageEvent<FromWorker>) => this.receive(data);
    worker.onerror = (event) => this.fail(new WorkerUnsupported(event.message || 'the worker failed'));
    const offscreen = this.canvas.transferControlToOffscreen();
    this.send(
      {
        type: 'start',
        canvas: offscreen,
        size: this.size(),
        pixelRatio: map.getPixelRatio(),
        camera: this.camera(false),
        style: start.style,
        iconless: start.iconless,
        config: start.config,
        page: doc.location.href,
        maplibreWorker: new URL(start.maplibreWorker, doc.baseURI).href,
        policy: start.guard.policy,
        assetTimeoutMs: start.guard.assetTimeoutMs,
        seq: this.next(),
      },
      [offscreen],
    );
    map.on('move', this.onMove);
    map.on('resize', this.onResize);
    this.on('refused', (url, text) => start.guard.onRefused(url, text));
  }

  on<K extends keyof Events>(type: K, listener: Events[K]): void {
    this.listeners[type].push(listener);
  }

  /** The sprite URLs of the style shown, as of the last error (map-errors.ts asks after one). */
  getSprite(): { url: string }[] {
    return this.sprites.map((url) => ({ url }));
  }

  setStyle(
    style: maplibregl.StyleSpecification | string,
    iconless: maplibregl.StyleSpecification | string | undefined,
  ): void {
    this.send({ type: 'style', style, iconless, seq: this.next() });
  }

  destroy(): void {
    this.map.off('move', this.onMove);
    this.map.off('resize', this.onResize);
    this.map.off('styledata', this.showDrawing);
    this.send({ type: 'remove' });
    // A worker that never made a map (no WebGL there) would wait for ever: ended here in any case.
    this.worker.terminate();
    this.canvas.remove();
  }

  private next(): number {
    this.seq += 1;
    for (const listener of this.listeners.busy) listener();
    return this.seq;
  }

  private send(message: ToWorker, transfer: Transferable[] = []): void {
    this.worker.postMessage(message, transfer);
  }

  private size(): Size {
    return { width: this.map.transform.width, height: this.map.transform.height };
  }

  private camera(gesture: boolean): Camera {
    const center = this.map.getCenter();
    return {
      center: [center.lng, center.lat],
      zoom: this.map.getZoom(),
      bearing: this.map.getBearing(),
      pitch: this.map.getPitch(),
      gesture,
    };
  }

  private emit<K extends keyof Events>(type: K, ...args: Parameters<Events[K]>): void {
    for (const listener of this.listeners[type]) (listener as (...values: typeof args) => void)(...args);
  }

  private receive(message: FromWorker): void {
    switch (message.type) {
      case 'unsupported':
        this.fail(new WorkerUnsupported(message.reason));
        break;
      case 'load':
        this.emit('load');
        break;
      case 'shown':
        this.canvas.style.removeProperty('visibility');
        this.emit('shown');
        break;
      case 'style':
        this.describe(message.attribution, message.glyphs);
        break;
      case 'busy':
        this.emit('busy');
        break;
      case 'idle':
        // For end-to-end tests and the bench, which cannot count the worker's frames: how many.
        this.canvas.dataset.sfFrames = String(message.frames);
        // Idle for an older command: the newer one is still to be drawn.
        if (message.seq === this.seq) this.emit('idle');
        break;
      case 'error':
        this.sprites = message.sprites;
        this.emit('error', message.event);
        break;
      case 'refused':
        this.emit('refused', message.url, message.text);
        break;
    }
  }

  /** The page's map lists the base map's attribution and draws its labels with the style's glyphs. */
  private describe(attribution: string, glyphs: string | undefined): void {
    const map = this.map;
    try {
      if (glyphs && map.getGlyphs() !== glyphs) map.setGlyphs(glyphs);
      if (attribution === this.attribution) return;
      if (map.getLayer(ATTRIBUTION_SOURCE)) map.removeLayer(ATTRIBUTION_SOURCE);
      if (map.getSource(ATTRIBUTION_SOURCE)) map.removeSource(ATTRIBUTION_SOURCE);
      this.attribution = attribution;
      if (attribution === '') return;
      map.addSource(ATTRIBUTION_SOURCE, {
        type: 'geojson',
        data: { type: 'FeatureCollection', features: [] },
        attribution,
      });
      // A source counts for the attribution only while a layer draws from it.
      map.addLayer({ id: ATTRIBUTION_SOURCE, type: 'circle', source: ATTRIBUTION_SOURCE });
    } catch {
      // This map's own style is not done loading (MapLibre throws): once it is.
      const retry = (): void => {
        map.off('style.load', retry);
        this.describe(attribution, glyphs);
      };
      map.on('style.load', retry);
    }
  }
}
