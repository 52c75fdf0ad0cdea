/**
 * The Google place source's conversion (issue 14, 3.7): the fields asked of Google, a whole Google
 * place as our Place, and photos, through the source over the mocked libraries.
 */

import { Place, PLACE_FIELD_NAMES } from '../../model';

import { FakeGooglePlace, installGooglePlaces, type GooglePlaceData } from '../../testing/google-places';
import { lastCreated, LUITPOLD, luitpold, make, PHOTO_URI, valueOf } from '../../testing/google-luitpold';
import { LUITPOLD_PLACE } from '../../testing/google-luitpold-place';
import { googleFields } from './index';

jest.mock('@googlemaps/js-api-loader');

beforeEach(() => {
  installGooglePlaces();
});

describe('fields: 3.7 names as the JavaScript API names them', () => {
  test('Google’s names pass; language codes come with their base field; OSM fields and hasWiFi are dropped', () => {
    expect(
      googleFields([
        'displayName',
        'displayNameLanguageCode',
        'googleMapsURI',
        'googleMapsLinks',
        'openStreetMapURI',
        'openStreetMapLinks',
        'hasWiFi',
        'svgIconMaskURI',
        'consumerAlert',
        'editorialSummaryLanguageCode',
      ]),
    ).toEqual([
      'displayName',
      'googleMapsURI',
      'googleMapsLinks',
      'svgIconMaskURI',
      'consumerAlert',
      'editorialSummary',
    ]);
  });

  test('all fields: exactly the properties of a whole Google place (typed by @types/google.maps)', () => {
    const languageCodes = [
      'displayNameLanguageCode',
      'editorialSummaryLanguageCode',
      'primaryTypeDisplayNameLanguageCode',
    ];
    const googleProperties = Object.keys(luitpold()).filter(
      (key) => key !== 'id' && !languageCodes.includes(key),
    );
    expect([...googleFields(PLACE_FIELD_NAMES)].sort()).toEqual(googleProperties.sort());
    expect(googleFields(PLACE_FIELD_NAMES)).toHaveLength(PLACE_FIELD_NAMES.length - 6);
  });

  test('nothing Google fills: the id only (Google needs one field)', () => {
    expect(googleFields(['openStreetMapURI', 'openStreetMapLinks', 'hasWiFi'])).toEqual(['id']);
  });
});

describe('details: Place.fetchFields', () => {
  test('the request: a Place of the id, language de, the site’s region, the fields translated', async () => {
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const { source } = make();
    await source.details({
      id: LUITPOLD,
      fields: ['displayName', 'displayNameLanguageCode', 'googleMapsLinks', 'openStreetMapURI', 'hasWiFi'],
    });
    expect(FakeGooglePlace.created).toHaveLength(1);
    const place = lastCreated();
    expect(place.options).toEqual({ id: LUITPOLD, requestedLanguage: 'de', requestedRegion: 'DE' });
    expect(place.fetchFields).toHaveBeenCalledTimes(1);
    expect(place.fetchFields).toHaveBeenCalledWith({ fields: ['displayName', 'googleMapsLinks'] });
  });

  test('the request’s own language and region win', async () => {
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const { source } = make();
    const value = valueOf(
      await source.details({ id: LUITPOLD, fields: ['rating'], language: 'en', region: 'AT' }),
    );
    expect(lastCreated().options).toEqual({ id: LUITPOLD, requestedLanguage: 'en', requestedRegion: 'AT' });
    expect(value).toMatchObject({ requestedLanguage: 'en', requestedRegion: 'AT', rating: 4.4 });
  });

  test('a whole Google place becomes our Place: every field group converted', async () => {
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const { source } = make();
    const place = valueOf(await source.details({ id: LUITPOLD, fields: [...PLACE_FIELD_NAMES] }));
    expect(place).toBeInstanceOf(Place);
    expect(place).toEqual(LUITPOLD_PLACE);
    expect(place.reviews?.[0]?.publishTime).toBeInstanceOf(Date);
    expect(place.evChargeOptions?.connectorAggregations[0]?.availabilityLastUpdateTime).toBeInstanceOf(Date);
    expect(place.fuelOptions?.fuelPrices[0]?.updateTime).toBeInstanceOf(Date);
  });

  test('only the fields asked for are filled, the others null', async () => {
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const { source } = make();
    const place = valueOf(await source.details({ id: LUITPOLD, fields: ['displayName'] }));
    expect(place.displayName).toBe('Café Luitpold');
    expect(place.displayNameLanguageCode).toBeNull();
    expect(place.formattedAddress).toBeNull();
    expect(place.photos).toBeNull();
  });

  test('a place Google knows nothing about: every field null (Google’s null and absent alike)', async () => {
    FakeGooglePlace.known.set('ChIJ-empty', {
      id: 'ChIJ-empty',
      businessStatus: 'FUTURE_OPENING',
      priceLevel: null,
    });
    const { source } = make();
    const place = valueOf(await source.details({ id: 'ChIJ-empty', fields: [...PLACE_FIELD_NAMES] }));
    for (const name of PLACE_FIELD_NAMES) expect([name, place[name]]).toEqual([name, null]);
  });

  test('OpenStreetMap fields only: the id is fetched, the fields stay null', async () => {
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const { source } = make();
    const place = valueOf(
      await source.details({ id: LUITPOLD, fields: ['openStreetMapURI', 'openStreetMapLinks'] }),
    );
    expect(lastCreated().fetchFields).toHaveBeenCalledWith({ fields: ['id'] });
    expect(place).toMatchObject({ id: LUITPOLD, openStreetMapURI: null, openStreetMapLinks: null });
  });

  test('an unknown id is NOT_FOUND, Google’s code in the detail', async () => {
    const { source } = make();
    const outcome = await source.details({ id: 'ChIJ-nowhere', fields: ['displayName'] });
    expect(outcome).toEqual({
      status: 'NOT_FOUND',
      detail: "Google Place.fetchFields: NOT_FOUND (Place 'ChIJ-nowhere' not found)",
    });
  });
});

describe('photos: getURI delegates to Google’s Photo.getURI', () => {
  async function firstPhoto(data: GooglePlaceData) {
    FakeGooglePlace.known.set(LUITPOLD, data);
    const { source } = make();
    const place = valueOf(await source.details({ id: LUITPOLD, fields: ['photos'] }));
    const photo = place.photos?.[0];
    if (!photo) throw new Error('no photo');
    return photo;
  }

  test('the size reaches Google; its URI comes back', async () => {
    const getURI = jest.fn(
      (options?: google.maps.places.PhotoOptions) => `${PHOTO_URI}&h=${options?.maxHeight ?? ''}`,
    );
    const photo = await firstPhoto(luitpold(getURI));
    await expect(photo.getURI({ maxWidth: 500 })).resolves.toBe(`${PHOTO_URI}&h=`);
    await expect(photo.getURI({ maxWidth: 500, maxHeight: 300 })).resolves.toBe(`${PHOTO_URI}&h=300`);
    await expect(photo.getURI()).resolves.toBe(`${PHOTO_URI}&h=`);
    expect(getURI.mock.calls).toEqual([[{ maxWidth: 500 }], [{ maxWidth: 500, maxHeight: 300 }], [{}]]);
  });

  test('a failure rejects with exactly "Error fetching photo URI"', async () => {
    const photo = await firstPhoto(
      luitpold(() => {
        throw new Error('InvalidValueError: maxWidth');
      }),
    );
    await expect(photo.getURI({ maxWidth: 500 })).rejects.toThrow(new Error('Error fetching photo URI'));
  });

  test('no URI from Google rejects the same way', async () => {
    const photo = await firstPhoto(luitpold(() => ''));
    await expect(photo.getURI({ maxWidth: 500 })).rejects.toThrow(new Error('Error fetching photo URI'));
  });

  test('a photo without a name of Google’s gets a stable one that is not a REST photo name', async () => {
    const photo = await firstPhoto(luitpold(undefined, {}));
    expect(photo.name).toBe(`google:places/${LUITPOLD}/photo-1`);
    expect(photo.name).not.toMatch(/^places\/[^/]+\/photos\/[^/]+$/);
  });
});
