/**
 * The two-click placeholder of a place widget on Google (German law: nothing is requested from Google
 * before the visitor consents). The same consent as the map blocks: one grant loads both.
 */
import { useState } from 'react';
import { grantFromPlaceholder } from '../../core/consent-placeholder';
import { t } from '../../core/i18n';

export function ConsentPlaceholder({ privacyUrl }: { privacyUrl: string }) {
  const [always, setAlways] = useState(false);
  const provider = t('place.maps.google');
  return (
    <div className="sf-place-consent" role="group" aria-label={t('place.regionEmpty')}>
      <p className="sf-place-consent__title">{t('place.consent.title', { provider })}</p>
      <p>{t('map.consentGoogle')}</p>
      {privacyUrl && (
        <p>
          <a href={privacyUrl}>{t('map.privacy')}</a>
        </p>
      )}
      {/* With a consent tool (consent.mode external) the tool remembers, not the placeholder. */}
      {window.SiteFrontend?.consent.mode !== 'external' && (
        <label className="sf-place-consent__always">
          <input type="checkbox" checked={always} onChange={(event) => setAlways(event.target.checked)} />{' '}
          {t('map.always', { provider })}
        </label>
      )}
      <button
        type="button"
        className="sf-place-consent__load"
        onClick={() => {
          const api = window.SiteFrontend?.consent;
          if (api) grantFromPlaceholder(api, 'google', always);
        }}
      >
        {t('place.consent.load')}
      </button>
    </div>
  );
}
