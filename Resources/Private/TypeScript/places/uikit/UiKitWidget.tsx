/**
 * A place widget rendered by Google's Places UI Kit (issue 16): the two-click placeholder until the
 * visitor or a consent tool grants consent to Google (`sf:consent` on document, the same consent as
 * the map blocks), then Google's places library (loaded only now: nothing Google-related is imported
 * or requested before) and its elements in a host, with a loader meanwhile and the German message
 * when it fails (no key, the script, Google's `gmp-error`). A revoked consent takes the elements out
 * and shows the placeholder again.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../core/i18n';
import { ConsentPlaceholder } from '../details/ConsentPlaceholder';
import { Loader, StatusText } from '../details/parts/Status';
import type { UiKitKind, UiKitPlan, UiKitSite } from './config';
import { mountUiKit, type UiKitPlace } from './mount';
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
  const consented = useConsent('google').granted;
  // The answer of the mount under way: Google's element ready or failed; none yet means loading.
  const [answer, setAnswer] = useState<{ plan: UiKitPlan; state: 'ready' | 'failed' } | null>(null);
  const host = useRef<HTMLDivElement>(null);
  // The newest callbacks, for the mount: a new callback must not build Google's element again.
  const latest = useRef({ report, onSelect });
  useLayoutEffect(() => {
    latest.current = { report, onSelect };
  }, [report, onSelect]);

  // A revoke forgets the answer: a new grant mounts Google's element again (state adjusted while
  // rendering, React's pattern for state that follows another value).
  const [heard, setHeard] = useState(consented);
  if (heard !== consented) {
    setHeard(consented);
    if (!consented) setAnswer(null);
  }

  useEffect(() => {
    if (!consented || !plan.ok) return;
    const { config } = plan;
    let current = true;
    let mounted: { dispose(): void } | undefined;
    const settle = (state: 'ready' | 'failed'): void => {
      if (current) setAnswer({ plan, state });
    };
    loadPlaces(apiKey).then(
      (places) => {
        if (!current || !host.current) return;
        mounted = mountUiKit(config.kind, host.current, config, places, {
          onState: settle,
          onSelect: (place) => {
            if (current) latest.current.onSelect(place);
          },
          report: (message) => latest.current.report(message),
        });
      },
      (error: unknown) => {
        if (!current) return;
        latest.current.report(error instanceof Error ? error.message : String(error));
        settle('failed');
      },
    );
    return () => {
      current = false;
      mounted?.dispose();
    };
  }, [consented, plan, apiKey]);

  const state: UiKitState = !consented
    ? 'consent'
    : !plan.ok
      ? 'failed'
      : answer?.plan === plan
        ? answer.state
        : 'loading';
  // Before the browser paints: Google's element and the CMS markup are never on screen together.
  useLayoutEffect(() => {
    onState(state);
  }, [onState, state]);

  if (state === 'consent') return <ConsentPlaceholder privacyUrl={privacyUrl} />;
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
