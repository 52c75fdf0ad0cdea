/**
 * Consent in React: one hook that follows the visitor's choice (`useConsent`) and one two-click
 * placeholder (`ConsentPlaceholder`) for every widget that needs consent before a provider is asked
 * for anything (map blocks, place widgets). React chunks only, never the entry: core/consent.ts is
 * the entry's side. Both read the page's consent from the widget's services (`useServices()`).
 */
import { useCallback, useReducer, useState, useSyncExternalStore } from 'react';
import type { ConsentProvider } from './consent';
import { grantFromPlaceholder } from './consent-placeholder';
import { listen } from './events';
import { t } from './i18n';
import { useServices } from './services-context';

const subscribe = (onChange: () => void): (() => void) => listen(document, 'sf:consent', () => onChange());

export interface Consent {
  /** True when the provider may be asked (always true where `required` is false). */
  granted: boolean;
  /** The placeholder's grant: remembered when `remember` (and the bundle keeps the choice). */
  grant: (remember: boolean) => void;
  revoke: () => void;
}

/**
 * The visitor's consent to `provider`, kept current over `sf:consent` (a consent tool may grant or
 * revoke at any time). `required: false` (OpenStreetMap without `consent.required`, a source that is
 * not Google): always granted.
 */
export function useConsent(provider: ConsentProvider, required = true): Consent {
  const { consent } = useServices();
  const granted = useSyncExternalStore(subscribe, () => !required || consent.granted(provider));
  // Read again after the placeholder's grant, not only on `sf:consent`: an API that grants without
  // the event (a consent tool's own) still opens the widget.
  const [, reread] = useReducer((n: number) => n + 1, 0);
  const grant = useCallback(
    (remember: boolean) => {
      grantFromPlaceholder(consent, provider, remember);
      reread();
    },
    [consent, provider],
  );
  const revoke = useCallback(() => consent.revoke(provider), [consent, provider]);
  return { granted, grant, revoke };
}

export interface ConsentPlaceholderProps {
  /** The BEM block of the markup (`sf-map-consent`, `sf-place-consent`): styles and tests use it. */
  block: string;
  /** The provider's name as the visitor reads it ('Google Maps'). */
  providerLabel: string;
  /** The group's accessible name. */
  label: string;
  title: string;
  /** What is sent where once the visitor agrees. */
  transfer: string;
  /** The privacy statement; no link when empty. */
  privacyUrl: string;
  /** The button's text. */
  load: string;
  /** The widget's own `useConsent`: the button grants through it, so the widget reads the grant. */
  consent: Consent;
}

/**
 * The two-click placeholder: what is transferred, the privacy statement, 'always' (unless a consent
 * tool keeps the choice, `consent.mode` external) and the button that grants.
 */
export function ConsentPlaceholder(props: ConsentPlaceholderProps) {
  const { block, providerLabel, label, title, transfer, privacyUrl, load } = props;
  const { consent: api } = useServices();
  const { grant } = props.consent;
  const [always, setAlways] = useState(false);
  return (
    <div className={block} role="group" aria-label={label}>
      <p className={`${block}__title`}>{title}</p>
      <p>{transfer}</p>
      {privacyUrl && (
        <p>
          <a href={privacyUrl}>{t('map.privacy')}</a>
        </p>
      )}
      {/* With a consent tool (consent.mode external) the tool remembers, not the placeholder. */}
      {api.mode !== 'external' && (
        <label className={`${block}__always`}>
          <input type="checkbox" checked={always} onChange={(event) => setAlways(event.target.checked)} />{' '}
          {t('map.always', { provider: providerLabel })}
        </label>
      )}
      <button type="button" className={`${block}__load`} onClick={() => grant(always)}>
        {load}
      </button>
    </div>
  );
}
