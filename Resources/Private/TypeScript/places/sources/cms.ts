/**
 * The CMS place source (issue 14): the company's own locations as editors keep them (photos from
 * fileadmin with size and author, editorial summary, opening hours, contacts, features, EV charging
 * at the company's charging sites, a consumer alert, customer reviews). The CMS writes them as
 * inline JSON (`<script type="application/json" id="sf-places">[…]</script>`, or a widget's own
 * `place`), validated by `cmsPlaceSchema` at the boundary like every other setting; see
 * Classes/DataProcessing/PlacesProcessor.php for how the CMS emits them.
 */
import {
  array,
  flag,
  formatIssue,
  integer,
  number,
  object,
  oneOf,
  optional,
  string,
  type Infer,
  type Schema,
} from '../../core/schema';
import { language, t } from '../../core/i18n';
import { webUrl } from '../../core/url-schema';
import { haversineMeters } from '../../services/geo';
import { describeWeek, hoursState, offsetAt, SITE_TIME_ZONE } from '../hours';
import {
  AMENITIES,
  BUSINESS_STATUSES,
  EV_CONNECTOR_TYPES,
  FUEL_TYPES,
  Place,
  PLACE_FIELD_NAMES,
  PRICE_LEVELS,
  type Amenity,
  type MapsLinks,
  type Money,
  type Photo,
  type PhotoSize,
  type PlaceFieldName,
  type PlaceFields,
  type Review,
} from '../model';
import { matchesOf, type PlaceDataSource, type PlaceOutcome, type PlacePrediction } from '../source';
import { isGooglePhotoName, PHOTO_URI_ERROR } from '../photos';
import { plusCodeOf } from './osm-mapping';
import { capReviews, cmsReviews } from './cms-reviews';

/** The image URI of a Google photo name the CMS keeps (Google's REST form, after consent). */
export type GooglePhotoURI = (name: string, size: PhotoSize, photo: { widthPx: number }) => Promise<string>;

/** The site's time zone (defined in hours.ts): the CMS places' hours are its wall clock. */
export { SITE_TIME_ZONE };

const text = optional(string());
const maybeFlag = optional(flag());
const uri = optional(webUrl());
const isoDate = optional(
  string({
    pattern: /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/,
    describe: 'an ISO date (2026-11-24 or 2026-11-24T10:00:00Z)',
  }),
);
const point = object({
  day: integer({ min: 0, max: 7 }),
  hour: integer({ min: 0, max: 24 }),
  minute: integer({ min: 0, max: 59 }),
});
const author = object({ displayName: string({ nonEmpty: true }), uri, photoURI: uri });
const money = object({
  currencyCode: optional(string({ pattern: /^[A-Z]{3}$/, describe: 'an ISO 4217 code such as EUR' }), 'EUR'),
  /** The amount in the currency, e.g. 1.799 (converted to units and nanos). */
  amount: number({ min: 0 }),
});

const amenityShape = Object.fromEntries(AMENITIES.map((name) => [name, maybeFlag])) as Record<
  Amenity,
  Schema<boolean | undefined>
>;

/** One place as the CMS writes it. */
export const cmsPlaceSchema = object({
  /** Stable and unique on the site, e.g. 'cms:zentrale'. */
  id: string({ pattern: /^cms:[a-z0-9-]+$/, describe: 'an id such as "cms:zentrale"' }),
  displayName: string({ nonEmpty: true }),
  location: object({ lat: number({ min: -90, max: 90 }), lng: number({ min: -180, max: 180 }) }),
  address: optional(
    object({
      street: text,
      houseNumber: text,
      postalCode: text,
      locality: text,
      regionCode: optional(string({ pattern: /^[A-Z]{2}$/, describe: 'a country code such as DE' }), 'DE'),
    }),
  ),
  primaryType: text,
  primaryTypeDisplayName: text,
  types: optional(array(string())),
  businessStatus: optional(oneOf(BUSINESS_STATUSES)),
  priceLevel: optional(oneOf(PRICE_LEVELS)),
  nationalPhoneNumber: text,
  internationalPhoneNumber: text,
  websiteURI: uri,
  editorialSummary: text,
  regularOpeningHours: optional(object({ periods: array(object({ open: point, close: optional(point) })) })),
  photos: optional(
    array(
      object({
        src: webUrl({
          also: /^places\/[^/]+\/photos\/[^/]+$/,
          describe:
            'an image URL (https://… or /…, not //…), or a Google photo name places/{placeId}/photos/{photoId}',
        }),
        widthPx: integer({ min: 1 }),
        heightPx: integer({ min: 1 }),
        /** Smaller renderings of the same image (the CMS's processed files), widest first or in any order. */
        variants: optional(array(object({ width: integer({ min: 1 }), src: webUrl() })), []),
        author: optional(author),
        /** Where a visitor reports the photo (the company's contact form, say). */
        flagContentURI: uri,
      }),
    ),
  ),
  /** At most MAX_CMS_REVIEWS (cms-reviews.ts); `readCmsPlaces` keeps the first ones of a longer list. */
  reviews: optional(
    cmsReviews(
      array(
        object({
          author,
          rating: number({ min: 1, max: 5 }),
          text: string(),
          languageCode: optional(string(), 'de'),
          originalText: text,
          originalLanguageCode: text,
          publishTime: isoDate,
          visitDateYear: optional(integer({ min: 1900, max: 2100 })),
          visitDateMonth: optional(integer({ min: 1, max: 12 })),
        }),
      ),
    ),
  ),
  rating: optional(number({ min: 1, max: 5 })),
  userRatingCount: optional(integer({ min: 0 })),
  evChargeOptions: optional(
    object({
      connectorAggregations: array(
        object({
          type: oneOf(EV_CONNECTOR_TYPES),
          maxChargeRateKw: optional(number({ min: 0 })),
          count: integer({ min: 1 }),
          availableCount: optional(integer({ min: 0 })),
          outOfServiceCount: optional(integer({ min: 0 })),
          availabilityLastUpdateTime: isoDate,
        }),
      ),
    }),
  ),
  fuelOptions: optional(
    object({
      fuelPrices: array(object({ type: oneOf(FUEL_TYPES), price: optional(money), updateTime: isoDate })),
    }),
  ),
  consumerAlert: optional(
    object({
      overview: string({ nonEmpty: true }),
      details: optional(object({ title: text, description: text, aboutLinkTitle: text, aboutLinkURI: uri })),
      languageCode: optional(string(), 'de'),
    }),
  ),
  accessibilityOptions: optional(
    object({
      hasWheelchairAccessibleEntrance: maybeFlag,
      hasWheelchairAccessibleRestroom: maybeFlag,
      hasWheelchairAccessibleSeating: maybeFlag,
      hasWheelchairAccessibleParking: maybeFlag,
    }),
  ),
  parkingOptions: optional(
    object({
      hasFreeParkingLot: maybeFlag,
      hasPaidParkingLot: maybeFlag,
      hasFreeStreetParking: maybeFlag,
      hasPaidStreetParking: maybeFlag,
      hasValetParking: maybeFlag,
      hasFreeGarageParking: maybeFlag,
      hasPaidGarageParking: maybeFlag,
    }),
  ),
  paymentOptions: optional(
    object({
      acceptsCreditCards: maybeFlag,
      acceptsDebitCards: maybeFlag,
      acceptsCashOnly: maybeFlag,
      acceptsNfc: maybeFlag,
    }),
  ),
  amenities: optional(object(amenityShape)),
});

export type CmsPlace = Infer<typeof cmsPlaceSchema>;
export const cmsPlacesSchema = array(cmsPlaceSchema);

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

/** A CMS record as a place (source 'cms'). */
export function placeFromCms(
  record: CmsPlace,
  options: { provider: CmsMapsProvider; now: Date; language: string; googlePhoto?: GooglePhotoURI },
): Place {
  const a = record.address;
  const line = [a?.street, a?.houseNumber].filter(Boolean).join(' ') || null;
  const town = [a?.postalCode, a?.locality].filter(Boolean).join(' ') || null;
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
    formattedAddress: [line, town].filter(Boolean).join(', ') || null,
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

function only(place: Place, fields: readonly PlaceFieldName[]): Place {
  if (fields.length >= PLACE_FIELD_NAMES.length) return place;
  const keep = new Set(fields);
  for (const name of PLACE_FIELD_NAMES)
    if (!keep.has(name)) (place as unknown as Record<string, unknown>)[name] = null;
  return place;
}

const fold = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('de-DE')
    .replace(/ß/g, 'ss');

/** The CMS source over the page's records (already validated). */
export function cmsPlaceSource(
  records: readonly CmsPlace[],
  options: { provider?: CmsMapsProvider; now?: () => Date; googlePhoto?: GooglePhotoURI } = {},
): PlaceDataSource {
  const provider = options.provider ?? 'osm';
  const now = options.now ?? (() => new Date());
  const make = (record: CmsPlace, fields: readonly PlaceFieldName[], lang?: string): Place =>
    only(
      placeFromCms(record, {
        provider,
        now: now(),
        language: lang ?? language(),
        ...(options.googlePhoto ? { googlePhoto: options.googlePhoto } : {}),
      }),
      fields,
    );
  const haystack = (record: CmsPlace): string =>
    fold(
      [
        record.displayName,
        record.primaryTypeDisplayName,
        record.address?.street,
        record.address?.locality,
        ...(record.types ?? []),
      ]
        .filter(Boolean)
        .join(' '),
    );

  return {
    name: 'cms',
    details(request) {
      const record = records.find((r) => r.id === request.id);
      return Promise.resolve(
        record
          ? { status: 'OK', value: make(record, request.fields, request.language) }
          : { status: 'NOT_FOUND', detail: `No CMS place with the id "${request.id}" on this page.` },
      );
    },
    detailsByLocation(request) {
      const nearest = [...records]
        .map((record) => ({ record, meters: haversineMeters(request.location, record.location) }))
        .sort((a, b) => a.meters - b.meters)[0];
      return Promise.resolve(
        nearest && nearest.meters <= 100
          ? { status: 'OK', value: make(nearest.record, request.fields, request.language) }
          : { status: 'NOT_FOUND', detail: 'No CMS place within 100 m of that location.' },
      );
    },
    searchNearby(request) {
      const { center, radius } = request.locationRestriction;
      const included = new Set([...(request.includedTypes ?? []), ...(request.includedPrimaryTypes ?? [])]);
      const excluded = new Set([...(request.excludedTypes ?? []), ...(request.excludedPrimaryTypes ?? [])]);
      const found = records
        .map((record) => ({ record, meters: haversineMeters(center, record.location) }))
        .filter(({ record, meters }) => {
          const types = record.types ?? (record.primaryType ? [record.primaryType] : []);
          if (meters > radius) return false;
          if (included.size > 0 && !types.some((type) => included.has(type))) return false;
          return !types.some((type) => excluded.has(type));
        })
        .sort((a, b) => a.meters - b.meters)
        .slice(0, request.maxResultCount ?? 20)
        .map(({ record }) => make(record, request.fields, request.language));
      return Promise.resolve({ status: 'OK', value: found } satisfies PlaceOutcome<Place[]>);
    },
    searchByText(request) {
      const words = fold(request.textQuery).split(/\s+/).filter(Boolean);
      const at = now();
      const found = records
        .filter((record) => words.every((word) => haystack(record).includes(word)))
        .map((record) => make(record, PLACE_FIELD_NAMES, request.language))
        .filter((place) => {
          if (
            request.isOpenNow &&
            hoursState(place.regularOpeningHours, place.utcOffsetMinutes, at, SITE_TIME_ZONE)?.open !== true
          )
            return false;
          if (request.minRating !== undefined && (place.rating ?? 0) < request.minRating) return false;
          if (request.priceLevels && (!place.priceLevel || !request.priceLevels.includes(place.priceLevel)))
            return false;
          const ev = place.evChargeOptions?.connectorAggregations ?? [];
          if (request.evConnectorTypes && !ev.some((c) => request.evConnectorTypes?.includes(c.type)))
            return false;
          if (
            request.evMinimumChargingRateKw !== undefined &&
            !ev.some((c) => (c.maxChargeRateKw ?? 0) >= (request.evMinimumChargingRateKw ?? 0))
          )
            return false;
          return true;
        })
        .slice(0, request.maxResultCount ?? 20)
        .map((place) => only(place, request.fields));
      return Promise.resolve({ status: 'OK', value: found } satisfies PlaceOutcome<Place[]>);
    },
    autocomplete(request) {
      const typed = fold(request.input.trim());
      if (typed === '') return Promise.resolve({ status: 'OK', value: [] });
      const predictions: PlacePrediction[] = records
        .filter((record) => haystack(record).includes(typed))
        .slice(0, 5)
        .map((record) => {
          const a = record.address;
          const secondary =
            [
              [a?.street, a?.houseNumber].filter(Boolean).join(' '),
              [a?.postalCode, a?.locality].filter(Boolean).join(' '),
            ]
              .filter(Boolean)
              .join(', ') || null;
          const whole = secondary ? `${record.displayName}, ${secondary}` : record.displayName;
          return {
            placeId: record.id,
            text: whole,
            textMatches: matchesOf(whole, request.input),
            mainText: record.displayName,
            mainTextMatches: matchesOf(record.displayName, request.input),
            secondaryText: secondary,
            types: record.types ?? (record.primaryType ? [record.primaryType] : []),
            distanceMeters: request.origin
              ? Math.round(haversineMeters(request.origin, record.location))
              : null,
          };
        });
      return Promise.resolve({ status: 'OK', value: predictions });
    },
    newSessionToken: () => undefined,
  };
}

/**
 * The page's CMS places: the JSON list in `#sf-places`, each record validated on its own. A bad
 * record is reported (naming its index and field) and left out; the others stay. A record with
 * more than MAX_CMS_REVIEWS reviews keeps its first ones, reported the same way (cms-reviews.ts). Malformed JSON or
 * a value that is no list leaves none. Missing element: an empty list.
 */
export function readCmsPlaces(doc: Document): { places: CmsPlace[]; errors: string[] } {
  const script = doc.getElementById('sf-places');
  if (!script) return { places: [], errors: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(script.textContent || '[]');
  } catch (error) {
    return { places: [], errors: [`#sf-places: the JSON cannot be read (${String(error)})`] };
  }
  if (!Array.isArray(raw)) {
    const parsed = cmsPlacesSchema.parse(raw);
    return { places: [], errors: parsed.ok ? [] : [`#sf-places: ${formatIssue(parsed.issue)}`] };
  }
  const places: CmsPlace[] = [];
  const errors: string[] = [];
  raw.forEach((unchecked: unknown, index) => {
    const { record, dropped } = capReviews(unchecked);
    const parsed = cmsPlaceSchema.parse(record);
    if (parsed.ok) {
      places.push(parsed.value);
      if (dropped) errors.push(`#sf-places: settings field "[${String(index)}].reviews": ${dropped}`);
    } else {
      const path = parsed.issue.path.startsWith('[') ? parsed.issue.path : `.${parsed.issue.path}`;
      const issue = { ...parsed.issue, path: `[${String(index)}]${path === '.' ? '' : path}` };
      errors.push(`#sf-places: ${formatIssue(issue)} (this place is left out)`);
    }
  });
  return { places, errors };
}
