/**
 * Test support for the CMS place source (not part of the bundle): two records as the CMS writes
 * them (the head office with photos, reviews, a consumer alert and amenities; a charging park with
 * connectors and a fuel price), the same records validated, and the instant the tests read them at.
 */
import { cmsPlacesSchema, type CmsPlace } from '../sources/cms/schema';

/** The records as written in `#sf-places` (unvalidated, as a test patches them). */
export const CMS_RECORDS: readonly unknown[] = [
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

const parsed = cmsPlacesSchema.parse(CMS_RECORDS);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
/** The records validated by the schema. */
export const cmsRecords: readonly CmsPlace[] = parsed.value;

/** Tuesday 24 November 2026, 11:00 in Munich. */
export const CMS_NOW = new Date('2026-11-24T10:00:00Z');

/** `count` reviews as the CMS writes them: 'Kunde {n}', 'Rezension {n}', rated 5 and 4 in turn. */
export const cmsReviewRecords = (count: number): unknown[] =>
  Array.from({ length: count }, (_, index) => ({
    author: { displayName: `Kunde ${String(index + 1)}` },
    rating: index % 2 === 0 ? 5 : 4,
    text: `Rezension ${String(index + 1)}`,
  }));
