/** MapLibre's worker, emitted by webpack as a file of its own (webpack.config.ts): its URL. */
declare module 'maplibre-gl/dist/maplibre-gl-csp-worker.js' {
  const url: string;
  export default url;
}
