/** Reviews for the tests of the review parts and the panel: one with its fields, or numbered ones. */
import type { Review } from '../model';

/** One review (Anna Berg, 4 stars, 21 Nov 2026), `fields` replacing any of it. */
export function testReview(fields: Partial<Review> = {}): Review {
  return {
    authorAttribution: { displayName: 'Anna Berg', uri: null, photoURI: null },
    publishTime: new Date('2026-11-21T10:00:00Z'),
    relativePublishTimeDescription: null,
    rating: 4,
    visitDateYear: null,
    visitDateMonth: null,
    text: 'Schnelles Laden.',
    textLanguageCode: 'de',
    originalText: null,
    originalTextLanguageCode: null,
    flagContentURI: null,
    googleMapsURI: null,
    openStreetMapURI: null,
    ...fields,
  };
}

/** The review numbered `index` (from 0): 'Kunde {n}', 'Rezension {n}', undated. */
export const numberedReview = (index: number, fields: Partial<Review> = {}): Review =>
  testReview({
    authorAttribution: { displayName: `Kunde ${String(index + 1)}`, uri: null, photoURI: null },
    publishTime: null,
    text: `Rezension ${String(index + 1)}`,
    ...fields,
  });
