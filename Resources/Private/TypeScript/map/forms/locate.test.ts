/**
 * Issue 29: "Meinen Standort verwenden" in the map forms (through attachForms, as the block binds
 * them) and the `sf:search` event of each form.
 */
import { setLanguage, t } from '../../core/i18n';
import { fakeServices } from '../../core/testing/services';
import type { SfEvents } from '../../core/events';
import { FakeMap, FakeServices } from '../testing/fake-provider';
import { attachForms, type Forms } from '.';
import { LOCATED_ATTRIBUTE } from './locate';
import { mapBlockSchema, type MapBlockSettings } from '../settings';

const HERE = { lat: 48.1372, lng: 11.5755 };

function settingsWith(extra: Record<string, unknown> = {}): MapBlockSettings {
  const parsed = mapBlockSchema.parse({
    mapSettings: { id: '7' },
    locations: [
      { latitude: 48.13743, longitude: 11.57549, title: 'Zentrale' }, // ~40 m from HERE
      { latitude: 48.1389, longitude: 11.566, title: 'Karlsplatz' }, // ~750 m
      { latitude: 48.1535, longitude: 11.5817, title: 'Schwabing' }, // ~1.9 km
    ],
    ...extra,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  return parsed.value;
}

const FORMS = `<section id="sf-map-7"><div id="map"></div>
  <form id="radius"><input name="address" id="radius-address"><select name="type"><option value="cafe">Café</option></select>
    <input name="radius" value="1"><button>Suchen</button></form>
  <form id="search"><input name="address" id="search-address"><input name="radius" value="1"><button>Suchen</button></form>
  <form id="directions"><input name="origin" id="origin"><input name="destination">
    <select name="mode"><option value="WALKING">zu Fuß</option></select><button>Route berechnen</button></form>
  <div id="panel"></div><ul id="list"></ul></section>`;

type Geo = (success: PositionCallback, error: PositionErrorCallback) => void;

let asked = 0;
function browser(answer: Geo | undefined, secure = true): void {
  asked = 0;
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: secure });
  const geolocation = answer && {
    getCurrentPosition: (success: PositionCallback, error: PositionErrorCallback) => {
      asked += 1;
      answer(success, error);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
}
const position = (success: PositionCallback): void =>
  success({ coords: { latitude: HERE.lat, longitude: HERE.lng }, timestamp: 0 } as GeolocationPosition);
const refused =
  (code: number): Geo =>
  (_, error) =>
    error({ code, message: 'no' } as GeolocationPositionError);

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

interface Setup {
  forms: Forms;
  map: FakeMap;
  services: FakeServices;
  errors: string[];
  searches: SfEvents['sf:search'][];
  form(id: string): HTMLFormElement;
  field(id: string): HTMLInputElement;
  button(id: string): HTMLButtonElement;
  status(id: string): string;
  click(id: string): Promise<void>;
}

function setup(settings = settingsWith(), activate = true): Setup {
  document.body.innerHTML = FORMS;
  const byId = (id: string) => document.getElementById(id)!;
  const map = new FakeMap(byId('map'));
  const services = new FakeServices();
  services.travelModes = ['WALKING'];
  services.reverseOutcome = { status: 'OK', label: 'Marienplatz 1, 80331 München' };
  const errors: string[] = [];
  const searches: SfEvents['sf:search'][] = [];
  document.addEventListener('sf:search', (event) => {
    searches.push((event as CustomEvent<SfEvents['sf:search']>).detail);
  });
  const forms = attachForms(
    {
      radiusForm: byId('radius') as HTMLFormElement,
      searchForm: byId('search') as HTMLFormElement,
      directionsForm: byId('directions') as HTMLFormElement,
      directionsPanel: byId('panel'),
      notFound: null,
      list: byId('list'),
    },
    {
      settings,
      report: (message) => errors.push(message),
      places: fakeServices().places,
      render: () => () => undefined,
    },
  );
  const markers = map.addMarkers(
    settings.locations.map((l, index) => ({
      index,
      position: { lat: l.latitude, lng: l.longitude },
      title: l.title,
      label: undefined,
      icon: undefined,
      opacity: 1,
    })),
  );
  if (activate) forms.activate({ map, services, markers });
  const form = (id: string) => byId(id) as HTMLFormElement;
  const field = (id: string) => byId(id) as HTMLInputElement;
  const button = (id: string) => field(id).previousElementSibling as HTMLButtonElement;
  return {
    forms,
    map,
    services,
    errors,
    searches,
    form,
    field,
    button,
    status: (id) => form(id).querySelector('[data-sf-status]')?.textContent ?? '',
    async click(id) {
      button(id).click();
      await settle();
    },
  };
}

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('issue 29 the button', () => {
  test('beside the radius and map search address and the directions start, in German; nothing asked on load', () => {
    browser(position);
    const s = setup();
    for (const id of ['radius-address', 'search-address', 'origin']) {
      const button = s.button(id);
      expect(button.tagName).toBe('BUTTON');
      expect(button.type).toBe('button');
      expect(button.textContent).toBe('Meinen Standort verwenden');
      expect(button.getAttribute('aria-controls')).toBe(id);
    }
    expect(document.querySelectorAll('.ce-map__locate')).toHaveLength(3);
    expect(asked).toBe(0);
  });

  test('setting geolocation 0: no button', () => {
    browser(position);
    setup(settingsWith({ geolocation: 0 }));
    expect(document.querySelector('.ce-map__locate')).toBeNull();
  });

  test('before the map is ready it asks for the map, as a submission does, and not for the position', async () => {
    browser(position);
    const s = setup(settingsWith(), false);
    await s.click('search-address');
    expect(s.status('search')).toBe(t('map.form.loadFirst'));
    expect(asked).toBe(0);
  });

  test('while locating: busy, aria-disabled (it keeps the focus), "Standort wird ermittelt …" in the status line', async () => {
    let answer: PositionCallback | undefined;
    browser((success) => {
      answer = success;
    });
    const s = setup();
    await s.click('search-address');
    const button = s.button('search-address');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Standort wird ermittelt …');
    expect(s.status('search')).toBe('Standort wird ermittelt …');
    // A second click while busy asks nothing more.
    await s.click('search-address');
    expect(asked).toBe(1);
    answer?.({ coords: { latitude: HERE.lat, longitude: HERE.lng }, timestamp: 0 } as GeolocationPosition);
    await settle();
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.textContent).toBe('Meinen Standort verwenden');
  });
});

describe('issue 29 a failure keeps the typed text and says why', () => {
  test.each([
    ['denied (code 1)', () => browser(refused(1)), /erlauben Sie dort den Standortzugriff/],
    ['unavailable (code 2)', () => browser(refused(2)), /^Ihr Standort konnte nicht ermittelt werden/],
    ['timeout (code 3)', () => browser(refused(3)), /^Die Standortermittlung hat zu lange gedauert/],
    ['an insecure page', () => browser(position, false), /sicheren Seite \(https\)/],
    [
      'no navigator.geolocation',
      () => browser(undefined),
      /^Ihr Browser kann Ihren Standort nicht ermitteln/,
    ],
  ])('%s', async (_, prepare, sentence) => {
    prepare();
    const s = setup();
    s.field('radius-address').value = 'Marienpl';
    await s.click('radius-address');
    expect(s.status('radius')).toMatch(sentence);
    expect(s.form('radius').querySelector('[data-sf-status]')?.getAttribute('data-tone')).toBe('error');
    expect(s.field('radius-address').value).toBe('Marienpl');
    expect(s.field('radius-address').hasAttribute(LOCATED_ATTRIBUTE)).toBe(false);
    expect(s.button('radius-address').textContent).toBe('Meinen Standort verwenden');
    expect(s.services.calls).toEqual([]);
    expect(s.searches).toEqual([]);
  });
});

describe('issue 29 a position', () => {
  test('the street address in the field, data-sf-located, the search from the exact position (no geocoding)', async () => {
    browser(position);
    const s = setup();
    await s.click('search-address');
    expect(s.field('search-address').value).toBe('Marienplatz 1, 80331 München');
    expect(s.field('search-address').getAttribute(LOCATED_ATTRIBUTE)).toBe('true');
    expect(s.services.lastReverse).toEqual(HERE);
    expect(s.services.calls).toEqual(['reverse']);
    expect(s.map.circle).toEqual({ center: HERE, radiusMeters: 1000 });
    expect(s.status('search')).toMatch(/^2 von 3 Standorten/);
    // The position stays in memory: not in the DOM.
    expect(document.body.innerHTML).not.toContain('48.137');
    expect(document.body.innerHTML).not.toContain('11.575');
    // Again: still from the position, no geocoding of the label.
    s.form('search').requestSubmit();
    await settle();
    expect(s.services.calls).toEqual(['reverse']);
  });

  test('no address at the position: "Mein Standort" (never coordinates), still searched from the position', async () => {
    browser(position);
    const s = setup();
    s.services.reverseOutcome = { status: 'ZERO_RESULTS', detail: 'nothing near' };
    await s.click('radius-address');
    expect(s.field('radius-address').value).toBe('Mein Standort');
    expect(s.services.calls).toEqual(['reverse', 'nearby cafe 1000']);
    expect(s.services.lastNearby?.center).toEqual(HERE);
    expect(s.errors.join()).toMatch(/reverse geocoding failed: ZERO_RESULTS/);
  });

  test('typing removes data-sf-located: the typed text is geocoded again', async () => {
    browser(position);
    const s = setup();
    await s.click('search-address');
    const field = s.field('search-address');
    field.value = 'Karlsplatz 11';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(field.hasAttribute(LOCATED_ATTRIBUTE)).toBe(false);
    s.form('search').requestSubmit();
    await settle();
    expect(s.services.calls).toEqual(['reverse', 'geocode Karlsplatz 11']);
  });

  test('a text set without typing is not the position any more', async () => {
    browser(position);
    const s = setup();
    await s.click('search-address');
    s.field('search-address').value = 'Karlsplatz 11';
    s.form('search').requestSubmit();
    await settle();
    expect(s.services.calls).toEqual(['reverse', 'geocode Karlsplatz 11']);
  });

  test('directions: without a destination it asks for one; with one it routes from the exact start', async () => {
    browser(position);
    const s = setup();
    await s.click('origin');
    expect(s.field('origin').value).toBe('Marienplatz 1, 80331 München');
    expect(s.status('directions')).toBe(
      'Ihr Standort ist als Start eingetragen. Bitte geben Sie das Ziel ein.',
    );
    expect(document.activeElement).toBe(s.form('directions').elements.namedItem('destination'));
    expect(s.services.calls).toEqual(['reverse']);
    (s.form('directions').elements.namedItem('destination') as HTMLInputElement).value = 'Karlsplatz 11';
    s.form('directions').requestSubmit();
    await settle();
    expect(s.services.lastRoute).toEqual({
      origin: 'Marienplatz 1, 80331 München',
      destination: 'Karlsplatz 11',
      mode: 'WALKING',
      originAt: HERE,
    });
  });
});

describe('issue 29 sf:search', () => {
  const submit = async (s: Setup, id: string, values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) {
      (s.form(id).elements.namedItem(name) as HTMLInputElement).value = value;
    }
    s.form(id).requestSubmit();
    await settle();
  };

  test('once per search, bubbling from the block frame: kind and results, never an address or position', async () => {
    browser(position);
    const s = setup();
    const frames: EventTarget[] = [];
    document.getElementById('sf-map-7')!.addEventListener('sf:search', (event) => frames.push(event.target!));
    s.services.nearbyOutcome = {
      status: 'OK',
      places: [
        { location: HERE, name: 'Café A' },
        { location: HERE, name: 'Café B' },
      ],
    };
    await s.click('radius-address');
    await s.click('search-address');
    s.services.routeOutcome = {
      status: 'OK',
      path: [HERE, HERE],
      steps: [],
      distanceMeters: 10,
      durationSeconds: 10,
      origin: HERE,
      destination: HERE,
    };
    await submit(s, 'directions', { origin: 'Marienplatz 1', destination: 'Karlsplatz 11' });
    expect(s.searches).toEqual([
      { mapId: '7', kind: 'radius', results: 2 },
      { mapId: '7', kind: 'map', results: 2 },
      { mapId: '7', kind: 'directions', results: 1 },
    ]);
    expect(frames).toEqual([
      document.getElementById('sf-map-7'),
      document.getElementById('sf-map-7'),
      document.getElementById('sf-map-7'),
    ]);
    expect(JSON.stringify(s.searches)).not.toMatch(/Marienplatz|48\.1/);
  });

  test('a search that ran and failed is 0 results; a refused plan or a submission before the map is none', async () => {
    browser(position);
    const s = setup();
    await submit(s, 'search', { address: 'Nirgendwo 1' });
    await submit(s, 'directions', { origin: 'Nirgendwo 1', destination: 'Karlsplatz 11' });
    await submit(s, 'radius', { address: '' });
    await submit(s, 'search', { address: 'Marienplatz 1', radius: 'viel' });
    expect(s.searches).toEqual([
      { mapId: '7', kind: 'map', results: 0 },
      { mapId: '7', kind: 'directions', results: 0 },
    ]);
    const before = setup(settingsWith(), false);
    await submit(before, 'search', { address: 'Marienplatz 1' });
    expect(before.searches).toEqual([]);
  });
});

describe('the located position in the console', () => {
  /** A detail as the OSM services write it: the request's URL, with the position in it. */
  const leaky = (engine: string) => ({
    status: 'UNKNOWN_ERROR' as const,
    detail: `The ${engine} http://x/api?data=(around%3A1000%2C${HERE.lat}%2C${HERE.lng}) answered HTTP 500.`,
    engine,
    answer: 'HTTP 500',
  });
  const coordinates = /48[.,]1|11[.,]57/;

  test('a failing nearby search, router and reverse geocoder from the position: engine, status and HTTP code, no coordinate', async () => {
    browser(position);
    const s = setup();
    s.services.reverseOutcome = leaky('geocoder');
    s.services.nearbyOutcome = leaky('Overpass API');
    await s.click('radius-address');
    s.services.routeOutcome = {
      ...leaky('router'),
      answer: 'HTTP 400, code NoRoute',
      status: 'ZERO_RESULTS',
    };
    (s.form('directions').elements.namedItem('destination') as HTMLInputElement).value = 'Karlsplatz 11';
    await s.click('origin');
    expect(s.errors).toHaveLength(4);
    expect(s.errors.join('\n')).not.toMatch(coordinates);
    expect(s.errors.join('\n')).toMatch(/reverse geocoding failed: UNKNOWN_ERROR \(geocoder: HTTP 500/);
    expect(s.errors.join('\n')).toMatch(/radius search: .* failed: UNKNOWN_ERROR \(Overpass API: HTTP 500/);
    // Nor the start's label, the address at the visitor's position.
    expect(s.errors.join('\n')).toMatch(
      /directions the visitor's position → "Karlsplatz 11" \(WALKING\) failed: ZERO_RESULTS \(router: HTTP 400, code NoRoute/,
    );
    expect(s.errors.join('\n')).not.toContain('Marienplatz 1');
  });

  test('a search from a typed address keeps the whole detail', async () => {
    browser(position);
    const s = setup();
    s.services.geocodes.set('Karlsplatz 11', { status: 'OK', location: HERE, label: 'Karlsplatz 11' });
    s.services.nearbyOutcome = leaky('Overpass API');
    s.field('radius-address').value = 'Karlsplatz 11';
    s.form('radius').requestSubmit();
    await settle();
    expect(s.errors.join('\n')).toContain(`around%3A1000%2C${HERE.lat}`);
  });

  test('a defect while searching from the position: its kind, not its message', async () => {
    browser(position);
    const s = setup();
    s.services.nearby = () => Promise.reject(new TypeError(`bad centre ${HERE.lat},${HERE.lng}`));
    await s.click('radius-address');
    expect(s.errors.join('\n')).toMatch(/map form "radius": TypeError/);
    expect(s.errors.join('\n')).not.toMatch(coordinates);
  });
});
