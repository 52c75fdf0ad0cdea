import { Children, type ReactNode } from 'react';
import { t } from '../../../core/i18n';
import type { Place } from '../../model';
import { telHref, webLink } from './panel-links';
import './panel.css';

export interface ContactsProps {
  place: Place;
  /** The opening-hours line, shown under 'Öffnungszeiten' when given. */
  children?: ReactNode;
}

const ICONS = {
  address:
    'M8 1.5a4.5 4.5 0 0 0-4.5 4.5c0 3.4 4.5 8.5 4.5 8.5s4.5-5.1 4.5-8.5A4.5 4.5 0 0 0 8 1.5zm0 6.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4z',
  website:
    'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zm0 0c-1.8 1.7-2.7 3.9-2.7 6.5s.9 4.8 2.7 6.5m0-13c1.8 1.7 2.7 3.9 2.7 6.5s-.9 4.8-2.7 6.5M1.5 8h13',
  phone: 'M4.5 1.8l2 2.6-1.2 1.8a8 8 0 0 0 4.5 4.5l1.8-1.2 2.6 2-1 2.2c-5.4.3-10.4-4.7-10.1-10.1z',
  plusCode: 'M2 2h5v5H2zM9 2h5v5H9zM2 9h5v5H2zM9 9h5v5H9z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      className="sf-place-contacts__icon"
      viewBox="0 0 16 16"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </svg>
  );
}

/** The visually hidden name of a row, read before its value ('Telefon 089 …'). */
function RowLabel({ text }: { text: string }) {
  return <span className="sf-visually-hidden">{text} </span>;
}

/**
 * The full panel's contacts (spec 2.5): address, website (its host name, 'beispiel.de'), phone (a
 * `tel:` link), plus code and, when given, the opening-hours line under 'Öffnungszeiten'. Each row
 * only when its field is known; nothing at all when none is and no hours are given.
 */
export function Contacts({ place, children }: ContactsProps) {
  const website = webLink(place.websiteURI, window.location.origin);
  const phone = place.nationalPhoneNumber ?? place.internationalPhoneNumber;
  const tel = telHref(place.internationalPhoneNumber, place.nationalPhoneNumber);
  const plusCode = place.plusCode?.globalCode ?? place.plusCode?.compoundCode ?? null;
  const address = place.formattedAddress;
  const hasHours = Children.toArray(children).length > 0;

  if (!address && !website && !phone && !plusCode && !hasHours) return null;

  return (
    <section className="sf-place-section sf-place-contacts">
      <h3 className="sf-place-section__heading">{t('place.section.contacts')}</h3>
      {(address || website || phone || plusCode) && (
        <ul className="sf-place-contacts__list">
          {address && (
            <li className="sf-place-contacts__row sf-place-contacts__row--address">
              <Icon name="address" />
              <span>
                <RowLabel text={t('place.address')} />
                {address}
              </span>
            </li>
          )}
          {website && (
            <li className="sf-place-contacts__row sf-place-contacts__row--website">
              <Icon name="website" />
              <a href={website.href} {...(website.external ? { target: '_blank', rel: 'noopener' } : {})}>
                <RowLabel text={t('place.website')} />
                {website.host}
                {website.external && <span className="sf-visually-hidden"> {t('place.newTab')}</span>}
              </a>
            </li>
          )}
          {phone && (
            <li className="sf-place-contacts__row sf-place-contacts__row--phone">
              <Icon name="phone" />
              {tel ? (
                <a href={tel}>
                  <RowLabel text={t('place.phone')} />
                  {phone}
                </a>
              ) : (
                <span>
                  <RowLabel text={t('place.phone')} />
                  {phone}
                </span>
              )}
            </li>
          )}
          {plusCode && (
            <li className="sf-place-contacts__row sf-place-contacts__row--plus-code">
              <Icon name="plusCode" />
              <span>
                <RowLabel text={t('place.plusCode')} />
                {plusCode}
              </span>
            </li>
          )}
        </ul>
      )}
      {hasHours && (
        <div className="sf-place-contacts__hours">
          <h4 className="sf-place-contacts__hours-heading">{t('place.section.hours')}</h4>
          {children}
        </div>
      )}
    </section>
  );
}
