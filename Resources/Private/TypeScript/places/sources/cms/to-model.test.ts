/** A CMS record as a place of the model. */
import { setLanguage } from '../../../core/i18n';
import { hoursState } from '../../hours';
import { CMS_NOW, cmsRecords } from '../../testing/cms-records';
import { moneyOf, placeFromCms } from './to-model';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('a CMS record as a place', () => {
  const place = placeFromCms(cmsRecords[0]!, { provider: 'osm', now: CMS_NOW, language: 'de' });

  it('identity, address, contacts and the maps link of the site’s provider', () => {
    expect([place.id, place.source]).toEqual(['cms:zentrale', 'cms']);
    expect(place.formattedAddress).toBe('Marienplatz 1, 80331 München');
    expect(place.websiteURI).toBe('http://localhost/unternehmen.html');
    expect(place.openStreetMapURI).toBe(
      'https://www.openstreetmap.org/?mlat=48.13743&mlon=11.57549#map=18/48.13743/11.57549',
    );
    expect(place.googleMapsURI).toBeNull();
    const google = placeFromCms(cmsRecords[0]!, { provider: 'google', now: CMS_NOW, language: 'de' });
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
    expect(hoursState(place.regularOpeningHours, place.utcOffsetMinutes, CMS_NOW)).toMatchObject({
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
    const charging = placeFromCms(cmsRecords[1]!, { provider: 'osm', now: CMS_NOW, language: 'de' });
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
    expect(hoursState(charging.regularOpeningHours, charging.utcOffsetMinutes, CMS_NOW)?.alwaysOpen).toBe(
      true,
    );
    expect(moneyOf(12.5, 'EUR')).toEqual({ currencyCode: 'EUR', units: 12, nanos: 500_000_000 });
  });
});
