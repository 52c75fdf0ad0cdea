/**
 * A map block's behaviour (spec 4.3–4.6, 9.1), written once against the provider interface:
 * markers with letters, clusters, start-up centring and fitting, the 'open info' event 2000 ms after
 * start-up, the info-window rules, the location-list click sequence, the theme select and the
 * store-locator sidebar. All lookups go through the block's own elements: two blocks never touch.
 */
import { clusterIconSet, markerLetter } from './clusters';
import { infoContent } from './content';
import { routeLinksElement } from './locator/app-links';
import { currentNavPlatform } from '../services/nav-links';
import type { MapHandle, MarkerHandle, MarkerSpec } from './provider';
import { emit, type SfEventName } from '../core/events';
import { mapIds } from '../core/map-ids';
import { ONE_LOCATION_ZOOM } from './rules';
import { locationPoints, type MapBlockSettings } from './settings';
import { themeByName } from './themes';

/** 9.1 */
export const OPEN_INFO_DELAY_MS = 2000;
export const LIST_FOCUS_ZOOM = 9;
export const OPEN_INFO_EVENT = 'sf:openinfo' satisfies SfEventName;

export interface BlockElements {
  /** Where the map draws; the 'open info' event fires here. */
  mapElement: HTMLElement;
  list: HTMLElement | null;
  themeSelect: HTMLSelectElement | null;
  sidebar: HTMLElement | null;
  /** The canvas whose outer height the sidebar follows. */
  canvas: HTMLElement;
}

export interface StartedBlock {
  markers: MarkerHandle[];
  stop(): void;
  /** Issue 29: shows location `index` as a list click does (a restored link); no sf:location-select. */
  select(index: number): void;
  /** Closes location `index`'s info window, if it is the one open (the location is no longer chosen). */
  deselect(index: number): void;
}

export function markerSpecs(settings: MapBlockSettings): MarkerSpec[] {
  const { markerLabel, markerOpacity } = settings.mapSettings;
  return settings.locations.map((location, index) => ({
    index,
    position: { lat: location.latitude, lng: location.longitude },
    title: location.title,
    label: markerLabel ? markerLetter(index) : undefined,
    icon: location.icon.trim() === '' ? undefined : location.icon.trim(),
    opacity: markerOpacity,
  }));
}

export interface StartOptions {
  /** Folder of the cluster images, ending with '/'. */
  clusterImagePath: string;
  /** A location was chosen (its marker clicked, or its list entry): the index. */
  onSelect?: (index: number) => void;
  /** Issue 29: a line added to a location's info window when it opens (its open state). */
  infoExtra?: (index: number) => Node | null;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export function startBlock(
  map: MapHandle,
  settings: MapBlockSettings,
  elements: BlockElements,
  options: StartOptions,
): StartedBlock {
  const schedule = options.setTimeout ?? ((callback, ms) => window.setTimeout(callback, ms));
  const cancel = options.clearTimeout ?? ((handle) => window.clearTimeout(handle as number));
  const cleanups: (() => void)[] = [];
  const { mapSettings, locations } = settings;
  const markers = map.addMarkers(markerSpecs(settings));
  const doc = elements.mapElement.ownerDocument;
  const selectTarget = doc.getElementById(mapIds(mapSettings.id).block) ?? elements.mapElement;
  let restoring = false;
  /** The location whose info window was opened last. */
  let opened: number | undefined;

  if (mapSettings.markerCluster) {
    map.cluster(markers, {
      maxZoom: mapSettings.markerClusterZoom,
      gridSize: mapSettings.markerClusterSize,
      iconSet: clusterIconSet(mapSettings.markerClusterStyle),
      imagePath: options.clusterImagePath,
    });
  }

  // 4.3: centre on the first location; zoom 0 fits the bounds to all of them, and shows a single
  // location at street level (one point has no bounds: both providers would keep the world view).
  // Where the fit follows, it sets the centre: the map is not moved to the first location before it
  // (a move nobody sees, in the start-up's longest task, issue 30).
  const first = locations[0];
  const fits = mapSettings.zoom === 0 && locations.length > 1;
  if (first && !fits) map.setCenter({ lat: first.latitude, lng: first.longitude });
  if (mapSettings.zoom === 0 && locations.length === 1) map.setZoom(ONE_LOCATION_ZOOM);
  if (fits) map.fitBounds(locationPoints(settings));

  // 4.4: info windows per location.
  const open = (index: number): void => {
    const marker = markers[index];
    const location = locations[index];
    if (!marker || !location) return;
    const doc = elements.mapElement.ownerDocument;
    // Issue 29: the opening state (if known), then the route links of the visitor's navigation app,
    // under the CMS content.
    const destination = { lat: location.latitude, lng: location.longitude, label: location.title };
    const route = routeLinksElement(doc, destination, currentNavPlatform(), true);
    const content = infoContent(location.infoWindowContent, location.title, doc, route);
    const extra = options.infoExtra?.(index);
    if (extra) route.before(extra);
    map.openInfo(marker, content);
    opened = index;
  };
  markers.forEach((marker, index) => {
    const location = locations[index];
    if (!location) return;
    marker.on(location.openByClick ? 'click' : 'mouseover', () => open(index));
    // A click chooses the location (the list's entry clicks its marker, 4.5): its place card follows.
    if (options.onSelect) marker.on('click', () => options.onSelect?.(index));
    // Issue 29: the visitor chose it (marker, or list entry through it); a restored link stays quiet.
    marker.on('click', () => {
      if (!restoring) emit(selectTarget, 'sf:location-select', { mapId: mapSettings.id, index }, true);
    });
    if (!location.closeByClick) marker.on('mouseout', () => map.closeInfo());
  });
  locations.forEach((location, index) => {
    if (location.opened) open(index);
  });

  // 4.3 / 9.1: the 'open info' event, 2000 ms after start-up.
  const timer = schedule(() => {
    emit(elements.mapElement, OPEN_INFO_EVENT, { mapId: mapSettings.id }, true);
  }, OPEN_INFO_DELAY_MS);
  cleanups.push(() => cancel(timer));

  // 4.5: the location list. Deviation: zoom 9 or closer, far enough that the marker is out of its
  // cluster (at 9 a city's locations are one cluster), and its info window opens even when the
  // location opens on mouse-over (the list promises to show the location on the map).
  const focusMarker = (index: number): void => {
    const marker = markers[index];
    if (!marker) return;
    map.closeInfo();
    marker.click();
    map.setZoom(Math.max(LIST_FOCUS_ZOOM, map.unclusteredZoom(marker)));
    map.setCenter(marker.spec.position);
    if (!map.isInfoOpen()) open(index);
  };
  if (elements.list) {
    const list = elements.list;
    const onActivate = (event: Event): void => {
      const entry = (event.target as Element | null)?.closest<HTMLElement>('[data-marker-index]');
      if (!entry || !list.contains(entry)) return;
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      const index = Number.parseInt(entry.dataset.markerIndex ?? '', 10);
      if (!Number.isInteger(index) || !markers[index]) return;
      event.preventDefault();
      focusMarker(index);
    };
    list.addEventListener('click', onActivate);
    list.addEventListener('keydown', onActivate);
    cleanups.push(() => {
      list.removeEventListener('click', onActivate);
      list.removeEventListener('keydown', onActivate);
    });
  }

  // 4.6: the theme select.
  if (elements.themeSelect) {
    const select = elements.themeSelect;
    const onChange = (): void => map.setTheme(themeByName(select.value));
    select.addEventListener('change', onChange);
    cleanups.push(() => select.removeEventListener('change', onChange));
  }

  // 2.4: the sidebar is as tall as the canvas beside it (on load and on every resize).
  if (elements.sidebar) cleanups.push(followCanvasHeight(elements.sidebar, elements.canvas));

  return {
    markers,
    stop: () => {
      for (const cleanup of cleanups) cleanup();
    },
    select: (index: number) => {
      restoring = true;
      try {
        focusMarker(index);
      } finally {
        restoring = false;
      }
    },
    deselect: (index: number) => {
      if (opened !== index) return;
      opened = undefined;
      if (map.isInfoOpen()) map.closeInfo();
    },
  };
}

/** Keeps the sidebar as tall as the canvas while they sit side by side; stacked, it sizes itself. */
export function followCanvasHeight(sidebar: HTMLElement, canvas: HTMLElement): () => void {
  const view = canvas.ownerDocument.defaultView ?? window;
  const sync = (): void => {
    const beside = Math.abs(sidebar.getBoundingClientRect().top - canvas.getBoundingClientRect().top) < 2;
    sidebar.style.height = beside ? `${canvas.offsetHeight}px` : '';
  };
  sync();
  view.addEventListener('resize', sync);
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(sync);
  observer?.observe(canvas);
  return () => {
    view.removeEventListener('resize', sync);
    observer?.disconnect();
  };
}
