/** places/config.ts: #sf-places-config read once, field by field for the widgets, defaults written once. */
import { PLACES_DEFAULTS, readPlacesConfig, sitePlacesConfig } from './config';

const page = (json: string): void => {
  document.body.innerHTML = `<script type="application/json" id="sf-places-config">${json}</script>`;
};

describe('#sf-places-config', () => {
  it('the defaults come from the schema: osm, DE, no engines', () => {
    expect(PLACES_DEFAULTS).toMatchObject({
      source: 'osm',
      google: { apiKey: '', region: 'DE' },
      osm: { nominatim: '', photon: '', overpass: '' },
      companyName: '',
    });
    page('');
    expect(sitePlacesConfig(document)).toEqual(PLACES_DEFAULTS);
  });

  it('the widgets read field by field: a bad field takes its default, the others keep their value', () => {
    page('{"source":"google","requestTimeout":"lange","google":{"apiKey":"KEY","region":7}}');
    const config = sitePlacesConfig(document);
    expect(config.source).toBe('google');
    expect(config.requestTimeout).toBe(PLACES_DEFAULTS.requestTimeout);
    expect(config.google).toEqual({ apiKey: 'KEY', region: 'DE' });
    // The places API reads the same script whole and reports it.
    const reports: string[] = [];
    readPlacesConfig(document, (message) => reports.push(message));
    expect(reports).toHaveLength(1);
  });

  it('is parsed once per page, and again only when the script changes', () => {
    page('{"source":"cms"}');
    const first = sitePlacesConfig(document);
    expect(sitePlacesConfig(document)).toBe(first);
    page('{"source":"google"}');
    expect(sitePlacesConfig(document).source).toBe('google');
  });
});
