import { language, t } from '../../../core/i18n';
import { formatRating, localeOf } from '../../format';
import { StarIcon } from './StarIcon';
import './summary.css';

export interface RatingSummaryProps {
  rating: number | null;
  count: number | null;
  /** Whether the number of reviews follows the star (default true). */
  showCount?: boolean;
}

/**
 * The rating summary (spec 2.5, 8.3, 9.5): '4,5', one star and '(2)'. The rating and its star are one
 * image named '4,5 von 5 Sternen'; the count reads '2 Rezensionen' (its visible '(2)' is hidden from
 * screen readers), so each is read once. No rating, or a count of 0: 'Keine Rezensionen'. A rating
 * without a count shows the rating alone.
 */
export function RatingSummary({ rating, count, showCount = true }: RatingSummaryProps) {
  if (rating === null || !Number.isFinite(rating) || count === 0 || (count !== null && count < 0)) {
    return <span className="sf-place-rating sf-place-rating--none">{t('place.noReviews')}</span>;
  }
  const lang = language();
  const value = formatRating(rating, lang);
  return (
    <span className="sf-place-rating">
      <span className="sf-place-rating__score" role="img" aria-label={t('place.rating', { rating: value })}>
        <span className="sf-place-rating__value">{value}</span>
        <StarIcon />
      </span>
      {showCount && count !== null && (
        <span className="sf-place-rating__count">
          <span aria-hidden="true">({new Intl.NumberFormat(localeOf(lang)).format(count)})</span>
          <span className="sf-visually-hidden">
            {count === 1 ? t('place.ratingCountOne') : t('place.ratingCount', { count })}
          </span>
        </span>
      )}
    </span>
  );
}
