/**
 * The map forms' geocoder answer (issue 27), for `map/osm/services.ts`'s geocode: the first hit of
 * a Nominatim `/search` answer (a JSON array of places, `format=jsonv2` or `json`: `lat`/`lon` as
 * strings, `display_name`) or of a Photon `/api` answer (a GeoJSON FeatureCollection: the position
 * in `geometry.coordinates` as [lon, lat], no display name: the label is built from the GeocodeJSON
 * properties). Recordings: tests/recorded/nominatim/search-*.json, tests/recorded/photon/*.json.
 *
 * Photon refuses parameters it does not know with a 400 (`Unknown query parameter 'format'`), so a
 * Photon geocoder is asked `?q=…&lang=…&limit=1` only: `geocodeParams`.
 */
import type { LatLng } from '../provider';

export type GeocodeAnswer =
  { found: { location: LatLng; label: string } } | { empty: true } | { unusable: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function position(lat: unknown, lng: unknown): LatLng | undefined {
  const point = { lat: Number(lat), lng: Number(lng) };
  return (typeof lat === 'number' || typeof lat === 'string') &&
    (typeof lng === 'number' || typeof lng === 'string') &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
    ? point
    : undefined;
}

/** 'Olympischer Platz 3, 14053 Berlin' from Photon's properties (name first when it has one). */
function photonLabel(properties: Record<string, unknown>): string {
  const street = [text(properties.street), text(properties.housenumber)].filter(Boolean).join(' ');
  const place =
    text(properties.city) ??
    text(properties.locality) ??
    text(properties.district) ??
    text(properties.county) ??
    text(properties.state);
  const town = [text(properties.postcode), place].filter(Boolean).join(' ');
  const parts = [text(properties.name), street, town].filter((part): part is string => Boolean(part));
  const unique = parts.filter((part, i) => parts.indexOf(part) === i);
  return (unique.length > 0 ? unique : [text(properties.country) ?? '']).join(', ');
}

/** The first hit of a parsed Nominatim or Photon search answer. */
export function geocodeAnswer(body: unknown, address: string): GeocodeAnswer {
  if (Array.isArray(body)) {
    const [first] = body as unknown[];
    if (first === undefined) return { empty: true };
    const location = isRecord(first) ? position(first.lat, first.lon) : undefined;
    if (!location || !isRecord(first)) return { unusable: 'a result without valid lat/lon' };
    return { found: { location, label: text(first.display_name) ?? address } };
  }
  if (isRecord(body) && Array.isArray(body.features)) {
    const [first] = body.features as unknown[];
    if (first === undefined) return { empty: true };
    const geometry = isRecord(first) && isRecord(first.geometry) ? first.geometry : undefined;
    const coordinates = Array.isArray(geometry?.coordinates) ? (geometry.coordinates as unknown[]) : [];
    const location = position(coordinates[1], coordinates[0]);
    if (!location || !isRecord(first)) return { unusable: 'a feature without valid coordinates' };
    const properties = isRecord(first.properties) ? first.properties : {};
    return { found: { location, label: photonLabel(properties) || address } };
  }
  return { unusable: 'neither a JSON array (Nominatim) nor a FeatureCollection (Photon)' };
}

/** Photon's search endpoint (`…/api`, as the place widgets' `osm.photon`), not Nominatim's `/search`. */
export function isPhotonEndpoint(url: URL): boolean {
  return /\/api\/?$/.test(url.pathname);
}

/** The query of one geocoding request: what Nominatim's `/search` or Photon's `/api` takes. */
export function geocodeParams(url: URL, address: string, lang: string): [string, string][] {
  return isPhotonEndpoint(url)
    ? [
        ['q', address],
        ['lang', lang],
        ['limit', '1'],
      ]
    : [
        ['q', address],
        ['format', 'jsonv2'],
        ['limit', '1'],
        ['accept-language', lang],
      ];
}
