/**
 * Defaults that never greet a visitor with an error (issue 26): a feature whose engine is not
 * configured is off, its CMS markup stays as it is, and the integrator reads one console line naming
 * the site setting (TypoScript constant) and the JSON field that turn it on. This is the one table of
 * those names, for the map blocks and the place widgets.
 */

/** The site setting and the page JSON field of each engine. */
export const ENGINES = {
  tiles: {
    setting: 'plugin.tx_sitefrontend.settings.maps.osmTiles',
    field: 'osm.tiles',
    in: 'sf-maps-config',
  },
  geocoder: {
    setting: 'plugin.tx_sitefrontend.settings.maps.osmGeocoder',
    field: 'osm.geocoder',
    in: 'sf-maps-config',
  },
  router: {
    setting: 'plugin.tx_sitefrontend.settings.maps.osmRouter',
    field: 'osm.router',
    in: 'sf-maps-config',
  },
  overpass: {
    setting: 'plugin.tx_sitefrontend.settings.maps.osmOverpass',
    field: 'osm.overpass',
    in: 'sf-maps-config',
  },
  googleKey: {
    setting: 'plugin.tx_sitefrontend.settings.maps.apiKey',
    field: 'google.apiKey',
    in: 'sf-maps-config',
  },
  nominatim: {
    setting: 'plugin.tx_sitefrontend.settings.places.nominatim',
    field: 'osm.nominatim',
    in: 'sf-places-config',
  },
  photon: {
    setting: 'plugin.tx_sitefrontend.settings.places.photon',
    field: 'osm.photon',
    in: 'sf-places-config',
  },
  placesOverpass: {
    setting: 'plugin.tx_sitefrontend.settings.maps.osmOverpass',
    field: 'osm.overpass',
    in: 'sf-places-config',
  },
} as const;

export type EngineName = keyof typeof ENGINES;

/**
 * The console line of a feature that is off: `{feature} is off: no {engines} configured. Set the
 * site setting … ("…" in #…) to turn it on.` — without the prefix and frame label, which the
 * caller's report adds.
 */
export function featureOff(feature: string, missing: readonly EngineName[], consequence: string): string {
  const settings = missing
    .map((name) => `${ENGINES[name].setting} ("${ENGINES[name].field}" in #${ENGINES[name].in})`)
    .join(' and ');
  return `${feature} is off: ${missing.length === 1 ? 'its engine is' : 'its engines are'} not configured; ${consequence}. Set the site setting ${settings} to turn it on.`;
}
