import { useId, useState, type Ref } from 'react';
import { language, t } from '../../../core/i18n';
import { formatAge, formatMonthYear, formatRating } from '../../format';
import type { PlaceSource, Review } from '../../model';
import { reviewParagraphs } from './review-text';
import { NewTabLink } from './NewTabLink';
import { StarIcon } from './StarIcon';
import './reviews.css';

export interface ReviewItemProps {
  review: Review;
  /** The instant the relative date counts from when the source gave none. */
  now: Date;
  /** Who supplied the review (`data-sf-source`, for the disclosures and styles around it). */
  source: PlaceSource;
  /**
   * Given to the review that focus moves to (the first one 'Weitere Rezensionen anzeigen' added):
   * its article then takes focus from script (tabindex -1), not from Tab.
   */
  focusRef?: Ref<HTMLElement>;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * One review (spec 2.5, 3.8, 4.12): the author (photo, name linked to the author's page), the rating
 * as stars, the relative date, the text in paragraphs, 'Besucht im September 2026' when the visit's
 * year and month are known, a button between the translated and the original text when they differ
 * (the text shown carries its language), and the report link. An <article> named 'Rezension von {name}'.
 */
export function ReviewItem({ review, now, source, focusRef }: ReviewItemProps) {
  const [showOriginal, setShowOriginal] = useState(false);
  const textId = useId();
  const lang = language();
  const author = review.authorAttribution;

  const hasText = (text: string | null): text is string => text !== null && text.trim() !== '';
  // Google gives the translation as `text` and the author's own words as `originalText`.
  const translatable =
    hasText(review.text) && hasText(review.originalText) && review.originalText !== review.text;
  const original = translatable ? showOriginal : !hasText(review.text);
  const shown = original ? review.originalText : review.text;
  const shownLanguage = original ? review.originalTextLanguageCode : review.textLanguageCode;
  const paragraphs = reviewParagraphs(shown);

  const date =
    review.relativePublishTimeDescription ??
    (review.publishTime ? formatAge(review.publishTime, now, lang) : null);
  const visited =
    review.visitDateYear !== null && review.visitDateMonth !== null
      ? t('place.review.visited', {
          date: formatMonthYear(review.visitDateYear, review.visitDateMonth, lang),
        })
      : null;
  const rating = review.rating !== null && Number.isFinite(review.rating) ? review.rating : null;

  return (
    <article
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      className="sf-place-review"
      data-sf-source={source}
      aria-label={author ? t('place.review.by', { name: author.displayName }) : undefined}
    >
      {author && (
        <div className="sf-place-review__author">
          {author.photoURI && (
            <img
              className="sf-place-review__photo"
              src={author.photoURI}
              alt=""
              width="32"
              height="32"
              loading="lazy"
              referrerPolicy="no-referrer"
            />
          )}
          {author.uri ? (
            <NewTabLink href={author.uri} className="sf-place-review__name">
              {author.displayName}
            </NewTabLink>
          ) : (
            <span className="sf-place-review__name">{author.displayName}</span>
          )}
        </div>
      )}
      {(rating !== null || date !== null) && (
        <div className="sf-place-review__meta">
          {rating !== null && (
            <span
              className="sf-place-review__stars"
              role="img"
              aria-label={t('place.rating', { rating: formatRating(rating, lang) })}
            >
              {STARS.map((star) => (
                <StarIcon key={star} filled={star <= Math.round(rating)} />
              ))}
            </span>
          )}
          {date !== null &&
            (review.publishTime ? (
              <time className="sf-place-review__date" dateTime={review.publishTime.toISOString()}>
                {date}
              </time>
            ) : (
              <span className="sf-place-review__date">{date}</span>
            ))}
        </div>
      )}
      {paragraphs.length > 0 && (
        <div id={textId} className="sf-place-review__text" lang={shownLanguage ?? undefined}>
          {paragraphs.map((paragraph, index) => (
            // The paragraphs of one text, in order: the index is their identity.
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      {translatable && (
        <p className="sf-place-review__translation">
          {!showOriginal && (
            <span className="sf-place-review__translated">{t('place.review.translated')}</span>
          )}
          <button
            type="button"
            className="sf-place-review__toggle"
            aria-controls={textId}
            onClick={() => setShowOriginal((value) => !value)}
          >
            {showOriginal ? t('place.review.showTranslation') : t('place.review.showOriginal')}
          </button>
        </p>
      )}
      {visited !== null && <p className="sf-place-review__visited">{visited}</p>}
      {review.flagContentURI && (
        <p className="sf-place-review__report">
          <NewTabLink href={review.flagContentURI} className="sf-place-review__report-link">
            {t('place.review.report')}
          </NewTabLink>
        </p>
      )}
    </article>
  );
}
