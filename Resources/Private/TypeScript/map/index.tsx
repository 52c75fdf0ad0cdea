/**
 * Map blocks (spec 2.3, 2.4, 3.3, 3.4, 4.3–4.6, 7.2, 9.1, 9.2). Hook: the element with id
 * `sf-map-{id}`; settings: the JSON script `sf-map-settings-{id}`; every other element of the block
 * is found by an id keyed by the same map settings id (see ids.ts). The provider (OpenStreetMap by
 * default, Google when configured) loads only after consent where consent is needed.
 */
import './labels';
import './map.css';
import { t } from '../core/i18n';
import { defineWidget, type WidgetContext } from '../core/types';
import { startBlock, type StartedBlock } from './block';
import { bindFilter, wantsOpenState } from './locator/filter';
import type { OpenStates } from './locator/open-state';
import { Visibility } from './locator/visibility';
import { startLocator } from './locator';
import { featureOff } from '../core/engines';
import { attachForms } from './forms';
import { addressInputs } from './forms/autocomplete';
import { formsOff, mapOff, missingEngines } from './engines-off';
import { mapIds } from '../core/map-ids';
import { overPageConfig } from './page-config';
import type { MapServices } from './services';
import { loadProvider } from './load';
import { MapBlock } from './MapBlock';
import type { MapHandle, MapOptions } from './provider';
import {
  blockCenter,
  locationPoints,
  googleOnlyOptionsSet,
  initialMapType,
  mapBlockSchema,
  needsConsent,
  type MapBlockSettings,
} from './settings';
import { PROVIDERS } from './providers';
import { ShownPlace } from './shown-place';
import { themeByName } from './themes';
import { claimPlaceFrame } from '../places/frames';
import { shareState } from './locator/url-state';
import { siteOsmEngines } from '../places/site';

/** Where the cluster images live, relative to the bundle's entry (Resources/Public/JavaScript/main.js). */
function clusterImagePath(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[src*="/JavaScript/main.js"]');
  const base = entry?.src ?? `${window.location.origin}/_assets/site_frontend/JavaScript/main.js`;
  return new URL('../Images/markerclusterer/', base).href;
}

/** The host an OSM block's tiles come from (a `pmtiles://` archive's too); '' when unreadable. */
function osmTilesHost(tiles: string): string {
  try {
    return new URL(tiles.trim().replace(/^pmtiles:\/\//, ''), window.location.href).host;
  } catch {
    return '';
  }
}

function formById(doc: Document, id: string): HTMLFormElement | null {
  const element = doc.getElementById(id);
  return element instanceof HTMLFormElement ? element : null;
}

export function mapOptions(settings: MapBlockSettings, title: string): MapOptions {
  const { mapSettings: s } = settings;
  return {
    center: blockCenter(settings),
    zoom: s.zoom,
    ...(s.zoom === 0 ? { fit: locationPoints(settings) } : {}),
    scrollZoom: s.scrollZoom,
    draggable: s.draggable,
    doubleClickZoom: s.doubleClickZoom,
    zoomControl: { enabled: s.zoomControl, position: s.zoomControlOptions.position },
    scaleControl: s.scaleControl,
    fullscreenControl: { enabled: s.fullscreenControl, position: s.fullscreenControlOptions.position },
    theme: themeByName(s.theme),
    label: title,
    google: {
      mapType: initialMapType(settings),
      mapTypes: s.mapTypes,
      mapTypeControl: { enabled: s.mapTypeControl, ...s.mapTypeControlOptions },
      streetViewControl: { enabled: s.streetViewControl, position: s.streetViewControlOptions.position },
    },
  };
}

/**
 * The map, or a rejection when it has not loaded within `seconds` (a style, tile or script server
 * that never answers would leave the block on 'Karte wird geladen …' for ever). At the limit, or
 * when `signal` aborts (consent revoked while loading), the loading is aborted: the provider takes
 * down what it has built (workers, WebGL contexts, canvases). A map that arrives after the limit is
 * taken down at once.
 */
export function withinLoadTimeout(
  loading: (signal: AbortSignal) => Promise<MapHandle>,
  seconds: number,
  signal?: AbortSignal,
): Promise<MapHandle> {
  const controller = new AbortController();
  return new Promise<MapHandle>((resolve, reject) => {
    let late = false;
    const giveUp = (error: Error): void => {
      late = true;
      window.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      controller.abort(error);
      reject(error);
    };
    const onAbort = (): void => giveUp(new Error('the map was taken down while it loaded'));
    const timer = window.setTimeout(() => {
      giveUp(
        new Error(
          `it did not finish loading within ${seconds} s (the style, tile or script server did not answer)`,
        ),
      );
    }, seconds * 1000);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    loading(controller.signal).then(
      (map) => {
        window.clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (late) map.destroy();
        else resolve(map);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (!late) reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The store locator: the chosen location in the place widget named by `placeDetails` (issue 15), by
 * its `placeId`, else by its position. A frame that does not exist is reported once per click.
 */
function showLocation(context: WidgetContext, settings: MapBlockSettings, index: number): void {
  const location = settings.locations[index];
  if (!location) return;
  const request = location.placeId
    ? { id: location.placeId }
    : { location: { lat: location.latitude, lng: location.longitude } };
  try {
    context.services.places.show(settings.placeDetails, request);
  } catch (error) {
    context.error(`settings field "placeDetails": ${(error as Error).message}`);
  }
}

export default defineWidget({
  // Issue 26: the block's settings over the page's maps configuration (#sf-maps-config).
  schema: overPageConfig(mapBlockSchema),
  mount(context, settings) {
    const id = context.key ?? '';
    if (settings.mapSettings.id !== id) {
      throw new Error(
        `settings field "mapSettings.id": expected "${id}" (the id in the block's element ids), got "${settings.mapSettings.id}"`,
      );
    }
    const ignored = googleOnlyOptionsSet(settings);
    if (ignored.length > 0)
      context.warn(
        `OpenStreetMap has one map type and no street view: ${ignored.join(', ')} ${
          ignored.length === 1 ? 'is' : 'are'
        } ignored (set "provider": "google" to use ${ignored.length === 1 ? 'it' : 'them'}).`,
      );
    const doc = context.frame.ownerDocument;
    const ids = mapIds(id);
    const canvas = doc.getElementById(ids.canvas);
    if (!canvas) throw new Error(`no map canvas with id "${ids.canvas}"`);
    canvas.style.width = settings.mapSettings.width;
    canvas.style.height = settings.mapSettings.height;
    canvas.style.setProperty('--sf-map-height', settings.mapSettings.height);
    const title =
      context.frame.querySelector('h1, h2, h3')?.textContent.trim() ?? settings.locations[0]?.title ?? '';
    const tilesHost = osmTilesHost(settings.osm.tiles);
    const elements = {
      list: doc.getElementById(ids.list),
      themeSelect: doc.getElementById(ids.theme) as HTMLSelectElement | null,
      sidebar: doc.getElementById(ids.sidebar),
      canvas,
    };
    // Issue 29: list entries (letter, route links, phone) and the phone's map/list toggle.
    startLocator(context.frame, elements.list, doc.getElementById(ids.viewToggle), settings);
    const parts = {
      canvas,
      themeSelect: elements.themeSelect,
      radiusForm: formById(doc, ids.radiusForm),
      searchForm: formById(doc, ids.searchForm),
      directionsForm: formById(doc, ids.directionsForm),
      directionsPanel: doc.getElementById(ids.directionsPanel),
    };
    // Issue 26: what has no engine configured is off (one console line each), not broken.
    const missing = missingEngines(settings, siteOsmEngines(doc).photon);
    const warn = (line: string): void => context.warn(line);
    if (missing.map.length > 0) {
      mapOff(parts, missing.map, warn);
      context.frame.setAttribute('data-sf-map', 'off');
      return;
    }
    const kept = formsOff(parts, missing, warn);
    // Issue 29: which locations are shown: the map search's radius, the categories, open now.
    const visibility = new Visibility(settings.locations.length, elements.list);
    let block: StartedBlock | undefined;
    const reveal = (index: number): void => {
      visibility.pin(index);
      block?.select(index);
    };
    const filterForm = formById(doc, ids.filterForm);
    let hours: OpenStates | undefined;
    let loadingHours: Promise<OpenStates> | undefined;
    const openStates = (): Promise<OpenStates> =>
      (loadingHours ??= import(/* webpackChunkName: "map-open-state" */ './locator/open-state').then(
        (module) =>
          (hours = module.startOpenStates({
            locations: settings.locations,
            doc,
            list: elements.list,
            onTick: () => visibility.refresh(),
          })),
      ));
    if (wantsOpenState(settings.locations, filterForm)) void openStates();
    if (filterForm)
      bindFilter({
        form: filterForm,
        frame: context.frame,
        mapId: id,
        locations: settings.locations,
        match: settings.categoryMatch,
        visibility,
        reveal,
        openNow: () => openStates().then((states) => states.keep),
      });
    const suggestions =
      settings.addressAutocomplete &&
      addressInputs([kept.radiusForm, kept.searchForm, kept.directionsForm]).length > 0;
    if (suggestions && missing.addressAutocomplete.length > 0)
      warn(
        featureOff('address suggestions', missing.addressAutocomplete, 'the address fields are plain inputs'),
      );
    // 2.3 / 4.7–4.9: the forms, bound at once (before consent they ask for the map).
    const forms = attachForms(
      {
        ...kept,
        directionsPanel: parts.directionsPanel,
        notFound: doc.getElementById(ids.notFound) as HTMLInputElement | null,
        list: elements.list,
      },
      {
        settings: {
          ...settings,
          addressAutocomplete: suggestions && missing.addressAutocomplete.length === 0,
        },
        report: (message) => context.error(message),
        places: context.services.places,
        locator: { visibility, reveal },
        render: (container, node, options) => context.render(container, node, options),
      },
    );
    // Issue 16: a place chosen in a linked search list or autocomplete (`linkedMap`) is shown here.
    const shown = new ShownPlace({
      frame: context.frame,
      // The places API's details call, for a place shown by id.
      fetchPlace: (request) => context.services.places.fetchPlace(request),
      report: (message) => context.error(message),
    });
    const claimed = claimPlaceFrame(context.frame, (request) => shown.show(request));
    if (claimed.found) shown.show(claimed.request);
    // The theme select shows the theme the map starts with.
    const initialTheme = themeByName(settings.mapSettings.theme);
    const option = [...(elements.themeSelect?.options ?? [])].find(
      (o) => themeByName(o.value) === initialTheme,
    );
    if (option) option.selected = true;
    const start = async (element: HTMLElement, signal?: AbortSignal): Promise<() => void> => {
      // A new attempt (consent given again after a failure) starts without the old outcome.
      context.frame.removeAttribute('data-sf-map');
      try {
        let services: MapServices | undefined;
        const map = await withinLoadTimeout(
          async (loading) => {
            const provider = await loadProvider(settings.provider, {
              ...settings[settings.provider],
              requestTimeoutMs: settings.mapSettings.requestTimeout * 1000,
              loadTimeoutMs: settings.mapSettings.loadTimeout * 1000,
            });
            services = provider.services;
            return provider.create(element, mapOptions(settings, title), loading);
          },
          settings.mapSettings.loadTimeout,
          signal,
        );
        if (!services) throw new Error('the provider has no services');
        const began = performance.now();
        const started = startBlock(
          map,
          settings,
          { ...elements, mapElement: element },
          {
            clusterImagePath: clusterImagePath(),
            infoExtra: (index: number) => hours?.line(index, doc) ?? null,
            ...(settings.placeDetails
              ? { onSelect: (index: number) => showLocation(context, settings, index) }
              : {}),
          },
        );
        block = started;
        // User Timing for the benchmark and integrators: markers, clusters and info windows set up.
        performance.measure(`sf:map-start ${id}`, { start: began, end: performance.now() });
        visibility.attach(started.markers);
        forms.activate({ map, services, markers: started.markers });
        shown.activate(map);
        context.frame.setAttribute('data-sf-map', 'ready');
        // Issue 29: the block's state in the URL, restored now that the forms act on the map.
        const unshare = shareState({
          id,
          frame: context.frame,
          searchForm: kept.searchForm,
          radiusForm: kept.radiusForm,
          filterForm: formById(doc, ids.filterForm),
          locationCount: settings.locations.length,
          select: (index) => started.select(index),
          deselect: (index) => started.deselect(index),
          shown: visibility,
          warn,
        });
        return () => {
          unshare();
          shown.deactivate();
          visibility.detach();
          forms.deactivate();
          block?.stop();
          block = undefined;
          map.destroy();
          context.frame.removeAttribute('data-sf-map');
        };
      } catch (error) {
        // Taken down by the visitor (consent revoked) while it loaded: nothing failed.
        if (signal?.aborted) throw error;
        context.error(`the map could not be loaded (${String(error)}); the location list stays as it is.`);
        context.frame.setAttribute('data-sf-map', 'failed');
        throw error;
      }
    };
    context.render(
      canvas,
      <MapBlock
        provider={settings.provider}
        providerLabel={PROVIDERS[settings.provider].label}
        host={tilesHost}
        needsConsent={needsConsent(settings)}
        privacyUrl={settings.consent.privacyUrl}
        title={title || t('map.region', { title: id })}
        start={start}
      />,
    );
  },
});
