/**
 * The little DOM that MapLibre reads, for a worker that has none (issue 30). MapLibre builds its
 * container, canvas container and controls from `document.createElement`, sizes the map from its
 * container, listens on elements and the document, and tests images and events with `instanceof`.
 * Here elements keep children, attributes and listeners and report the page map's size; the first
 * canvas MapLibre creates is the page's, handed over as an OffscreenCanvas; any other canvas (for
 * images and glyphs) is an OffscreenCanvas of its own. Imported before MapLibre, which it serves.
 */

/** The page map's size in CSS pixels, which every element reports. */
export const size = { width: 300, height: 150 };

type Listener = (this: unknown, event: { type: string }) => void;
type Node = Record<string, unknown> & { childNodes: Node[]; parentNode: Node | null };

let pageCanvas: OffscreenCanvas | undefined;

/** The canvas the next `createElement('canvas')` returns: the map's own (sent by the page). */
export function takeCanvas(canvas: OffscreenCanvas): void {
  pageCanvas = canvas;
}

function withListeners<T extends object>(target: T): T {
  const listeners = new Map<string, Set<Listener>>();
  return Object.assign(target, {
    addEventListener(type: string, listener: Listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener(type: string, listener: Listener) {
      listeners.get(type)?.delete(listener);
    },
    dispatchEvent(event: { type: string }) {
      for (const listener of listeners.get(event.type) ?? []) listener.call(target, event);
      return true;
    },
  });
}

function classList() {
  const names = new Set<string>();
  return {
    add: (...added: string[]) => added.forEach((name) => names.add(name)),
    remove: (...removed: string[]) => removed.forEach((name) => names.delete(name)),
    contains: (name: string) => names.has(name),
    toggle(name: string, force?: boolean) {
      const on = force ?? !names.has(name);
      if (on) names.add(name);
      else names.delete(name);
      return on;
    },
  };
}

const noop = (): void => undefined;

/** Makes `target` look enough like an element named `tag`, sized like the page's map. */
function element<T extends object>(target: T, tag: string): T & Node {
  const attributes = new Map<string, string>();
  const node = withListeners(target) as T & Node;
  Object.assign(node, {
    nodeType: 1,
    tagName: tag.toUpperCase(),
    nodeName: tag.toUpperCase(),
    childNodes: [],
    style: { setProperty: noop, removeProperty: noop, getPropertyValue: () => '' },
    dataset: {},
    classList: classList(),
    className: '',
    ownerDocument: fakeDocument,
    parentNode: null,
    parentElement: null,
    clientLeft: 0,
    clientTop: 0,
    setAttribute: (name: string, value: unknown) => attributes.set(name, String(value)),
    getAttribute: (name: string) => attributes.get(name) ?? null,
    removeAttribute: (name: string) => attributes.delete(name),
    hasAttribute: (name: string) => attributes.has(name),
    appendChild(child: Node) {
      node.childNodes.push(child);
      Object.assign(child, { parentNode: node, parentElement: node });
      return child;
    },
    insertBefore(child: Node) {
      return (node.appendChild as (child: Node) => Node)(child);
    },
    removeChild(child: Node) {
      node.childNodes = node.childNodes.filter((other) => other !== child);
      Object.assign(child, { parentNode: null, parentElement: null });
      return child;
    },
    remove() {
      const parent = node.parentNode;
      if (parent) (parent.removeChild as (child: Node) => Node)(node);
    },
    querySelector: () => null,
    querySelectorAll: () => [],
    getElementsByClassName: () => [],
    contains(other: Node | null) {
      for (let at = other; at; at = at.parentNode) if (at === node) return true;
      return false;
    },
    getBoundingClientRect: () => ({
      left: 0,
      top: 0,
      x: 0,
      y: 0,
      width: size.width,
      height: size.height,
      right: size.width,
      bottom: size.height,
    }),
    focus: noop,
    blur: noop,
    setPointerCapture: noop,
    releasePointerCapture: noop,
  });
  const sized = (key: string, value: () => number) =>
    Object.defineProperty(node, key, { get: value, configurable: true });
  for (const key of ['clientWidth', 'offsetWidth', 'scrollWidth']) sized(key, () => size.width);
  for (const key of ['clientHeight', 'offsetHeight', 'scrollHeight']) sized(key, () => size.height);
  Object.defineProperty(node, 'firstChild', { get: () => node.childNodes[0] ?? null, configurable: true });
  Object.defineProperty(node, 'children', { get: () => node.childNodes, configurable: true });
  return node;
}

function createElement(tag: string): Node {
  const name = tag.toLowerCase();
  if (name !== 'canvas') return element({}, name);
  const canvas = pageCanvas ?? new OffscreenCanvas(1, 1);
  pageCanvas = undefined;
  return element(canvas, name);
}

const fakeDocument: Record<string, unknown> = withListeners({
  createElement,
  createElementNS: (_namespace: string, tag: string) => createElement(tag),
  createTextNode: (text: string) => ({ nodeType: 3, textContent: text }),
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

/** A constructor for `instanceof` tests, below `parent`. */
function kind(parent?: () => void): () => void {
  const constructor = function () {
    // Never constructed: MapLibre only tests against it.
  };
  if (parent) Object.setPrototypeOf(constructor.prototype, parent.prototype as object);
  return constructor;
}

/** Makes the worker's global scope look like a window to MapLibre, once. */
export function installDom(scope: Record<string, unknown>): void {
  if (scope.document) return;
  const mouse = kind();
  Object.assign(scope, {
    window: scope,
    document: fakeDocument,
    matchMedia: () => ({
      matches: false,
      addEventListener: noop,
      removeEventListener: noop,
      addListener: noop,
      removeListener: noop,
    }),
    ResizeObserver: class {
      observe = noop;
      unobserve = noop;
      disconnect = noop;
    },
    getComputedStyle: () => new Proxy({}, { get: () => '' }),
    HTMLElement: kind(),
    HTMLImageElement: kind(),
    HTMLVideoElement: kind(),
    HTMLCanvasElement: OffscreenCanvas,
    MouseEvent: mouse,
    WheelEvent: kind(mouse),
    PointerEvent: kind(mouse),
    TouchEvent: kind(),
    KeyboardEvent: kind(),
    FocusEvent: kind(),
  });
}

/** The pixel ratio MapLibre reads from `devicePixelRatio`: the page's. */
export function setPixelRatio(scope: object, ratio: number): void {
  Object.defineProperty(scope, 'devicePixelRatio', { value: ratio, configurable: true });
}

installDom(self as unknown as Record<string, unknown>);
