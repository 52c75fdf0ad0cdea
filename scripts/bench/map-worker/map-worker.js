/*
 * Issue 30, an experiment of `npm run bench` (section map-worker): MapLibre GL JS, unchanged, in a
 * dedicated worker that draws on the page's canvas through an OffscreenCanvas. MapLibre reads a DOM
 * for its container, canvas and event listeners; a worker has none, so this gives it the little it
 * needs: elements that remember children, attributes and listeners, the page's canvas as the first
 * canvas it creates, and the event classes its handlers test for. The page sends the canvas, its
 * size and pixel ratio, then its visitor's events (offscreen-page.js); MapLibre's own handlers move
 * the map. The worker says when the map is idle and where its camera went.
 */
/* global maplibregl, OffscreenCanvas */
'use strict';

let width = 0;
let height = 0;
let pageCanvas = null;
let canvasContainer = null;
const noop = () => undefined;

/** addEventListener and dispatchEvent on a fake node (MapLibre's handlers listen on their container). */
function withListeners(target) {
  const listeners = new Map();
  target.addEventListener = (type, listener) => {
    if (!listeners.has(type)) listeners.set(type, new Set());
    listeners.get(type).add(listener);
  };
  target.removeEventListener = (type, listener) => listeners.get(type)?.delete(listener);
  target.dispatchEvent = (event) => {
    for (const listener of listeners.get(event.type) ?? []) listener.call(target, event);
    return true;
  };
  return target;
}

function classList() {
  const names = new Set();
  return {
    add: (...added) => added.forEach((name) => names.add(name)),
    remove: (...removed) => removed.forEach((name) => names.delete(name)),
    contains: (name) => names.has(name),
    toggle: (name, force) => {
      const on = force ?? !names.has(name);
      if (on) names.add(name);
      else names.delete(name);
      return on;
    },
  };
}

/** Makes `node` look enough like an element of `tag` sized like the page's map. */
function element(node, tag) {
  Object.assign(node, {
    nodeType: 1,
    tagName: tag.toUpperCase(),
    nodeName: tag.toUpperCase(),
    childNodes: [],
    style: node.style ?? {},
    dataset: {},
    attributes: new Map(),
    classList: classList(),
    ownerDocument: fakeDocument,
    parentNode: null,
    parentElement: null,
    clientLeft: 0,
    clientTop: 0,
    setAttribute(name, value) {
      this.attributes.set(name, String(value));
    },
    getAttribute(name) {
      return this.attributes.get(name) ?? null;
    },
    removeAttribute(name) {
      this.attributes.delete(name);
    },
    hasAttribute(name) {
      return this.attributes.has(name);
    },
    appendChild(child) {
      this.childNodes.push(child);
      child.parentNode = this;
      child.parentElement = this;
      return child;
    },
    insertBefore(child) {
      return this.appendChild(child);
    },
    removeChild(child) {
      this.childNodes = this.childNodes.filter((other) => other !== child);
      child.parentNode = null;
      return child;
    },
    remove() {
      this.parentNode?.removeChild(this);
    },
    querySelector: () => null,
    querySelectorAll: () => [],
    getElementsByClassName: () => [],
    contains(other) {
      for (let node = other; node; node = node.parentNode) if (node === this) return true;
      return false;
    },
    // Events arrive in the map's own coordinates (offscreen-page.js subtracts its position).
    getBoundingClientRect: () => ({
      left: 0,
      top: 0,
      x: 0,
      y: 0,
      width,
      height,
      right: width,
      bottom: height,
    }),
    focus: noop,
    blur: noop,
    setPointerCapture: noop,
    releasePointerCapture: noop,
  });
  withListeners(node);
  Object.defineProperty(node, 'firstChild', { get: () => node.childNodes[0] ?? null, configurable: true });
  Object.defineProperty(node, 'children', { get: () => node.childNodes, configurable: true });
  let className = '';
  Object.defineProperty(node, 'className', {
    get: () => className,
    set: (value) => {
      className = value;
    },
    configurable: true,
  });
  for (const key of ['clientWidth', 'offsetWidth', 'scrollWidth'])
    Object.defineProperty(node, key, { get: () => width, configurable: true });
  for (const key of ['clientHeight', 'offsetHeight', 'scrollHeight'])
    Object.defineProperty(node, key, { get: () => height, configurable: true });
  return node;
}

function createElement(tag) {
  const name = String(tag).toLowerCase();
  if (name !== 'canvas') return element({}, name);
  // The map's canvas is the page's; any other (images, glyphs) is an OffscreenCanvas of its own.
  if (pageCanvas && !pageCanvas.taken) {
    pageCanvas.taken = true;
    pageCanvas.style = {};
    return element(pageCanvas, name);
  }
  return element(new OffscreenCanvas(1, 1), name);
}

const fakeDocument = withListeners({
  createElement,
  createElementNS: (_namespace, tag) => createElement(tag),
  createTextNode: (text) => ({ nodeType: 3, textContent: text }),
  getElementById: () => null,
  querySelector: () => null,
  querySelectorAll: () => [],
  visibilityState: 'visible',
  hidden: false,
  defaultView: self,
});
fakeDocument.body = element({}, 'body');
fakeDocument.documentElement = element({}, 'html');
fakeDocument.head = element({}, 'head');

self.window = self;
self.document = fakeDocument;
self.matchMedia = () => ({
  matches: false,
  addEventListener: noop,
  removeEventListener: noop,
  addListener: noop,
  removeListener: noop,
});
self.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
self.getComputedStyle = () => new Proxy({}, { get: () => '' });
/** A constructor that `instanceof` can test, its prototype under `parent`'s. */
function kind(parent) {
  const constructor = function () {};
  if (parent) Object.setPrototypeOf(constructor.prototype, parent.prototype);
  return constructor;
}
self.HTMLElement = kind();
self.HTMLImageElement = kind();
self.HTMLVideoElement = kind();
self.HTMLCanvasElement = OffscreenCanvas;
// MapLibre's handlers test events with instanceof.
self.MouseEvent = kind();
self.WheelEvent = kind(self.MouseEvent);
self.PointerEvent = kind(self.MouseEvent);
self.TouchEvent = kind();
self.KeyboardEvent = kind();
self.FocusEvent = kind();
const eventClass = (type) =>
  type === 'wheel'
    ? self.WheelEvent
    : type.startsWith('touch')
      ? self.TouchEvent
      : type.startsWith('key')
        ? self.KeyboardEvent
        : self.MouseEvent;

/** A visitor's event from the page, to MapLibre's listeners on the container (or the document's). */
function dispatch(data) {
  const event = Object.assign(Object.create(eventClass(data.type).prototype), data, {
    target: canvasContainer,
    currentTarget: canvasContainer,
    defaultPrevented: false,
    timeStamp: performance.now(),
    preventDefault: noop,
    stopPropagation: noop,
    stopImmediatePropagation: noop,
  });
  for (const key of ['touches', 'targetTouches', 'changedTouches'])
    if (data[key]) event[key] = data[key].map((touch) => ({ ...touch, target: canvasContainer }));
  (data.onDocument ? fakeDocument : canvasContainer).dispatchEvent(event);
}

importScripts('maplibre-gl-csp.js');

let map = null;

/** Resolves on the map's next `type` event (at most 15 s). */
function next(type) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within 15 s`)), 15_000);
    map.once(type, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * What the product would ask of MapLibre in the worker besides drawing: a PMTiles archive through
 * the `pmtiles` protocol, a theme change, a GeoJSON overlay and a clustered source, features under a
 * point, an image, a new size, and removal. Each step says 'ok' or its error.
 */
async function probe({ pmtilesStyle, themeStyle }) {
  const steps = [];
  const step = async (name, run) => {
    try {
      steps.push(`${name}: ${(await run()) ?? 'ok'}`);
    } catch (error) {
      steps.push(`${name}: failed (${String(error?.message ?? error)})`);
    }
  };
  await step('PMTiles archive', async () => {
    importScripts('pmtiles.js');
    const protocol = new self.pmtiles.Protocol();
    maplibregl.addProtocol('pmtiles', protocol.tile);
    map.setStyle(pmtilesStyle);
    await next('idle');
    return `${String(map.queryRenderedFeatures().length)} features drawn`;
  });
  await step('theme change (setStyle)', async () => {
    map.setStyle(themeStyle);
    await next('idle');
    return `${String(map.getStyle().layers.length)} layers`;
  });
  await step('GeoJSON overlay and features under a point', async () => {
    const center = map.getCenter().toArray();
    map.addSource('probe-circle', {
      type: 'geojson',
      data: { type: 'Feature', geometry: { type: 'Point', coordinates: center }, properties: {} },
    });
    map.addLayer({
      id: 'probe-circle',
      type: 'circle',
      source: 'probe-circle',
      paint: { 'circle-radius': 20 },
    });
    await next('idle');
    const found = map.queryRenderedFeatures(map.project(center), { layers: ['probe-circle'] });
    return `${String(found.length)} feature under the centre`;
  });
  await step('clustered GeoJSON source', async () => {
    const center = map.getCenter().toArray();
    const points = Array.from({ length: 50 }, (_, index) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [center[0] + (index % 7) * 1e-4, center[1] + index * 1e-5] },
      properties: {},
    }));
    map.addSource('probe-points', {
      type: 'geojson',
      data: { type: 'FeatureCollection', features: points },
      cluster: true,
    });
    map.addLayer({ id: 'probe-points', type: 'circle', source: 'probe-points' });
    await next('idle');
    const clusters = map.querySourceFeatures('probe-points').filter((feature) => feature.properties.cluster);
    const first = clusters[0];
    if (!first) return 'no cluster';
    const zoom = await map.getSource('probe-points').getClusterExpansionZoom(first.properties.cluster_id);
    return `${String(clusters.length)} clusters, the first opens at zoom ${String(zoom)}`;
  });
  await step('image', async () => {
    map.addImage('probe-image', { width: 2, height: 2, data: new Uint8Array(16).fill(255) });
    return map.hasImage('probe-image') ? 'ok' : 'missing';
  });
  await step('new size (resize)', async () => {
    width = Math.round(width / 2);
    map.resize();
    await next('render');
    return `canvas ${String(map.getCanvas().width)} px wide`;
  });
  await step('remove', async () => {
    map.remove();
    return 'ok';
  });
  return steps;
}

self.onmessage = ({ data }) => {
  if (data.type === 'event') {
    if (canvasContainer) dispatch(data.event);
    return;
  }
  if (data.type === 'probe') {
    void probe(data).then((steps) => self.postMessage({ type: 'probe', steps }));
    return;
  }
  try {
    ({ width, height } = data);
    // Without the page's canvas, a canvas of its own whose frames go to the page as bitmaps.
    const bitmaps = !data.canvas;
    pageCanvas =
      data.canvas ??
      new OffscreenCanvas(Math.round(width * data.pixelRatio), Math.round(height * data.pixelRatio));
    Object.defineProperty(self, 'devicePixelRatio', { value: data.pixelRatio, configurable: true });
    maplibregl.setWorkerUrl(new URL('maplibre-gl-csp-worker.js', self.location.href).href);
    map = new maplibregl.Map({
      container: element({}, 'div'),
      style: data.style,
      bounds: data.bounds,
      fitBoundsOptions: data.fit,
      attributionControl: false,
      pixelRatio: data.pixelRatio,
    });
    canvasContainer = map.getCanvasContainer();
    const drawn = pageCanvas;
    // MapLibre's 'render' comes after each drawn frame: the frame goes out with the camera it shows.
    if (bitmaps)
      map.on('render', () => {
        const bitmap = drawn.transferToImageBitmap();
        self.postMessage({ type: 'frame', bitmap, center: map.getCenter().toArray(), zoom: map.getZoom() }, [
          bitmap,
        ]);
      });
    map.on('idle', () => self.postMessage({ type: 'idle' }));
    map.on('moveend', () =>
      self.postMessage({ type: 'moveend', center: map.getCenter().toArray(), zoom: map.getZoom() }),
    );
    map.on('error', (event) => self.postMessage({ type: 'error', message: String(event.error?.message) }));
  } catch (error) {
    self.postMessage({ type: 'error', message: String(error?.stack ?? error) });
  }
};
