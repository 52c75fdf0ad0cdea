/**
 * Distances for the map services (spec 4.7, 4.8, 5.1, 9.1): great-circle distance, the radius
 * rules of the two search forms and German distance and duration texts.
 */
/** A point on the earth, in degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean earth radius in metres (IUGG), as Google's geometry library and OSRM use it. */
export const EARTH_RADIUS_M = 6_371_008.8;

const rad = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const wrapLng = (lng: number): number => ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * The rectangle that holds a circle (for services that take only bounds: Photon's bbox, Google's
 * autocomplete element); a circle around a pole spans every longitude.
 */
export function circleBounds(circle: { center: LatLng; radius: number }): {
  south: number;
  west: number;
  north: number;
  east: number;
} {
  const { lat, lng } = circle.center;
  const dLat = (circle.radius / EARTH_RADIUS_M) * (180 / Math.PI);
  const dLng = dLat / Math.cos(rad(lat));
  const bounds = { south: Math.max(-90, lat - dLat), north: Math.min(90, lat + dLat), west: -180, east: 180 };
  if (Number.isFinite(dLng) && dLng < 180) {
    bounds.west = wrapLng(lng - dLng);
    bounds.east = wrapLng(lng + dLng);
  }
  return bounds;
}

/** 5.1 / 9.1: the radius-search radius is read as km and multiplied by 1000. */
export function kmToMeters(km: number): number {
  return km * 1000;
}

/**
 * 4.7: the radius-search radius in km, as typed. A German decimal comma is accepted ('1,5'); an
 * empty, non-numeric, zero or negative value gives undefined (the form then says what it needs).
 */
export function parseRadiusKm(value: string): number | undefined {
  const text = value.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const km = Number(text);
  return km > 0 ? km : undefined;
}

/**
 * 5.1: the map-search radius is parsed as a base-10 integer (`parseInt(value, 10)`: '2,5' is 2,
 * '08' is 8, '3 km' is 3). Undefined when that is not a number greater than 0.
 */
export function parseSearchRadius(value: string): number | undefined {
  const km = Number.parseInt(value, 10);
  return Number.isInteger(km) && km > 0 ? km : undefined;
}

export interface Located {
  index: number;
  position: LatLng;
}

export interface WithDistance {
  index: number;
  meters: number;
}

/**
 * 4.8 step 3: the locations whose distance from the point is less than the radius, nearest first
 * (equal distances keep the configured order).
 */
export function withinRadius(
  locations: readonly Located[],
  point: LatLng,
  radiusMeters: number,
): WithDistance[] {
  return locations
    .map((location) => ({ index: location.index, meters: haversineMeters(point, location.position) }))
    .filter((entry) => entry.meters < radiusMeters)
    .sort((a, b) => a.meters - b.meters || a.index - b.index);
}

/** A distance for visitors: '250 m' under one kilometre, else '1,2 km' (de-DE) / '1.2 km' (en). */
export function formatDistance(meters: number, lang: 'de' | 'en' = 'de'): string {
  const locale = lang === 'de' ? 'de-DE' : 'en-GB';
  if (meters < 995) {
    const rounded = meters < 100 ? Math.round(meters) : Math.round(meters / 10) * 10;
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter' }).format(rounded);
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: meters < 9_950 ? 1 : 0,
  }).format(meters / 1000);
}
