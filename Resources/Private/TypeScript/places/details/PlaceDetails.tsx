/**
 * A place details widget's React root: it takes requests (its settings, then
 * `SiteFrontend.places.show`), loads the place through the page's places API (PlaceLoader:
 * the 4.12 states, published on the frame as `data-sf-place-state`), asks for consent before
 * anything goes to Google, and shows the compact card or the full panel, the loader or the German
 * error. The frame's CMS markup stays visible until a place is shown, and again on an error.
 */
import { useConsent } from '../../core/consent-ui';
import { useServices } from '../../core/services-context';
import type { PlacesFacade } from '../client';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../core/i18n';
import type { PlaceSource } from '../model';
import { CompactCard } from './CompactCard';
import { ConsentPlaceholder } from './ConsentPlaceholder';
import { COMPACT_CONTENT, PANEL_CONTENT, type ContentItem } from './content';
import { FullPanel } from './FullPanel';
import {
  PlaceLoader,
  type DetailsRequest,
  type LoaderSnapshot,
  type LoadState,
  type PlaceFetcher,
} from './loader';
import { FailureText, Loader } from './parts/Status';
import { sourceOf, toDetailsRequest } from './request';
import type { DetailsSettings } from './settings';
import { claimPlaceFrame } from '../frames';

export type DetailsVariant = 'compact' | 'panel';

// The lightbox (and its menu) load when a visitor first opens a photo: most never do.
const PhotoLightbox = lazy(() =>
  import(/* webpackChunkName: "place-lightbox" */ './parts/PhotoLightbox').then((m) => ({
    default: m.PhotoLightbox,
  })),
);

export interface PlaceDetailsProps {
  variant: DetailsVariant;
  frame: HTMLElement;
  settings: DetailsSettings;
  initial: DetailsRequest | null;
  /** The site's default source (sf-places-config). */
  siteSource: PlaceSource;
  /** The load state changed: publish it on the frame; `shown`: a place is on screen (hide the CMS markup). */
  onState: (state: LoadState, shown: boolean) => void;
  /** A console error naming the frame. */
  report: (message: string) => void;
  timeZone: string;
}

/** Loads through the public places API, so every widget shares its sources, checks and consent. */
export function apiFetcher(
  settings: DetailsSettings,
  places: Pick<PlacesFacade, 'fetchPlace' | 'fetchPlaceByLocation'>,
): PlaceFetcher {
  return (request, fields, signal) => {
    const common = {
      fields,
      signal,
      ...(request.source ? { source: request.source } : {}),
      ...(settings.language ? { language: settings.language } : {}),
      ...(settings.region ? { region: settings.region } : {}),
    };
    return request.kind === 'id'
      ? places.fetchPlace({ id: request.id, ...common })
      : places.fetchPlaceByLocation({ location: request.location, ...common });
  };
}

export function PlaceDetails(props: PlaceDetailsProps) {
  const { variant, frame, settings, initial, siteSource, onState, report, timeZone } = props;
  const { places } = useServices();
  const content: readonly ContentItem[] =
    settings.content ?? (variant === 'compact' ? COMPACT_CONTENT : PANEL_CONTENT);
  const [request, setRequest] = useState<DetailsRequest | null>(initial);
  const [snapshot, setSnapshot] = useState<LoaderSnapshot>({
    state: 'empty',
    place: null,
    failure: null,
    request: null,
  });
  const loader = useMemo(
    () => new PlaceLoader(apiFetcher(settings, places), setSnapshot),
    [settings, places],
  );
  const source = sourceOf(request, siteSource);
  // Only Google needs the visitor's consent.
  const consent = useConsent('google', source === 'google');
  const consented = consent.granted;
  // The open lightbox belongs to one place: another place closes it.
  const [lightbox, setLightbox] = useState<{ placeId: string; index: number } | null>(null);

  // Requests from SiteFrontend.places.show (and the map blocks), including one made before mounting.
  useEffect(() => {
    const take = (raw: unknown): void => {
      const next = toDetailsRequest(raw, settings.source);
      if (typeof next === 'string') report(`SiteFrontend.places.show: ${next}`);
      else setRequest(next);
    };
    const claimed = claimPlaceFrame(frame, take);
    if (claimed.found) take(claimed.request);
  }, [frame, settings.source, report]);

  useEffect(() => {
    loader.set(consented ? request : null, content);
  }, [loader, request, content, consented]);
  useEffect(() => () => loader.dispose(), [loader]);

  const { state, place, failure } = snapshot;
  const shown = place !== null && (state === 'success' || state === 'loading');
  // User Timing for integrators and the bench: from the request to the filled widget.
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (state === 'loading' && place === null) started.current = performance.now();
    if (state === 'success' && started.current !== null && typeof performance.measure === 'function') {
      performance.measure(`sf:place-filled ${frame.id}`, { start: started.current, end: performance.now() });
      started.current = null;
    }
  }, [state, place, frame]);
  // Before the browser paints: the card and the CMS markup are never on screen together (CLS).
  useLayoutEffect(() => onState(state, shown), [onState, state, shown]);
  useEffect(() => {
    if (failure) report(`the place could not be loaded: ${failure.status} (${failure.detail})`);
  }, [failure, report]);

  const style = {
    '--sf-place-bg': settings.backgroundColor,
    '--sf-place-radius': settings.borderRadius,
  } as React.CSSProperties;
  const classes = [
    'sf-place',
    `sf-place--${variant}`,
    settings.showsBorder && place ? 'sf-place--border' : '',
    place ? '' : 'sf-place--pending',
    settings.colorScheme === 'dark' ? 'sf-place--dark' : '',
  ]
    .filter(Boolean)
    .join(' ');

  let body: React.ReactNode = null;
  const photo = place && lightbox?.placeId === place.id ? lightbox.index : null;
  const openPhoto = (index: number | null): void =>
    setLightbox(place && index !== null ? { placeId: place.id, index } : null);
  if (!consented && request) body = <ConsentPlaceholder privacyUrl={settings.privacyUrl} consent={consent} />;
  else if (place) {
    const Component = variant === 'compact' ? CompactCard : FullPanel;
    body = (
      <Component
        key="place"
        place={place}
        settings={settings}
        content={content}
        timeZone={timeZone}
        onOpenPhoto={openPhoto}
      />
    );
  } else if (state === 'loading')
    // Over the CMS markup, taking no room: the card arriving then moves nothing.
    body = (
      // Keyed: this element never becomes the card (an element that moves counts as a layout shift).
      <div key="loading" className="sf-place__overlay">
        <Loader />
      </div>
    );
  else if (state === 'error')
    body = (
      <FailureText
        message={t('place.error')}
        failure={failure?.status ?? null}
        onRetry={() => loader.set(consented ? request : null, content)}
      />
    );

  return (
    <div
      className={classes}
      style={style}
      aria-busy={state === 'loading' || undefined}
      hidden={body === null}
    >
      {body}
      {place && photo !== null && place.photos && place.photos.length > 0 && (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={place.photos}
            placeName={place.displayName ?? ''}
            index={photo}
            onIndexChange={openPhoto}
            onClose={() => openPhoto(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
