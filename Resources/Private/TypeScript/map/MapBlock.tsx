import { useEffect, useRef, useState } from 'react';
import type { ConsentProvider } from '../core/consent';
import { ConsentPlaceholder, useConsent } from '../core/consent-ui';
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
  /**
   * Starts the map in the given element; rejects when it cannot. `signal` aborts when the block no
   * longer wants it (consent revoked while it loads): the map under way is then taken down.
   */
  start: (element: HTMLElement, signal: AbortSignal) => Promise<() => void>;
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
  // A consent tool may grant or revoke at any time: the hook follows it.
  const consent = useConsent(provider, needsConsent);
  const [map, setMap] = useState<Exclude<BlockState, 'consent'>>('loading');
  const state: BlockState = consent.granted ? map : 'consent';
  const element = useRef<HTMLDivElement>(null);

  // The map lives while consent holds; a revoke tears it down, and a new grant starts it again.
  useEffect(() => {
    const target = element.current;
    if (!consent.granted || !target) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const loading = new AbortController();
    start(target, loading.signal).then(
      (stopMap) => {
        if (cancelled) stopMap();
        else {
          stop = stopMap;
          setMap('ready');
        }
      },
      () => {
        if (!cancelled) setMap('failed');
      },
    );
    return () => {
      cancelled = true;
      loading.abort();
      stop?.();
      setMap('loading');
    };
  }, [consent.granted, start]);

  if (state === 'consent') {
    return (
      <ConsentPlaceholder
        block="sf-map-consent"
        providerLabel={providerLabel}
        label={t('map.region', { title })}
        title={t('map.consentTitle', { provider: providerLabel })}
        transfer={provider === 'google' ? t('map.consentGoogle') : t('map.consentOsm', { host })}
        privacyUrl={privacyUrl}
        load={t('map.load')}
        consent={consent}
      />
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
        <button type="button" className="sf-map-view__revoke" onClick={consent.revoke}>
          {t('map.revoke', { provider: providerLabel })}
        </button>
      )}
    </div>
  );
}
