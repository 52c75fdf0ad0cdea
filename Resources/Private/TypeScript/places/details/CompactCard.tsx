/**
 * The compact place card (spec 2.5): hero image or photo collage, title, rating summary with one
 * star, price, type, accessibility, opening hours and the open-in-maps button in three variants.
 * Vertical (default) or horizontal; its layout follows the card's own width (layout.ts). Parts the
 * place does not know are left out without gaps.
 */
import { t } from '../../core/i18n';
import { AMENITIES, type Place } from '../model';
import type { ContentItem } from './content';
import { mapsOf, priceOf } from './describe';
import { AccessibleIcon, MapsIcon } from './icons';
import { cardLayout, type ButtonVariant } from './layout';
import { OpeningHoursLine } from './parts/OpeningHoursLine';
import { PhotoCollage } from './parts/PhotoCollage';
import { RatingSummary } from './parts/RatingSummary';
import { PhoneLink, RouteLinks } from './parts/RouteLinks';
import type { DetailsSettings } from './settings';
import { useWidth } from './useWidth';

export interface CardProps {
  place: Place;
  settings: DetailsSettings;
  content: readonly ContentItem[];
  timeZone: string;
  onOpenPhoto: (index: number) => void;
}

/** The open-in-maps link in its variant; null without a maps link. */
export function MapsButton({ place, variant }: { place: Place; variant: ButtonVariant }) {
  const maps = mapsOf(place);
  if (!maps) return null;
  const full = t('place.openIn', { maps: maps.name });
  return (
    <a
      className={`sf-place-maps sf-place-maps--${variant}`}
      href={maps.uri}
      target="_blank"
      rel="noopener"
      data-sf-button={variant}
      aria-label={variant === 'minimal' ? `${full} ${t('place.newTab')}` : undefined}
    >
      {variant !== 'expanded' && <MapsIcon />}
      {variant === 'expanded' && (
        <>
          {full}
          <span className="sf-visually-hidden"> {t('place.newTab')}</span>
        </>
      )}
      {variant === 'condensed' && (
        <>
          {/* The visible word first: the accessible name contains what the visitor sees (WCAG 2.5.3). */}
          {t('place.openInShort')}
          <span className="sf-visually-hidden">
            {' '}
            – {full} {t('place.newTab')}
          </span>
        </>
      )}
    </a>
  );
}

/** Price · type · accessibility, each only when known. */
export function Facts({ place, content }: { place: Place; content: readonly ContentItem[] }) {
  const price = content.includes('price') ? priceOf(place) : null;
  const type = content.includes('type') ? place.primaryTypeDisplayName : null;
  const accessible =
    content.includes('accessibility') && place.accessibilityOptions?.hasWheelchairAccessibleEntrance === true;
  if (!price && !type && !accessible) return null;
  return (
    <p className="sf-place-facts">
      {price && (
        <span className="sf-place-facts__price">
          <span aria-hidden="true">{price.text}</span>
          <span className="sf-visually-hidden">{price.label}</span>
        </span>
      )}
      {type && <span className="sf-place-facts__type">{type}</span>}
      {accessible && (
        <span className="sf-place-facts__a11y" title={t('place.a11y.hasWheelchairAccessibleEntrance')}>
          <AccessibleIcon />
          <span className="sf-visually-hidden">{t('place.a11y.hasWheelchairAccessibleEntrance')}</span>
        </span>
      )}
    </p>
  );
}

/** The amenities a place has, as small tags (showsAttributeTags). */
function AttributeTags({ place }: { place: Place }) {
  const offered = AMENITIES.filter((name) => place[name] === true).slice(0, 4);
  if (offered.length === 0) return null;
  return (
    <ul className="sf-place-tags">
      {offered.map((name) => (
        <li key={name}>{t(`place.amenity.${name}`)}</li>
      ))}
    </ul>
  );
}

export function CompactCard({ place, settings, content, timeZone, onOpenPhoto }: CardProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const layout = cardLayout(settings.orientation, width);
  const horizontal = settings.orientation === 'HORIZONTAL';
  const photos = content.includes('media') ? (place.photos ?? []) : [];
  const showMedia = photos.length > 0 && layout.showHero;
  const title = content.includes('title') ? (place.displayName ?? place.primaryTypeDisplayName) : null;
  return (
    <div
      ref={ref}
      className={`sf-place-card sf-place-card--${horizontal ? 'horizontal' : 'vertical'}`}
      data-sf-hero={photos.length > 0 ? (layout.showHero ? 'shown' : 'hidden') : 'none'}
    >
      {showMedia && (
        <div className="sf-place-card__media">
          <PhotoCollage
            photos={photos}
            placeName={place.displayName ?? ''}
            maxPhotos={horizontal ? 1 : settings.maxPhotos}
            size={horizontal ? 'SMALL' : 'LARGE'}
            onOpen={onOpenPhoto}
          />
        </div>
      )}
      <div className="sf-place-card__body">
        {title && <h3 className="sf-place-card__title">{title}</h3>}
        {content.includes('rating') && <RatingSummary rating={place.rating} count={place.userRatingCount} />}
        <Facts place={place} content={content} />
        {content.includes('address') && place.formattedAddress && (
          <p className="sf-place-card__address">{place.formattedAddress}</p>
        )}
        {content.includes('openingHours') && (
          <OpeningHoursLine
            hours={place.regularOpeningHours}
            utcOffsetMinutes={place.utcOffsetMinutes}
            businessStatus={place.businessStatus}
            timeZone={timeZone}
          />
        )}
        {settings.showsAttributeTags && <AttributeTags place={place} />}
        {/* Issue 29: the visitor's navigation app, and the phone when the content asks for contacts. */}
        {content.includes('mapsLink') && <RouteLinks place={place} />}
        {content.includes('contacts') && <PhoneLink place={place} />}
      </div>
      {settings.showsButtons && content.includes('mapsLink') && (
        <div className="sf-place-card__actions">
          <MapsButton place={place} variant={layout.button} />
        </div>
      )}
    </div>
  );
}
