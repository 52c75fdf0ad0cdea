/**
 * The place search widget's React root (issue 16): runs the configured search through the places
 * API (after consent on Google), takes the results a map block hands over (`sf:place-results` on
 * the frame), and shows them in the search list. The newest results win: a search still under way
 * when results are handed over is dropped (and aborted).
 */
import type { SfEventName } from '../../core/events';
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useConsent } from '../../core/consent-ui';
import { t } from '../../core/i18n';
import { PLACE_SOURCES, type Place, type PlaceSource } from '../model';
import type { PlaceFailureStatus } from '../source';
import { ConsentPlaceholder } from '../details/ConsentPlaceholder';
import { PlaceSearchList } from './PlaceSearchList';
import type { SearchSettings } from './settings';
import type { SearchState } from '../states';
import { SearchLoader, type PlaceSearchApi, type SearchRequest } from './loader';

export type { PlaceSearchApi, SearchRequest } from './loader';

/** The words of `data-sf-place-search` (places/states.ts). */
export type PublishedState = SearchState;

/** The event a map block dispatches on the frame to hand over its results. */
export const RESULTS_EVENT = 'sf:place-results' satisfies SfEventName;

export interface PlaceSearchProps {
  frame: HTMLElement;
  settings: SearchSettings;
  request: SearchRequest | null;
  /** The source of the configured search (its setting, else the site's default). */
  source: PlaceSource;
  api: PlaceSearchApi;
  /** The state changed: publish it; `shown`: the widget answers (take the CMS markup away). */
  onState: (state: PublishedState, shown: boolean) => void;
  onSelect: (place: Place) => void;
  /** A console error naming the frame. */
  report: (message: string) => void;
}

type Results =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; failure: PlaceFailureStatus }
  | { status: 'ready'; places: Place[]; source: PlaceSource };

/** A Place from any chunk (no instanceof: the class may come from another chunk). */
const isPlace = (value: unknown): value is Place =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  PLACE_SOURCES.includes((value as { source?: unknown }).source as PlaceSource);

/** The detail of `sf:place-results`: `{ places, source? }`; a message for what is wrong. */
export function handedResults(
  detail: unknown,
  fallback: PlaceSource,
): { places: Place[]; source: PlaceSource } | string {
  const record = typeof detail === 'object' && detail !== null ? (detail as Record<string, unknown>) : {};
  const { places, source } = record;
  if (!Array.isArray(places) || !places.every(isPlace))
    return `${RESULTS_EVENT}: detail.places must be a list of places`;
  if (source !== undefined && !PLACE_SOURCES.includes(source as PlaceSource))
    return `${RESULTS_EVENT}: detail.source must be one of ${PLACE_SOURCES.join(', ')}`;
  return { places, source: (source as PlaceSource | undefined) ?? places[0]?.source ?? fallback };
}

function published(results: Results): PublishedState {
  if (results.status === 'ready') return results.places.length > 0 ? 'ready' : 'empty';
  return results.status === 'idle' ? 'empty' : results.status;
}

export function PlaceSearch(props: PlaceSearchProps) {
  const { frame, settings, request, source, api, onState, onSelect, report } = props;
  // Only Google needs the visitor's consent.
  const consent = useConsent('google', source === 'google');
  // The configured search's request cycle (loader.ts), and results handed over, which replace it
  // (also one under way).
  const loader = useMemo(() => new SearchLoader(api, report), [api, report]);
  const answer = useSyncExternalStore(loader.subscribe, loader.getSnapshot);
  const [handed, setHanded] = useState<{ places: Place[]; source: PlaceSource } | null>(null);
  // 'Erneut versuchen' after a transient failure runs the same search again.
  const [attempt, setAttempt] = useState(0);
  const running = request !== null && consent.granted && handed === null;
  const results: Results = handed
    ? { status: 'ready', ...handed }
    : !running
      ? { status: 'idle' }
      : answer.request === request && answer.results
        ? answer.results
        : { status: 'loading' };

  useEffect(() => {
    const onResults = (event: Event): void => {
      const found = handedResults((event as CustomEvent<unknown>).detail, source);
      if (typeof found === 'string') {
        report(found);
        return;
      }
      setHanded(found);
    };
    frame.addEventListener(RESULTS_EVENT, onResults);
    return () => frame.removeEventListener(RESULTS_EVENT, onResults);
  }, [frame, source, report]);

  useEffect(() => {
    loader.run(running ? request : null, source);
    return () => loader.run(null, source);
  }, [loader, request, running, source, attempt]);

  const state = published(results);
  const shown = results.status === 'ready';
  // Before the browser paints: the list and the CMS markup are never on screen together (CLS).
  useLayoutEffect(() => onState(state, shown), [onState, state, shown]);

  if (results.status === 'idle')
    return request && source === 'google' && !consent.granted ? (
      <ConsentPlaceholder privacyUrl={settings.privacyUrl} consent={consent} />
    ) : null;
  return (
    <PlaceSearchList
      // A new element once loaded: the loader's, which lies over the CMS markup, must not become the
      // list (an element that moves counts as a layout shift; a new one does not).
      key={results.status === 'loading' ? 'loading' : 'shown'}
      places={results.status === 'ready' ? results.places : null}
      status={results.status}
      source={results.status === 'ready' ? results.source : source}
      orientation={settings.orientation}
      selectable={settings.selectable}
      onSelect={onSelect}
      label={t('place.search.label')}
      showsAboutResults={settings.showsAboutResults}
      failure={results.status === 'error' ? results.failure : null}
      onRetry={() => setAttempt((count) => count + 1)}
    />
  );
}
