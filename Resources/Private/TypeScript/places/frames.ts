/**
 * The channel between `window.SiteFrontend.places.show(frame, request)` (in the entry) and the place
 * widgets (in their chunk): the entry keeps the newest request for a frame until its widget has
 * mounted and claimed it; afterwards it hands requests straight to the widget. Tiny on purpose: it
 * is part of the entry. The map blocks use the same path (a click on a location shows its card).
 */
type Handler = (request: unknown) => void;

interface Channel {
  handlers: WeakMap<Element, Handler>;
  pending: WeakMap<Element, unknown>;
}

// One channel per page, even if a bundle's module registry held this module twice (a second copy of
// the bundle, or test runners that isolate module registries).
const KEY = Symbol.for('site-frontend.place-frames');
const holder = globalThis as typeof globalThis & { [KEY]?: Channel };
const channel: Channel = (holder[KEY] ??= { handlers: new WeakMap(), pending: new WeakMap() });
const { handlers, pending } = channel;

/** The frame an integrator names: an element, an element id ('c140') or a selector ('#c140'). */
export function placeFrame(target: Element | string): Element {
  if (typeof target !== 'string') return target;
  const found = document.getElementById(target) ?? document.querySelector(target);
  if (!found) throw new Error(`SiteFrontend.places.show: no element "${target}" on this page`);
  return found;
}

/** Shows `request` (`{ id }`, `{ location }`, `{ place }`, or null to clear) in the frame's widget. */
export function showPlace(target: Element | string, request: unknown): void {
  const frame = placeFrame(target);
  const handler = handlers.get(frame);
  if (handler) handler(request);
  else pending.set(frame, request);
}

/**
 * A mounted widget takes its frame's requests from now on; returns the request shown before it
 * mounted (`{ found: false }` when there was none).
 */
export function claimPlaceFrame(frame: Element, handler: Handler): { found: boolean; request?: unknown } {
  handlers.set(frame, handler);
  if (!pending.has(frame)) return { found: false };
  const request = pending.get(frame);
  pending.delete(frame);
  return { found: true, request };
}
