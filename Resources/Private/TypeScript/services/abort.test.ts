/** untilAborted: stop waiting on a promise that cannot be cancelled once the signal aborts. */
import { ABORT, untilAborted } from './abort';

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

describe('untilAborted', () => {
  test('without a signal, the promise itself', async () => {
    await expect(untilAborted(Promise.resolve(1), undefined)).resolves.toBe(1);
  });

  test('the value when the promise settles first', async () => {
    await expect(untilAborted(Promise.resolve('value'), new AbortController().signal)).resolves.toBe('value');
  });

  test('a rejection passes through', async () => {
    await expect(
      untilAborted(Promise.reject(new Error('boom')), new AbortController().signal),
    ).rejects.toThrow('boom');
  });

  test('an already aborted signal: ABORT at once', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(untilAborted(never(), controller.signal)).resolves.toBe(ABORT);
  });

  test('ABORT as soon as the signal aborts, while the promise never settles', async () => {
    const controller = new AbortController();
    const waiting = untilAborted(never<number>(), controller.signal);
    controller.abort();
    await expect(waiting).resolves.toBe(ABORT);
  });

  test('the abort listener is removed once the promise settles', async () => {
    const controller = new AbortController();
    const remove = jest.spyOn(controller.signal, 'removeEventListener');
    await untilAborted(Promise.resolve(1), controller.signal);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
