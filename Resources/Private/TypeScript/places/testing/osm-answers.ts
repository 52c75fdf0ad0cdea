/**
 * Test support for the OpenStreetMap place source (not part of the bundle): the café Woerner's at
 * Marienplatz (node 447786250) as Nominatim's jsonv2 answers it.
 */

/** Woerner's postal address as Nominatim gives it. */
export const WOERNERS_ADDRESS = {
  house_number: '1',
  road: 'Marienplatz',
  city: 'München',
  postcode: '80331',
  country: 'Deutschland',
  country_code: 'de',
};

/** Woerner's as a Nominatim jsonv2 result (lookup, reverse); `more` adds or replaces fields. */
export function woernersNominatim(more: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    osm_type: 'node',
    osm_id: 447786250,
    lat: '48.1371',
    lon: '11.5758',
    category: 'amenity',
    type: 'cafe',
    name: 'Woerner´s',
    address: WOERNERS_ADDRESS,
    ...more,
  };
}
