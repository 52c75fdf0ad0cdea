/**
 * Issue 29: the visitor's position, asked once per click ("Meinen Standort verwenden"), never on
 * page load. One promise over `navigator.geolocation.getCurrentPosition` that always resolves: the
 * position, or why there is none (each `GeolocationPositionError` code, an insecure page, a browser
 * without the API, a prompt the visitor never answers). The caller turns the reason into a sentence
 * (map/messages.ts). The position is handed to the caller only, as a `VisitorPosition` that prints
 * as a placeholder: never logged, never stored.
 */

/** Why no position came: the three error codes, an http page, a browser without the API. */
export type LocateFailure = 'denied' | 'unavailable' | 'timeout' | 'insecure' | 'unsupported';

/**
 * The visitor's position as the page hands it on: its numbers for the requests that need them, but
 * as text (`String()`, a template literal, `+ ''`) or JSON only a placeholder, so a console message,
 * an attribute or a serialised state that takes the whole value by mistake shows no coordinate.
 * What a request does with `lat` and `lng` is the request's to keep out of the console
 * (map/forms: the messages of a search from it name no request).
 */
export interface VisitorPosition {
  readonly lat: number;
  readonly lng: number;
  /** The placeholder, never the numbers. */
  toString(): string;
  toJSON(): string;
}

/** What a visitor's position reads as text or JSON. */
export const POSITION_WITHHELD = "(the visitor's position)";

export function visitorPosition(lat: number, lng: number): VisitorPosition {
  const withheld = (): string => POSITION_WITHHELD;
  const position = { lat, lng };
  // Not enumerable: the value still equals a plain { lat, lng } and spreads as one.
  Object.defineProperty(position, 'toString', { value: withheld });
  Object.defineProperty(position, 'toJSON', { value: withheld });
  Object.defineProperty(position, Symbol.toPrimitive, { value: withheld });
  return Object.freeze(position) as VisitorPosition;
}

export type LocateResult = { position: VisitorPosition } | { failure: LocateFailure };

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
          finish(valid ? { position: visitorPosition(latitude, longitude) } : { failure: 'unavailable' });
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
