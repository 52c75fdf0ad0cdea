/**
 * Issue 25: the most reviews a CMS place may bring. The place panel shows reviews a batch at a time
 * (places/details/parts/ReviewList.tsx), but the page still parses, validates and maps every review
 * the CMS writes, on each request for the place: 10,000 reviews made the panel's longest task 1.3 s.
 *
 * `cmsReviews` is the schema's list: it refuses more than `MAX_CMS_REVIEWS`. `capReviews` runs
 * before it in `readCmsPlaces` (the page's `#sf-places`): a longer list keeps its first
 * `MAX_CMS_REVIEWS` (the CMS's order: the editors' choice comes first), with one console error for
 * the integrator, so the visitor still sees the place, its rating and its first reviews rather than
 * losing the whole place to a list that is only too long. The rating and the count still describe
 * all the reviews: a record without `rating` or `userRatingCount` gets them from the full list.
 */
import type { Schema } from '../../../core/schema';

/** The most reviews one CMS place keeps (Documentation/places.md). */
export const MAX_CMS_REVIEWS = 100;

/** A list schema that refuses more than `MAX_CMS_REVIEWS` entries. */
export function cmsReviews<T>(list: Schema<T[]>): Schema<T[]> {
  const expected = `${list.expected}, at most ${String(MAX_CMS_REVIEWS)}`;
  return {
    expected,
    ...(list.doc ? { doc: list.doc } : {}),
    parse(value, path = '') {
      if (Array.isArray(value) && value.length > MAX_CMS_REVIEWS)
        return { ok: false, issue: { path, expected, got: value } };
      return list.parse(value, path);
    },
  };
}

const isRating = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 5;

/**
 * A raw CMS record with at most `MAX_CMS_REVIEWS` reviews, and what the integrator is told when
 * some were dropped (null otherwise). Anything that is no record with a review list passes unchanged
 * (the schema then judges it).
 */
export function capReviews(raw: unknown): { record: unknown; dropped: string | null } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { record: raw, dropped: null };
  const record = raw as Record<string, unknown>;
  const reviews = record.reviews;
  if (!Array.isArray(reviews) || reviews.length <= MAX_CMS_REVIEWS) return { record: raw, dropped: null };
  const ratings = reviews.map((review) => (review as { rating?: unknown } | null)?.rating).filter(isRating);
  const mean =
    ratings.length > 0
      ? Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10
      : null;
  return {
    record: {
      ...record,
      reviews: reviews.slice(0, MAX_CMS_REVIEWS),
      userRatingCount: record.userRatingCount ?? reviews.length,
      rating: record.rating ?? mean,
    },
    dropped: `expected at most ${String(MAX_CMS_REVIEWS)} reviews, got ${String(reviews.length)} (the first ${String(MAX_CMS_REVIEWS)} are kept; the rating and the count still reflect all of them)`,
  };
}
