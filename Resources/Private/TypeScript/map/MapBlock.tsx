import { useEffect, useRef, useState } from 'react';
import type { ConsentProvider } from '../core/consent';
import { grantFromPlaceholder } from '../core/consent-placeholder';
import { t } from '../core/i18n';

export type BlockState = 'consent' | 'loading' | 'ready' | 'failed';

export interface MapBlockProps {
  provider: ConsentProvider;
  providerLabel: string;
  /** Host that serves the map data (shown in the OSM placeholder). */
  host: string;
  needsConsent: boolean;
  privacyUrl: string;
  title: string;
  /** Starts the map in the given element; rejects when it cannot. */
  start: (element: HTMLElement) => Promise<() => void>;
}

function consentApi() {
  return window.SiteFrontend?.consent;
}

/**
 * The map canvas's contents: the two-click placeholder until the visitor (or a consent tool)
 * agrees, then the map; a German message when the map cannot load. The location list outside
 * the canvas stays readable throughout.
 */
export function MapBlock({
  provider,
  providerLabel,
  host,
  needsConsent,
  privacyUrl,
  title,
  start,
}: MapBlockProps) {
  const [state, setState] = useState<BlockState>(() =>
    !needsConsent || (consentApi()?.granted(provider) ?? false) ? 'loading' : 'consent',
  );
  const [always, setAlways] = useState(false);
  const element = useRef<HTMLDivElement>(null);

  // A consent tool may grant or revoke at any time.
  useEffect(() => {
    const follow = (granted: boolean): void =>
      setState((current) => (granted ? (current === 'consent' ? 'loading' : current) : 'consent'));
    const onConsent = (event: Event): void => {
      const detail = (event as CustomEvent<{ provider: ConsentProvider; granted: boolean }>).detail;
      if (detail.provider !== provider || !needsConsent) return;
      follow(detail.granted);
    };
    document.addEventListener('sf:consent', onConsent);
    // A grant or revoke between the first render and this subscription (a quick click on the
    // placeholder's button, a tool answering at once) would otherwise be missed: follow it now.
    const api = consentApi();
    if (needsConsent && api) follow(api.granted(provider));
    return () => document.removeEventListener('sf:consent', onConsent);
  }, [provider, needsConsent]);

  // The map lives while the block is loading or ready; a revoke (back to 'consent') tears it down.
  const active = state === 'loading' || state === 'ready';
  useEffect(() => {
    const target = element.current;
    if (!active || !target) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    start(target).then(
      (stopMap) => {
        if (cancelled) stopMap();
        else {
          stop = stopMap;
          setState('ready');
        }
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [active, start]);

  if (state === 'consent') {
    const transfer = provider === 'google' ? t('map.consentGoogle') : t('map.consentOsm', { host });
    return (
      <div className="sf-map-consent" role="group" aria-label={t('map.region', { title })}>
        <p className="sf-map-consent__title">{t('map.consentTitle', { provider: providerLabel })}</p>
        <p>{transfer}</p>
        {privacyUrl && (
          <p>
            <a href={privacyUrl}>{t('map.privacy')}</a>
          </p>
        )}
        {/* With a consent tool (consent.mode external) the tool remembers, not the placeholder. */}
        {consentApi()?.mode !== 'external' && (
          <label className="sf-map-consent__always">
            <input type="checkbox" checked={always} onChange={(event) => setAlways(event.target.checked)} />{' '}
            {t('map.always', { provider: providerLabel })}
          </label>
        )}
        <button
          type="button"
          className="sf-map-consent__load"
          onClick={() => {
            const api = consentApi();
            if (api) grantFromPlaceholder(api, provider, always);
            // The block follows the grant itself, not only through the sf:consent event.
            if (!api || api.granted(provider)) setState('loading');
          }}
        >
          {t('map.load')}
        </button>
      </div>
    );
  }

  return (
    <div className="sf-map-view" data-state={state}>
      <div ref={element} className="sf-map-view__map" role="region" aria-label={t('map.region', { title })} />
      {state === 'loading' && (
        <p className="sf-map-view__status" role="status">
          {t('map.loading')}
        </p>
      )}
      {state === 'failed' && (
        <p className="sf-map-view__status sf-map-view__status--error" role="alert">
          {t('map.failed')}
        </p>
      )}
      {needsConsent && state === 'ready' && (
        <button type="button" className="sf-map-view__revoke" onClick={() => consentApi()?.revoke(provider)}>
          {t('map.revoke', { provider: providerLabel })}
        </button>
      )}
    </div>
  );
}
