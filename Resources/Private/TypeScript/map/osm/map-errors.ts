/**
 * MapLibre's `error` events of one map block (issue 25), in words an integrator can act on: the
 * block (`map #sf-map-{id}`, as every other console line of the block), what failed (a tile
 * source, the POI sprite) and the message and URL of the error, never `[object …]`.
 *
 * Before the map's `load` an error that leaves no map (the style, its tile source) fails the block,
 * as before. A sprite that cannot be loaded (404, bad JSON, bad image) costs only the icons: one
 * warning, and the map is drawn without them. Errors after `load` (a tile that failed) are logged.
 */
import type maplibregl from 'maplibre-gl';
import { LOG_PREFIX } from '../../core/mount';
import { MAP_ID_PATTERN } from '../../core/map-ids';
import { REFUSED_MARK } from './connect-policy';

/** What MapLibre's error events carry (an `ErrorEvent`, with `sourceId` when a source failed). */
export interface MapErrorEvent {
  error?: unknown;
  sourceId?: string;
}

/** The block a map container sits in, as the console names it: `map #sf-map-11`. */
export function blockLabel(container: HTMLElement): string {
  for (let element: HTMLElement | null = container; element; element = element.parentElement)
    if (MAP_ID_PATTERN.test(element.id)) return `map #${element.id}`;
  return `map #${container.id || '(no id)'}`;
}

const field = (value: unknown, name: 'message' | 'url'): string | undefined => {
  const found =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
  return typeof found === 'string' && found !== '' ? found : undefined;
};

/** The URL a failed request named (MapLibre's `AJAXError`), if any. */
export const errorUrl = (error: unknown): string | undefined => field(error, 'url');

/** An error's message: an Error's, a string, an object's `message`; never `[object Object]`. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string' && error !== '') return error;
  return field(error, 'message') ?? (error instanceof Error ? error.name : 'no message given');
}

/** What failed and why, without the block: `tile source "protomaps" failed: Not Found (404) (…)`. */
export function mapErrorText(event: MapErrorEvent): string {
  const message = errorMessage(event.error);
  const url = errorUrl(event.error);
  const where = url && !message.includes(url) ? ` (${url})` : '';
  const what = event.sourceId ? `tile source "${event.sourceId}" failed` : 'MapLibre reported an error';
  return `${what}: ${message}${where}`;
}

/** The console line for an error of the block `label`: `[SiteFrontend] map #sf-map-11: …`. */
export const describeMapError = (label: string, event: MapErrorEvent): string =>
  `${LOG_PREFIX} ${label}: ${mapErrorText(event)}`;

/**
 * Whether the error is MapLibre's echo of a request the connect policy refused (request-guard.ts),
 * which was reported when it was refused.
 */
export const isRefusal = (event: MapErrorEvent): boolean => errorMessage(event.error).includes(REFUSED_MARK);

/** Logs an error of the block `label` after its load; a refusal, already reported, is not repeated. */
export function logMapError(label: string, event: MapErrorEvent): void {
  if (!isRefusal(event)) console.error(describeMapError(label, event));
}

/** A URL without its query, hash and a sprite file's ending (`@2x.json`, `.png`). */
const spriteBase = (url: string): string => {
  try {
    const parsed = new URL(url, window.location.href);
    return `${parsed.origin}${parsed.pathname}`.replace(/(@2x)?\.(json|png)$/, '');
  } catch {
    return url;
  }
};

/**
 * The sprite URL an error is about, or undefined when it is about something else: no source
 * failed, the loaded style names a sprite, and the failed request was one of its files (an error
 * without a URL, such as a sprite's bad JSON, is the sprite's once the style has loaded).
 */
export function failedSprite(event: MapErrorEvent, sprites: readonly string[]): string | undefined {
  if (event.sourceId !== undefined) return undefined;
  const url = errorUrl(event.error);
  if (url === undefined) return sprites[0];
  return sprites.find((sprite) => spriteBase(sprite) === spriteBase(url));
}

/** The one warning for a sprite that could not be loaded. */
export const spriteWarning = (label: string, setting: string, sprite: string, event: MapErrorEvent): string =>
  `${LOG_PREFIX} ${label}: setting "${setting}": the POI icons at ${sprite} could not be loaded ` +
  `(${errorMessage(event.error)}); the map is drawn without icons.`;

/** What watchErrors needs of a map: MapLibre's, or the worker's that draws the theme (base-map.ts). */
export interface ErrorSource {
  on(type: 'load', listener: () => void): unknown;
  on(type: 'error', listener: (event: MapErrorEvent) => void): unknown;
  getSprite(): { url: string }[];
}

/** A MapLibre map as an ErrorSource. */
export const mapErrorSource = (map: maplibregl.Map): ErrorSource => ({
  on: (type: 'load' | 'error', listener: (event: MapErrorEvent) => void) => map.on(type, listener),
  getSprite: () => map.getSprite(),
});

const spritesOf = (map: ErrorSource): string[] => {
  try {
    return map.getSprite().map((sprite) => sprite.url);
  } catch {
    // No style loaded yet: no sprite either.
    return [];
  }
};

/** An icon the failed sprite would have had is drawn as nothing (and MapLibre warns about none). */
export function withoutSpriteImages(map: maplibregl.Map): void {
  map.on('styleimagemissing', ({ id }: { id: string }) => {
    if (!map.hasImage(id)) map.addImage(id, { width: 1, height: 1, data: new Uint8Array(4) });
  });
}

export interface ErrorWatch {
  /** The block, for the console: `map #sf-map-11`. */
  label: string;
  /** The setting that named the sprite: `osm.sprite`, or `osm.style` for a site's own style. */
  spriteSetting: string;
  /** The sprite could not be loaded: draw the map without icons (called once). */
  onSpriteFailed(): void;
}

/**
 * Resolves on the map's `load`; rejects (with a readable message) on an error before it that
 * leaves no map. Logs the errors after `load` and warns once about a sprite that failed.
 */
export function watchErrors(map: ErrorSource, watch: ErrorWatch): Promise<void> {
  let state: 'loading' | 'loaded' | 'failed' = 'loading';
  let spriteFailed = false;
  return new Promise<void>((resolve, reject) => {
    // 'load' fires once.
    map.on('load', () => {
      if (state === 'loading') state = 'loaded';
      resolve();
    });
    map.on('error', (event: MapErrorEvent) => {
      const sprite = failedSprite(event, spritesOf(map));
      if (sprite !== undefined) {
        if (spriteFailed) return;
        spriteFailed = true;
        console.warn(spriteWarning(watch.label, watch.spriteSetting, sprite, event));
        watch.onSpriteFailed();
      } else if (state === 'loading') {
        state = 'failed';
        reject(new Error(mapErrorText(event)));
      } else if (state === 'loaded') {
        logMapError(watch.label, event);
      }
      // A block that failed has said so once (its 'could not be loaded' line); later errors add nothing.
    });
  });
}
