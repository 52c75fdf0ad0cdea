/**
 * The two-click placeholder of a place widget on Google (German law: nothing is requested from Google
 * before the visitor consents): core/consent-ui.tsx's placeholder with the place widgets' words and
 * their `.sf-place-consent` markup. The same consent as the map blocks: one grant loads both.
 */
import { ConsentPlaceholder as Placeholder, type Consent } from '../../core/consent-ui';
import { t } from '../../core/i18n';

/** `consent`: the widget's own `useConsent('google')`. */
export function ConsentPlaceholder({ privacyUrl, consent }: { privacyUrl: string; consent: Consent }) {
  const provider = t('place.maps.google');
  return (
    <Placeholder
      block="sf-place-consent"
      providerLabel={provider}
      label={t('place.regionEmpty')}
      title={t('place.consent.title', { provider })}
      transfer={t('map.consentGoogle')}
      privacyUrl={privacyUrl}
      load={t('place.consent.load')}
      consent={consent}
    />
  );
}
