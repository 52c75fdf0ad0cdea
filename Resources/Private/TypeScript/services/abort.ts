/**
 * Waiting on a promise that cannot itself be cancelled (a Google library call, a dynamic import)
 * while honouring an AbortSignal: the caller stops waiting as soon as the signal aborts, and the
 * late answer is ignored.
 */

/** What `untilAborted` resolves with once the signal aborts. */
export const ABORT: unique symbol = Symbol('aborted');

/**
 * The promise's value, or ABORT as soon as the signal aborts (at once when it already has). The
 * abort listener is removed when either settles, so a long-lived signal collects no listeners.
 */
export function untilAborted<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T | typeof ABORT> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.resolve(ABORT);
  let stop = (): void => undefined;
  const aborted = new Promise<typeof ABORT>((resolve) => {
    const onAbort = (): void => resolve(ABORT);
    signal.addEventListener('abort', onAbort, { once: true });
    stop = () => signal.removeEventListener('abort', onAbort);
  });
  return Promise.race([promise, aborted]).finally(stop);
}
