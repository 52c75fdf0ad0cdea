import { LIST_FOCUS_ZOOM, OPEN_INFO_DELAY_MS, OPEN_INFO_EVENT, markerSpecs, startBlock } from './block';
import { ONE_LOCATION_ZOOM } from './rules';
import { FakeMap } from './testing/fake-provider';
import { mapBlockSchema, type MapBlockSettings } from './settings';

function settingsWith(
  overrides: Record<string, unknown> = {},
  locations: Record<string, unknown>[] = [],
): MapBlockSettings {
  const parsed = mapBlockSchema.parse({
    mapSettings: { id: '7', zoom: 0, ...overrides },
    locations: locations.length
      ? locations
      : [
          { latitude: 48.1374, longitude: 11.5755, title: 'Zentrale', infoWindowContent: '<p>Zentrale</p>' },
          { latitude: 48.1386, longitude: 11.5736, title: 'Vertrieb', openByClick: 0 },
          { latitude: 48.1351, longitude: 11.5762, title: 'Service', openByClick: 0, closeByClick: 1 },
        ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  return parsed.value;
}

function setup(settings: MapBlockSettings, onSelect?: (index: number) => void) {
  document.body.innerHTML = `
    <div id="canvas"><div id="map"></div></div>
    <ul id="list"><li><a href="#" data-marker-index="0">A</a></li><li><a href="#" data-marker-index="2">C</a></li></ul>
    <select id="theme"><option value="default">Standard</option><option value="DARKBLUEPOWER">Dark</option><option value="BlackAndWhite">SW</option></select>`;
  const map = new FakeMap(document.getElementById('map')!);
  const timers: { callback: () => void; ms: number }[] = [];
  const block = startBlock(
    map,
    settings,
    {
      mapElement: map.element,
      canvas: document.getElementById('canvas')!,
      list: document.getElementById('list'),
      themeSelect: document.getElementById('theme') as HTMLSelectElement,
      sidebar: null,
    },
    {
      clusterImagePath: '/img/',
      ...(onSelect ? { onSelect } : {}),
      setTimeout: (callback, ms) => timers.push({ callback, ms }),
      clearTimeout: () => undefined,
    },
  );
  return { map, block, timers };
}

describe('4.3 start-up', () => {
  it('zoom 0 fits the bounds to all locations; the fit sets the centre (no move to the first location before it)', () => {
    const { map } = setup(settingsWith());
    expect(map.log[0]).toBe('fit 3');
    expect(map.log.filter((entry) => entry.startsWith('center'))).toEqual([]);
  });

  it('with a zoom of its own, the map is centred on the first location and nothing is fitted', () => {
    const { map } = setup(settingsWith({ zoom: 12 }));
    expect(map.log[0]).toBe('center 48.1374,11.5755');
    expect(map.log.filter((entry) => entry.startsWith('fit'))).toEqual([]);
  });

  it('zoom 0 with one location: centred at street level, not the whole world (orte-suche block 61)', () => {
    const { map } = setup(settingsWith({}, [{ latitude: 48.13743, longitude: 11.57549, title: 'Zentrale' }]));
    expect(map.log.slice(0, 2)).toEqual(['center 48.13743,11.57549', `zoom ${ONE_LOCATION_ZOOM}`]);
    expect(map.getZoom()).toBe(15);
  });

  it('one location with a zoom set keeps that zoom', () => {
    const { map } = setup(
      settingsWith({ zoom: 11 }, [{ latitude: 48.13743, longitude: 11.57549, title: 'Zentrale' }]),
    );
    expect(map.log.filter((line) => line.startsWith('zoom') || line.startsWith('fit'))).toEqual([]);
  });

  it('does not fit the bounds when a zoom is set', () => {
    const { map } = setup(settingsWith({ zoom: 14 }));
    expect(map.log).not.toContain('fit 3');
  });

  it("fires the 'open info' event on the map element 2000 ms after start-up", () => {
    const { map, timers } = setup(settingsWith());
    const seen: unknown[] = [];
    map.element.addEventListener(OPEN_INFO_EVENT, (event) => seen.push((event as CustomEvent).detail));
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(OPEN_INFO_DELAY_MS);
    expect(OPEN_INFO_DELAY_MS).toBe(2000);
    timers[0]?.callback();
    expect(seen).toEqual([{ mapId: '7' }]);
  });
});

describe('9.1 markers', () => {
  it('letters cycle A–Z when markerLabel is 1, with the opacity of markerOpacity; an empty icon is the default marker', () => {
    const many = Array.from({ length: 28 }, (_, index) => ({
      latitude: 48,
      longitude: 11,
      title: `L${index}`,
      icon: index === 1 ? '/i.png' : '',
    }));
    const specs = markerSpecs(settingsWith({ markerLabel: 1, markerOpacity: 0.5 }, many));
    expect(specs.map((spec) => spec.label).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZAB');
    expect(specs.every((spec) => spec.opacity === 0.5)).toBe(true);
    expect(specs[0]?.icon).toBeUndefined();
    expect(specs[1]?.icon).toBe('/i.png');
    expect(markerSpecs(settingsWith()).every((spec) => spec.label === undefined)).toBe(true);
  });

  it('clusters with the block’s zoom, grid size and icon set when markerCluster is 1', () => {
    const { map } = setup(
      settingsWith({ markerCluster: 1, markerClusterZoom: 12, markerClusterSize: 40, markerClusterStyle: 4 }),
    );
    expect(map.clusterOptions).toEqual({ maxZoom: 12, gridSize: 40, iconSet: 'pin', imagePath: '/img/' });
    expect(setup(settingsWith()).map.clusterOptions).toBeUndefined();
  });
});

describe('4.4 info windows', () => {
  it('openByClick opens on click; otherwise on mouse-over; unless closeByClick, mouse-out closes', () => {
    const { map } = setup(settingsWith());
    const [first, second, third] = map.markers;
    first!.emit('mouseover');
    expect(map.info).toBeUndefined();
    first!.emit('click');
    expect(map.info?.marker).toBe(0);
    first!.emit('mouseout');
    expect(map.info).toBeUndefined();
    second!.emit('mouseover');
    expect(map.info?.marker).toBe(1);
    second!.emit('mouseout');
    expect(map.info).toBeUndefined();
    third!.emit('mouseover');
    third!.emit('mouseout');
    expect(map.info?.marker).toBe(2);
  });

  it('starts open where opened is 1, with sanitized content', () => {
    const { map } = setup(
      settingsWith({}, [
        { latitude: 48, longitude: 11, title: 'Eins' },
        {
          latitude: 48.1,
          longitude: 11.1,
          title: 'Zwei',
          opened: 1,
          infoWindowContent: '<p onclick="x()">Hallo<script>bad()</script></p>',
        },
      ]),
    );
    expect(map.info?.marker).toBe(1);
    const wrapper = (map.info?.content as DocumentFragment).firstElementChild;
    expect(wrapper?.firstElementChild?.outerHTML).toBe('<p>Hallo</p>');
    // Issue 29: the route links of the visitor's navigation app follow the CMS content.
    expect(
      [...(wrapper?.querySelectorAll<HTMLAnchorElement>('.sf-route a') ?? [])].map((a) => a.href),
    ).toEqual([
      'https://www.google.com/maps/dir/?api=1&destination=48.1,11.1',
      'https://www.openstreetmap.org/directions?to=48.1,11.1',
    ]);
  });
});

describe('4.5 location list', () => {
  it('closes the info window, clicks the marker, sets zoom 9 and centres on it, in that order', () => {
    const { map } = setup(settingsWith());
    map.log.length = 0;
    document.querySelector<HTMLElement>('[data-marker-index="0"]')!.click();
    expect(map.log).toEqual([
      'close',
      'click 0',
      'open 0',
      `zoom ${LIST_FOCUS_ZOOM}`,
      'center 48.1374,11.5755',
    ]);
    expect(LIST_FOCUS_ZOOM).toBe(9);
  });

  it('deviation: opens the info window of a location that opens on mouse-over too', () => {
    const { map } = setup(settingsWith());
    map.log.length = 0;
    document.querySelector<HTMLElement>('[data-marker-index="2"]')!.click();
    expect(map.log).toEqual([
      'close',
      'click 2',
      `zoom ${LIST_FOCUS_ZOOM}`,
      'center 48.1351,11.5762',
      'open 2',
    ]);
    expect(map.info?.marker).toBe(2);
  });

  it('deviation: zooms in past 9 until the marker is out of its cluster, never out', () => {
    const { map } = setup(settingsWith({ markerCluster: 1 }));
    map.unclustered.set(2, 14);
    map.unclustered.set(0, 6);
    map.log.length = 0;
    document.querySelector<HTMLElement>('[data-marker-index="2"]')!.click();
    expect(map.log).toContain('zoom 14');
    map.log.length = 0;
    document.querySelector<HTMLElement>('[data-marker-index="0"]')!.click();
    expect(map.log).toContain(`zoom ${LIST_FOCUS_ZOOM}`);
  });

  it('works with Enter too, and ignores entries without a marker', () => {
    const { map } = setup(settingsWith());
    map.log.length = 0;
    document
      .querySelector('[data-marker-index="0"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(map.log[1]).toBe('click 0');
    map.log.length = 0;
    document.querySelector('[data-marker-index="0"]')!.setAttribute('data-marker-index', '99');
    document.querySelector<HTMLElement>('[data-marker-index="99"]')!.click();
    expect(map.log).toEqual([]);
  });
});

describe('issue 15 store locator: a chosen location', () => {
  it('a marker click and a list click (which clicks the marker) each choose their location once', () => {
    const chosen: number[] = [];
    const { map } = setup(settingsWith(), (index) => chosen.push(index));
    map.markers[1]!.emit('click');
    document.querySelector<HTMLElement>('[data-marker-index="2"]')!.click();
    // A mouse-over opens an info window but chooses nothing.
    map.markers[0]!.emit('mouseover');
    expect(chosen).toEqual([1, 2]);
  });

  it('placeId and placeDetails are read from the settings', () => {
    const settings = mapBlockSchema.parse({
      mapSettings: { id: '7' },
      placeDetails: 'c90',
      locations: [{ latitude: 48.1, longitude: 11.5, placeId: 'cms:zentrale' }],
    });
    expect(settings.ok && [settings.value.placeDetails, settings.value.locations[0]?.placeId]).toEqual([
      'c90',
      'cms:zentrale',
    ]);
  });
});

describe('4.6 theme select', () => {
  it('applies the named theme, DARKBLUEPOWER included, and BlackAndWhite really', () => {
    const { map } = setup(settingsWith());
    const select = document.getElementById('theme') as HTMLSelectElement;
    for (const [value, theme] of [
      ['DARKBLUEPOWER', 'DarkBluePower'],
      ['BlackAndWhite', 'BlackAndWhite'],
      ['default', 'default'],
    ] as const) {
      select.value = value;
      select.dispatchEvent(new Event('change'));
      expect(map.theme).toBe(theme);
    }
  });
});

describe('two blocks', () => {
  it('never touch each other: a list click in one moves only its own map', () => {
    const a = setup(settingsWith());
    const listA = document.getElementById('list')!;
    const b = new FakeMap(document.createElement('div'));
    startBlock(
      b,
      settingsWith(),
      { mapElement: b.element, canvas: b.element, list: null, themeSelect: null, sidebar: null },
      {
        clusterImagePath: '/',
        setTimeout: () => 0,
        clearTimeout: () => undefined,
      },
    );
    b.log.length = 0;
    a.map.log.length = 0;
    listA.querySelector<HTMLElement>('[data-marker-index="2"]')!.click();
    expect(a.map.log).toHaveLength(5);
    expect(b.log).toEqual([]);
  });
});

describe('issue 29: sf:location-select and select(index)', () => {
  it('a marker click and a list click send {mapId, index} bubbling from the block frame', () => {
    const { map } = setup(settingsWith());
    const frame = document.createElement('section');
    frame.id = 'sf-map-7';
    document.body.append(frame);
    // The frame is looked up at start-up: start again with it in the page.
    const again = new FakeMap(document.getElementById('map')!);
    startBlock(
      again,
      settingsWith(),
      { mapElement: again.element, canvas: again.element, list: null, themeSelect: null, sidebar: null },
      { clusterImagePath: '/', setTimeout: () => 0, clearTimeout: () => undefined },
    );
    const seen: { target: EventTarget | null; detail: unknown }[] = [];
    document.addEventListener('sf:location-select', (event) =>
      seen.push({ target: event.target, detail: (event as CustomEvent).detail }),
    );
    again.markers[1]!.emit('click');
    again.markers[0]!.emit('mouseover');
    expect(seen).toEqual([{ target: frame, detail: { mapId: '7', index: 1 } }]);
    // The first block (started without the frame) sends from its map element, still bubbling.
    document.querySelector<HTMLElement>('[data-marker-index="2"]')!.click();
    expect(seen[1]).toEqual({ target: map.element, detail: { mapId: '7', index: 2 } });
  });

  it('select(index) shows the location as a list click does, and chooses it without the event', () => {
    const chosen: number[] = [];
    const { map, block } = setup(settingsWith(), (index) => chosen.push(index));
    const seen: unknown[] = [];
    document.addEventListener('sf:location-select', (event) => seen.push((event as CustomEvent).detail));
    map.log.length = 0;
    block.select(2);
    expect(map.log).toEqual([
      'close',
      'click 2',
      `zoom ${LIST_FOCUS_ZOOM}`,
      'center 48.1351,11.5762',
      'open 2',
    ]);
    expect(chosen).toEqual([2]);
    expect(seen).toEqual([]);
    block.select(99);
    expect(map.log).toHaveLength(5);
    map.markers[0]!.emit('click');
    expect(seen).toEqual([{ mapId: '7', index: 0 }]);
  });

  it('deselect(index) closes the info window only while it shows that location', () => {
    const { map, block } = setup(settingsWith());
    block.select(2);
    map.log.length = 0;
    block.deselect(0);
    expect(map.isInfoOpen()).toBe(true);
    block.deselect(2);
    expect(map.log).toEqual(['close']);
    expect(map.isInfoOpen()).toBe(false);
    // Closed already (or another location's open since): nothing more is closed.
    map.markers[0]!.emit('click');
    block.deselect(2);
    expect(map.isInfoOpen()).toBe(true);
  });
});
