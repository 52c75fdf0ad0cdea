/*
 * The page's side of the map-worker experiment: hands the canvas to the worker (map-worker.js) and
 * forwards the visitor's pointer, touch, wheel and key events to it. Nothing of MapLibre runs here.
 */
'use strict';
(() => {
  const box = document.getElementById('map');
  const canvas = box.querySelector('canvas');
  const worker = new Worker(box.dataset.worker);
  // 'bitmaps': the worker draws on a canvas of its own and sends each frame as an ImageBitmap, shown
  // here in the same task as anything the page places over the map for that frame (its camera comes
  // along). Otherwise the worker draws on this canvas directly (transferControlToOffscreen).
  const bitmaps = box.dataset.frames === 'bitmaps';
  const offscreen = bitmaps ? undefined : canvas.transferControlToOffscreen();
  const shown = bitmaps ? canvas.getContext('bitmaprenderer') : undefined;
  const { style, bounds, fit } = JSON.parse(box.dataset.map);
  worker.postMessage(
    {
      type: 'start',
      canvas: offscreen,
      width: canvas.clientWidth,
      height: canvas.clientHeight,
      pixelRatio: devicePixelRatio,
      style: new URL(style, location.href).href,
      bounds,
      fit,
    },
    offscreen ? [offscreen] : [],
  );
  worker.addEventListener('message', ({ data }) => {
    if (data.type === 'frame') {
      canvas.width = data.bitmap.width;
      canvas.height = data.bitmap.height;
      shown.transferFromImageBitmap(data.bitmap);
      box.dataset.frames = 'bitmaps';
      box.dataset.frameCamera = `${data.center.map((value) => value.toFixed(5)).join(',')} z${data.zoom.toFixed(2)}`;
    }
    if (data.type === 'idle') document.documentElement.dataset.mapIdle = 'true';
    if (data.type === 'moveend') {
      box.dataset.center = data.center.map((value) => value.toFixed(5)).join(',');
      box.dataset.zoom = data.zoom.toFixed(2);
    }
    if (data.type === 'error') console.error(`map worker: ${data.message}`);
  });
  // For the bench: what else MapLibre can do in the worker (map-worker.js, probe).
  window.probeMapWorker = () =>
    new Promise((resolve) => {
      worker.addEventListener('message', ({ data }) => {
        if (data.type === 'probe') resolve(data.steps);
      });
      const at = (theme, tiles) => new URL(`${style}?theme=${theme}&tiles=${tiles}`, location.href).href;
      worker.postMessage({
        type: 'probe',
        pmtilesStyle: at('default', 'pmtiles'),
        themeStyle: at('BlackAndWhite', 'pmtiles'),
      });
    });

  const KEYS = ['button', 'buttons', 'ctrlKey', 'shiftKey', 'altKey', 'metaKey', 'detail'];
  const WHEEL = ['deltaX', 'deltaY', 'deltaZ', 'deltaMode'];
  /** What MapLibre's handlers read of an event, in the map's coordinates. */
  const copy = (event) => {
    const rect = box.getBoundingClientRect();
    const out = { type: event.type };
    for (const key of [...KEYS, ...WHEEL, 'key', 'code', 'keyCode']) if (key in event) out[key] = event[key];
    if ('clientX' in event) {
      out.clientX = event.clientX - rect.left;
      out.clientY = event.clientY - rect.top;
    }
    for (const key of ['touches', 'targetTouches', 'changedTouches'])
      if (event[key])
        out[key] = [...event[key]].map((touch) => ({
          identifier: touch.identifier,
          clientX: touch.clientX - rect.left,
          clientY: touch.clientY - rect.top,
        }));
    return out;
  };
  const send = (event, onDocument) =>
    worker.postMessage({ type: 'event', event: { ...copy(event), onDocument } });
  const ON_MAP = ['touchstart', 'touchend', 'touchcancel', 'mousedown', 'mousemove', 'mouseup'];
  for (const type of [
    ...ON_MAP,
    'mouseover',
    'mouseout',
    'dblclick',
    'click',
    'contextmenu',
    'keydown',
    'keyup',
  ])
    box.addEventListener(type, (event) => send(event, false), { passive: true });
  // The page does not scroll or zoom while the visitor moves the map.
  for (const type of ['wheel', 'touchmove'])
    box.addEventListener(
      type,
      (event) => {
        event.preventDefault();
        send(event, false);
      },
      { passive: false },
    );
  document.addEventListener('mousemove', (event) => send(event, true), { capture: true });
  document.addEventListener('mouseup', (event) => send(event, true));
})();
