/**
 * Photon, the place autocomplete's engine on OpenStreetMap (issue 14, 27; held to the recorded
 * answers in tests/recorded/photon): the local bias parameters of a request, and one feature of the
 * answer as a prediction.
 */
import { own } from '../../../core/own';
import { circleBounds, haversineMeters } from '../../../services/geo';
import { coordinate } from '../../../services/osm/overpass';
import type { LatLngLiteral } from '../../model';
import { matchesOf, type PlacePrediction } from '../../source';
import { isBounds, isCircle } from '../../validate';

function centerOf(area: unknown): LatLngLiteral | undefined {
  if (isCircle(area)) return area.center;
  if (isBounds(area)) return { lat: (area.south + area.north) / 2, lng: (area.west + area.east) / 2 };
  return undefined;
}

/** Photon's bbox: minLon,minLat,maxLon,maxLat. */
function boundsOf(area: unknown): number[] | undefined {
  if (isBounds(area)) return [area.west, area.south, area.east, area.north];
  if (isCircle(area)) {
    const box = circleBounds(area);
    return [box.west, box.south, box.east, box.north];
  }
  return undefined;
}

/**
 * Photon's local bias (docs/api-v1.md of komoot/photon, "Location Bias" and "Filter results by
 * bounding box"): `lat`/`lon` the focus point, `zoom` the radius around it that counts as near
 * (Photon: 0.1 km × 2.2^(18 − zoom) at full weight, fading beyond; the default 12 is about 11 km),
 * `location_bias_scale` how much prominence still counts against nearness (0 almost none, 1 as
 * much; Photon's default 0.4). The focus is the origin, else the centre of the bias or restriction;
 * the zoom fits the area's radius, else Photon's default. Only a restriction becomes a `bbox`
 * (Photon filters by it); a bias stays a preference, as Google treats it, so that a directions
 * field still finds an address in another town.
 */
export function photonBias(
  origin: LatLngLiteral | undefined,
  bias: unknown,
  restriction: unknown,
): [string, string][] {
  const params: [string, string][] = [];
  const area = isCircle(bias) || isBounds(bias) ? bias : restriction;
  const near = origin ?? centerOf(area);
  if (near) {
    const radius = radiusOf(area);
    params.push(
      ['lat', coordinate(near.lat)],
      ['lon', coordinate(near.lng)],
      ['zoom', String(radius === undefined ? PHOTON_DEFAULT_ZOOM : zoomForRadius(radius))],
      ['location_bias_scale', String(PHOTON_BIAS_SCALE)],
    );
  }
  const box = restriction === undefined ? undefined : boundsOf(restriction);
  if (box) params.push(['bbox', box.map(coordinate).join(',')]);
  return params;
}

/** Photon's default zoom: 12 (a radius of about 11 km at full weight). */
export const PHOTON_DEFAULT_ZOOM = 12;
/**
 * Prominence against nearness: the widgets serve one site's area, so a nearby street should come
 * before a prominent namesake in another country; half Photon's default 0.4.
 */
export const PHOTON_BIAS_SCALE = 0.2;

/** The zoom whose Photon bias radius (0.1 km × 2.2^(18 − zoom)) is nearest `meters`, 0–18. */
export function zoomForRadius(meters: number): number {
  const zoom = Math.round(18 - Math.log(Math.max(meters, 1) / 100) / Math.log(2.2));
  return Math.min(18, Math.max(0, zoom));
}

function radiusOf(area: unknown): number | undefined {
  if (isCircle(area)) return area.radius;
  if (isBounds(area))
    return haversineMeters({ lat: area.south, lng: area.west }, { lat: area.north, lng: area.east }) / 2;
  return undefined;
}

const PHOTON_TYPES: Record<string, string> = { N: 'node', W: 'way', R: 'relation' };

/** One Photon feature as a prediction; undefined when it has no id or position. */
export function prediction(
  feature: unknown,
  input: string,
  origin: LatLngLiteral | undefined,
): PlacePrediction | undefined {
  if (typeof feature !== 'object' || feature === null) return undefined;
  const { properties, geometry } = feature as {
    properties?: Record<string, unknown>;
    geometry?: { coordinates?: unknown };
  };
  if (!properties) return undefined;
  const osmType = own(PHOTON_TYPES, String(properties.osm_type));
  const osmId = Number(properties.osm_id);
  if (!osmType || !Number.isInteger(osmId)) return undefined;
  const text = (key: string): string | undefined => {
    const value = properties[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const streetLine = [text('street'), text('housenumber')].filter(Boolean).join(' ') || undefined;
  const name = text('name');
  const main = name ?? streetLine ?? text('city') ?? '';
  if (main === '') return undefined;
  // Photon names no city where the place is one itself or a city-state is its state (Berlin's
  // Olympic Stadium: state Berlin, no city; recording photon/search-berlin.json).
  const place = text('city') ?? text('locality') ?? text('district') ?? text('county') ?? text('state');
  const town = [text('postcode'), place === main ? undefined : place].filter(Boolean).join(' ') || undefined;
  const secondary =
    [name ? streetLine : undefined, town].filter(Boolean).join(', ') || (text('country') ?? null);
  const whole = secondary ? `${main}, ${secondary}` : main;
  const [lng, lat] = Array.isArray(geometry?.coordinates) ? (geometry.coordinates as number[]) : [];
  const distanceMeters =
    origin && Number.isFinite(lat) && Number.isFinite(lng)
      ? Math.round(haversineMeters(origin, { lat: lat as number, lng: lng as number }))
      : null;
  const types = [text('osm_value'), text('osm_key')].filter((t): t is string => t !== undefined);
  return {
    placeId: `${osmType}/${String(osmId)}`,
    text: whole,
    textMatches: matchesOf(whole, input),
    mainText: main,
    mainTextMatches: matchesOf(main, input),
    secondaryText: secondary,
    types,
    distanceMeters,
  };
}
