/** Issue 26: a place widget whose OpenStreetMap engine is not configured is off, not broken. */
import { offWithoutEngine } from './engines-off';

describe('issue 26: place widgets on OpenStreetMap without their engine', () => {
  const engines = { nominatim: '/', photon: '', overpass: '/api/interpreter' };

  it('are off with one console line naming the places setting', () => {
    const warn = jest.fn();
    expect(offWithoutEngine(engines, 'osm', 'photon', 'the place autocomplete', warn)).toBe(true);
    expect(warn.mock.calls).toEqual([
      [
        'the place autocomplete is off: its engine is not configured; the frame keeps its CMS markup. Set the site setting plugin.tx_sitefrontend.settings.places.photon ("osm.photon" in #sf-places-config) to turn it on.',
      ],
    ]);
  });

  it('work where the engine is set, and on the CMS and Google sources, silently', () => {
    const warn = jest.fn();
    expect(offWithoutEngine(engines, 'osm', 'nominatim', 'the place details', warn)).toBe(false);
    expect(offWithoutEngine(engines, 'cms', 'photon', 'the place autocomplete', warn)).toBe(false);
    expect(offWithoutEngine(engines, 'google', 'photon', 'the place autocomplete', warn)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});
