import { t } from '../../../core/i18n';
import type { Place } from '../../model';
import { featureGroups, type Feature } from './feature-groups';
import './panel.css';

function CheckIcon() {
  return (
    <svg
      className="sf-place-feature__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M3 8.5l3.2 3.2L13 4.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg
      className="sf-place-feature__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function FeatureItem({ feature }: { feature: Feature }) {
  const label = t(feature.label);
  if (feature.value) {
    return (
      <li className="sf-place-feature sf-place-feature--yes" data-feature={feature.name}>
        <CheckIcon />
        <span>{label}</span>
      </li>
    );
  }
  // Not offered: a cross and the struck label for the eye, 'WLAN: nein' for the screen reader.
  return (
    <li className="sf-place-feature sf-place-feature--no" data-feature={feature.name}>
      <CrossIcon />
      <span className="sf-place-feature__label" aria-hidden="true">
        {label}
      </span>
      <span className="sf-visually-hidden">{t('place.feature.no', { feature: label })}</span>
    </li>
  );
}

/**
 * The full panel's feature sections (spec 2.5, 3.7, 3.8): amenities, accessibility, parking and
 * payment, each a section with a heading and a list. A true value shows a check, a false one a cross
 * and reads 'WLAN: nein'; unknown values are left out, and so is a section without a known value.
 */
export function FeatureSections({ place }: { place: Place }) {
  const groups = featureGroups(place);
  if (groups.length === 0) return null;
  return (
    <div className="sf-place-features">
      {groups.map((group) => (
        <section
          key={group.id}
          className={`sf-place-section sf-place-features__group sf-place-features__group--${group.id}`}
        >
          <h3 className="sf-place-section__heading">{t(group.heading)}</h3>
          <ul className="sf-place-features__list">
            {group.features.map((feature) => (
              <FeatureItem key={feature.name} feature={feature} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
