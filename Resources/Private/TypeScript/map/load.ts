/** Picks the provider implementation lazily: a page downloads only the provider its blocks use. */
import type { MapProvider } from './provider';

export function loadProvider(name: 'google' | 'osm'): Promise<MapProvider> {
  return name === 'google'
    ? import(/* webpackChunkName: "map-google" */ './google').then((m) => m.googleProvider)
    : import(/* webpackChunkName: "map-osm" */ './osm').then((m) => m.osmProvider);
}
