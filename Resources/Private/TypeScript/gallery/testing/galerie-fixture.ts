/**
 * Test support for the gallery (not part of the bundle): the Galerie fixture loaded into jsdom with
 * the galleries given a width (jsdom lays nothing out), and a frame's settings JSON replaced before
 * the bundle mounts.
 */
import { loadFixture } from '../../../../../tests/unit/fixture-dom';

/**
 * Loads the Galerie fixture, silences console.error (the returned spy records it) and gives every
 * element an 800×600 box. For a beforeEach; restore with `jest.restoreAllMocks()`.
 */
export function loadGalerie(): jest.SpyInstance {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadFixture('/galerie.html');
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 800,
    height: 600,
    top: 0,
    left: 0,
    right: 800,
    bottom: 600,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  return error;
}

/** Replaces the settings JSON of frame `frameId` (a string as it is, anything else as JSON). */
export function setSettings(frameId: string, settings: string | object): void {
  const script = document.getElementById(frameId)?.querySelector(':scope > script[type="application/json"]');
  if (!script) throw new Error(`no settings script in #${frameId}`);
  script.textContent = typeof settings === 'string' ? settings : JSON.stringify(settings);
}
