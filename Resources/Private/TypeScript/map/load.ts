/** Picks the provider implementation lazily: a page downloads only the provider its blocks use. */
import type { LoadedProvider, MapProvider, ProviderConfigs } from './provider';
import type { ProviderName } from './providers';

const LOADERS: { [N in ProviderName]: () => Promise<MapProvider<N>> } = {
  osm: () => import(/* webpackChunkName: "map-osm" */ './osm').then((m) => m.osmProvider),
  google: () => import(/* webpackChunkName: "map-google" */ './google').then((m) => m.googleProvider),
};

/** The provider's code, loaded and bound to its own settings (the other provider's are not its business). */
export async function loadProvider<N extends ProviderName>(
  name: N,
  config: ProviderConfigs[N],
): Promise<LoadedProvider> {
  const provider = await LOADERS[name]();
  return provider.load(config);
}
