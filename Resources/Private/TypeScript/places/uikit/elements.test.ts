/** Issue 16, Google's Places UI Kit: the elements' tags and our parts as Google's content elements. */
import { CONTENT_ITEMS, type ContentItem } from '../details/content';
import { CONTENT_ELEMENTS, contentElements, TAGS } from './elements';

describe('issue 16 Places UI Kit: the content table', () => {
  test('every part of ours has an entry, and every element named there has its tag', () => {
    expect(Object.keys(CONTENT_ELEMENTS).sort()).toEqual([...CONTENT_ITEMS].sort());
    for (const mapped of Object.values(CONTENT_ELEMENTS))
      if (mapped !== null && mapped !== 'always')
        for (const name of mapped) expect(TAGS[name]).toMatch(/^gmp-place-/);
  });

  test("the search list takes the card's elements; its media is SMALL (9.5)", () => {
    expect(contentElements(['media', 'reviews', 'title'], 'search')).toEqual({
      elements: [
        {
          element: 'PlaceMediaElement',
          tag: 'gmp-place-media',
          options: { lightboxPreferred: true, preferredSize: 'SMALL' },
        },
      ],
      unmapped: ['reviews'],
    });
  });

  test.each(['constructor', '__proto__', 'toString'])(
    'issue 25: "%s" is no part of ours: unmapped, no element',
    (item) => {
      expect(contentElements([item as ContentItem, 'rating'], 'details')).toEqual({
        elements: [{ element: 'PlaceRatingElement', tag: 'gmp-place-rating', options: {} }],
        unmapped: [item],
      });
    },
  );
});
