/** The CMS place schema at the boundary: the field named, bad records left out, only safe links. */
import { setLanguage } from '../../../core/i18n';
import { CMS_RECORDS } from '../../testing/cms-records';
import { readCmsPlaces } from '.';
import { cmsPlacesSchema } from './schema';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('the schema at the boundary', () => {
  it('names the field that is wrong', () => {
    const bad = cmsPlacesSchema.parse([
      { ...(CMS_RECORDS[0] as object), reviews: [{ author: { displayName: 'X' }, rating: 6, text: '' }] },
    ]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issue.path).toBe('[0].reviews[0].rating');
    const id = cmsPlacesSchema.parse([{ ...(CMS_RECORDS[0] as object), id: 'zentrale' }]);
    expect(!id.ok && id.issue.path).toBe('[0].id');
  });

  it('reads the page’s #sf-places, and reports malformed JSON or a bad field without throwing', () => {
    document.body.innerHTML = `<script type="application/json" id="sf-places">${JSON.stringify(CMS_RECORDS)}</script>`;
    expect(readCmsPlaces(document).places.map((p) => p.id)).toEqual(['cms:zentrale', 'cms:ladepark']);
    document.body.innerHTML = '<script type="application/json" id="sf-places">[{</script>';
    const malformed = readCmsPlaces(document);
    expect(malformed.places).toEqual([]);
    expect(malformed.errors).toEqual([expect.stringMatching(/^#sf-places: the JSON cannot be read/)]);
    // One bad record is reported and left out; the good ones stay.
    document.body.innerHTML = `<script type="application/json" id="sf-places">${JSON.stringify([
      { id: 'cms:x' },
      CMS_RECORDS[1],
    ])}</script>`;
    const oneBad = readCmsPlaces(document);
    expect(oneBad.places.map((p) => p.id)).toEqual(['cms:ladepark']);
    expect(oneBad.errors).toEqual([
      '#sf-places: settings field "[0].displayName": expected a non-empty string, got nothing (field missing) (this place is left out)',
    ]);
    document.body.innerHTML = '<script type="application/json" id="sf-places">{"id":"cms:x"}</script>';
    expect(readCmsPlaces(document).errors).toEqual([expect.stringMatching(/^#sf-places: /)]);
    document.body.innerHTML = '';
    expect(readCmsPlaces(document)).toEqual({ places: [], errors: [] });
  });
});

describe('issue 25 (5g): CMS links are http(s) URLs or same-site paths, never //host', () => {
  const photo = (CMS_RECORDS[0] as { photos: Record<string, unknown>[] }).photos[0]!;
  it.each([
    ['websiteURI', { websiteURI: '//evil.example' }, '[0].websiteURI'],
    [
      'a review author’s uri',
      { reviews: [{ author: { displayName: 'X', uri: '/\\evil.example' }, rating: 5, text: '' }] },
      '[0].reviews[0].author.uri',
    ],
    ['a photo’s src', { photos: [{ ...photo, src: '//evil.example/bild.jpg' }] }, '[0].photos[0].src'],
    [
      'a photo variant’s src',
      { photos: [{ ...photo, variants: [{ width: 500, src: '/\\evil.example/b.jpg' }] }] },
      '[0].photos[0].variants[0].src',
    ],
    [
      'a consumer alert link',
      { consumerAlert: { overview: 'x', details: { aboutLinkURI: 'javascript:alert(1)' } } },
      '[0].consumerAlert.details.aboutLinkURI',
    ],
  ])('%s', (_, patch, path) => {
    const parsed = cmsPlacesSchema.parse([{ ...(CMS_RECORDS[0] as object), ...patch }]);
    expect(!parsed.ok && parsed.issue.path).toBe(path);
  });

  it('same-site paths, absolute URLs and Google photo names still pass', () => {
    const parsed = cmsPlacesSchema.parse([
      {
        ...(CMS_RECORDS[0] as object),
        websiteURI: 'https://www.example.org/',
        photos: [
          { ...photo, src: 'places/ChIJx/photos/abc' },
          { ...photo, src: '/%5Cfileadmin/bild.jpg' },
        ],
      },
    ]);
    expect(parsed.ok).toBe(true);
  });
});
