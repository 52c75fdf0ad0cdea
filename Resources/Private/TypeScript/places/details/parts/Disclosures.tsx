/**
 * The ready-made disclosures of the place widgets (spec 2.5 'Disclosure sections'), worded for the
 * source that supplied the content: Google's reviews and results, OpenStreetMap's results, or the
 * company's own (CMS). A disclosure whose content does not apply renders nothing (OpenStreetMap has
 * no reviews; no conduct link, no conduct disclosure).
 */
import { t } from '../../../core/i18n';
import type { PlaceSource } from '../../model';
import { Disclosure } from './Disclosure';
import { NewTabLink } from './NewTabLink';

/** 'Rezensionen werden nicht überprüft', with a 'Weitere Informationen' link when `learnMoreHref` is given. */
export function ReviewsNotVerified({
  source,
  learnMoreHref,
}: {
  source: PlaceSource;
  learnMoreHref?: string | null;
}) {
  if (source === 'osm') return null;
  return (
    <Disclosure title={t('place.disclosure.notVerified')}>
      <p>
        {source === 'google'
          ? t('place.disclosure.notVerified.google')
          : t('place.disclosure.notVerified.cms')}
      </p>
      {learnMoreHref && (
        <p>
          <NewTabLink href={learnMoreHref}>{t('place.disclosure.learnMore')}</NewTabLink>
        </p>
      )}
    </Disclosure>
  );
}

/** 'Über diese Ergebnisse': how the source ranks its results. */
export function AboutResults({ source }: { source: PlaceSource }) {
  return (
    <Disclosure title={t('place.disclosure.results')}>
      <p>{t(`place.disclosure.results.${source}`)}</p>
    </Disclosure>
  );
}

/** 'Sortierung der Rezensionen': how the source orders reviews. */
export function ReviewSorting({ source }: { source: PlaceSource }) {
  if (source === 'osm') return null;
  return (
    <Disclosure title={t('place.disclosure.sorting')}>
      <p>{t(`place.disclosure.sorting.${source}`)}</p>
    </Disclosure>
  );
}

/** 'Geschäftsverhalten melden' with the link to the report form; nothing without one. */
export function ReportConduct({ href }: { href?: string | null }) {
  if (!href) return null;
  return (
    <Disclosure title={t('place.disclosure.conduct')}>
      <p>{t('place.disclosure.conduct.text')}</p>
      <p>
        <NewTabLink href={href}>{t('place.disclosure.conduct')}</NewTabLink>
      </p>
    </Disclosure>
  );
}
