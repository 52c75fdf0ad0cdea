/**
 * Issue 29: the place card's 'Route in App öffnen' links (Apple Maps on Apple platforms, Google Maps
 * elsewhere, OpenStreetMap always, `geo:` on Android) and its phone number as a `tel:` link. The
 * URLs come from services/nav-links.ts, as in the map block's list and info windows.
 */
import { t } from '../../../core/i18n';
import {
  currentNavPlatform,
  routeLinks,
  telHref,
  type NavPlatform,
  ROUTE_APP_LABEL,
} from '../../../services/nav-links';
import type { Place } from '../../model';

export function RouteLinks({ place, platform }: { place: Place; platform?: NavPlatform }) {
  const { location } = place;
  if (!location) return null;
  const title = place.displayName ?? place.formattedAddress ?? '';
  const links = routeLinks(
    { lat: location.lat, lng: location.lng, label: title },
    platform ?? currentNavPlatform(),
  );
  return (
    <p className="sf-route">
      <span className="sf-route__label">{t('map.route.label')}</span>
      {links.map((link) => {
        const app = t(ROUTE_APP_LABEL[link.app]);
        const name = t('map.route.to', { title, app });
        return (
          <span key={link.app}>
            {' '}
            <a
              className={`sf-route__link sf-route__link--${link.app}`}
              href={link.href}
              data-sf-route-app={link.app}
              {...(link.newTab
                ? { target: '_blank', rel: 'noopener', 'aria-label': `${name} ${t('common.opensInNewTab')}` }
                : { 'aria-label': name })}
            >
              {app}
            </a>
          </span>
        );
      })}
    </p>
  );
}

/** 'Telefon: +49 89 …' with a `tel:` link; null when the place has no usable number. */
export function PhoneLink({ place }: { place: Place }) {
  const number = (place.internationalPhoneNumber ?? place.nationalPhoneNumber ?? '').trim();
  const href = telHref(number);
  if (!href) return null;
  const title = place.displayName ?? '';
  return (
    <p className="sf-phone">
      <span className="sf-phone__label">{t('map.phone.label')}</span>{' '}
      <a href={href} aria-label={t('map.phone.call', { title, number })}>
        {number}
      </a>
    </p>
  );
}
