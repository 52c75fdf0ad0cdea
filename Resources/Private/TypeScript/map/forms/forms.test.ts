import { setLanguage } from '../../core/i18n';
import { fakeServices } from '../../core/testing/services';
import { FakeMap, FakeServices, type FakeMarker } from '../testing/fake-provider';
import { attachForms, RADIUS_RESULT_ZOOM, resolveAddress, type Forms } from '.';
import { geocodeFailedMessage, unreachableMessage } from '../messages';
import type { LatLng } from '../provider';
import { SERVICE_STATUSES, type FailureStatus } from '../services';
import { mapBlockSchema, type MapBlockSettings } from '../settings';

const MARIENPLATZ: LatLng = { lat: 48.13739, lng: 11.57606 };
const KARLSPLATZ: LatLng = { lat: 48.13873, lng: 11.566 };

function settingsWith(mapSettings: Record<string, unknown> = {}): MapBlockSettings {
  const parsed = mapBlockSchema.parse({
    mapSettings: { id: '7', ...mapSettings },
    locations: [
      { latitude: 48.13743, longitude: 11.57549, title: 'Zentrale' }, // ~40 m from Marienplatz 8
      { latitude: 48.1389, longitude: 11.566, title: 'Karlsplatz' }, // ~750 m
      { latitude: 48.1535, longitude: 11.5817, title: 'Schwabing' }, // ~1.9 km
      { latitude: 48.1392, longitude: 11.5788, title: 'Residenz' }, // ~260 m
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  return parsed.value;
}

const FORMS = `
  <form id="radius"><input name="address"><select name="type"><option value="cafe">Café</option><option value="bar">Bar</option></select>
    <input name="radius" value="1"><button>Suchen</button></form>
  <form id="search"><input name="address"><input name="radius" value="1"><button>Suchen</button><button type="reset">Alle</button>
    <p data-sf-status role="status" aria-live="polite"></p></form>
  <form id="directions"><input name="origin"><input name="destination">
    <select name="mode"><option value="DRIVING">Auto</option><option value="WALKING">zu Fuß</option><option value="BICYCLING">Fahrrad</option><option value="TRANSIT">ÖPNV</option></select>
    <button>Route berechnen</button></form>
  <div id="panel"></div>
  <input type="hidden" id="notfound" value="Leider keine Route gefunden.">
  <ul id="list">
    <li><a href="#" data-marker-index="0">Zentrale</a></li>
    <li><a href="#" data-marker-index="1">Karlsplatz</a></li>
    <li><a href="#" data-marker-index="2">Schwabing</a></li>
    <li><a href="#" data-marker-index="3">Residenz</a></li>
  </ul>`;

interface Setup {
  forms: Forms;
  map: FakeMap;
  services: FakeServices;
  errors: string[];
  form(id: string): HTMLFormElement;
  status(id: string): string;
  submit(id: string, values?: Record<string, string>): Promise<void>;
}

function setup(settings = settingsWith(), activate = true): Setup {
  document.body.innerHTML = `<div id="map"></div>${FORMS}`;
  const map = new FakeMap(document.getElementById('map')!);
  const services = new FakeServices();
  services.geocodes.set('Marienplatz 8', {
    status: 'OK',
    location: MARIENPLATZ,
    label: 'Marienplatz 8, München',
  });
  services.geocodes.set('Karlsplatz 11', {
    status: 'OK',
    location: KARLSPLATZ,
    label: 'Karlsplatz 11, München',
  });
  const errors: string[] = [];
  const byId = (id: string) => document.getElementById(id)!;
  const forms = attachForms(
    {
      radiusForm: byId('radius') as HTMLFormElement,
      searchForm: byId('search') as HTMLFormElement,
      directionsForm: byId('directions') as HTMLFormElement,
      directionsPanel: byId('panel'),
      notFound: byId('notfound') as HTMLInputElement,
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
  return {
    forms,
    map,
    services,
    errors,
    form,
    status: (id) => form(id).querySelector('[data-sf-status]')?.textContent ?? '',
    async submit(id, values = {}) {
      const element = form(id);
      for (const [name, value] of Object.entries(values)) {
        (element.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value = value;
      }
      element.requestSubmit();
      // Let the awaited fake services settle.
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
  };
}

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('5.1 addresses', () => {
  test('the address goes as typed, without quotes; empty uses the fallback; neither gives nothing', () => {
    expect(resolveAddress(' Marienplatz 8 ', '')).toBe('Marienplatz 8');
    expect(resolveAddress("O'Brien-Straße 1", '')).toBe("O'Brien-Straße 1");
    expect(resolveAddress('', 'Marienplatz 1, München')).toBe('Marienplatz 1, München');
    expect(resolveAddress('   ', '  ')).toBeUndefined();
  });

  test('an empty address field uses the fallback address of the settings', async () => {
    const s = setup(settingsWith({ fallbackAddress: 'Marienplatz 8' }));
    await s.submit('search', { address: '', radius: '1' });
    expect(s.services.calls).toEqual(['geocode Marienplatz 8']);
    expect(s.map.circle?.radiusMeters).toBe(1000);
  });

  test('without a fallback, an empty address gives a German message and no request', async () => {
    const s = setup();
    await s.submit('radius', { address: '' });
    expect(s.status('radius')).toBe('Bitte geben Sie eine Adresse ein.');
    expect(s.services.calls).toEqual([]);
  });

  test('before the map is loaded (consent), a form asks for the map instead of failing silently', async () => {
    const s = setup(settingsWith(), false);
    await s.submit('search', { address: 'Marienplatz 8' });
    expect(s.status('search')).toBe('Bitte laden Sie zuerst die Karte.');
    expect(s.services.calls).toEqual([]);
  });

  test('issue 11: when the block published that its map failed, every form says the map is unavailable', async () => {
    const s = setup(settingsWith(), false);
    const block = document.createElement('section');
    block.id = 'sf-map-7';
    document.body.append(block);
    await s.submit('search', { address: 'Marienplatz 8' });
    expect(s.status('search')).toBe('Bitte laden Sie zuerst die Karte.');
    block.setAttribute('data-sf-map', 'failed');
    for (const id of ['radius', 'search', 'directions']) {
      await s.submit(id);
      expect([id, s.status(id)]).toEqual([
        id,
        'Die Karte ist nicht verfügbar; Suche und Routenplanung sind daher nicht möglich. Die Standorte finden Sie in der Liste.',
      ]);
    }
    expect(s.services.calls).toEqual([]);
  });

  test('issue 11: a consent placeholder shown again after the failure offers a new try: load the map first', async () => {
    const s = setup(settingsWith(), false);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<section id="sf-map-7" data-sf-map="failed"><div id="sf-map-canvas-7"><div class="sf-map-consent"></div></div></section>',
    );
    await s.submit('search');
    expect(s.status('search')).toBe('Bitte laden Sie zuerst die Karte.');
  });

  test("issue 11: another block's failure does not change this block's message", async () => {
    const s = setup(settingsWith(), false);
    document.body.insertAdjacentHTML('beforeend', '<section id="sf-map-8" data-sf-map="failed"></section>');
    await s.submit('search', { address: 'Marienplatz 8' });
    expect(s.status('search')).toBe('Bitte laden Sie zuerst die Karte.');
  });
});

describe('issue 25: inputs longer than an engine takes', () => {
  test.each([
    ['radius', { address: 'M'.repeat(10_000) }],
    ['search', { address: `Marienplatz ${'8'.repeat(300)}` }],
    ['directions', { origin: 'Marienplatz 8', destination: 'K'.repeat(201) }],
  ])('the %s form says so in German and asks no engine', async (id, values) => {
    const s = setup();
    await s.submit(id, values);
    expect(s.status(id)).toBe('Die Eingabe ist zu lang: höchstens 200 Zeichen.');
    expect(s.services.calls).toEqual([]);
  });

  test('200 characters still go out', async () => {
    const s = setup();
    await s.submit('search', { address: 'M'.repeat(200) });
    expect(s.services.calls).toEqual([`geocode ${'M'.repeat(200)}`]);
  });
});

describe('4.7 radius search', () => {
  test('geocodes, centres at zoom 15 and marks each place; a click shows its name', async () => {
    const s = setup();
    s.services.nearbyOutcome = {
      status: 'OK',
      places: [
        { name: 'Café Rischart', location: { lat: 48.1372, lng: 11.5758 } },
        { name: 'Café Glockenspiel', location: { lat: 48.1371, lng: 11.5762 } },
      ],
    };
    await s.submit('radius', { address: 'Marienplatz 8', type: 'cafe', radius: '1,5' });
    expect(s.services.calls).toEqual(['geocode Marienplatz 8', 'nearby cafe 1500']);
    expect(s.services.lastNearby).toMatchObject({ center: MARIENPLATZ, maxResults: 20 });
    expect(s.map.center).toEqual(MARIENPLATZ);
    expect(s.map.zoom).toBe(RADIUS_RESULT_ZOOM);
    expect(s.map.extra.map((m) => [m.spec.kind, m.spec.title])).toEqual([
      ['place', 'Café Rischart'],
      ['place', 'Café Glockenspiel'],
    ]);
    (s.map.extra[1] as FakeMarker).click();
    expect(s.map.info?.content.textContent).toBe('Café Glockenspiel');
    expect(s.status('radius')).toBe('2 Orte im Umkreis von 1,5 km gefunden.');
  });

  test('the markers of the previous search go before the next one', async () => {
    const s = setup();
    s.services.nearbyOutcome = { status: 'OK', places: [{ name: 'A', location: MARIENPLATZ }] };
    await s.submit('radius', { address: 'Marienplatz 8' });
    const first = [...s.map.extra];
    s.services.nearbyOutcome = { status: 'ZERO_RESULTS', detail: 'nothing' };
    await s.submit('radius', { address: 'Marienplatz 8', type: 'bar' });
    expect(s.map.removed).toEqual(first);
    expect(s.map.extra).toEqual([]);
    expect(s.status('radius')).toBe('Keine Orte dieser Art im Umkreis von 1 km gefunden.');
  });

  test('a failed geocode says so in German (the old site stayed silent) and searches nothing', async () => {
    const s = setup();
    await s.submit('radius', { address: 'Nirgendwo 1' });
    expect(s.status('radius')).toMatch(/^Die Adresse konnte nicht gefunden werden\. Bitte prüfen/);
    expect(s.services.calls).toEqual(['geocode Nirgendwo 1']);
    expect(s.errors[0]).toMatch(/radius search: geocoding "Nirgendwo 1" failed: ZERO_RESULTS/);
  });

  test('a radius beyond the service limit is clamped, and the visitor told', async () => {
    const s = setup();
    s.services.nearbyOutcome = { status: 'OK', places: [{ name: 'A', location: MARIENPLATZ }] };
    await s.submit('radius', { address: 'Marienplatz 8', radius: '80' });
    expect(s.services.lastNearby?.radiusMeters).toBe(50_000);
    expect(s.status('radius')).toContain('Der Umkreis wurde auf 50 km begrenzt');
  });

  test('without names (Google EEA setting) the markers are numbered and a click opens nothing', async () => {
    const s = setup();
    s.services.nearbyOutcome = { status: 'OK', places: [{ name: '', location: MARIENPLATZ }] };
    await s.submit('radius', { address: 'Marienplatz 8' });
    expect(s.map.extra[0]?.spec.title).toBe('Ort 1');
    (s.map.extra[0] as FakeMarker).click();
    expect(s.map.info).toBeUndefined();
  });

  test('a bad radius gets a message, not a request', async () => {
    const s = setup();
    await s.submit('radius', { address: 'Marienplatz 8', radius: 'weit' });
    expect(s.status('radius')).toBe('Bitte geben Sie einen Umkreis in Kilometern größer als 0 ein.');
    expect(s.services.calls).toEqual([]);
  });
});

describe('4.8 map search', () => {
  test('centres, drops a marker, draws the circle, keeps only nearer locations and sorts the list', async () => {
    const s = setup();
    await s.submit('search', { address: 'Marienplatz 8', radius: '1' });
    expect(s.map.center).toEqual(MARIENPLATZ);
    expect(s.map.extra.map((m) => m.spec.kind)).toEqual(['point']);
    expect(s.map.circle).toEqual({ center: MARIENPLATZ, radiusMeters: 1000 });
    expect(s.map.markers.map((m) => m.visible)).toEqual([true, true, false, true]);
    // Fit to the point and the shown markers.
    expect(s.map.bounds).toHaveLength(4);
    const items = [...document.querySelectorAll<HTMLLIElement>('#list li')];
    expect(items.filter((li) => !li.hidden).map((li) => li.querySelector('a')?.textContent)).toEqual([
      'Zentrale',
      'Residenz',
      'Karlsplatz',
    ]);
    expect(items.find((li) => li.hidden)?.textContent).toBe('Schwabing');
    const distances = items
      .filter((li) => !li.hidden)
      .map((li) => li.querySelector('.ce-map__distance')?.textContent);
    expect(distances[2]?.replace(/\u00a0/g, ' ')).toMatch(/^7\d0 m entfernt$/);
    expect(s.status('search')).toBe(
      '3 von 4 Standorten im Umkreis von 1 km, in der Liste nach Entfernung sortiert.',
    );
  });

  test('the radius is a base-10 integer and a new search replaces circle and point', async () => {
    const s = setup();
    await s.submit('search', { address: 'Marienplatz 8', radius: '1' });
    const point = s.map.extra[0];
    await s.submit('search', { address: 'Karlsplatz 11', radius: '03,7' });
    expect(s.map.circle).toEqual({ center: KARLSPLATZ, radiusMeters: 3000 });
    expect(s.map.removed).toContain(point);
    expect(s.map.extra).toHaveLength(1);
    expect(s.map.markers.every((m) => m.visible)).toBe(true);
  });

  test('reset brings every marker back and the list into its order', async () => {
    const s = setup();
    await s.submit('search', { address: 'Marienplatz 8', radius: '1' });
    s.form('search').reset();
    expect(s.map.markers.every((m) => m.visible)).toBe(true);
    expect(s.map.circle).toBeNull();
    expect(s.map.extra).toEqual([]);
    const items = [...document.querySelectorAll<HTMLLIElement>('#list li')];
    expect(items.map((li) => li.textContent)).toEqual(['Zentrale', 'Karlsplatz', 'Schwabing', 'Residenz']);
    expect(items.every((li) => !li.hidden)).toBe(true);
    expect(s.status('search')).toBe('Alle Standorte werden wieder angezeigt.');
  });

  test('issue 11: the places of a radius search go when the map search runs, and when it resets', async () => {
    const s = setup();
    s.services.nearbyOutcome = { status: 'OK', places: [{ name: 'Café A', location: MARIENPLATZ }] };
    await s.submit('radius', { address: 'Marienplatz 8' });
    const places = s.map.extra.filter((m) => m.spec.kind === 'place');
    expect(places).toHaveLength(1);
    expect(s.status('radius')).toBe('1 Ort im Umkreis von 1 km gefunden.');
    await s.submit('search', { address: 'Marienplatz 8', radius: '1' });
    expect(s.map.extra.map((m) => m.spec.kind)).toEqual(['point']);
    expect(s.map.removed).toEqual(places);
    // The count of places no longer on the map goes with them.
    expect(s.status('radius')).toBe('');
    // Radius search again, then the reset of the map search takes its places off too.
    await s.submit('radius', { address: 'Marienplatz 8' });
    expect(s.map.extra.filter((m) => m.spec.kind === 'place')).toHaveLength(1);
    s.form('search').reset();
    expect(s.map.extra).toEqual([]);
    expect(s.status('radius')).toBe('');
  });

  test('a failed geocode shows the inline message with the status (no alert) and changes nothing', async () => {
    const s = setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    await s.submit('search', { address: 'Nirgendwo 1', radius: '1' });
    expect(alert).not.toHaveBeenCalled();
    expect(s.status('search')).toMatch(/^Die Adresse konnte nicht gefunden werden\. Bitte prüfen/);
    expect(s.map.circle).toBeNull();
    expect(s.map.markers.every((m) => m.visible)).toBe(true);
    alert.mockRestore();
  });
});

describe('4.9 directions', () => {
  const route = {
    status: 'OK' as const,
    path: [MARIENPLATZ, { lat: 48.138, lng: 11.57 }, KARLSPLATZ],
    steps: [
      { instruction: 'Gehen Sie Richtung Westen auf Marienplatz', distanceMeters: 120, durationSeconds: 90 },
      { instruction: 'Weitergehen auf Kaufingerstraße', distanceMeters: 838, durationSeconds: 600 },
      { instruction: 'Sie haben Ihr Ziel erreicht', distanceMeters: 0, durationSeconds: 0 },
    ],
    distanceMeters: 958,
    durationSeconds: 690,
    origin: MARIENPLATZ,
    destination: KARLSPLATZ,
  };

  test('draws the route and lists the German steps with distances and the totals', async () => {
    const s = setup();
    s.services.routeOutcome = route;
    await s.submit('directions', { origin: 'Marienplatz 8', destination: 'Karlsplatz 11', mode: 'WALKING' });
    expect(s.services.lastRoute).toEqual({
      origin: 'Marienplatz 8',
      destination: 'Karlsplatz 11',
      mode: 'WALKING',
    });
    expect(s.map.route).toEqual(route.path);
    const panel = document.getElementById('panel')!;
    expect(panel.querySelector('.ce-map__route-total')?.textContent.replace(/\u00a0/g, ' ')).toBe(
      'Gesamt: 960 m, etwa 12 Min.',
    );
    const steps = [...panel.querySelectorAll('li')].map((li) => li.textContent.replace(/\u00a0/g, ' '));
    expect(steps).toEqual([
      'Gehen Sie Richtung Westen auf Marienplatz 120 m',
      'Weitergehen auf Kaufingerstraße 840 m',
      'Sie haben Ihr Ziel erreicht',
    ]);
    expect(s.status('directions')).toBe(
      'Route berechnet (960 m, etwa 12 Min.). Die Wegbeschreibung steht unter der Karte.',
    );
  });

  test("otherwise the map's not-found message shows in the block, not in an alert", async () => {
    const s = setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    s.services.routeOutcome = route;
    await s.submit('directions', { origin: 'Marienplatz 8', destination: 'Karlsplatz 11' });
    s.services.routeOutcome = { status: 'ZERO_RESULTS', detail: 'OSRM NoRoute' };
    await s.submit('directions', { origin: 'Marienplatz 8', destination: 'Karlsplatz 11' });
    expect(s.status('directions')).toBe('Leider keine Route gefunden.');
    expect(alert).not.toHaveBeenCalled();
    expect(s.map.route).toBeNull();
    expect(document.getElementById('panel')?.textContent).toBe('');
    expect(s.errors.at(-1)).toMatch(/directions .* failed: ZERO_RESULTS \(OSRM NoRoute\)/);
    alert.mockRestore();
  });

  test('issue 11: a router that cannot be reached says so, not that there is no route', async () => {
    const s = setup();
    s.services.routeOutcome = { status: 'NETWORK_ERROR', detail: 'HTTP 503' };
    await s.submit('directions', { origin: 'Marienplatz 8', destination: 'Karlsplatz 11' });
    expect(s.status('directions')).toBe(
      'Der Kartendienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
    );
    expect(s.errors.at(-1)).toMatch(/directions .* failed: NETWORK_ERROR \(HTTP 503\)/);
  });

  test.each([
    ['UNKNOWN_ERROR', 'Die Route konnte nicht berechnet werden. Der Kartendienst hat einen Fehler gemeldet.'],
    ['OVER_QUERY_LIMIT', 'Die Route konnte nicht berechnet werden. Zu viele Anfragen an den Kartendienst.'],
    [
      'REQUEST_DENIED',
      'Die Route konnte nicht berechnet werden. Der Kartendienst hat die Anfrage abgelehnt.',
    ],
  ] as const)(
    'issue 25: a router failure (%s) says the route could not be calculated, not to check the addresses',
    async (status, begins) => {
      const s = setup();
      s.services.routeOutcome = { status, detail: 'HTTP 500' };
      await s.submit('directions', { origin: 'Marienplatz 8', destination: 'Karlsplatz 11' });
      expect(s.status('directions').startsWith(begins)).toBe(true);
      expect(s.status('directions')).not.toContain('Leider keine Route gefunden.');
    },
  );

  test('public transport is offered only where the provider routes it', () => {
    const s = setup();
    const select = s.form('directions').elements.namedItem('mode') as HTMLSelectElement;
    expect([...select.options].filter((o) => !o.disabled).map((o) => o.value)).toEqual([
      'DRIVING',
      'WALKING',
      'BICYCLING',
    ]);
  });

  test('both addresses empty: a message; one empty: the fallback address', async () => {
    const s = setup(settingsWith({ fallbackAddress: 'Marienplatz 8' }));
    await s.submit('directions', { origin: '', destination: '' });
    expect(s.status('directions')).toBe('Bitte geben Sie eine Start- und eine Zieladresse ein.');
    await s.submit('directions', { origin: '', destination: 'Karlsplatz 11' });
    expect(s.services.lastRoute?.origin).toBe('Marienplatz 8');
  });
});

describe('8.1 / 8.5 statuses', () => {
  const failures = SERVICE_STATUSES.filter((status): status is FailureStatus => status !== 'OK');

  test.each(failures)(
    'a geocode answering %s reaches the visitor in German and the console',
    async (status) => {
      const s = setup();
      s.services.geocodes.set('Marienplatz 8', { status, detail: `the service said ${status}` });
      await s.submit('search', { address: 'Marienplatz 8' });
      expect(s.status('search')).toBe(geocodeFailedMessage(status));
      expect(s.errors).toEqual([expect.stringContaining(`failed: ${status} (the service said ${status})`)]);
    },
  );

  test('issue 11: an unreachable service has its own sentence in the radius and the map search', async () => {
    const s = setup();
    const down = { status: 'NETWORK_ERROR' as const, detail: 'HTTP 503' };
    s.services.nearbyOutcome = down;
    await s.submit('radius', { address: 'Marienplatz 8' });
    expect(s.status('radius')).toBe(unreachableMessage());
    s.services.geocodes.set('Marienplatz 8', down);
    await s.submit('search', { address: 'Marienplatz 8' });
    await s.submit('radius', { address: 'Marienplatz 8' });
    for (const id of ['search', 'radius']) {
      expect([id, s.status(id)]).toEqual([
        id,
        'Der Kartendienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
      ]);
    }
  });

  test('every status has its own German hint', () => {
    const texts = failures.map((status) => geocodeFailedMessage(status));
    expect(new Set(texts).size).toBe(failures.length);
    expect(geocodeFailedMessage('OVER_QUERY_LIMIT')).toBe(
      'Die Adresse konnte nicht gefunden werden. Zu viele Anfragen an den Kartendienst. Bitte versuchen Sie es in einer Minute erneut.',
    );
    expect(geocodeFailedMessage('NETWORK_ERROR')).toContain('nicht erreichbar');
  });

  test('English pages keep the old English text of the map-search failure', () => {
    setLanguage('en');
    expect(geocodeFailedMessage('ZERO_RESULTS')).toMatch(/^Geocode was not successful\. /);
    setLanguage('de');
  });

  test('a defect in a service (a rejection) still ends in a message, never past the block', async () => {
    const s = setup();
    s.services.geocode = () => Promise.reject(new Error('boom'));
    await s.submit('radius', { address: 'Marienplatz 8' });
    expect(s.status('radius')).toBe(
      'Der Kartendienst hat einen Fehler gemeldet. Bitte versuchen Sie es später noch einmal.',
    );
    expect(s.errors[0]).toContain('boom');
  });

  test('deactivate (consent revoked) clears results and restores the list', async () => {
    const s = setup();
    await s.submit('search', { address: 'Marienplatz 8', radius: '1' });
    s.forms.deactivate();
    expect(s.map.circle).toBeNull();
    expect([...document.querySelectorAll<HTMLLIElement>('#list li')].every((li) => !li.hidden)).toBe(true);
    await s.submit('search', { address: 'Marienplatz 8' });
    expect(s.status('search')).toBe('Bitte laden Sie zuerst die Karte.');
  });
});
