/** Test support (not part of the bundle): the console silenced, its calls recorded. */

/** Spies on console.error and console.warn, printing nothing; restore with `jest.restoreAllMocks()`. */
export function silenceConsole(): { error: jest.SpyInstance; warn: jest.SpyInstance } {
  return {
    error: jest.spyOn(console, 'error').mockImplementation(() => undefined),
    warn: jest.spyOn(console, 'warn').mockImplementation(() => undefined),
  };
}
