/* The control of the map-worker experiment: the same map drawn by MapLibre on the main thread. */
/* global maplibregl */
'use strict';
(() => {
  const box = document.getElementById('map');
  const { style, bounds, fit } = JSON.parse(box.dataset.map);
  maplibregl.setWorkerUrl(new URL('maplibre-gl-csp-worker.js', location.href).href);
  const map = new maplibregl.Map({
    container: box,
    style: new URL(style, location.href).href,
    bounds,
    fitBoundsOptions: fit,
    attributionControl: false,
  });
  map.on('idle', () => {
    document.documentElement.dataset.mapIdle = 'true';
  });
})();
