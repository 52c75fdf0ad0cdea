/** Issue 29: the position promise over navigator.geolocation: each failure has its own reason. */
import {
  failureOfCode,
  locate,
  LOCATE_PROMPT_GRACE_MS,
  LOCATE_TIMEOUT_MS,
  POSITION_WITHHELD,
  visitorPosition,
  type LocateEnvironment,
} from './geolocation';

type Answer = (success: PositionCallback, error: PositionErrorCallback, options?: PositionOptions) => void;

const calls: jest.Mock[] = [];

function env(
  answer: Answer | undefined,
  isSecureContext = true,
): LocateEnvironment & { options: PositionOptions[] } {
  const options: PositionOptions[] = [];
  const geolocation = answer && {
    getCurrentPosition: jest.fn(
      (success: PositionCallback, error: PositionErrorCallback, given?: PositionOptions) => {
        if (given) options.push(given);
        answer(success, error, given);
      },
    ),
  };
  calls.length = 0;
  if (geolocation) calls.push(geolocation.getCurrentPosition);
  return { isSecureContext, navigator: { geolocation: geolocation as unknown as Geolocation }, options };
}

const at = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude, accuracy: 20 }, timestamp: 0 }) as unknown as GeolocationPosition;
const error = (code: number) => ({ code, message: 'x' }) as GeolocationPositionError;

describe('issue 29 locate()', () => {
  it('resolves with the position (lat, lng) and asks once, with a time limit and no high accuracy', async () => {
    const e = env((success) => success(at(48.1372, 11.5755)));
    const located = await locate(e);
    expect(located).toEqual({ position: { lat: 48.1372, lng: 11.5755 } });
    // The browser's position is handed on as one that prints as a placeholder.
    expect(JSON.stringify(located)).not.toContain('48.1372');
    expect(e.options).toEqual([
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    ]);
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const)('GeolocationPositionError code %i is %s', async (code, failure) => {
    expect(failureOfCode(code)).toBe(failure);
    await expect(locate(env((_, fail) => fail(error(code))))).resolves.toEqual({ failure });
  });

  it('an insecure page (http) never asks the browser', async () => {
    const e = env((success) => success(at(48, 11)), false);
    await expect(locate(e)).resolves.toEqual({ failure: 'insecure' });
    expect(calls[0]).not.toHaveBeenCalled();
  });

  it('a browser without navigator.geolocation is unsupported', async () => {
    await expect(locate(env(undefined))).resolves.toEqual({ failure: 'unsupported' });
  });

  it('a position out of range is unavailable; a throwing API is denied', async () => {
    await expect(locate(env((success) => success(at(NaN, 11))))).resolves.toEqual({ failure: 'unavailable' });
    await expect(
      locate(
        env(() => {
          throw new Error('policy');
        }),
      ),
    ).resolves.toEqual({ failure: 'denied' });
  });

  it('a prompt never answered times out after the grace period; a late answer is ignored', async () => {
    jest.useFakeTimers();
    try {
      let late: PositionCallback | undefined;
      const result = locate(
        env((success) => {
          late = success;
        }),
        1000,
      );
      jest.advanceTimersByTime(1000 + LOCATE_PROMPT_GRACE_MS);
      await expect(result).resolves.toEqual({ failure: 'timeout' });
      late?.(at(48, 11));
      await expect(result).resolves.toEqual({ failure: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });
});

test('a located position prints as a placeholder (text, template, JSON) but keeps its numbers', () => {
  const position = visitorPosition(48.142173, 11.585347);
  expect(position).toEqual({ lat: 48.142173, lng: 11.585347 });
  expect({ ...position }).toEqual({ lat: 48.142173, lng: 11.585347 });
  const printed = [
    String(position),
    `at ${position.toString()}`,
    `at ${position as unknown as string}`,
    'at ' + (position as unknown as string),
    JSON.stringify({ position }),
  ];
  for (const text of printed) expect(text).not.toMatch(/48|11\.5/);
  expect(String(position)).toBe(POSITION_WITHHELD);
});
