/**
 * A place widget rendered by Google's Places UI Kit (issue 16): the two-click placeholder until the
 * visitor or a consent tool grants consent to Google (`sf:consent` on document, the same consent as
 * the map blocks), then Google's places library (loaded only now: nothing Google-related is imported
 * or requested before) and its elements in a host, with a loader meanwhile and the German message
 * when it fails (no key, the script, Google's `gmp-error`). A revoked consent takes the elements out
 * and shows the placeholder again.
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { t } from '../../core/i18n';
import { ConsentPlaceholder } from '../details/ConsentPlaceholder';
import { Loader, StatusText } from '../details/parts/Status';
import type { UiKitKind, UiKitPlan, UiKitSite } from './config';
import { UiKitLoader } from './loader';
import type { UiKitPlace } from './mount';
import type { UiKitState } from './states';
import { useConsent } from '../../core/consent-ui';

export interface UiKitWidgetProps {
  kind: UiKitKind;
  /** The frame's plan, computed once by mountUiKitWidget (index.tsx) from its settings and the site. */
  plan: UiKitPlan;
  apiKey: string;
  /** The privacy statement linked from the placeholder. */
  privacyUrl: string;
  /** A console message naming the frame. */
  report: (message: string) => void;
  /** A place was chosen (search list, autocomplete). */
  onSelect: (place: UiKitPlace) => void;
  /** The state changed (publish it; take the CMS markup away once ready). */
  onState: (state: UiKitState) => void;
}

/** The libraries' loader, imported with Google's loader package only after consent. */
const loadPlaces = (apiKey: string): Promise<google.maps.PlacesLibrary> =>
  import(/* webpackChunkName: "google-loader" */ '../../services/google/loader').then((loader) =>
    loader.loadGooglePlaces(apiKey),
  );

/** The CMS input Google's autocomplete stands in for: its placeholder, label and name. */
export function cmsInput(frame: HTMLElement): UiKitSite['input'] {
  const input = frame.querySelector<HTMLInputElement>('input[type="text"], input[type="search"]');
  if (!input) return undefined;
  return {
    placeholder: input.placeholder,
    label: input.labels?.[0]?.textContent.trim() ?? '',
    name: input.name,
  };
}

const FAILED: Record<UiKitKind, () => { message: string; sub?: string }> = {
  'details-compact': () => ({ message: t('place.error'), sub: t('place.errorHint') }),
  details: () => ({ message: t('place.error'), sub: t('place.errorHint') }),
  search: () => ({ message: t('place.search.error'), sub: t('place.errorHint') }),
  autocomplete: () => ({ message: t('place.autocomplete.failed') }),
};

export function UiKitWidget(props: UiKitWidgetProps) {
  const { kind, plan, apiKey, privacyUrl, report, onSelect, onState } = props;
  const consent = useConsent('google');
  const consented = consent.granted;
  const host = useRef<HTMLDivElement>(null);
  // The newest callbacks, for the mount: a new callback must not build Google's element again.
  const latest = useRef({ report, onSelect });
  useLayoutEffect(() => {
    latest.current = { report, onSelect };
  }, [report, onSelect]);
  // The mount cycle (loader.ts): Google's element loading, ready or failed.
  const [loader] = useState(() => new UiKitLoader(loadPlaces, latest));
  const answer = useSyncExternalStore(loader.subscribe, loader.getSnapshot);

  // Mounted while consent holds; a revoke disposes Google's element and a new grant builds it again.
  useEffect(() => {
    if (!consented || !plan.ok || !host.current) return;
    return loader.start(host.current, plan.config, apiKey);
  }, [consented, plan, apiKey, loader]);

  const state: UiKitState = !consented ? 'consent' : !plan.ok ? 'failed' : answer;
  // Before the browser paints: Google's element and the CMS markup are never on screen together.
  useLayoutEffect(() => {
    onState(state);
  }, [onState, state]);

  if (state === 'consent') return <ConsentPlaceholder privacyUrl={privacyUrl} consent={consent} />;
  const failed = FAILED[kind]();
  return (
    <div className={`sf-place-uikit sf-place-uikit--${kind}`} aria-busy={state === 'loading' || undefined}>
      {state === 'loading' && (
        // Over the CMS markup, taking no room.
        <div className="sf-place__overlay">
          <Loader />
        </div>
      )}
      {state === 'failed' && <StatusText tone="error" message={failed.message} subMessage={failed.sub} />}
      <div ref={host} className="sf-place-uikit__elements" hidden={state === 'failed'} />
    </div>
  );
}
