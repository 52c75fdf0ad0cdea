/**
 * A failed map is a dead map: a block's map that does not load (an error, the worker unable to
 * draw) or is given up while it loads (the load's time limit, consent revoked) is taken down before
 * the block hears of the failure. Its workers end, its WebGL contexts are lost (MapLibre's `remove`
 * loses them), its canvases leave the page; nothing of it keeps running behind the message.
 */

/** Rejects with the signal's reason once it aborts; without a signal it never settles. */
export function whenAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise<never>((_resolve, reject) => {
    if (!signal) return;
    const abort = (): void => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

/** Waits for `loading`; when it rejects or `signal` aborts first, `map` is destroyed, then the rejection. */
export async function loadedOrDead(
  map: { destroy(): void },
  loading: Promise<unknown>,
  signal?: AbortSignal,
): Promise<void> {
  try {
    await Promise.race([loading, whenAborted(signal)]);
  } catch (error) {
    map.destroy();
    throw error;
  }
}
