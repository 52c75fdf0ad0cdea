/** Picks the provider implementation lazily: a page downloads only the provider its blocks use. */
import type { MapProvider } from './provider';
import type { ProviderName } from './providers';

const LOADERS: Record<ProviderName, () => Promise<MapProvider>> = {
  osm: () => import(/* webpackChunkName: "map-osm" */ './osm').then((m) => m.osmProvider),
  google: () => import(/* webpackChunkName: "map-google" */ './google').then((m) => m.googleProvider),
};

export function loadProvider(name: ProviderName): Promise<MapProvider> {
  return LOADERS[name]();
}
