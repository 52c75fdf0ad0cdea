/** 4.8, 4.9 on OpenStreetMap: the search circle is a true circle, and the overlays survive a theme change. */
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { StyleSpecification } from 'maplibre-gl';
import { haversineMeters } from '../../services/geo';
import { ROUTE_LINE_STYLE, SEARCH_CIRCLE_STYLE } from '../rules';
import {
  CIRCLE_FILL_LAYER,
  CIRCLE_LINE_LAYER,
  CIRCLE_SEGMENTS,
  circleAttribute,
  circleData,
  circleRing,
  destination,
  ROUTE_LAYER,
  routeData,
  withOverlays,
} from './overlays';
import { buildStyle } from './style';

const MARIENPLATZ = { lat: 48.137394, lng: 11.576055 };

describe('circle', () => {
  test.each([
    [MARIENPLATZ, 500],
    [MARIENPLATZ, 50_000],
    [{ lat: 69.65, lng: 18.96 }, 5_000],
    [{ lat: -33.87, lng: 151.21 }, 20_000],
    [{ lat: 0, lng: 179.99 }, 3_000],
  ])('every outline point of %j, %i m lies on the radius (±0.5 %)', (center, radius) => {
    const ring = circleRing({ center, radiusMeters: radius });
    expect(ring).toHaveLength(CIRCLE_SEGMENTS + 1);
    expect(ring[0]).toEqual(ring[CIRCLE_SEGMENTS]);
    for (const [lng = NaN, lat = NaN] of ring) {
      expect(Math.abs(lng)).toBeLessThanOrEqual(180);
      const distance = haversineMeters(center, { lat, lng });
      expect(Math.abs(distance - radius) / radius).toBeLessThan(0.005);
    }
  });

  test('the outline goes round: north first, then east, south, west', () => {
    const [north, east, south, west] = [0, 16, 32, 48].map(
      (i) => circleRing({ center: MARIENPLATZ, radiusMeters: 1000 })[i],
    );
    expect(north?.[1]).toBeGreaterThan(MARIENPLATZ.lat);
    expect(east?.[0]).toBeGreaterThan(MARIENPLATZ.lng);
    expect(south?.[1]).toBeLessThan(MARIENPLATZ.lat);
    expect(west?.[0]).toBeLessThan(MARIENPLATZ.lng);
    // On the sphere a point 1 km north is 1/111.2 of a degree of latitude north.
    expect(destination(MARIENPLATZ, 0, 1000).lat - MARIENPLATZ.lat).toBeCloseTo(1000 / 111_195, 6);
  });

  test('data: one polygon, or none', () => {
    expect(circleData(null).features).toEqual([]);
    const [feature] = circleData({ center: MARIENPLATZ, radiusMeters: 500 }).features;
    expect(feature?.geometry.type).toBe('Polygon');
    expect(feature?.geometry.coordinates[0]).toHaveLength(65);
  });

  test('the canvas attribute is the radius in whole metres, never the centre (it may be the visitor)', () => {
    const attribute = circleAttribute({
      center: { lat: 48.13739431, lng: 11.5760552 },
      radiusMeters: 4999.6,
    });
    expect(attribute).toBe('5000');
    expect(attribute).not.toMatch(/48|11\.5/);
  });
});

test('route data: [lng, lat] pairs, no line for fewer than two points', () => {
  expect(routeData([MARIENPLATZ, { lat: 48.1387, lng: 11.566 }]).features[0]?.geometry.coordinates).toEqual([
    [11.576055, 48.137394],
    [11.566, 48.1387],
  ]);
  expect(routeData([MARIENPLATZ]).features).toEqual([]);
  expect(routeData(null).features).toEqual([]);
});

describe('withOverlays', () => {
  const theme = buildStyle('default', {
    tiles: { tiles: ['http://127.0.0.1/osm/tiles/{z}/{x}/{y}.pbf'] },
    glyphs: 'http://127.0.0.1/Map/glyphs/{fontstack}/{range}.pbf',
    sprite: '',
    maxZoom: 15,
    language: 'de',
  });
  const overlays = {
    circle: { center: MARIENPLATZ, radiusMeters: 500 },
    route: [MARIENPLATZ, { lat: 48.1387, lng: 11.566 }],
  };

  test('adds the circle below the route, on top of the theme, as a valid style', () => {
    const style = withOverlays(theme, overlays);
    expect(validateStyleMin(style)).toEqual([]);
    const ids = style.layers.map((layer) => layer.id);
    expect(ids.slice(0, theme.layers.length)).toEqual(theme.layers.map((layer) => layer.id));
    expect(ids.slice(theme.layers.length)).toEqual([CIRCLE_FILL_LAYER, CIRCLE_LINE_LAYER, ROUTE_LAYER]);
    const fill = style.layers.find((layer) => layer.id === CIRCLE_FILL_LAYER);
    expect(fill?.paint).toEqual({ 'fill-color': '#ff0000', 'fill-opacity': 0.35 });
    expect(SEARCH_CIRCLE_STYLE.fillOpacity).toBe(0.35);
    const line = style.layers.find((layer) => layer.id === ROUTE_LAYER);
    expect(line?.paint).toMatchObject({
      'line-color': ROUTE_LINE_STYLE.color,
      'line-width': ROUTE_LINE_STYLE.weight,
    });
  });

  test('replaces earlier overlays, and leaves out those not shown', () => {
    const once = withOverlays(theme, overlays);
    const again: StyleSpecification = withOverlays(once, { circle: null, route: overlays.route });
    expect(again.layers.map((layer) => layer.id).slice(theme.layers.length)).toEqual([ROUTE_LAYER]);
    expect(Object.keys(again.sources).sort()).toEqual([...Object.keys(theme.sources), 'sf-route'].sort());
    expect(withOverlays(once, { circle: null, route: null })).toEqual(theme);
    expect(theme.layers.map((layer) => layer.id)).not.toContain(ROUTE_LAYER);
  });
});
