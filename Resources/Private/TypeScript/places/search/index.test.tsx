import { act, fireEvent, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { setLanguage } from '../../core/i18n';
import type { ConsentApi } from '../../core/consent';
import { ServicesProvider } from '../../core/services-context';
import { fakeConsent, fakeServices } from '../../core/testing/services';
import type { WidgetContext } from '../../core/types';
import { Place, type PlaceSource } from '../model';
import type { PlaceOutcome } from '../source';
import { createPlaceSearchWidget, type PlaceSearchApi, type PlaceSearchDeps } from './index';
import { searchSettingsSchema } from './settings';

type Outcome = PlaceOutcome<Place[]>;

/** A promise the test settles when it wants. */
function deferred() {
  let resolve: (outcome: Outcome) => void = () => undefined;
  const promise = new Promise<Outcome>((done) => (resolve = done));
  return { promise, resolve };
}

const place = (id: string, displayName: string, source: PlaceSource = 'cms'): Place =>
  new Place({ id }, source, {
    displayName,
    formattedAddress: `${displayName}, 80331 München`,
    openStreetMapURI: `https://www.openstreetmap.org/node/${id}`,
  });
const zentrale = place('1', 'Zentrale');
const kapelle = place('2', 'Kapelle');

const NEARBY = { locationRestriction: { center: { lat: 48.137, lng: 11.575 }, radius: 2000 } };

let roots: Root[] = [];
let searchNearby: jest.Mock<Promise<Outcome>, [unknown]>;
let searchByText: jest.Mock<Promise<Outcome>, [unknown]>;
let show: jest.Mock<undefined, [Element | string, unknown]>;
let api: PlaceSearchApi;
let consent: ConsentApi;
let context: WidgetContext;
let errors: jest.Mock<undefined, [string]>;
let warnings: jest.Mock<undefined, [string]>;

const frame = () => document.getElementById('c1')!;
const state = () => frame().getAttribute('data-sf-place-search');
const fallback = () => document.querySelector('.cms-fallback');
const names = () => [...frame().querySelectorAll('.sf-place-card__title')].map((title) => title.textContent);
const flush = () => act(() => Promise.resolve());

async function mount(raw: unknown, deps: Partial<PlaceSearchDeps> = {}): Promise<void> {
  const settings = searchSettingsSchema.read(raw).value;
  await act(async () => {
    await createPlaceSearchWidget({
      siteSource: () => 'cms',
      engines: () => ({ nominatim: '/', photon: '/api', overpass: '/api/interpreter' }),
      ...deps,
    }).mount(context, settings);
  });
}

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));
beforeEach(() => {
  document.body.innerHTML = `
    <div id="c1" data-sf-widget="place-search"><p class="cms-fallback">Unsere Standorte</p></div>
    <div id="c2" data-sf-widget="place-details"></div>
    <div id="sf-map-karte"></div>`;
  searchNearby = jest.fn<Promise<Outcome>, [unknown]>();
  searchByText = jest.fn<Promise<Outcome>, [unknown]>();
  show = jest.fn<undefined, [Element | string, unknown]>();
  api = { searchNearby, searchByText, show };
  consent = fakeConsent();
  errors = jest.fn<undefined, [string]>();
  warnings = jest.fn<undefined, [string]>();
  context = {
    frame: frame(),
    label: 'place-search #c1',
    key: undefined,
    render: (container: Element, node: ReactNode) => {
      const root = createRoot(container);
      roots.push(root);
      // As core/react-host does: the page services around the widget.
      flushSync(() => root.render(<ServicesProvider value={context.services}>{node}</ServicesProvider>));
      return () => root.unmount();
    },
    warn: warnings,
    error: errors,
    services: fakeServices(api, consent),
  };
});
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
});

describe('issue 16 place search widget', () => {
  it('3.9 the nearby search of the settings: loading over the CMS markup, then the results in its place', async () => {
    const search = deferred();
    searchNearby.mockReturnValue(search.promise);
    await mount({ nearbySearch: { ...NEARBY, maxResultCount: 5 } });
    expect(state()).toBe('loading');
    expect(fallback()).not.toBeNull();
    const request = searchNearby.mock.calls[0]![0] as Record<string, unknown>;
    expect(request).toMatchObject({ ...NEARBY, maxResultCount: 5, source: 'cms' });
    expect(request.signal).toBeInstanceOf(AbortSignal);
    await act(async () => {
      search.resolve({ status: 'OK', value: [zentrale, kapelle] });
      await Promise.resolve();
    });
    expect(state()).toBe('ready');
    expect(fallback()).toBeNull();
    expect(names()).toEqual(['Zentrale', 'Kapelle']);
    expect(frame().firstElementChild?.className).toBe('sf-place-search-host');
  });

  it('3.9 a text search with no results: empty, "Keine Orte vorhanden"', async () => {
    searchByText.mockResolvedValue({ status: 'ZERO_RESULTS', detail: 'nothing' });
    await mount({ textSearch: { textQuery: 'Ladesäule', minRating: 4 }, source: 'osm' });
    await flush();
    expect(searchByText).toHaveBeenCalledWith(
      expect.objectContaining({ textQuery: 'Ladesäule', minRating: 4, source: 'osm' }),
    );
    expect(state()).toBe('empty');
    expect(frame().textContent).toContain('Keine Orte vorhanden');
  });

  it('issue 26: an OSM search without Overpass is off: no request, no error text, the CMS markup, one console line', async () => {
    const engines = () => ({ nominatim: '/', photon: '/api', overpass: '' });
    await mount({ textSearch: { textQuery: 'Ladesäule' }, source: 'osm' }, { engines });
    await flush();
    expect(searchByText).not.toHaveBeenCalled();
    expect(frame().getAttribute('data-sf-place-search')).toBeNull();
    expect(frame().querySelector('.sf-place-search-host')).toBeNull();
    expect(fallback()).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings).toHaveBeenCalledWith(
      expect.stringContaining(
        'the place search is off: its engine is not configured; the frame keeps its CMS markup. Set the site setting plugin.tx_sitefrontend.settings.maps.osmOverpass ("osm.overpass" in #sf-places-config)',
      ),
    );
  });

  it('issue 26: a list without a search of its own (fed by a map block) needs no Overpass; the CMS source none', async () => {
    const engines = () => ({ nominatim: '', photon: '', overpass: '' });
    await mount({ source: 'osm' }, { engines });
    expect(frame().querySelector('.sf-place-search-host')).not.toBeNull();
    searchNearby.mockResolvedValue({ status: 'ZERO_RESULTS', detail: 'nothing' });
    await mount({ nearbySearch: NEARBY }, { engines });
    expect(searchNearby).toHaveBeenCalledTimes(1);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('8.3 a failed search: error, the German message, the console names the frame, the CMS markup stays', async () => {
    searchNearby.mockResolvedValue({ status: 'NETWORK_ERROR', detail: 'offline' });
    await mount({ nearbySearch: NEARBY });
    await flush();
    expect(state()).toBe('error');
    expect(frame().textContent).toContain('Ortsergebnisse konnten nicht geladen werden');
    expect(fallback()).not.toBeNull();
    expect(errors).toHaveBeenCalledWith('the places could not be loaded: NETWORK_ERROR (offline)');
  });

  it.each([
    [
      { nearbySearch: { ...NEARBY, maxResultCount: 25 } },
      'settings field "nearbySearch": Place: `maxResultCount` invalid',
    ],
    [
      { nearbySearch: { locationRestriction: { center: { lat: 48, lng: 11 }, radius: 60_000 } } },
      'settings field "nearbySearch": Invalid LocationRestriction',
    ],
    [
      { textSearch: { textQuery: 'Kaffee', minRating: 6 } },
      'settings field "textSearch": Place: `minRating` invalid',
    ],
  ])(
    '5.3 a search that breaks a rule is reported naming the field, and nothing is requested (%#)',
    async (raw, message) => {
      await mount(raw);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining(message));
      expect(searchNearby).not.toHaveBeenCalled();
      expect(searchByText).not.toHaveBeenCalled();
      expect(state()).toBe('empty');
      expect(fallback()).not.toBeNull();
    },
  );

  it('2.5 selecting a result: sf:place-select bubbles with the place; the linked details and map show it', async () => {
    searchNearby.mockResolvedValue({ status: 'OK', value: [zentrale, kapelle] });
    await mount({ nearbySearch: NEARBY, selectable: true, linkedDetails: 'c2', linkedMap: 'karte' });
    await flush();
    const events: unknown[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent).detail);
    document.addEventListener('sf:place-select', listen);
    const option = within(frame()).getAllByRole('option')[1]!;
    fireEvent.click(option);
    document.removeEventListener('sf:place-select', listen);
    expect(events).toEqual([{ place: kapelle }]);
    expect(show).toHaveBeenCalledWith('c2', { place: kapelle });
    expect(show).toHaveBeenCalledWith(document.getElementById('sf-map-karte'), { place: kapelle });
    expect(option.getAttribute('aria-selected')).toBe('true');
  });

  it('2.5 a linked map block that is not on the page is reported; the details widget still follows', async () => {
    searchNearby.mockResolvedValue({ status: 'OK', value: [zentrale] });
    await mount({ nearbySearch: NEARBY, selectable: true, linkedDetails: 'c2', linkedMap: 'fehlt' });
    await flush();
    fireEvent.keyDown(within(frame()).getByRole('option'), { key: 'Enter' });
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith('c2', { place: zentrale });
    expect(errors).toHaveBeenCalledWith(
      'settings field "linkedMap": no map block "sf-map-fehlt" on this page',
    );
  });

  it('2.5 sf:place-results replaces the list, also a search still under way, and says which source ranked them', async () => {
    const search = deferred();
    searchNearby.mockReturnValue(search.promise);
    await mount({ nearbySearch: NEARBY });
    const signal = (searchNearby.mock.calls[0]![0] as { signal: AbortSignal }).signal;
    act(() => {
      frame().dispatchEvent(
        new CustomEvent('sf:place-results', {
          detail: { places: [place('g1', 'Café Glockenspiel', 'google')] },
        }),
      );
    });
    expect(state()).toBe('ready');
    expect(names()).toEqual(['Café Glockenspiel']);
    expect(signal.aborted).toBe(true);
    fireEvent.click(within(frame()).getByRole('button', { name: 'Über diese Ergebnisse' }));
    expect(frame().textContent).toContain(
      'Lokale Ergebnisse berücksichtigen Relevanz, Entfernung und Bekanntheit.',
    );
    // The older search's answer arrives late: it changes nothing.
    await act(async () => {
      search.resolve({ status: 'OK', value: [zentrale] });
      await Promise.resolve();
    });
    expect(names()).toEqual(['Café Glockenspiel']);
    act(() => {
      frame().dispatchEvent(
        new CustomEvent('sf:place-results', { detail: { places: [zentrale, kapelle], source: 'cms' } }),
      );
    });
    expect(names()).toEqual(['Zentrale', 'Kapelle']);
    act(() => {
      frame().dispatchEvent(new CustomEvent('sf:place-results', { detail: { places: [], source: 'osm' } }));
    });
    expect(state()).toBe('empty');
    expect(frame().textContent).toContain('Keine Orte vorhanden');
  });

  it('2.5 sf:place-results without places is reported and changes nothing', async () => {
    await mount({});
    expect(state()).toBe('empty');
    act(() => {
      frame().dispatchEvent(new CustomEvent('sf:place-results', { detail: { places: 'Zentrale' } }));
    });
    expect(errors).toHaveBeenCalledWith('sf:place-results: detail.places must be a list of places');
    expect(state()).toBe('empty');
    expect(fallback()).not.toBeNull();
  });

  it('German law: a Google search waits for consent (placeholder, nothing requested), then runs', async () => {
    searchByText.mockResolvedValue({ status: 'OK', value: [place('g1', 'Café Glockenspiel', 'google')] });
    await mount({ textSearch: { textQuery: 'Café' }, source: 'google' });
    expect(state()).toBe('empty');
    expect(frame().textContent).toContain('Ortsinformationen laden');
    expect(searchByText).not.toHaveBeenCalled();
    act(() => consent.grant('google', { remember: false }));
    await flush();
    expect(searchByText).toHaveBeenCalledTimes(1);
    expect(state()).toBe('ready');
    expect(names()).toEqual(['Café Glockenspiel']);
  });

  it('3.9 without a search in the settings: empty, the CMS markup stays, nothing is requested', async () => {
    await mount({ orientation: 'HORIZONTAL' });
    expect(state()).toBe('empty');
    expect(fallback()).not.toBeNull();
    expect(frame().querySelector('.sf-place-search')).toBeNull();
    expect(searchNearby).not.toHaveBeenCalled();
  });
});
