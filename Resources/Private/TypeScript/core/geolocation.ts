/**
 * Issue 29: the visitor's position, asked once per click ("Meinen Standort verwenden"), never on
 * page load. One promise over `navigator.geolocation.getCurrentPosition` that always resolves: the
 * position, or why there is none (each `GeolocationPositionError` code, an insecure page, a browser
 * without the API, a prompt the visitor never answers). The caller turns the reason into a sentence
 * (map/messages.ts). The position is handed to the caller only: never logged, never stored.
 */

/** Why no position came: the three error codes, an http page, a browser without the API. */
export type LocateFailure = 'denied' | 'unavailable' | 'timeout' | 'insecure' | 'unsupported';

export type LocateResult = { position: { lat: number; lng: number } } | { failure: LocateFailure };

/** How long the browser may take to find the position (then 'timeout'). */
export const LOCATE_TIMEOUT_MS = 10_000;
/** A position at most this old (a second click within a minute asks no new fix). */
export const LOCATE_MAXIMUM_AGE_MS = 60_000;
/**
 * Our own limit beyond the browser's: a permission prompt the visitor closes without answering
 * never calls back in some browsers (the browser's `timeout` starts only after the answer).
 */
export const LOCATE_PROMPT_GRACE_MS = 60_000;

/** `GeolocationPositionError.code` (1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT). */
export function failureOfCode(code: number): LocateFailure {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

export interface LocateEnvironment {
  isSecureContext: boolean;
  navigator: { geolocation?: Geolocation };
}

/** The position of the visitor's device (the browser asks for permission the first time). */
export function locate(
  env: LocateEnvironment = window,
  timeoutMs = LOCATE_TIMEOUT_MS,
): Promise<LocateResult> {
  if (!env.isSecureContext) return Promise.resolve({ failure: 'insecure' });
  const geolocation = env.navigator.geolocation;
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
    return Promise.resolve({ failure: 'unsupported' });
  }
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: LocateResult): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => finish({ failure: 'timeout' }), timeoutMs + LOCATE_PROMPT_GRACE_MS);
    try {
      geolocation.getCurrentPosition(
        (position) => {
          const { latitude, longitude } = position.coords;
          const valid =
            Number.isFinite(latitude) &&
            Number.isFinite(longitude) &&
            Math.abs(latitude) <= 90 &&
            Math.abs(longitude) <= 180;
          finish(valid ? { position: { lat: latitude, lng: longitude } } : { failure: 'unavailable' });
        },
        (error) => finish({ failure: failureOfCode(error.code) }),
        { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: LOCATE_MAXIMUM_AGE_MS },
      );
    } catch {
      // A policy (Permissions-Policy: geolocation=()) may throw instead of calling back.
      finish({ failure: 'denied' });
    }
  });
}
