/**
 * The full place details panel (spec 2.5): an attribution header and a scroll area with the basic
 * info (large title), a photo collage, the editorial summary under 'Details', the feature sections,
 * the contacts (website, phone, plus code, opening hours), the reviews (a batch at a time:
 * parts/ReviewList.tsx), EV charging and fuel, and a consumer alert with its dialog. Plain (one column) or tabbed (Übersicht, Rezensionen, Info).
 * Sections the place knows nothing about are left out.
 */
import type { ReactNode } from 'react';
import { t } from '../../core/i18n';
import { mapsLink, type Place } from '../model';
import { siteCompany } from '../site';
import type { CardProps } from './CompactCard';
import { featureGroups } from './parts/feature-groups';
import { Facts, MapsButton } from './CompactCard';
import { Contacts } from './parts/Contacts';
import { ConsumerAlert } from './parts/ConsumerAlert';
import { ReportConduct, ReviewSorting, ReviewsNotVerified } from './parts/Disclosures';
import { EvCharge } from './parts/EvCharge';
import { FeatureSections } from './parts/FeatureSections';
import { Fuel } from './parts/Fuel';
import { OpeningHoursLine } from './parts/OpeningHoursLine';
import { PanelTabs } from './parts/PanelTabs';
import { PhotoCollage } from './parts/PhotoCollage';
import { RatingSummary } from './parts/RatingSummary';
import { ReviewList } from './parts/ReviewList';

const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';
/** Google's policy for user contributions: how it looks for and removes fake reviews. */
const GOOGLE_REVIEW_POLICY = 'https://support.google.com/contributionpolicy/answer/7400114';

/** 9.5: the attribution, GRAY on a light colour scheme and WHITE on a dark one. */
function Attribution({ place, scheme }: { place: Place; scheme: 'light' | 'dark' }) {
  const company = siteCompany(document);
  const own =
    place.source === 'osm'
      ? t('places.attribution.osm')
      : place.source === 'google'
        ? t('place.attribution.google')
        : company
          ? t('place.attribution.cms', { company })
          : t('place.attribution.cmsUnnamed');
  // The place's own attributions, less the one the header names already.
  const others = (place.attributions ?? []).filter((a) => a.provider && a.provider !== own);
  return (
    <header
      className={`sf-place-panel__attribution sf-place-panel__attribution--${scheme === 'dark' ? 'white' : 'gray'}`}
    >
      {place.source === 'osm' ? (
        <a href={OSM_COPYRIGHT} target="_blank" rel="noopener">
          {own}
          <span className="sf-visually-hidden"> {t('place.newTab')}</span>
        </a>
      ) : (
        <span>{own}</span>
      )}
      {others.map((attribution) =>
        attribution.providerURI ? (
          <a key={attribution.provider} href={attribution.providerURI} target="_blank" rel="noopener">
            {attribution.provider}
            <span className="sf-visually-hidden"> {t('place.newTab')}</span>
          </a>
        ) : (
          <span key={attribution.provider}>{attribution.provider}</span>
        ),
      )}
    </header>
  );
}

function Reviews({ place, now, policy, batch }: { place: Place; now: Date; policy: string; batch: number }) {
  const reviews = place.reviews ?? [];
  if (reviews.length === 0) return null;
  const links = mapsLink(place)?.links;
  return (
    <section className="sf-place-panel__section sf-place-reviews">
      <h3>{t('place.section.reviews')}</h3>
      <RatingSummary rating={place.rating} count={place.userRatingCount} />
      <ReviewSorting source={place.source} />
      <ReviewList reviews={reviews} now={now} source={place.source} batch={batch} />
      <ReviewsNotVerified
        source={place.source}
        learnMoreHref={place.source === 'google' ? GOOGLE_REVIEW_POLICY : policy || null}
      />
      {/* Google's places: report the business's conduct where Google takes such reports, on its page. */}
      {place.source === 'google' && <ReportConduct href={place.googleMapsURI} />}
      {links?.reviewsURI && (
        <p>
          <a href={links.reviewsURI} target="_blank" rel="noopener">
            {t('place.review.more')}
            <span className="sf-visually-hidden"> {t('place.newTab')}</span>
          </a>
        </p>
      )}
    </section>
  );
}

export function FullPanel({ place, settings, content, timeZone, onOpenPhoto }: CardProps) {
  const has = (item: (typeof content)[number]): boolean => content.includes(item);
  const now = new Date();
  const photos = has('media') ? (place.photos ?? []) : [];
  // Only when there is something to say (a section with an empty line is a gap).
  const knowsHours =
    place.regularOpeningHours !== null ||
    (place.businessStatus !== null && place.businessStatus !== 'OPERATIONAL');
  const hoursLine = (expandable: boolean): ReactNode =>
    has('openingHours') && knowsHours ? (
      <OpeningHoursLine
        hours={place.regularOpeningHours}
        utcOffsetMinutes={place.utcOffsetMinutes}
        businessStatus={place.businessStatus}
        timeZone={timeZone}
        expandable={expandable}
      />
    ) : null;

  const basic = (
    <div className="sf-place-panel__basic">
      {has('title') && place.displayName && <h2 className="sf-place-panel__title">{place.displayName}</h2>}
      {has('rating') && <RatingSummary rating={place.rating} count={place.userRatingCount} />}
      <Facts place={place} content={content} />
      {has('address') && !has('contacts') && place.formattedAddress && <p>{place.formattedAddress}</p>}
      {!has('contacts') && hoursLine(true)}
    </div>
  );
  const media = photos.length > 0 && (
    <PhotoCollage
      photos={photos}
      placeName={place.displayName ?? ''}
      maxPhotos={settings.maxPhotos}
      size="LARGE"
      onOpen={onOpenPhoto}
    />
  );
  const summary = has('summary') && place.editorialSummary && (
    <section className="sf-place-panel__section">
      <h3>{t('place.section.details')}</h3>
      <p lang={place.editorialSummaryLanguageCode ?? undefined}>{place.editorialSummary}</p>
    </section>
  );
  const contacts = has('contacts') && <Contacts place={place}>{hoursLine(true)}</Contacts>;
  const features = has('features') && <FeatureSections place={place} />;
  const reviews = has('reviews') && (
    <Reviews place={place} now={now} policy={settings.reviewPolicyUrl} batch={settings.reviewBatch} />
  );
  const ev = has('evCharge') && <EvCharge options={place.evChargeOptions} now={now} />;
  const fuel = has('fuel') && <Fuel options={place.fuelOptions} now={now} />;
  const alert = has('consumerAlert') && <ConsumerAlert alert={place.consumerAlert} />;
  const button = settings.showsButtons && has('mapsLink') && (
    <p className="sf-place-panel__actions">
      <MapsButton place={place} variant="expanded" />
    </p>
  );

  return (
    <div className={`sf-place-panel sf-place-panel--${settings.layout}`}>
      {settings.showsAttribution && <Attribution place={place} scheme={settings.colorScheme} />}
      <div className="sf-place-panel__scroll">
        {basic}
        {settings.layout === 'tabbed' ? (
          <PanelTabs
            label={t('place.tabs')}
            tabs={[
              {
                id: 'overview',
                content: (
                  <>
                    {media}
                    {alert}
                    {summary}
                    {contacts}
                    {ev}
                    {fuel}
                    {button}
                  </>
                ),
              },
              { id: 'reviews', content: reviews && place.reviews?.length ? reviews : null },
              { id: 'about', content: has('features') && featureGroups(place).length > 0 ? features : null },
            ]}
          />
        ) : (
          <>
            {media}
            {alert}
            {summary}
            {features}
            {contacts}
            {reviews}
            {ev}
            {fuel}
            {button}
          </>
        )}
      </div>
    </div>
  );
}
