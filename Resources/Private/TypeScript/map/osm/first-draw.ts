/**
 * The first view drawn once (issue 30). MapLibre draws a frame whenever something arrives: the
 * style, the sprite, the tile source's header, each tile, each tile's glyphs. On a phone's slow CPU,
 * and in software WebGL, every such frame is a long task, and a view of four tiles took ten to
 * twenty of them. Until the first view is complete, the canvas stays hidden and repaints are held
 * while tiles are in flight: a frame passes only when the style needs one to ask for more (its
 * source's header has come, the view's tiles are to be chosen). When the view's tiles, glyphs and
 * the sprite are all there, one frame draws all of it. The canvas is shown once the GPU has
 * finished that frame (a WebGL2 fence, polled between tasks): a compositor that reads the canvas
 * back (software compositing, as on a phone whose GPU Chrome does not use) then finds it drawn
 * instead of blocking the main thread until it is.
 *
 * After that first full frame the map repaints as MapLibre always does. So it does when nothing has
 * arrived for `stallMs` (a stalled or very slow tile server: the view is then drawn as it comes),
 * and when the visitor moves the map before the view is complete. Only the map's public API is
 * used: `triggerRepaint` is the one door through which MapLibre asks for a frame, and each arrival
 * knocks on it.
 */

/** What this needs of a MapLibre map. */
export interface RepaintingMap {
  triggerRepaint(): void;
  isStyleLoaded(): unknown;
  areTilesLoaded(): boolean;
  getCanvas(): HTMLCanvasElement;
  once(type: 'style.load' | 'remove', listener: () => void): unknown;
  on(type: 'movestart', listener: (event: { originalEvent?: unknown }) => void): unknown;
  on(type: 'sourcedataloading', listener: (event: { tile?: unknown }) => void): unknown;
  on(type: 'render', listener: () => void): unknown;
  off(type: 'render', listener: () => void): unknown;
}

export interface FirstDrawOptions {
  /** How long the first view waits for the next arrival before it is drawn as its parts come. */
  stallMs?: number;
  /** The map's WebGL2 context, for the fence; without one the canvas is shown at once. */
  gl?: () => WebGL2RenderingContext | null;
}

export const FIRST_DRAW_STALL_MS = 6000;
/** The longest a drawn first view stays hidden while the GPU finishes it. */
export const FIRST_DRAW_REVEAL_MS = 1500;
/** How often the fence is polled. */
const FENCE_POLL_MS = 16;

/**
 * Calls `done` once the GPU has run every command issued so far, polling a fence between tasks
 * (never `clientWaitSync` with a timeout, which blocks). Returns a cancel.
 */
export function afterGpu(gl: WebGL2RenderingContext | null, done: () => void): () => void {
  const sync = gl?.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0) ?? null;
  if (!gl || !sync) {
    done();
    return () => undefined;
  }
  gl.flush();
  let timer = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    window.clearTimeout(timer);
    gl.deleteSync(sync);
  };
  const poll = () => {
    const status = gl.clientWaitSync(sync, 0, 0);
    if (status === gl.TIMEOUT_EXPIRED) {
      timer = window.setTimeout(poll, FENCE_POLL_MS);
      return;
    }
    finish();
    done();
  };
  timer = window.setTimeout(poll, FENCE_POLL_MS);
  return finish;
}

/**
 * Holds the map's repaints until its first view is complete. Resolves when the canvas is shown:
 * until then the map is not settled for anyone who looks at it or points at it.
 */
export function drawFirstViewOnce(map: RepaintingMap, options: FirstDrawOptions = {}): Promise<void> {
  const stallMs = options.stallMs ?? FIRST_DRAW_STALL_MS;
  // The instance's own method: MapLibre calls `this.triggerRepaint()` everywhere.
  const repaint = map.triggerRepaint.bind(map);
  const canvas = map.getCanvas();
  let styleLoaded = false;
  let tilesAsked = false;
  let released = false;

  let shown: () => void = () => undefined;
  const visible = new Promise<void>((resolve) => {
    shown = resolve;
  });
  const show = () => {
    canvas.style.removeProperty('visibility');
    shown();
  };
  /** Repaints as MapLibre does again: the prototype's method, no stall timer. */
  const restore = () => {
    released = true;
    window.clearTimeout(timer);
    delete (map as { triggerRepaint?: () => void }).triggerRepaint;
  };
  const release = () => {
    if (released) return;
    restore();
    show();
    repaint();
  };
  /** The whole view: drawn now, shown when the GPU has finished its frames. */
  const complete = () => {
    restore();
    let cancel: () => void = () => undefined;
    const reveal = () => {
      cancel();
      map.off('render', fence);
      window.clearTimeout(cap);
      show();
    };
    // A frame drawn after it (the markers, say) is waited for too.
    const fence = () => {
      cancel();
      cancel = afterGpu(options.gl?.() ?? null, reveal);
    };
    const cap = window.setTimeout(reveal, FIRST_DRAW_REVEAL_MS);
    map.on('render', fence);
    repaint();
  };
  let timer = window.setTimeout(release, stallMs);
  const hold = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(release, stallMs);
  };

  map.triggerRepaint = () => {
    hold();
    // Before the style, or while tiles are in flight: their arrival knocks again.
    if (!styleLoaded || !map.areTilesLoaded()) return;
    if (tilesAsked && map.isStyleLoaded() === true) {
      complete();
      return;
    }
    // Nothing in flight, but the style needs a frame to ask for more.
    repaint();
  };
  map.on('sourcedataloading', (event) => {
    if (event.tile) tilesAsked = true;
  });
  map.once('style.load', () => {
    styleLoaded = true;
    map.triggerRepaint();
  });
  // A visitor's gesture is drawn at once, whatever has arrived (a programmatic move has no event).
  map.on('movestart', (event) => {
    if (!event.originalEvent) return;
    release();
    show();
  });
  map.once('remove', () => window.clearTimeout(timer));
  canvas.style.visibility = 'hidden';
  return visible;
}
