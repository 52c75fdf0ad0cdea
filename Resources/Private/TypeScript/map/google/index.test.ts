/**
 * The Google provider against `@googlemaps/jest-mocks`: the themes (4.6, 9.1), the info window,
 * clusters (9.2), the camera, places and the route line, and the block's behaviour (4.4, 4.5, 4.6)
 * running on it. The map options are tested in `map-options.test.ts`, the markers in `markers.test.ts`.
 */
import { Cluster, ClusterStats, MarkerClusterer } from '@googlemaps/markerclusterer';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mockInstances } from '@googlemaps/jest-mocks';
import { startBlock } from '../block';
import { create, googleMarkers, markerOptions, plain, resetGoogle, spec } from '../testing/google-map';
import type * as GoogleModuleMocks from '../testing/google-module-mocks';
import { CLUSTER_ICON_SETS, type ClusterIconSetName } from '../clusters';
import type { ClusterOptions, MapHandle } from '../provider';
import { mapBlockSchema, type MapBlockSettings } from '../settings';
import { THEMES } from '../themes';
import { setLanguage } from '../../core/i18n';
import {
  clusterMarkerOptions,
  GoogleMap,
  GoogleMarker,
  googleProvider,
  infoNode,
  KIND_SYMBOLS,
} from './index';
import { loadGoogle } from '../../services/google/loader';
import {
  FakeStyledMapType,
  installGoogle,
  mockLibraries,
  GOOGLE_CONFIG,
  RecordingCircle,
  RecordingInfoWindow,
  RecordingMap,
  RecordingMarker,
  RecordingPolyline,
  SYMBOL_PATH,
} from '../testing/mock-google';
import { Clustering } from '../clustering';
import { INFO_MAX_WIDTH } from '../rules';
import { SharedClusterAlgorithm } from './clusterer';
import { STYLED_THEMES, THEME_STYLES } from './styles';

jest.mock('../../services/google/loader', () =>
  jest.requireActual<typeof GoogleModuleMocks>('../testing/google-module-mocks').loaderModule(),
);
jest.mock('@googlemaps/markerclusterer', () =>
  jest.requireActual<typeof GoogleModuleMocks>('../testing/google-module-mocks').markerClustererModule(),
);

afterEach(() => setLanguage(undefined));

beforeEach(resetGoogle);

describe('4.6 / 9.1 themes as styled map types', () => {
  test('9.1 each named theme is registered as a StyledMapType under its own id, named in German on a German page', async () => {
    setLanguage('de');
    const { map } = await create();
    expect(FakeStyledMapType.instances.map((type) => type.options?.name)).toEqual([
      'Express-Route',
      'Dunkelblau',
      'Energie',
      'Sehr hell',
      'Sanftes Grün',
      'Schwarz-Weiß',
    ]);
    expect(THEMES.filter((theme) => theme !== 'default')).toEqual(STYLED_THEMES);
    const { set } = map.mapTypes as unknown as { set: jest.Mock };
    expect(set).toHaveBeenCalledTimes(6);
    FakeStyledMapType.instances.forEach((type, index) => {
      const theme = STYLED_THEMES[index]!;
      expect(type.styles).toEqual(THEME_STYLES[theme]);
      expect(set).toHaveBeenNthCalledWith(index + 1, theme, type);
    });
  });

  test('9.1 on an English page the map-type control names the themes in English', async () => {
    setLanguage('en');
    await create();
    expect(FakeStyledMapType.instances.map((type) => type.options?.name)).toEqual([
      'Express Route',
      'Dark Blue Power',
      'Energy',
      'Ultra Light',
      'Green Serenity',
      'Black and White',
    ]);
  });

  test('4.6 a block starting with a theme shows it; the default theme leaves the map type alone', async () => {
    const themed = await create({ theme: 'Energy' });
    expect(themed.map.setMapTypeId).toHaveBeenCalledWith('Energy');
    expect(themed.container.dataset.theme).toBe('Energy');
    installGoogle();
    const plain = await create();
    expect(plain.map.setMapTypeId).not.toHaveBeenCalled();
    expect(plain.container.dataset.theme).toBe('default');
  });

  test('4.6 setTheme switches to the styled map type, default back to the plain map type', async () => {
    const { map, handle, container } = await create({ theme: 'UltraLight' });
    handle.setTheme('DarkBluePower');
    expect(map.setMapTypeId).toHaveBeenLastCalledWith('DarkBluePower');
    expect(container.dataset.theme).toBe('DarkBluePower');
    handle.setTheme('BlackAndWhite');
    expect(map.setMapTypeId).toHaveBeenLastCalledWith('BlackAndWhite');
    handle.setTheme('default');
    expect(map.setMapTypeId).toHaveBeenLastCalledWith('roadmap');
    expect(container.dataset.theme).toBe('default');
  });

  test('4.6 default returns to the map type the block started with (satellite)', async () => {
    const { map, handle } = await create({ mapType: 'satellite', mapTypes: ['roadmap', 'satellite'] });
    handle.setTheme('GreenSerenity');
    handle.setTheme('default');
    expect(map.setMapTypeId).toHaveBeenLastCalledWith('satellite');
  });
});

describe('4.4 / 9.1 the info window', () => {
  test('9.1 one info window per map, maximum width 263 px', async () => {
    const { handle } = await create();
    const markers = handle.addMarkers([spec(0), spec(1)]);
    handle.openInfo(markers[0]!, document.createElement('div'));
    handle.openInfo(markers[1]!, document.createElement('div'));
    const windows = mockInstances.get(RecordingInfoWindow);
    expect(windows).toHaveLength(1);
    expect(windows[0]!.options).toEqual({ maxWidth: INFO_MAX_WIDTH });
    expect(INFO_MAX_WIDTH).toBe(263);
  });

  test('4.4 openInfo sets the DOM content and opens on the marker; close and closeclick end it', async () => {
    const { handle, map } = await create();
    const [marker] = handle.addMarkers([spec(0, { title: 'Zentrale' })]);
    const fragment = document.createDocumentFragment();
    const content = document.createElement('div');
    content.className = 'sf-map-info';
    content.textContent = 'Marienplatz 1';
    fragment.append(content);
    handle.openInfo(marker!, fragment);
    const info = mockInstances.get(RecordingInfoWindow)[0]!;
    expect(info.setContent).toHaveBeenCalledWith(content);
    expect(info.setOptions).toHaveBeenCalledWith({ ariaLabel: 'Zentrale' });
    expect(info.open).toHaveBeenCalledWith({ anchor: googleMarkers()[0], map });
    expect(handle.isInfoOpen()).toBe(true);
    handle.closeInfo();
    expect(info.close).toHaveBeenCalled();
    expect(handle.isInfoOpen()).toBe(false);
    handle.openInfo(marker!, content);
    google.maps.event.trigger(info, 'closeclick');
    expect(handle.isInfoOpen()).toBe(false);
  });

  test('infoNode: Google gets an Element or a Text node', () => {
    const text = document.createTextNode('Nur Text');
    expect(infoNode(text, document)).toBe(text);
    const two = document.createDocumentFragment();
    two.append(document.createElement('p'), document.createElement('p'));
    const wrapped = infoNode(two, document);
    expect(wrapped.nodeName).toBe('DIV');
    expect(wrapped.childNodes).toHaveLength(2);
  });
});

describe('9.2 clusters', () => {
  const clusterOptions = (iconSet: ClusterIconSetName): ClusterOptions => ({
    maxZoom: 15,
    gridSize: 60,
    iconSet,
    imagePath: '/_assets/site_frontend/Images/markerclusterer/',
  });

  test('3.3 markerClusterSize and markerClusterZoom: the clusters of the shared clustering (same as OpenStreetMap)', async () => {
    const { handle, map } = await create();
    // Three close locations and one far away.
    const markers = handle.addMarkers([
      spec(0),
      spec(1),
      spec(2),
      spec(0, { position: { lat: 48.3, lng: 11.9 } }),
    ]);
    const options = clusterOptions('people');
    handle.cluster(markers, options);
    expect(MarkerClusterer).toHaveBeenCalledTimes(1);
    const [clusterer] = jest.mocked(MarkerClusterer).mock.calls[0]!;
    expect(clusterer.map).toBe(map);
    expect(clusterer.markers).toEqual(googleMarkers());
    expect(clusterer.algorithm).toBeInstanceOf(SharedClusterAlgorithm);
    const clustering = new Clustering(
      markers.map((marker) => marker.spec.position),
      (position) => position,
      options,
    );
    for (const zoom of [8, 12, 15, 16]) {
      const { clusters } = clusterer.algorithm!.calculate({
        markers: clusterer.markers ?? [],
        map: { getZoom: () => zoom } as unknown as google.maps.Map,
        mapCanvasProjection: {} as google.maps.MapCanvasProjection,
      });
      const expected = clustering.at(zoom);
      expect(clusters.map((cluster) => cluster.markers.length).sort()).toEqual(
        [...expected.clusters.map((group) => group.count), ...expected.alone.map(() => 1)].sort(),
      );
    }
    // 4.5: the zoom at which the list click shows a marker on its own is the clustering's.
    expect(handle.unclusteredZoom(markers[0]!)).toBe(clustering.aloneZoom(markers[0]!.spec.position));
    expect(handle.unclusteredZoom(markers[3]!)).toBe(clustering.aloneZoom(markers[3]!.spec.position));
    expect(handle.unclusteredZoom(markers[3]!)).toBeLessThan(handle.unclusteredZoom(markers[0]!));
    // A hidden marker is neither drawn nor counted.
    markers[1]!.setVisible(false);
    const { clusters } = clusterer.algorithm!.calculate({
      markers: clusterer.markers ?? [],
      map: { getZoom: () => 12 } as unknown as google.maps.Map,
      mapCanvasProjection: {} as google.maps.MapCanvasProjection,
    });
    expect(clusters.flatMap((cluster) => cluster.markers)).not.toContain(googleMarkers()[1]);
    expect(clusterer.renderer).toBeDefined();
  });

  test('the renderer draws a Google marker with the icon set of markerClusterStyle', async () => {
    const { handle, map } = await create();
    const markers = handle.addMarkers(Array.from({ length: 12 }, (_, index) => spec(index)));
    handle.cluster(markers, clusterOptions('heart'));
    const renderer = jest.mocked(MarkerClusterer).mock.calls[0]![0].renderer!;
    for (const marker of googleMarkers()) marker.getVisible.mockReturnValue(true);
    // The markers the provider made, as the clusterer sees them.
    const members = markers
      .filter((marker): marker is GoogleMarker => marker instanceof GoogleMarker)
      .map((marker) => marker.marker);
    expect(members).toHaveLength(12);
    const cluster = new Cluster({ markers: members, position: { lat: 48.1, lng: 11.5 } });
    const rendered = renderer.render(
      cluster,
      new ClusterStats(members, [cluster]),
      map as unknown as google.maps.Map,
    );
    expect(googleMarkers()).toHaveLength(13);
    expect(rendered).toBe(googleMarkers()[12]);
    expect(plain((rendered as RecordingMarker).options)).toMatchObject({
      position: cluster.position,
      icon: {
        url: '/_assets/site_frontend/Images/markerclusterer/m-heart-2.png',
        size: { size: [40, 35] },
        scaledSize: { size: [40, 35] },
      },
      label: { text: '12', color: '#000000', fontSize: '11px' },
      title: '12 Standorte: hineinzoomen',
    });
  });

  const expectations: [ClusterIconSetName, number, string, number, number, string, string][] = [
    ['people', 2, 'm-people-1.png', 35, 35, '10px', '#000000'],
    ['people', 10, 'm-people-2.png', 45, 45, '11px', '#000000'],
    ['people', 100, 'm-people-3.png', 55, 55, '12px', '#000000'],
    ['people', 5000, 'm-people-3.png', 55, 55, '12px', '#000000'],
    ['conversation', 9, 'm-conversation-1.png', 30, 27, '10px', '#000000'],
    ['conversation', 99, 'm-conversation-2.png', 40, 36, '11px', '#000000'],
    ['conversation', 999, 'm-conversation-3.png', 50, 45, '12px', '#000000'],
    ['heart', 3, 'm-heart-1.png', 30, 26, '10px', '#000000'],
    ['heart', 30, 'm-heart-2.png', 40, 35, '11px', '#000000'],
    ['heart', 300, 'm-heart-3.png', 50, 44, '12px', '#000000'],
    ['pin', 4, 'm-pin-1.png', 30, 48, '10px', '#ffffff'],
    ['pin', 40, 'm-pin-1.png', 30, 48, '10px', '#ffffff'],
    ['pin', 400, 'm-pin-1.png', 30, 48, '10px', '#ffffff'],
    ['default', 5, 'm1.png', 53, 53, '11px', '#000000'],
    ['default', 50, 'm2.png', 56, 56, '11px', '#000000'],
    ['default', 500, 'm3.png', 66, 66, '12px', '#000000'],
  ];

  test.each(expectations)(
    '9.2 %s, %i locations: %s at %i×%i, text %s in %s',
    async (set, count, file, width, height, fontSize, color) => {
      const libraries = await mockLibraries();
      const options = clusterMarkerOptions(clusterOptions(set), count, { lat: 48, lng: 11 }, libraries);
      const icon = options.icon as google.maps.Icon;
      expect(icon.url).toBe(`/_assets/site_frontend/Images/markerclusterer/${file}`);
      expect(plain(icon.size)).toEqual({ size: [width, height] });
      expect(plain(icon.scaledSize)).toEqual({ size: [width, height] });
      expect(options.label).toEqual({ text: String(count), color, fontSize, fontWeight: 'bold' });
      // Above all single markers, bigger clusters above smaller ones.
      expect(options.zIndex).toBe(RecordingMarker.MAX_ZINDEX + count);
    },
  );

  test('9.2 the pin stands on its tip and writes the count in its head; discs are centred', async () => {
    const libraries = await mockLibraries();
    const pin = clusterMarkerOptions(clusterOptions('pin'), 7, { lat: 48, lng: 11 }, libraries)
      .icon as google.maps.Icon;
    expect(plain(pin.anchor)).toEqual({ point: [15, 48] });
    expect(plain(pin.labelOrigin)).toEqual({ point: [15, 15] });
    const disc = clusterMarkerOptions(clusterOptions('default'), 7, { lat: 48, lng: 11 }, libraries)
      .icon as google.maps.Icon;
    expect(plain(disc.anchor)).toEqual({ point: [26.5, 26.5] });
  });

  test('9.2 every icon of every set is a PNG of its size in the folder the renderer points at', () => {
    const folder = join(__dirname, '../../../../Public/Images/markerclusterer');
    for (const icons of Object.values(CLUSTER_ICON_SETS)) {
      for (const icon of icons) {
        const png = readFileSync(join(folder, icon.file));
        expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([icon.width, icon.height]);
        expect(png.length).toBeLessThan(3 * 1024);
      }
    }
  });

  test('a visibility change redraws the clusters', async () => {
    const { handle } = await create();
    const markers = handle.addMarkers([spec(0), spec(1)]);
    handle.cluster(markers, clusterOptions('default'));
    const clusterer = jest.mocked(MarkerClusterer).mock.results[0]!.value as { render: jest.Mock };
    markers[1]!.setVisible(false);
    expect(clusterer.render).toHaveBeenCalledTimes(1);
  });
});

describe('camera, idle and destroy', () => {
  test('zoom and centre go to the Google map and come back as plain numbers', async () => {
    const { handle, map, container } = await create();
    map.getZoom.mockReturnValue(9);
    handle.setZoom(9);
    expect(map.setZoom).toHaveBeenCalledWith(9);
    expect(handle.getZoom()).toBe(9);
    google.maps.event.trigger(map, 'zoom_changed');
    expect(container.dataset.zoom).toBe('9');
    handle.setCenter({ lat: 48.1, lng: 11.5 });
    expect(map.setCenter).toHaveBeenCalledWith({ lat: 48.1, lng: 11.5 });
  });

  test('4.3 fitBounds extends a LatLngBounds over all points and fits with padding', async () => {
    const { handle, map } = await create();
    const points = [
      { lat: 48.1, lng: 11.5 },
      { lat: 48.2, lng: 11.6 },
      { lat: 48.15, lng: 11.7 },
    ];
    handle.fitBounds(points);
    const [bounds] = mockInstances.get(google.maps.LatLngBounds);
    const { extend } = bounds as unknown as { extend: jest.Mock<unknown, [google.maps.LatLngLiteral]> };
    expect(extend.mock.calls.map(([point]) => point)).toEqual(points);
    expect(map.fitBounds).toHaveBeenCalledWith(bounds, 40);
  });

  test('4.3 fitBounds of one point centres on it; of none does nothing', async () => {
    const { handle, map } = await create();
    handle.fitBounds([]);
    handle.fitBounds([{ lat: 48.1, lng: 11.5 }]);
    expect(map.fitBounds).not.toHaveBeenCalled();
    expect(map.setCenter).toHaveBeenCalledWith({ lat: 48.1, lng: 11.5 });
  });

  test('the map publishes whether it has settled: data-sf-idle false while it moves, true on idle', async () => {
    const { map, container } = await create();
    expect(container.dataset.sfIdle).toBe('false');
    google.maps.event.trigger(map, 'idle');
    expect(container.dataset.sfIdle).toBe('true');
    google.maps.event.trigger(map, 'bounds_changed');
    expect(container.dataset.sfIdle).toBe('false');
    google.maps.event.trigger(map, 'idle');
    expect(container.dataset.sfIdle).toBe('true');
  });

  test('destroy closes the info window, removes clusters and markers and every listener', async () => {
    const { handle, map } = await create();
    const markers = handle.addMarkers([spec(0), spec(1)]);
    handle.cluster(markers, {
      maxZoom: 15,
      gridSize: 60,
      iconSet: 'default',
      imagePath: '/img/',
    });
    handle.openInfo(markers[0]!, document.createElement('div'));
    handle.destroy();
    const info = mockInstances.get(RecordingInfoWindow)[0]!;
    expect(info.close).toHaveBeenCalled();
    expect(handle.isInfoOpen()).toBe(false);
    const clusterer = jest.mocked(MarkerClusterer).mock.results[0]!.value as {
      setMap: jest.Mock;
      clearMarkers: jest.Mock;
    };
    expect(clusterer.setMap).toHaveBeenCalledWith(null);
    expect(clusterer.clearMarkers).toHaveBeenCalled();
    for (const marker of googleMarkers()) {
      expect(marker.setMap).toHaveBeenCalledWith(null);
      expect(google.maps.event.hasListeners(marker, 'click')).toBe(false);
    }
    expect(google.maps.event.hasListeners(map, 'idle')).toBe(false);
    expect(google.maps.event.hasListeners(info, 'closeclick')).toBe(false);
  });
});

describe('the block on Google (4.4, 4.5, 4.6)', () => {
  function settings(): MapBlockSettings {
    const parsed = mapBlockSchema.parse({
      provider: 'google',
      mapSettings: { id: 'g1', zoom: 0, markerLabel: 1, markerOpacity: '0.9' },
      locations: [
        {
          latitude: 48.1374,
          longitude: 11.5755,
          title: 'Zentrale',
          infoWindowContent: '<p>Marienplatz 1</p>',
        },
        { latitude: 48.1386, longitude: 11.5736, title: 'Vertrieb', openByClick: 0 },
      ],
    });
    if (!parsed.ok) throw new Error('bad settings');
    return parsed.value;
  }

  async function started(): Promise<{ handle: MapHandle; map: RecordingMap; select: HTMLSelectElement }> {
    const { handle, map, container } = await create({ zoom: 0 });
    document.body.innerHTML =
      '<ul id="list"><li data-marker-index="1">B</li></ul><select id="theme"><option value="default">Standard</option><option value="DARKBLUEPOWER">Dunkel</option></select>';
    const select = document.getElementById('theme') as HTMLSelectElement;
    startBlock(
      handle,
      settings(),
      {
        mapElement: container,
        canvas: container,
        list: document.getElementById('list'),
        themeSelect: select,
        sidebar: null,
      },
      { clusterImagePath: '/img/', setTimeout: () => 0, clearTimeout: () => undefined },
    );
    return { handle, map, select };
  }

  test('4.3 start-up reaches Google: letters, opacity, the fit to all (with zoom 0 the fit sets the centre)', async () => {
    const { map } = await started();
    expect(googleMarkers().map((marker) => marker.options?.label)).toEqual(['A', 'B']);
    expect(googleMarkers().map((marker) => marker.options?.opacity)).toEqual([0.9, 0.9]);
    expect(map.setCenter).not.toHaveBeenCalled();
    expect(map.fitBounds).toHaveBeenCalledTimes(1);
  });

  test('4.4 a click on an openByClick marker opens its info window; mouse-out closes it', async () => {
    const { handle } = await started();
    const info = mockInstances.get(RecordingInfoWindow)[0]!;
    google.maps.event.trigger(googleMarkers()[0]!, 'click');
    expect(info.open).toHaveBeenCalledWith({
      anchor: googleMarkers()[0],
      map: expect.any(RecordingMap) as unknown,
    });
    const [content] = info.setContent.mock.calls[0] as [Element];
    expect(content.textContent).toContain('Marienplatz 1');
    google.maps.event.trigger(googleMarkers()[0]!, 'mouseout');
    expect(handle.isInfoOpen()).toBe(false);
  });

  test('4.5 list click: the info window closes, the marker is clicked, zoom 9, centre on the marker', async () => {
    const { map } = await started();
    const info = mockInstances.get(RecordingInfoWindow)[0]!;
    const order: string[] = [];
    info.close.mockImplementation(() => order.push('close'));
    google.maps.event.addListener(googleMarkers()[1]!, 'click', () => order.push('click'));
    map.setZoom.mockImplementation((zoom: number) => order.push(`zoom ${zoom}`));
    map.setCenter.mockImplementation(() => order.push('center'));
    document.querySelector<HTMLElement>('[data-marker-index="1"]')!.click();
    expect(order).toEqual(['close', 'click', 'zoom 9', 'center']);
    expect(map.setCenter).toHaveBeenLastCalledWith({ lat: 48.1386, lng: 11.5736 });
  });

  test('4.6 the theme select (DARKBLUEPOWER) switches the Google map type', async () => {
    const { map, select } = await started();
    select.value = 'DARKBLUEPOWER';
    select.dispatchEvent(new Event('change'));
    expect(map.setMapTypeId).toHaveBeenLastCalledWith('DarkBluePower');
    select.value = 'default';
    select.dispatchEvent(new Event('change'));
    expect(map.setMapTypeId).toHaveBeenLastCalledWith('roadmap');
  });
});

describe('provider', () => {
  test('name and label', () => {
    expect(googleProvider.name).toBe('google');
  });

  test('create loads through the page-wide loader with the configured key', async () => {
    const { handle } = await create();
    expect(loadGoogle).toHaveBeenCalledWith('KEY-1');
    expect(handle).toBeInstanceOf(GoogleMap);
  });
});

describe('4.7–4.9 places, the map-search point, the search circle and the route line', () => {
  const clusterOptions: ClusterOptions = {
    maxZoom: 15,
    gridSize: 60,
    iconSet: 'default',
    imagePath: '/img/',
  };

  function clustererOf(index = 0) {
    return jest.mocked(MarkerClusterer).mock.results[index]!.value as {
      setMap: jest.Mock;
      clearMarkers: jest.Mock;
      removeMarkers: jest.Mock;
    };
  }

  test('places are orange circle symbols, the map-search point a small dark dot; locations unchanged', async () => {
    const { handle } = await create();
    handle.addMarkers([
      spec(0),
      spec(1, { kind: 'location' }),
      spec(2, { kind: 'place', title: 'Augustiner' }),
      spec(3, { kind: 'point', title: 'Suchpunkt' }),
      spec(4, { kind: 'place', icon: '/img/custom.png' }),
    ]);
    expect(markerOptions(0).icon).toBeUndefined();
    expect(markerOptions(1).icon).toBeUndefined();
    expect(markerOptions(2).icon).toEqual({
      path: SYMBOL_PATH.CIRCLE,
      scale: 8,
      fillColor: '#e66100',
      fillOpacity: 1,
      strokeColor: '#ffffff',
      strokeWeight: 2,
    });
    expect(markerOptions(2)).toMatchObject({ title: 'Augustiner', optimized: false });
    expect(markerOptions(2).shape).toBeUndefined();
    expect(markerOptions(3).icon).toEqual({
      path: SYMBOL_PATH.CIRCLE,
      scale: 5,
      fillColor: '#241f31',
      fillOpacity: 1,
      strokeColor: '#ffffff',
      strokeWeight: 1.5,
    });
    // A place is always a place symbol, even with the block's custom icon.
    expect(markerOptions(4).icon).toEqual({ path: SYMBOL_PATH.CIRCLE, ...KIND_SYMBOLS.place });
  });

  test('places and the point are never clustered', async () => {
    const { handle } = await create();
    const markers = handle.addMarkers([
      spec(0),
      spec(1, { kind: 'place' }),
      spec(2),
      spec(3, { kind: 'point' }),
    ]);
    handle.cluster(markers, clusterOptions);
    const [options] = jest.mocked(MarkerClusterer).mock.calls[0]!;
    const all = googleMarkers();
    expect(options.markers).toEqual([all[0], all[2]]);
  });

  test('removeMarkers takes markers off the map for good, and out of the clusterer if clustered', async () => {
    const { handle } = await create();
    const locations = handle.addMarkers([spec(0), spec(1)]);
    handle.cluster(locations, clusterOptions);
    const places = handle.addMarkers([spec(2, { kind: 'place' }), spec(3, { kind: 'place' })]);
    const [first, second, place, otherPlace] = googleMarkers();
    places[0]!.on('click', jest.fn());

    handle.removeMarkers(places.slice(0, 1));
    expect(place!.setMap).toHaveBeenCalledWith(null);
    expect(google.maps.event.hasListeners(place!, 'click')).toBe(false);
    expect(otherPlace!.setMap).not.toHaveBeenCalled();
    expect(clustererOf().removeMarkers).not.toHaveBeenCalled();

    handle.removeMarkers([locations[1]!]);
    expect(second!.setMap).toHaveBeenCalledWith(null);
    expect(clustererOf().removeMarkers).toHaveBeenCalledTimes(1);
    expect(clustererOf().removeMarkers).toHaveBeenCalledWith([second]);
    expect(first!.setMap).not.toHaveBeenCalled();

    // Removed markers are gone: removing again does nothing, destroy leaves them alone.
    handle.removeMarkers([locations[1]!, places[0]!]);
    expect(clustererOf().removeMarkers).toHaveBeenCalledTimes(1);
    handle.destroy();
    expect(place!.setMap).toHaveBeenCalledTimes(1);
    expect(second!.setMap).toHaveBeenCalledTimes(1);
    expect(first!.setMap).toHaveBeenCalledWith(null);
    expect(otherPlace!.setMap).toHaveBeenCalledWith(null);
  });

  test('4.8 setCircle draws one red circle (fill #ff0000 at 0.35), replaced on each call; null removes it', async () => {
    const { handle, map } = await create();
    handle.setCircle({ center: { lat: 48.1374, lng: 11.5755 }, radiusMeters: 1500 });
    const [first] = mockInstances.get(RecordingCircle);
    expect(first!.options).toEqual({
      map,
      center: { lat: 48.1374, lng: 11.5755 },
      radius: 1500,
      clickable: false,
      fillColor: '#ff0000',
      fillOpacity: 0.35,
      strokeColor: '#ff0000',
      strokeOpacity: 0.8,
      strokeWeight: 2,
    });

    handle.setCircle({ center: { lat: 48.14, lng: 11.58 }, radiusMeters: 3000 });
    const circles = mockInstances.get(RecordingCircle);
    expect(circles).toHaveLength(2);
    expect(first!.setMap).toHaveBeenCalledWith(null);
    expect(circles[1]!.options).toMatchObject({ map, radius: 3000, fillColor: '#ff0000', fillOpacity: 0.35 });
    expect(circles[1]!.setMap).not.toHaveBeenCalled();

    handle.setCircle(null);
    expect(circles[1]!.setMap).toHaveBeenCalledWith(null);
    expect(mockInstances.get(RecordingCircle)).toHaveLength(2);
  });

  test('4.9 setRoute draws one line in the route style, replaced on each call; null or no points removes it', async () => {
    const { handle, map } = await create();
    const path = [
      { lat: 48.1374, lng: 11.5755 },
      { lat: 48.1425, lng: 11.5775 },
    ];
    handle.setRoute(path);
    const [first] = mockInstances.get(RecordingPolyline);
    expect(first!.options).toEqual({
      map,
      path,
      clickable: false,
      strokeColor: '#1a5fb4',
      strokeOpacity: 0.85,
      strokeWeight: 5,
    });
    expect(first!.options?.path).not.toBe(path);

    handle.setRoute(path.slice().reverse());
    const lines = mockInstances.get(RecordingPolyline);
    expect(lines).toHaveLength(2);
    expect(first!.setMap).toHaveBeenCalledWith(null);
    expect(lines[1]!.options?.path).toEqual([path[1], path[0]]);

    handle.setRoute(null);
    expect(lines[1]!.setMap).toHaveBeenCalledWith(null);
    handle.setRoute(path);
    handle.setRoute([]);
    const afterEmpty = mockInstances.get(RecordingPolyline);
    expect(afterEmpty).toHaveLength(3);
    expect(afterEmpty[2]!.setMap).toHaveBeenCalledWith(null);
  });

  test('destroy also removes the circle and the route', async () => {
    const { handle } = await create();
    handle.setCircle({ center: { lat: 48.1374, lng: 11.5755 }, radiusMeters: 1500 });
    handle.setRoute([
      { lat: 48.1374, lng: 11.5755 },
      { lat: 48.1425, lng: 11.5775 },
    ]);
    handle.destroy();
    expect(mockInstances.get(RecordingCircle)[0]!.setMap).toHaveBeenCalledWith(null);
    expect(mockInstances.get(RecordingPolyline)[0]!.setMap).toHaveBeenCalledWith(null);
  });

  test('provider.services: the Google services after the map libraries, service libraries not yet imported', async () => {
    const services = (await googleProvider.load(GOOGLE_CONFIG)).services;
    expect(loadGoogle).toHaveBeenCalledWith('KEY-1');
    expect(services.travelModes).toEqual(['DRIVING', 'WALKING', 'BICYCLING', 'TRANSIT']);
    expect(services.maxNearbyRadiusMeters).toBe(50_000);
    const imported = jest.mocked(google.maps.importLibrary).mock.calls.map(([name]) => name);
    expect(imported).not.toContain('geocoding');
    expect(imported).not.toContain('places');
    expect(imported).not.toContain('routes');
  });
});
