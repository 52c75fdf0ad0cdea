/**
 * Every DOM event the bundle sends or hears, in one place (the `MarkerClustererEvents` idea, with the
 * details typed): what an integrator can listen to, and what widgets tell each other. The names are
 * contract (Documentation/markup-contract.md): add new ones, never rename. Part of the entry: types
 * and two small functions only.
 */
import type { ConsentChange, ConsentProvider } from './consent';
import type { FrameReport } from './mount';

/**
 * Every event and its detail: the one table of names. A name is used as its literal
 * (`emit(frame, 'sf:place-select', …)`), checked against this table by the compiler, so a misspelt
 * or unknown name does not build, and no table of strings ships in the entry. The place types live
 * in places/; core names them loosely so that it imports nothing from there (the senders and
 * listeners there narrow them).
 */
export interface SfEvents {
  /** On document, after each mount pass and each frame that mounts later: the frames' reports. */
  'sf:mounted': FrameReport[];
  /** On document, when a provider's consent changes. */
  'sf:consent': ConsentChange;
  /** A consent tool asks (on document): grant or revoke a provider. */
  'sf:consent-grant': { provider: ConsentProvider };
  'sf:consent-revoke': { provider: ConsentProvider };
  /** On document, `consent.mode` external: a placeholder's button granted; the tool may record it. */
  'sf:consent-request': { provider: ConsentProvider };
  /** Bubbling, from a place widget's frame (or a map form): the visitor chose a place. */
  'sf:place-select': { place: unknown; prediction?: unknown };
  /** On a search list's frame: a map block hands over its results. */
  'sf:place-results': { places: unknown[]; source?: string };
  /** Bubbling, from a map canvas 2000 ms after start-up (9.1): the info windows may open. */
  'sf:openinfo': { mapId: string };
  /**
   * Issue 29, for the site's analytics: bubbling, from a map block's frame, once per search the
   * visitor ran (a form sent, a filter changed). Never the address, never a position: the kind of
   * search and how many results it showed.
   */
  'sf:search': { mapId: string; kind: 'radius' | 'map' | 'directions' | 'filter'; results: number };
  /** Issue 29: bubbling, from a map block's frame: the visitor chose a location (marker or list). */
  'sf:location-select': { mapId: string; index: number };
}

export type SfEventName = keyof SfEvents;

/** Dispatches `type` on `target` with its typed detail. */
export function emit<K extends SfEventName>(
  target: EventTarget,
  type: K,
  detail: SfEvents[K],
  bubbles = false,
): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles }));
}

/**
 * Calls `on` with each `type` event's detail on `target`; returns the unsubscribe. The detail comes
 * from outside code too (a consent tool, an integrator): listeners still check what they use.
 */
export function listen<K extends SfEventName>(
  target: EventTarget,
  type: K,
  on: (detail: SfEvents[K]) => void,
): () => void {
  const listener = (event: Event): void => on((event as CustomEvent<SfEvents[K]>).detail);
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}
