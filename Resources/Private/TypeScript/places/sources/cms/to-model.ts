/**
 * A CMS record as a place of the model (source 'cms'): addresses, photos with their renderings,
 * reviews, hours in the site's clock, EV charging and fuel prices, and the maps link of the site's
 * provider. Pure conversion of records that `schema.ts` has already validated.
 */
import { t } from '../../../core/i18n';
import { describeWeek, offsetAt, SITE_TIME_ZONE } from '../../hours';
import {
  Place,
  type MapsLinks,
  type Money,
  type Photo,
  type PhotoSize,
  type PlaceFields,
  type Review,
} from '../../model';
import { isGooglePhotoName, PHOTO_URI_ERROR } from '../../photos';
import { plusCodeOf } from '../osm/to-model';
import type { CmsPlace } from './schema';

/** The image URI of a Google photo name the CMS keeps (Google's REST form, after consent). */
export type GooglePhotoURI = (name: string, size: PhotoSize, photo: { widthPx: number }) => Promise<string>;
/** undefined → null, for every value of an object (the model's "unknown"). */
function nulls<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]: Exclude<T[K], undefined> | null } {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v ?? null])) as never;
}

const dateOf = (value: string | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A photo of the CMS: the smallest rendering at least `maxWidth` wide (else the original). */
function photo(
  record: NonNullable<CmsPlace['photos']>[number],
  placeName: string,
  googlePhoto: GooglePhotoURI | undefined,
): Photo {
  const google = isGooglePhotoName(record.src);
  const renderings = [...record.variants, { width: record.widthPx, src: record.src }].sort(
    (a, b) => a.width - b.width,
  );
  return {
    authorAttributions: record.author ? [nulls(record.author) as Photo['authorAttributions'][number]] : [],
    widthPx: record.widthPx,
    heightPx: record.heightPx,
    name: google ? record.src : `${placeName}/photos/${record.src}`,
    flagContentURI: record.flagContentURI ? new URL(record.flagContentURI, document.baseURI).href : null,
    googleMapsURI: null,
    openStreetMapURI: null,
    getURI(size = {}) {
      if (google) {
        return googlePhoto
          ? googlePhoto(record.src, size, { widthPx: record.widthPx })
          : Promise.reject(new Error(PHOTO_URI_ERROR));
      }
      const wanted =
        size.maxWidth ??
        (size.maxHeight ? Math.ceil((size.maxHeight * record.widthPx) / record.heightPx) : record.widthPx);
      const chosen = renderings.find((rendering) => rendering.width >= wanted) ?? renderings.at(-1);
      const href = chosen ? new URL(chosen.src, document.baseURI).href : '';
      return href ? Promise.resolve(href) : Promise.reject(new Error(PHOTO_URI_ERROR));
    },
  };
}

function review(record: NonNullable<CmsPlace['reviews']>[number]): Review {
  return {
    authorAttribution: nulls(record.author) as Review['authorAttribution'],
    publishTime: dateOf(record.publishTime),
    relativePublishTimeDescription: null,
    rating: record.rating,
    visitDateYear: record.visitDateYear ?? null,
    visitDateMonth: record.visitDateMonth ?? null,
    text: record.text,
    textLanguageCode: record.languageCode,
    originalText: record.originalText ?? record.text,
    originalTextLanguageCode: record.originalLanguageCode ?? record.languageCode,
    flagContentURI: null,
    googleMapsURI: null,
    openStreetMapURI: null,
  };
}

/** The site's maps provider decides the place's maps link (there is no CMS map of its own). */
export type CmsMapsProvider = 'osm' | 'google';

function mapsLinks(record: CmsPlace, provider: CmsMapsProvider): { uri: string; links: MapsLinks } {
  const { lat, lng } = record.location;
  if (provider === 'google') {
    const query = encodeURIComponent(`${String(lat)},${String(lng)}`);
    const uri = `https://www.google.com/maps/search/?api=1&query=${query}`;
    return {
      uri,
      links: {
        placeURI: uri,
        directionsURI: `https://www.google.com/maps/dir/?api=1&destination=${query}`,
        writeAReviewURI: null,
        reviewsURI: null,
        photosURI: null,
      },
    };
  }
  const uri = `https://www.openstreetmap.org/?mlat=${String(lat)}&mlon=${String(lng)}#map=18/${String(lat)}/${String(lng)}`;
  return {
    uri,
    links: {
      placeURI: uri,
      directionsURI: `https://www.openstreetmap.org/directions?route=${encodeURIComponent(`;${String(lat)},${String(lng)}`)}`,
      writeAReviewURI: null,
      reviewsURI: null,
      photosURI: null,
    },
  };
}

/** The street line and the town line of a record's address ('Marienplatz 1', '80331 München'), null where empty. */
function addressLines(record: CmsPlace): { line: string | null; town: string | null } {
  const a = record.address;
  return {
    line: [a?.street, a?.houseNumber].filter(Boolean).join(' ') || null,
    town: [a?.postalCode, a?.locality].filter(Boolean).join(' ') || null,
  };
}

/** The record's address in one line ('Marienplatz 1, 80331 München'): the place's and the prediction's. */
export function formattedAddress(record: CmsPlace): string | null {
  const { line, town } = addressLines(record);
  return [line, town].filter(Boolean).join(', ') || null;
}

/** The record's types: its list, else its primary type alone. */
export const typesOf = (record: CmsPlace): string[] =>
  record.types ?? (record.primaryType ? [record.primaryType] : []);

/** A CMS record as a place (source 'cms'). */
export function placeFromCms(
  record: CmsPlace,
  options: { provider: CmsMapsProvider; now: Date; language: string; googlePhoto?: GooglePhotoURI },
): Place {
  const a = record.address;
  const { line } = addressLines(record);
  const reviews = record.reviews?.map(review) ?? null;
  const ratings = record.reviews?.map((r) => r.rating) ?? [];
  const rating =
    record.rating ??
    (ratings.length > 0 ? Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 10) / 10 : null);
  const periods =
    record.regularOpeningHours?.periods.map((p) => ({ open: p.open, close: p.close ?? null })) ?? null;
  const link = mapsLinks(record, options.provider);
  const fields: Partial<PlaceFields> = {
    displayName: record.displayName,
    displayNameLanguageCode: options.language,
    formattedAddress: formattedAddress(record),
    postalAddress: a
      ? {
          regionCode: a.regionCode,
          postalCode: a.postalCode ?? null,
          administrativeArea: null,
          locality: a.locality ?? null,
          addressLines: line ? [line] : [],
          organization: null,
        }
      : null,
    location: { ...record.location },
    primaryType: record.primaryType ?? null,
    primaryTypeDisplayName: record.primaryTypeDisplayName ?? null,
    primaryTypeDisplayNameLanguageCode: record.primaryTypeDisplayName ? options.language : null,
    types: record.types ?? (record.primaryType ? [record.primaryType] : null),
    businessStatus: record.businessStatus ?? null,
    priceLevel: record.priceLevel ?? null,
    nationalPhoneNumber: record.nationalPhoneNumber ?? null,
    internationalPhoneNumber: record.internationalPhoneNumber ?? null,
    websiteURI: record.websiteURI ? new URL(record.websiteURI, document.baseURI).href : null,
    editorialSummary: record.editorialSummary ?? null,
    editorialSummaryLanguageCode: record.editorialSummary ? options.language : null,
    regularOpeningHours: periods
      ? {
          periods,
          weekdayDescriptions: describeWeek(
            periods,
            {
              day: (day, hours) => t('places.hours.day', { day, hours }),
              closed: t('places.hours.closed'),
              allDay: t('places.hours.allDay'),
            },
            options.language === 'en' ? 'en-GB' : 'de-DE',
          ),
        }
      : null,
    utcOffsetMinutes: offsetAt(SITE_TIME_ZONE, options.now),
    photos: record.photos?.map((p) => photo(p, record.id, options.googlePhoto)) ?? null,
    reviews,
    rating,
    userRatingCount: record.userRatingCount ?? (record.reviews ? record.reviews.length : null),
    evChargeOptions: record.evChargeOptions
      ? {
          connectorCount: record.evChargeOptions.connectorAggregations.reduce((sum, c) => sum + c.count, 0),
          connectorAggregations: record.evChargeOptions.connectorAggregations.map((c) => ({
            type: c.type,
            maxChargeRateKw: c.maxChargeRateKw ?? null,
            count: c.count,
            availableCount: c.availableCount ?? null,
            outOfServiceCount: c.outOfServiceCount ?? null,
            availabilityLastUpdateTime: dateOf(c.availabilityLastUpdateTime),
          })),
        }
      : null,
    fuelOptions: record.fuelOptions
      ? {
          fuelPrices: record.fuelOptions.fuelPrices.map((f) => ({
            type: f.type,
            price: f.price ? moneyOf(f.price.amount, f.price.currencyCode) : null,
            updateTime: dateOf(f.updateTime),
          })),
        }
      : null,
    consumerAlert: record.consumerAlert
      ? {
          overview: record.consumerAlert.overview,
          details: record.consumerAlert.details ? nulls(record.consumerAlert.details) : null,
          languageCode: record.consumerAlert.languageCode,
        }
      : null,
    accessibilityOptions: record.accessibilityOptions ? nulls(record.accessibilityOptions) : null,
    parkingOptions: record.parkingOptions ? nulls(record.parkingOptions) : null,
    paymentOptions: record.paymentOptions ? nulls(record.paymentOptions) : null,
    ...(record.amenities ? nulls(record.amenities) : {}),
    plusCode: plusCodeOf(record.location.lat, record.location.lng, a?.locality ?? null),
    ...(options.provider === 'google'
      ? { googleMapsURI: link.uri, googleMapsLinks: link.links }
      : { openStreetMapURI: link.uri, openStreetMapLinks: link.links }),
  };
  return new Place(
    { id: record.id, requestedLanguage: options.language, requestedRegion: null },
    'cms',
    fields,
  );
}

/** An amount as Money: whole units and nanos (1.799 EUR → 1 unit, 799,000,000 nanos). */
export function moneyOf(amount: number, currencyCode: string): Money {
  const units = Math.trunc(amount);
  return { currencyCode, units, nanos: Math.round((amount - units) * 1e9) };
}
