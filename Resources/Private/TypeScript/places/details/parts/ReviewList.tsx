import { useEffect, useRef, useState } from 'react';
import { t } from '../../../core/i18n';
import type { PlaceSource, Review } from '../../model';
import { firstBatch, nextBatch } from './review-batch';
import { ReviewItem } from './ReviewItem';
import './reviews.css';
import './review-list.css';

export interface ReviewListProps {
  reviews: Review[];
  /** The instant the relative dates count from. */
  now: Date;
  source: PlaceSource;
  /** Reviews shown at first and added by each press of the button (setting `reviewBatch`). */
  batch: number;
}

/**
 * The panel's reviews (issue 25), a batch at a time: the first `batch`, then 'Weitere Rezensionen
 * anzeigen' adds the next batch, as the collage shows a few photos and the lightbox the rest. The
 * button is a real button (Enter, Space); after it, focus moves to the first review it added (named
 * 'Rezension von …') and a polite status says how many were added. With the last batch the button
 * goes; focus is on a review by then, so it is not lost.
 */
export function ReviewList({ reviews, now, source, batch }: ReviewListProps) {
  const [shown, setShown] = useState(() => firstBatch(reviews.length, batch));
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const firstNew = useRef<HTMLElement>(null);

  useEffect(() => {
    if (focusIndex !== null) firstNew.current?.focus();
  }, [focusIndex]);

  const visible = Math.min(shown, reviews.length);
  const showMore = () => {
    const next = nextBatch(visible, reviews.length, batch);
    setShown(next.shown);
    setFocusIndex(next.first);
    setMessage(
      next.added === 1 ? t('place.review.addedOne') : t('place.review.added', { count: next.added }),
    );
  };

  return (
    <>
      <ol className="sf-place-reviews__list" data-sf-review-count={visible}>
        {reviews.slice(0, visible).map((review, index) => (
          <li key={`${review.authorAttribution?.displayName ?? ''}-${String(index)}`}>
            <ReviewItem
              review={review}
              now={now}
              source={source}
              {...(index === focusIndex ? { focusRef: firstNew } : {})}
            />
          </li>
        ))}
      </ol>
      {visible < reviews.length && (
        <p className="sf-place-reviews__more">
          <button type="button" className="sf-place-reviews__more-button" onClick={showMore}>
            {t('place.review.showMore')}
          </button>
        </p>
      )}
      <div className="sf-visually-hidden" role="status">
        {message}
      </div>
    </>
  );
}
