/** Issue 25: the bound on reviews per CMS place, at the boundary and on the page. */
import { setLanguage } from '../../../core/i18n';
import { CMS_NOW, CMS_RECORDS, cmsReviewRecords } from '../../testing/cms-records';
import { readCmsPlaces } from '.';
import { capReviews, MAX_CMS_REVIEWS } from './reviews';
import { cmsPlacesSchema } from './schema';
import { placeFromCms } from './to-model';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('issue 25: a bounded number of reviews per CMS place', () => {
  it('the schema refuses more than MAX_CMS_REVIEWS reviews, naming the field', () => {
    const at = cmsPlacesSchema.parse([
      { ...(CMS_RECORDS[0] as object), reviews: cmsReviewRecords(MAX_CMS_REVIEWS) },
    ]);
    expect(at.ok).toBe(true);
    const over = cmsPlacesSchema.parse([
      { ...(CMS_RECORDS[0] as object), reviews: cmsReviewRecords(MAX_CMS_REVIEWS + 1) },
    ]);
    expect(over.ok).toBe(false);
    if (!over.ok) {
      expect(over.issue.path).toBe('[0].reviews');
      expect(over.issue.expected).toContain(`at most ${String(MAX_CMS_REVIEWS)}`);
    }
  });

  it('#sf-places with 10,000 reviews: the place stays with its first reviews, one console error, rating and count of all', () => {
    document.body.innerHTML = `<script type="application/json" id="sf-places">${JSON.stringify([
      CMS_RECORDS[1],
      { ...(CMS_RECORDS[0] as object), reviews: cmsReviewRecords(10_000) },
    ])}</script>`;
    const read = readCmsPlaces(document);
    expect(read.places.map((p) => p.id)).toEqual(['cms:ladepark', 'cms:zentrale']);
    const kept = read.places[1]!;
    expect(kept.reviews).toHaveLength(MAX_CMS_REVIEWS);
    expect(kept.reviews?.[0]?.text).toBe('Rezension 1');
    expect(kept.reviews?.at(-1)?.text).toBe(`Rezension ${String(MAX_CMS_REVIEWS)}`);
    expect(read.errors).toEqual([
      `#sf-places: settings field "[1].reviews": expected at most ${String(MAX_CMS_REVIEWS)} reviews, got 10000 (the first ${String(MAX_CMS_REVIEWS)} are kept; the rating and the count still reflect all of them)`,
    ]);
    const place = placeFromCms(kept, { provider: 'osm', now: CMS_NOW, language: 'de' });
    expect(place.userRatingCount).toBe(10_000);
    expect(place.rating).toBe(4.5);
    document.body.innerHTML = '';
  });

  it('a rating and a count the CMS gives are kept as they are', () => {
    const capped = capReviews({
      ...(CMS_RECORDS[0] as object),
      reviews: cmsReviewRecords(500),
      rating: 3.9,
      userRatingCount: 2_345,
    });
    expect(capped.record).toMatchObject({ rating: 3.9, userRatingCount: 2_345 });
    expect((capped.record as { reviews: unknown[] }).reviews).toHaveLength(MAX_CMS_REVIEWS);
    expect(capReviews(CMS_RECORDS[0])).toEqual({ record: CMS_RECORDS[0], dropped: null });
  });
});
