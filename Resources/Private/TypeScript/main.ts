/**
 * The bundle's entry (Resources/Public/JavaScript/main.js): small on purpose. It scans the page for
 * widget frames and loads a widget's chunk (and React, for React widgets) only when the frame is due:
 * near the viewport, on idle or on first use (registry.ts, Documentation/mounting.md).
 *
 * Public API for integrators, on `window.SiteFrontend`:
 *   ready: Promise<FrameReport[]>   resolves when the frames due at load have mounted (or failed);
 *                                   the others are reported `deferred`
 *   mount(root?): Promise<FrameReport[]>
 *                                   mounts frames the CMS inserted later (AJAX), with the same timing;
 *                                   frames already claimed are left alone, so calling it twice does
 *                                   nothing more
 *   consent: { granted, grant, revoke } consent to map providers (Google) for consent tools
 *   places: { fetchPlace, fetchPlaceByLocation, searchNearby, searchByText, autocomplete,
 *             newSessionToken } the place data (places/api.ts, Documentation/places.md); its code
 *             loads on the first call; show(frame, request) shows a place in a place widget
 * Each mount pass, and each frame that mounts later, dispatches `sf:mounted` on document, with the
 * reports as `detail`.
 */
import '../Styles/site.css';
import '../Styles/content.css';
// The footer's social links are CMS markup on every page, styled before any widget code.
import './footer-social/footer-social.css';
// Galleries too: a stylesheet arriving with the gallery's chunk would restyle the whole page.
import './gallery/gallery.css';
import { createConsent, type ConsentApi } from './core/consent';
import { emit } from './core/events';
import { watchLazyImages } from './core/lazy-images';
import { LOG_PREFIX, mountAll, type FrameReport, type Host } from './core/mount';
import type { SiteServices } from './core/types';
import type { PlacesApi } from './places/api';
import type { PlacesFacade } from './places/client';
import { showPlace } from './places/frames';
import { registry } from './registry';

export type { PlacesFacade } from './places/client';

export interface SiteFrontendApi {
  ready: Promise<FrameReport[]>;
  mount(root?: ParentNode): Promise<FrameReport[]>;
  /** Consent to third-party map providers: see core/consent.ts and Documentation/maps.md. */
  consent: ConsentApi;
  /** Place data (Documentation/places.md). */
  places: PlacesFacade;
}

function placesFacade(consent: ConsentApi): PlacesFacade {
  let api: Promise<PlacesApi> | undefined;
  const load = (): Promise<PlacesApi> =>
    (api ??= import(/* webpackChunkName: "places" */ './places/api').then(
      (m) =>
        m.createPlacesApi({
          doc: document,
          consent,
          report: (message) => console.error(`${LOG_PREFIX} places: ${message}`),
        }),
      (error: unknown) => {
        // A chunk that failed to load (offline, a deploy in between) is asked again on the next call.
        api = undefined;
        throw error;
      },
    ));
  /** A call whose code could not load resolves as NETWORK_ERROR, like any other failure. */
  const call =
    <R, T>(run: (a: PlacesApi, request: R) => Promise<T>) =>
    (request: R): Promise<T | { status: 'NETWORK_ERROR'; detail: string }> =>
      load().then(
        (a) => run(a, request),
        (error: unknown) => ({
          status: 'NETWORK_ERROR' as const,
          detail: `The places code could not be loaded: ${String(error)}`,
        }),
      );
  const withdrawn = (call: string): never => {
    throw new Error(`${call} is no longer available. Please use Place.searchByText().`);
  };
  return {
    fetchPlace: call((a, request: Parameters<PlacesApi['fetchPlace']>[0]) => a.fetchPlace(request)),
    fetchPlaceByLocation: call((a, request: Parameters<PlacesApi['fetchPlaceByLocation']>[0]) =>
      a.fetchPlaceByLocation(request),
    ),
    searchNearby: call((a, request: Parameters<PlacesApi['searchNearby']>[0]) => a.searchNearby(request)),
    searchByText: call((a, request: Parameters<PlacesApi['searchByText']>[0]) => a.searchByText(request)),
    autocomplete: call((a, request: Parameters<PlacesApi['autocomplete']>[0]) => a.autocomplete(request)),
    newSessionToken: (source) =>
      load().then(
        (a) => a.newSessionToken(source),
        () => undefined,
      ),
    show: showPlace,
    findPlaceFromQuery: () => withdrawn('Place.findPlaceFromQuery()'),
    findPlaceFromPhoneNumber: () => withdrawn('Place.findPlaceFromPhoneNumber()'),
  };
}

declare global {
  interface Window {
    SiteFrontend?: SiteFrontendApi;
  }
}

const loadHost = (): Promise<Host> =>
  import(/* webpackChunkName: "react-host" */ './core/react-host').then((m) => m.host);

const announce = (reports: FrameReport[]): void => {
  emit(document, 'sf:mounted', reports);
};

async function mount(services: SiteServices, root: ParentNode = document): Promise<FrameReport[]> {
  // Gallery images in view load now, not after the gallery's code (4.1, issue 12).
  watchLazyImages(root);
  const reports = await mountAll(registry, root, loadHost, { onLater: announce, services });
  announce(reports);
  return reports;
}

function start(): SiteFrontendApi {
  const consent = createConsent();
  // Built once: the widgets get these in their context, integrators the same objects on the window.
  const services = { consent, places: placesFacade(consent) } satisfies SiteServices;
  document.documentElement.classList.remove('no-js');
  document.documentElement.classList.add('js');
  const domReady =
    document.readyState === 'loading'
      ? new Promise<void>((resolve) =>
          document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
        )
      : Promise.resolve();
  const ready = domReady
    .then(() => mount(services, document))
    .then((reports) => {
      // jsdom and old engines may lack User Timing.
      if (typeof performance.mark === 'function') performance.mark('sf:mounted');
      return reports;
    });
  return { ready, mount: (root) => mount(services, root), ...services };
}

window.SiteFrontend ??= start();
