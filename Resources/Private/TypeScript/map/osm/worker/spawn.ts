/**
 * Starts the worker that draws a block's base map (worker/index.ts), a file of its own that
 * webpack emits beside the bundle's chunks (publicPath 'auto'), so `worker-src 'self'` allows it.
 */
export function spawnBaseWorker(): Worker | undefined {
  try {
    return new Worker(/* webpackChunkName: "map-osm-worker" */ new URL('./index.ts', import.meta.url), {
      name: 'sf-map-base',
    });
  } catch {
    // A script from another origin (a CDN) cannot start a worker: the page draws the map itself.
    return undefined;
  }
}
