/** The CMS place source: the schema at the boundary, the mapping onto the model, the searches. */
import { setLanguage } from '../../core/i18n';
import { hoursState } from '../hours';
import { cmsPlaceSource, cmsPlacesSchema, moneyOf, placeFromCms, readCmsPlaces, type CmsPlace } from './cms';
import { capReviews, MAX_CMS_REVIEWS } from './cms-reviews';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

const RECORDS: unknown[] = [
  {
    id: 'cms:zentrale',
    displayName: 'Beispiel AG – Zentrale',
    location: { lat: 48.13743, lng: 11.57549 },
    address: { street: 'Marienplatz', houseNumber: '1', postalCode: '80331', locality: 'München' },
    primaryType: 'corporate_office',
    primaryTypeDisplayName: 'Firmensitz',
    nationalPhoneNumber: '089 1234567-0',
    internationalPhoneNumber: '+49 89 1234567-0',
    websiteURI: '/unternehmen.html',
    editorialSummary: 'Unser Firmensitz am Marienplatz.',
    regularOpeningHours: {
      periods: [1, 2, 3, 4, 5].map((day) => ({
        open: { day, hour: 8, minute: 0 },
        close: { day, hour: 18, minute: 0 },
      })),
    },
    photos: [
      {
        src: '/fileadmin/orte/zentrale.jpg',
        widthPx: 1600,
        heightPx: 1067,
        variants: [
          { width: 500, src: '/fileadmin/_processed_/zentrale-500.jpg' },
          { width: 1000, src: '/fileadmin/_processed_/zentrale-1000.jpg' },
        ],
        author: { displayName: 'Anna Fotografin' },
        flagContentURI: '/kontakt.html?betreff=foto',
      },
    ],
    reviews: [
      {
        author: { displayName: 'Max M.' },
        rating: 5,
        text: 'Freundlicher Empfang.',
        publishTime: '2026-10-01T09:00:00Z',
        visitDateYear: 2026,
        visitDateMonth: 9,
      },
      {
        author: { displayName: 'Erika E.' },
        rating: 4,
        text: 'Gut erreichbar.\n\nParken schwierig.',
        originalText: 'Easy to reach.\n\nParking is hard.',
        originalLanguageCode: 'en',
      },
    ],
    consumerAlert: {
      overview: 'Umbau im Erdgeschoss',
      details: {
        title: 'Eingang verlegt',
        description: 'Bis März über die Rosenstraße.',
        aboutLinkTitle: 'Mehr',
        aboutLinkURI: '/aktuelles.html',
      },
    },
    accessibilityOptions: { hasWheelchairAccessibleEntrance: 1 },
    amenities: { hasWiFi: true, hasRestroom: 1 },
  },
  {
    id: 'cms:ladepark',
    displayName: 'Beispiel AG – Ladepark Isartor',
    location: { lat: 48.1353, lng: 11.5817 },
    address: { street: 'Zweibrückenstraße', houseNumber: '5', postalCode: '80331', locality: 'München' },
    primaryType: 'electric_vehicle_charging_station',
    primaryTypeDisplayName: 'Ladestation',
    regularOpeningHours: { periods: [{ open: { day: 0, hour: 0, minute: 0 } }] },
    evChargeOptions: {
      connectorAggregations: [
        {
          type: 'CCS_COMBO_2',
          maxChargeRateKw: 150,
          count: 4,
          availableCount: 3,
          outOfServiceCount: 0,
          availabilityLastUpdateTime: '2026-11-24T09:55:00Z',
        },
        {
          type: 'TYPE_2',
          maxChargeRateKw: 22,
          count: 6,
          availableCount: 2,
          outOfServiceCount: 1,
          availabilityLastUpdateTime: '2026-11-24T09:55:00Z',
        },
      ],
    },
    fuelOptions: {
      fuelPrices: [{ type: 'DIESEL', price: { amount: 1.799 }, updateTime: '2026-11-22T08:00:00Z' }],
    },
  },
];

const parsed = cmsPlacesSchema.parse(RECORDS);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
const records: CmsPlace[] = parsed.value;
const NOW = new Date('2026-11-24T10:00:00Z'); // Tuesday 11:00 in Munich

describe('the schema at the boundary', () => {
  it('names the field that is wrong', () => {
    const bad = cmsPlacesSchema.parse([
      { ...(RECORDS[0] as object), reviews: [{ author: { displayName: 'X' }, rating: 6, text: '' }] },
    ]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issue.path).toBe('[0].reviews[0].rating');
    const id = cmsPlacesSchema.parse([{ ...(RECORDS[0] as object), id: 'zentrale' }]);
    expect(!id.ok && id.issue.path).toBe('[0].id');
  });

  it('reads the page’s #sf-places, and reports malformed JSON or a bad field without throwing', () => {
    document.body.innerHTML = `<script type="application/json" id="sf-places">${JSON.stringify(RECORDS)}</script>`;
    expect(readCmsPlaces(document).places.map((p) => p.id)).toEqual(['cms:zentrale', 'cms:ladepark']);
    document.body.innerHTML = '<script type="application/json" id="sf-places">[{</script>';
    const malformed = readCmsPlaces(document);
    expect(malformed.places).toEqual([]);
    expect(malformed.errors).toEqual([expect.stringMatching(/^#sf-places: the JSON cannot be read/)]);
    // One bad record is reported and left out; the good ones stay.
    document.body.innerHTML = `<script type="application/json" id="sf-places">${JSON.stringify([
      { id: 'cms:x' },
      RECORDS[1],
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

const manyReviews = (count: number): unknown[] =>
  Array.from({ length: count }, (_, index) => ({
    author: { displayName: `Kunde ${String(index + 1)}` },
    rating: index % 2 === 0 ? 5 : 4,
    text: `Rezension ${String(index + 1)}`,
  }));

describe('issue 25: a bounded number of reviews per CMS place', () => {
  it('the schema refuses more than MAX_CMS_REVIEWS reviews, naming the field', () => {
    const at = cmsPlacesSchema.parse([{ ...(RECORDS[0] as object), reviews: manyReviews(MAX_CMS_REVIEWS) }]);
    expect(at.ok).toBe(true);
    const over = cmsPlacesSchema.parse([
      { ...(RECORDS[0] as object), reviews: manyReviews(MAX_CMS_REVIEWS + 1) },
    ]);
    expect(over.ok).toBe(false);
    if (!over.ok) {
      expect(over.issue.path).toBe('[0].reviews');
      expect(over.issue.expected).toContain(`at most ${String(MAX_CMS_REVIEWS)}`);
    }
  });

  it('#sf-places with 10,000 reviews: the place stays with its first reviews, one console error, rating and count of all', () => {
    document.body.innerHTML = `<script type="application/json" id="sf-places">${JSON.stringify([
      RECORDS[1],
      { ...(RECORDS[0] as object), reviews: manyReviews(10_000) },
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
    const place = placeFromCms(kept, { provider: 'osm', now: NOW, language: 'de' });
    expect(place.userRatingCount).toBe(10_000);
    expect(place.rating).toBe(4.5);
    document.body.innerHTML = '';
  });

  it('a rating and a count the CMS gives are kept as they are', () => {
    const capped = capReviews({
      ...(RECORDS[0] as object),
      reviews: manyReviews(500),
      rating: 3.9,
      userRatingCount: 2_345,
    });
    expect(capped.record).toMatchObject({ rating: 3.9, userRatingCount: 2_345 });
    expect((capped.record as { reviews: unknown[] }).reviews).toHaveLength(MAX_CMS_REVIEWS);
    expect(capReviews(RECORDS[0])).toEqual({ record: RECORDS[0], dropped: null });
  });
});

describe('issue 25 (5g): CMS links are http(s) URLs or same-site paths, never //host', () => {
  const photo = (RECORDS[0] as { photos: Record<string, unknown>[] }).photos[0]!;
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
    const parsed = cmsPlacesSchema.parse([{ ...(RECORDS[0] as object), ...patch }]);
    expect(!parsed.ok && parsed.issue.path).toBe(path);
  });

  it('same-site paths, absolute URLs and Google photo names still pass', () => {
    const parsed = cmsPlacesSchema.parse([
      {
        ...(RECORDS[0] as object),
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

describe('a CMS record as a place', () => {
  const place = placeFromCms(records[0]!, { provider: 'osm', now: NOW, language: 'de' });

  it('identity, address, contacts and the maps link of the site’s provider', () => {
    expect([place.id, place.source]).toEqual(['cms:zentrale', 'cms']);
    expect(place.formattedAddress).toBe('Marienplatz 1, 80331 München');
    expect(place.websiteURI).toBe('http://localhost/unternehmen.html');
    expect(place.openStreetMapURI).toBe(
      'https://www.openstreetmap.org/?mlat=48.13743&mlon=11.57549#map=18/48.13743/11.57549',
    );
    expect(place.googleMapsURI).toBeNull();
    const google = placeFromCms(records[0]!, { provider: 'google', now: NOW, language: 'de' });
    expect(google.googleMapsURI).toBe('https://www.google.com/maps/search/?api=1&query=48.13743%2C11.57549');
    expect(google.openStreetMapURI).toBeNull();
  });

  it('hours in Munich’s clock (UTC+1 in November), German week lines', () => {
    expect(place.utcOffsetMinutes).toBe(60);
    expect(place.regularOpeningHours?.weekdayDescriptions).toEqual([
      'Montag: 08:00–18:00',
      'Dienstag: 08:00–18:00',
      'Mittwoch: 08:00–18:00',
      'Donnerstag: 08:00–18:00',
      'Freitag: 08:00–18:00',
      'Samstag: Geschlossen',
      'Sonntag: Geschlossen',
    ]);
    expect(hoursState(place.regularOpeningHours, place.utcOffsetMinutes, NOW)).toMatchObject({
      open: true,
      nextChange: new Date('2026-11-24T17:00:00Z'),
    });
  });

  it('photos: the smallest rendering at least as wide as asked, with the author', async () => {
    const [photo] = place.photos ?? [];
    expect(photo?.authorAttributions).toEqual([
      { displayName: 'Anna Fotografin', uri: null, photoURI: null },
    ]);
    await expect(photo?.getURI({ maxWidth: 500 })).resolves.toBe(
      'http://localhost/fileadmin/_processed_/zentrale-500.jpg',
    );
    await expect(photo?.getURI({ maxWidth: 800 })).resolves.toBe(
      'http://localhost/fileadmin/_processed_/zentrale-1000.jpg',
    );
    await expect(photo?.getURI({ maxWidth: 4000 })).resolves.toBe(
      'http://localhost/fileadmin/orte/zentrale.jpg',
    );
    await expect(photo?.getURI()).resolves.toBe('http://localhost/fileadmin/orte/zentrale.jpg');
    // Where a visitor reports the photo: the company's own form.
    expect(photo?.flagContentURI).toBe('http://localhost/kontakt.html?betreff=foto');
  });

  it('reviews with translated and original text; the rating is their mean with one decimal', () => {
    expect(place.rating).toBe(4.5);
    expect(place.userRatingCount).toBe(2);
    expect(place.reviews?.[0]).toMatchObject({
      rating: 5,
      visitDateYear: 2026,
      visitDateMonth: 9,
      publishTime: new Date('2026-10-01T09:00:00Z'),
    });
    expect(place.reviews?.[1]).toMatchObject({
      text: 'Gut erreichbar.\n\nParken schwierig.',
      originalText: 'Easy to reach.\n\nParking is hard.',
      originalTextLanguageCode: 'en',
      textLanguageCode: 'de',
    });
  });

  it('consumer alert, features and amenities; what the editors did not say is null', () => {
    expect(place.consumerAlert).toEqual({
      overview: 'Umbau im Erdgeschoss',
      details: {
        title: 'Eingang verlegt',
        description: 'Bis März über die Rosenstraße.',
        aboutLinkTitle: 'Mehr',
        aboutLinkURI: '/aktuelles.html',
      },
      languageCode: 'de',
    });
    expect(place.accessibilityOptions).toEqual({
      hasWheelchairAccessibleEntrance: true,
      hasWheelchairAccessibleRestroom: null,
      hasWheelchairAccessibleSeating: null,
      hasWheelchairAccessibleParking: null,
    });
    expect([place.hasWiFi, place.hasRestroom, place.hasTakeout]).toEqual([true, true, null]);
    expect(place.parkingOptions).toBeNull();
  });

  it('EV charging with availability, a fuel price as Money', () => {
    const charging = placeFromCms(records[1]!, { provider: 'osm', now: NOW, language: 'de' });
    expect(charging.evChargeOptions?.connectorCount).toBe(10);
    expect(charging.evChargeOptions?.connectorAggregations[1]).toEqual({
      type: 'TYPE_2',
      maxChargeRateKw: 22,
      count: 6,
      availableCount: 2,
      outOfServiceCount: 1,
      availabilityLastUpdateTime: new Date('2026-11-24T09:55:00Z'),
    });
    expect(charging.fuelOptions?.fuelPrices[0]).toEqual({
      type: 'DIESEL',
      price: { currencyCode: 'EUR', units: 1, nanos: 799_000_000 },
      updateTime: new Date('2026-11-22T08:00:00Z'),
    });
    expect(hoursState(charging.regularOpeningHours, charging.utcOffsetMinutes, NOW)?.alwaysOpen).toBe(true);
    expect(moneyOf(12.5, 'EUR')).toEqual({ currencyCode: 'EUR', units: 12, nanos: 500_000_000 });
  });
});

describe('the source', () => {
  const source = cmsPlaceSource(records, { now: () => NOW });

  it('details by id (only the fields asked for); an unknown id is NOT_FOUND', async () => {
    const found = await source.details({ id: 'cms:ladepark', fields: ['displayName', 'evChargeOptions'] });
    expect(found).toMatchObject({
      status: 'OK',
      value: { displayName: 'Beispiel AG – Ladepark Isartor', formattedAddress: null },
    });
    await expect(source.details({ id: 'cms:nirgends', fields: ['displayName'] })).resolves.toMatchObject({
      status: 'NOT_FOUND',
    });
  });

  it('by location within 100 m; nearby by radius and type, nearest first', async () => {
    await expect(
      source.detailsByLocation({ location: { lat: 48.1353, lng: 11.5818 }, fields: ['displayName'] }),
    ).resolves.toMatchObject({
      status: 'OK',
      value: { id: 'cms:ladepark' },
    });
    const near = await source.searchNearby({
      locationRestriction: { center: { lat: 48.1374, lng: 11.5755 }, radius: 1000 },
      fields: ['displayName'],
    });
    expect(near.status === 'OK' && near.value.map((p) => p.id)).toEqual(['cms:zentrale', 'cms:ladepark']);
    const chargers = await source.searchNearby({
      locationRestriction: { center: { lat: 48.1374, lng: 11.5755 }, radius: 1000 },
      includedTypes: ['electric_vehicle_charging_station'],
      fields: ['displayName'],
    });
    expect(chargers.status === 'OK' && chargers.value.map((p) => p.id)).toEqual(['cms:ladepark']);
  });

  it('text search over name, type and address, accent-insensitive, with the EV filters', async () => {
    for (const textQuery of ['zweibruckenstrasse', 'Zweibrückenstraße', 'ladepark isartor']) {
      const found = await source.searchByText({ textQuery, fields: ['displayName'] });
      expect(found.status === 'OK' && found.value.map((p) => p.id)).toEqual(['cms:ladepark']);
    }
    const none = await source.searchByText({ textQuery: 'Hamburg', fields: ['displayName'] });
    expect(none).toEqual({ status: 'OK', value: [] });
    const fast = await source.searchByText({
      textQuery: 'beispiel',
      evMinimumChargingRateKw: 100,
      fields: ['displayName'],
    });
    expect(fast.status === 'OK' && fast.value.map((p) => p.id)).toEqual(['cms:ladepark']);
  });

  it('autocomplete marks the typed part', async () => {
    const found = await source.autocomplete({ input: 'lade', origin: { lat: 48.1353, lng: 11.5817 } });
    expect(found).toEqual({
      status: 'OK',
      value: [
        {
          placeId: 'cms:ladepark',
          text: 'Beispiel AG – Ladepark Isartor, Zweibrückenstraße 5, 80331 München',
          textMatches: [{ start: 14, end: 18 }],
          mainText: 'Beispiel AG – Ladepark Isartor',
          mainTextMatches: [{ start: 14, end: 18 }],
          secondaryText: 'Zweibrückenstraße 5, 80331 München',
          types: ['electric_vehicle_charging_station'],
          distanceMeters: 0,
        },
      ],
    });
  });
});
