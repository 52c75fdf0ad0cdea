/** 9.5 / 9.6 money, dates, ratings and photo requests in German. */
import {
  formatAge,
  formatDateTime,
  formatKilowatts,
  formatMoney,
  formatMonthYear,
  formatRating,
  isPriceOutdated,
} from './format';
import { fetchPhotoURI, photoMediaURL, PHOTO_URI_ERROR } from './photos';

describe('9.5 / 9.6 formats', () => {
  it('a rating with exactly one decimal, German comma', () => {
    expect(formatRating(4.46)).toBe('4,5');
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(4.46, 'en')).toBe('4.5');
  });

  it('money: fuel prices to the tenth of a cent, other amounts to the cent', () => {
    expect(formatMoney({ currencyCode: 'EUR', units: 1, nanos: 799_000_000 })).toBe('1,799\u00a0€');
    expect(formatMoney({ currencyCode: 'EUR', units: 12, nanos: 500_000_000 })).toBe('12,50\u00a0€');
  });

  it('dates in Munich’s clock; months and ages in German', () => {
    expect(formatDateTime(new Date('2026-11-24T09:55:00Z'))).toBe('24.11.2026, 10:55');
    expect(formatMonthYear(2026, 9)).toBe('September 2026');
    const now = new Date('2026-11-24T10:00:00Z');
    expect(formatAge(new Date('2026-11-21T10:00:00Z'), now)).toBe('vor 3 Tagen');
    expect(formatAge(new Date('2026-11-23T10:00:00Z'), now)).toBe('gestern');
    expect(formatAge(new Date('2026-09-20T10:00:00Z'), now)).toBe('vor 2 Monaten');
    expect(formatKilowatts(3.7)).toBe('3,7 kW');
  });

  it('9.5 a fuel price older than 24 hours is outdated', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(isPriceOutdated(new Date('2026-11-23T10:00:01Z'), now)).toBe(false);
    expect(isPriceOutdated(new Date('2026-11-23T09:59:59Z'), now)).toBe(true);
    expect(isPriceOutdated(null, now)).toBe(true);
  });
});

describe('7.4 photo media', () => {
  const photo = { widthPx: 4032 };
  it('GET {host}/v1/places/{placeId}/photos/{photoId}/media with the sizes and the key', () => {
    expect(photoMediaURL('places/ChIJ1/photos/AbC', { maxWidth: 500 }, photo, 'KEY')).toBe(
      'https://places.googleapis.com/v1/places/ChIJ1/photos/AbC/media?maxWidthPx=500&key=KEY',
    );
    // Width defaults to the photo's widthPx, with or without a height.
    expect(photoMediaURL('places/ChIJ1/photos/AbC', {}, photo, 'KEY')).toContain('?maxWidthPx=4032&key');
    expect(photoMediaURL('places/ChIJ1/photos/AbC', { maxHeight: 300 }, photo, 'KEY')).toContain(
      '?maxWidthPx=4032&maxHeightPx=300&key=KEY',
    );
  });

  it('fetchPhotoURI sends that request asking for JSON (skipHttpRedirect) and gives photoUri', async () => {
    const doFetch = jest.fn<Promise<Response>, [RequestInfo | URL]>(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        text: () => Promise.resolve(JSON.stringify({ photoUri: 'https://x/p' })),
      } as Response),
    );
    await expect(fetchPhotoURI('places/a/photos/b', { maxWidth: 500 }, photo, 'KEY', doFetch)).resolves.toBe(
      'https://x/p',
    );
    expect(doFetch.mock.calls[0]?.[0]).toBe(
      'https://places.googleapis.com/v1/places/a/photos/b/media?maxWidthPx=500&key=KEY&skipHttpRedirect=true',
    );
  });

  it('8.4 every failure is "Error fetching photo URI"', async () => {
    expect(() => photoMediaURL('photos/AbC', {}, photo, 'KEY')).toThrow(PHOTO_URI_ERROR);
    expect(() => photoMediaURL('places/a/photos/b', {}, photo, '')).toThrow(PHOTO_URI_ERROR);
    const answer = (status: number, body: unknown) =>
      jest.fn(() =>
        Promise.resolve({
          ok: status === 200,
          status,
          text: () => Promise.resolve(JSON.stringify(body)),
        } as Response),
      );
    await expect(
      fetchPhotoURI(
        'places/a/photos/b',
        { maxWidth: 500 },
        photo,
        'KEY',
        answer(200, { photoUri: 'https://lh3.googleusercontent.com/x' }),
      ),
    ).resolves.toBe('https://lh3.googleusercontent.com/x');
    await expect(fetchPhotoURI('places/a/photos/b', {}, photo, 'KEY', answer(403, {}))).rejects.toThrow(
      PHOTO_URI_ERROR,
    );
    await expect(fetchPhotoURI('places/a/photos/b', {}, photo, 'KEY', answer(200, {}))).rejects.toThrow(
      PHOTO_URI_ERROR,
    );
    await expect(
      fetchPhotoURI(
        'places/a/photos/b',
        {},
        photo,
        'KEY',
        jest.fn(() => Promise.reject(new TypeError('offline'))),
      ),
    ).rejects.toThrow(PHOTO_URI_ERROR);
  });
});
