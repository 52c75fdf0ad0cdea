/**
 * The messages between a map block and the worker that draws its base map (issue 30). The page
 * keeps a MapLibre map of its own without the theme's layers: it takes the visitor's input and holds
 * the camera, the markers, the info window, the controls, the circle, the route and the GL-drawn
 * locations. The worker draws the theme (tiles, labels, icons) under it on an OffscreenCanvas, at
 * the camera the page sends. Every command that changes the picture carries a number; the worker's
 * `idle` names the last one it has drawn, so the page knows when the whole picture is settled.
 */
import type { StyleSpecification } from 'maplibre-gl';
import type { OsmConfig } from '../../provider';
import type { ConnectPolicy } from '../connect-policy';

/** The camera of the page's map, in MapLibre's zoom levels. */
export interface Camera {
  center: [number, number];
  zoom: number;
  bearing: number;
  pitch: number;
  /** A visitor's gesture moved it (the first view is then drawn at once, as on the page). */
  gesture: boolean;
}

export interface Size {
  width: number;
  height: number;
}

export type ToWorker =
  | {
      type: 'start';
      canvas: OffscreenCanvas;
      size: Size;
      pixelRatio: number;
      camera: Camera;
      style: StyleSpecification | string;
      /** The style to draw instead when its sprite fails; none for a site's own style. */
      iconless: StyleSpecification | string | undefined;
      /** What the tiles need (the PMTiles protocol); URLs in it are the page's. */
      config: OsmConfig;
      /** The page's address: relative URLs resolve against it, not the worker's. */
      page: string;
      /** MapLibre's own worker script (its tile parsers), absolute. */
      maplibreWorker: string;
      /** The hosts the map may ask (the page's policy, connect-policy.ts): checked here as there. */
      policy: ConnectPolicy;
      /** Milliseconds a sprite or glyph file may take. */
      assetTimeoutMs: number;
      seq: number;
    }
  | { type: 'camera'; camera: Camera; seq: number }
  /** A new size, or a new pixel ratio (the window moved to another screen, the page was zoomed). */
  | { type: 'resize'; size: Size; pixelRatio: number; camera: Camera; seq: number }
  | {
      type: 'style';
      style: StyleSpecification | string;
      iconless: StyleSpecification | string | undefined;
      seq: number;
    }
  | { type: 'remove' };

/** A MapLibre error event, without the Error object (which does not survive postMessage whole). */
export interface WorkerMapError {
  sourceId?: string;
  error: { message?: string; url?: string; name?: string };
}

/**
 * A sprite that fails is the worker's to mend at once (the page is told, and warns): icons the style
 * names are drawn as nothing, and the built-in theme is drawn again without icons, in the same task
 * as the error, as the map on the page does it (not later, with the map's tiles already in flight).
 */
export type FromWorker =
  /** No WebGL in the worker (or no map): the page draws the whole map itself. */
  | { type: 'unsupported'; reason: string }
  | { type: 'load' }
  /** The first view is drawn: the page shows the canvas. */
  | { type: 'shown' }
  /** The style loaded (at start and after each theme): what the page's map needs of it. */
  | { type: 'style'; attribution: string; glyphs: string | undefined }
  | { type: 'busy' }
  /** `frames`: the frames drawn so far (the page shows it for tests and the bench, which cannot see here). */
  | { type: 'idle'; seq: number; frames: number }
  | { type: 'error'; event: WorkerMapError; sprites: string[] }
  /** A request the policy refused (not made): the page reports it, as it does its own. */
  | { type: 'refused'; url: string; text: string };
