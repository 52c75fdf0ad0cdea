/**
 * The worker that draws a block's base map (issue 30): MapLibre, unchanged, on the page's canvas
 * handed over as an OffscreenCanvas, following the camera of the page's map (protocol.ts). All of
 * MapLibre's work for the theme (style, tiles, glyphs, icons, symbol placement, WebGL) happens here,
 * off the page's main thread; the page stays free for the visitor. It takes no input of its own.
 */
import { setPixelRatio, size, takeCanvas } from './dom';
import maplibregl from 'maplibre-gl';
import { drawFirstViewOnce } from '../first-draw';
import { failedSprite, withoutSpriteImages } from '../map-errors';
import { prepareTiles } from '../pmtiles';
import { guardFetch, guardRequests, type Guard } from '../request-guard';
import type { Camera, FromWorker, ToWorker } from './protocol';

/** The worker's global scope (the project's types are the page's). */
interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  close(): void;
}
const scope = self as unknown as WorkerScope;
const post = (message: FromWorker): void => scope.postMessage(message);

let map: maplibregl.Map | undefined;
/** The last command drawn or being drawn. */
let seq = 0;
/** The style to draw when the sprite fails (protocol.ts); once it has, nothing more to mend. */
let iconless: maplibregl.StyleSpecification | string | undefined;
let spriteFailed = false;
/** The map's guard (request-guard.ts); refusals go to the page, which reports them. */
let guard: Guard | undefined;
// This worker's own fetches (the PMTiles archive's byte ranges) obey the same policy.
guardFetch(self, () => guard);

const view = (camera: Camera) => ({
  center: camera.center,
  zoom: camera.zoom,
  bearing: camera.bearing,
  pitch: camera.pitch,
});

/** The attributions and glyphs of the style shown, for the page's map. */
function describeStyle(shown: maplibregl.Map): void {
  const style = shown.getStyle();
  const attributions = new Set<string>();
  for (const source of Object.values(style.sources)) {
    const attribution = (source as { attribution?: unknown }).attribution;
    if (typeof attribution === 'string' && attribution !== '') attributions.add(attribution);
  }
  post({ type: 'style', attribution: [...attributions].join(' | '), glyphs: style.glyphs });
}

async function start(message: Extract<ToWorker, { type: 'start' }>): Promise<void> {
  // MapLibre draws in animation frames: a worker without them cannot draw (the page then does).
  if (typeof requestAnimationFrame !== 'function') {
    post({ type: 'unsupported', reason: 'no requestAnimationFrame in a worker' });
    return;
  }
  seq = message.seq;
  iconless = message.iconless;
  Object.assign(size, message.size);
  setPixelRatio(scope, message.pixelRatio);
  guard = {
    policy: message.policy,
    assetTimeoutMs: message.assetTimeoutMs,
    onRefused: (url, text) => post({ type: 'refused', url, text }),
  };
  const requests = guardRequests(guard);
  await prepareTiles(message.config, message.page);
  maplibregl.setWorkerUrl(message.maplibreWorker);
  takeCanvas(message.canvas);
  // MapLibre throws when the canvas gives it no WebGL: start() then says 'unsupported'.
  const shown = new maplibregl.Map({
    container: document.createElement('div'),
    style: message.style,
    ...view(message.camera),
    interactive: false,
    attributionControl: false,
    pixelRatio: message.pixelRatio,
    // URLs a site's own style names resolve against the page, as they do for a map on the page (here
    // they would resolve against this worker's script); each is checked against the page's policy
    // here, before it leaves (this worker has no policy of its own), and sprite and glyphs are timed.
    transformRequest: requests.transformRequest,
    // The page's map decides where the camera may go; this one follows it anywhere.
    renderWorldCopies: true,
    maxPitch: 85,
  });
  map = shown;
  // One frame for the first view instead of one per arrival; the page shows the canvas after it.
  const gl = () => shown.getCanvas().getContext('webgl2');
  void drawFirstViewOnce(shown, { gl }).then(() => post({ type: 'shown' }));
  shown.on('load', () => {
    post({ type: 'load' });
  });
  shown.on('style.load', () => describeStyle(shown));
  shown.on('dataloading', () => post({ type: 'busy' }));
  let frames = 0;
  shown.on('render', () => {
    frames += 1;
  });
  shown.on('idle', () => post({ type: 'idle', seq, frames }));
  shown.on('error', (event: { error?: unknown; sourceId?: string }) => {
    const error = (event.error ?? {}) as { message?: unknown; url?: unknown; name?: unknown };
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    let sprites: string[] = [];
    try {
      sprites = shown.getSprite().map((sprite) => sprite.url);
    } catch {
      // No style loaded yet: no sprite either.
    }
    if (!spriteFailed && failedSprite(event, sprites) !== undefined) {
      spriteFailed = true;
      withoutSpriteImages(shown);
      if (iconless !== undefined) shown.setStyle(iconless, { diff: false });
    }
    post({
      type: 'error',
      event: {
        ...(event.sourceId === undefined ? {} : { sourceId: event.sourceId }),
        error: { message: text(error.message), url: text(error.url), name: text(error.name) },
      },
      sprites,
    });
  });
}

/** Draws the page's camera; the map is idle for `seq` once the frame and its tiles are drawn. */
function follow(shown: maplibregl.Map, camera: Camera): void {
  // The gesture's event, so the first view is released as on the page (first-draw.ts).
  shown.jumpTo(view(camera), camera.gesture ? { originalEvent: 'gesture' } : undefined);
  shown.triggerRepaint();
}

scope.onmessage = ({ data }: MessageEvent<ToWorker>) => {
  if (data.type === 'start') {
    start(data).catch((error: unknown) =>
      post({ type: 'unsupported', reason: error instanceof Error ? error.message : String(error) }),
    );
    return;
  }
  const shown = map;
  if (!shown) return;
  switch (data.type) {
    case 'camera':
      seq = data.seq;
      follow(shown, data.camera);
      break;
    case 'resize':
      seq = data.seq;
      Object.assign(size, data.size);
      if (data.pixelRatio !== shown.getPixelRatio()) {
        setPixelRatio(scope, data.pixelRatio);
        shown.setPixelRatio(data.pixelRatio);
      }
      shown.resize();
      follow(shown, data.camera);
      break;
    case 'style':
      seq = data.seq;
      iconless = data.iconless;
      shown.setStyle(spriteFailed && data.iconless !== undefined ? data.iconless : data.style);
      break;
    case 'remove':
      shown.remove();
      map = undefined;
      scope.close();
      break;
  }
};
