/**
 * Issue 26: defaults that never greet a visitor with an error. A map block's feature whose engine
 * is not configured is off (hidden), with one console line naming the setting that turns it on.
 */
import { formsOff, mapOff, missingEngines, type BlockParts } from './engines-off';
import { mapBlockSchema, type MapBlockSettings } from './settings';

const ENGINES = { geocoder: '/search', router: '/route/v1', overpass: '/api/interpreter' };

function settings(raw: Record<string, unknown> = {}): MapBlockSettings {
  const parsed = mapBlockSchema.parse({ mapSettings: { id: '7' }, ...raw });
  if (!parsed.ok) throw new Error('bad test settings');
  return parsed.value;
}

function block(): BlockParts & { list: HTMLElement } {
  document.body.innerHTML = `
    <section id="sf-map-7">
      <div class="ce-map__theme"><label for="sf-map-theme-7">Kartenstil</label><select id="sf-map-theme-7"></select></div>
      <div id="sf-map-canvas-7"></div>
      <ul id="sf-map-list-7"><li>Zentrale</li></ul>
      <div class="ce-map__tools">
        <form id="sf-map-radius-7"><input name="address"></form>
        <form id="sf-map-search-7"><input name="address"></form>
        <form id="sf-map-directions-7"><input name="origin"><input name="destination"></form>
        <section id="sf-map-directions-panel-7"></section>
      </div>
    </section>`;
  const byId = (id: string) => document.getElementById(id)!;
  return {
    canvas: byId('sf-map-canvas-7'),
    themeSelect: byId('sf-map-theme-7') as HTMLSelectElement,
    radiusForm: byId('sf-map-radius-7') as HTMLFormElement,
    searchForm: byId('sf-map-search-7') as HTMLFormElement,
    directionsForm: byId('sf-map-directions-7') as HTMLFormElement,
    directionsPanel: byId('sf-map-directions-panel-7'),
    list: byId('sf-map-list-7'),
  };
}

describe('issue 26: what a map block lacks', () => {
  it('a fully configured OSM block lacks nothing', () => {
    const missing = missingEngines(settings({ osm: { tiles: '/t/{z}/{x}/{y}.pbf', ...ENGINES } }), '/api');
    expect(Object.values(missing).flat()).toEqual([]);
  });

  it('an OSM block without tiles and without style has no map; a style alone is enough', () => {
    expect(missingEngines(settings({ osm: ENGINES }), '/api').map).toEqual(['tiles']);
    expect(missingEngines(settings({ osm: { style: '/style.json', ...ENGINES } }), '/api').map).toEqual([]);
  });

  it('each form lacks exactly the engines it asks', () => {
    const missing = missingEngines(settings({ osm: { tiles: '/t.json', router: '/route/v1' } }), '');
    expect(missing.radiusForm).toEqual(['geocoder', 'overpass']);
    expect(missing.searchForm).toEqual(['geocoder']);
    expect(missing.directionsForm).toEqual(['geocoder']);
    expect(missing.addressAutocomplete).toEqual(['photon']);
    const noRouter = missingEngines(settings({ osm: { tiles: '/t.json', geocoder: '/search' } }), '/api');
    expect(noRouter.directionsForm).toEqual(['router']);
    expect(noRouter.searchForm).toEqual([]);
  });

  it('suggestions turned off by the block need no Photon', () => {
    const missing = missingEngines(settings({ osm: { tiles: '/t.json' }, addressAutocomplete: 0 }), '');
    expect(missing.addressAutocomplete).toEqual([]);
  });

  it('Google needs its key, and none of the OSM engines', () => {
    expect(missingEngines(settings({ provider: 'google' }), '')).toMatchObject({
      map: ['googleKey'],
      radiusForm: [],
      addressAutocomplete: [],
    });
    expect(missingEngines(settings({ provider: 'google', google: { apiKey: 'K' } }), '').map).toEqual([]);
  });
});

describe('issue 26: features that are off', () => {
  it('no map: canvas, theme select and forms hidden, the list stays, one console line naming the setting', () => {
    const parts = block();
    const warn = jest.fn<undefined, [string]>();
    mapOff(parts, ['tiles'], warn);
    expect(parts.canvas.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('.ce-map__theme')?.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('.ce-map__tools')?.hidden).toBe(true);
    expect(parts.list.hidden).toBe(false);
    expect(warn.mock.calls).toEqual([
      [
        'the OpenStreetMap map is off: its engine is not configured; the block shows its location list. Set the site setting plugin.tx_sitefrontend.settings.maps.osmTiles ("osm.tiles" in #sf-maps-config) to turn it on.',
      ],
    ]);
  });

  it('a form without its engines is hidden and not handed on; the others stay; one line per form', () => {
    const parts = block();
    const warn = jest.fn<undefined, [string]>();
    const s = settings({ osm: { tiles: '/t.json', geocoder: '/search', overpass: '/api/interpreter' } });
    const kept = formsOff(parts, missingEngines(s, '/api'), warn);
    expect(kept).toEqual({
      radiusForm: parts.radiusForm,
      searchForm: parts.searchForm,
      directionsForm: null,
    });
    expect(parts.directionsForm?.hidden).toBe(true);
    expect(parts.directionsPanel?.hidden).toBe(true);
    expect(parts.radiusForm?.hidden).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      'the directions form is off: its engine is not configured; the form is hidden. Set the site setting plugin.tx_sitefrontend.settings.maps.osmRouter ("osm.router" in #sf-maps-config) to turn it on.',
    );
  });

  it('no engines at all: every form hidden, a line each naming all it lacks', () => {
    const parts = block();
    const warn = jest.fn<undefined, [string]>();
    const kept = formsOff(parts, missingEngines(settings({ osm: { tiles: '/t.json' } }), ''), warn);
    expect(kept).toEqual({ radiusForm: null, searchForm: null, directionsForm: null });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toContain('its engines are not configured');
    expect(warn.mock.calls[0]?.[0]).toContain('maps.osmGeocoder ("osm.geocoder" in #sf-maps-config) and ');
  });
});
