/**
 * Issue 27: Google's recorded answers (REST JSON of the Places API (New), as Google's pages
 * document them) as the objects the Maps JavaScript API hands to `sources/google.ts`.
 *
 * The JavaScript API has no `Place.fromJSON`: it builds its `google.maps.places.Place` from the same
 * answer, under the names of its own reference (`@types/google.maps`). This file does only that
 * renaming, each rule from the two references side by side:
 *
 *   REST (places.googleapis.com/v1)          JavaScript API (google.maps.places)
 *   displayName {text, languageCode}         displayName, displayNameLanguageCode
 *   location {latitude, longitude}           location: LatLng
 *   viewport {low, high}                     viewport: LatLngBounds
 *   googleMapsUri, websiteUri, …Uri          googleMapsURI, websiteURI, …URI
 *   priceLevel PRICE_LEVEL_MODERATE          priceLevel MODERATE
 *   evChargeOptions.connectorAggregation     evChargeOptions.connectorAggregations
 *   connector type EV_CONNECTOR_TYPE_J1772   J1772
 *   Money.units "1" (int64 as a string)      units: number
 *   timestamps (RFC 3339 strings)            Date
 *   accessibilityOptions.wheelchairAccessibleEntrance   hasWheelchairAccessibleEntrance
 *   parkingOptions.freeParkingLot            hasFreeParkingLot (each `has…`)
 *   paymentOptions.acceptsNfc                acceptsNFC
 *   review text / originalText {text, languageCode}     text, textLanguageCode, …
 *   autocomplete structuredFormat.mainText   mainText (secondaryText likewise)
 *
 * What the answer leaves out stays out (undefined): proto3 JSON omits zero values and unset
 * fields (a period's `minute` 0, `day` 0 for Sunday, an unknown `availableCount`), and the client
 * must not depend on anyone turning those into zeros or nulls for it. Top-level fields asked for
 * but absent become null in `FakeGooglePlace` (the JavaScript API's documented behaviour).
 */
import { latLng } from '../../../Resources/Private/TypeScript/map/testing/mock-google';
import {
  bounds,
  type GooglePlaceData,
} from '../../../Resources/Private/TypeScript/places/testing/google-places';

/** A parsed JSON object (the recordings are JSON). */
export type Json = Record<string, unknown>;

const obj = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
const list = (value: unknown): Json[] | undefined => (Array.isArray(value) ? (value as Json[]) : undefined);
const text = (value: unknown): string | undefined => obj(value)?.text as string | undefined;
const lang = (value: unknown): string | undefined => obj(value)?.languageCode as string | undefined;
const time = (value: unknown): Date | undefined => (typeof value === 'string' ? new Date(value) : undefined);
const strip = (prefix: string, value: unknown): string | undefined =>
  typeof value === 'string' ? value.replace(prefix, '') : undefined;

/** Drops the undefined entries (the JSON did not have them). */
function defined(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

function money(value: unknown): Json | undefined {
  const m = obj(value);
  return (
    m &&
    defined({
      currencyCode: m.currencyCode,
      units: m.units === undefined ? undefined : Number(m.units),
      nanos: m.nanos,
    })
  );
}

function author(value: unknown): Json | undefined {
  const a = obj(value);
  return a && defined({ displayName: a.displayName, uri: a.uri, photoURI: a.photoUri });
}

function point(value: unknown): Json | undefined {
  const p = obj(value);
  return p && defined({ day: p.day, hour: p.hour, minute: p.minute });
}

function hours(value: unknown): Json | undefined {
  const h = obj(value);
  return (
    h &&
    defined({
      periods: list(h.periods)?.map((p) => defined({ open: point(p.open), close: point(p.close) ?? null })),
      weekdayDescriptions: h.weekdayDescriptions,
    })
  );
}

/** `has` + the REST name (wheelchairAccessibleEntrance → hasWheelchairAccessibleEntrance). */
function prefixed(value: unknown): Json | undefined {
  const o = obj(value);
  return (
    o &&
    Object.fromEntries(Object.entries(o).map(([k, v]) => [`has${k[0]?.toUpperCase() ?? ''}${k.slice(1)}`, v]))
  );
}

/** A Photo: its data, `getURI` as the JavaScript API's (a URL of the photo's name), `toJSON`. */
function photo(value: Json): Json {
  const name = value.name as string;
  return defined({
    authorAttributions: list(value.authorAttributions)?.map(author) ?? [],
    widthPx: value.widthPx,
    heightPx: value.heightPx,
    flagContentURI: value.flagContentUri,
    googleMapsURI: value.googleMapsUri,
    getURI: (options?: google.maps.places.PhotoOptions) =>
      `https://places.googleapis.com/v1/${name}/media?maxWidthPx=${options?.maxWidth ?? 4800}`,
    toJSON: () => ({ name }),
  });
}

function review(value: Json): Json {
  const visit = obj(value.visitDate);
  return defined({
    authorAttribution: author(value.authorAttribution) ?? null,
    publishTime: time(value.publishTime),
    relativePublishTimeDescription: value.relativePublishTimeDescription,
    rating: value.rating,
    text: text(value.text),
    textLanguageCode: lang(value.text),
    originalText: text(value.originalText),
    originalTextLanguageCode: lang(value.originalText),
    visitDateYear: visit?.year,
    visitDateMonth: visit?.month,
    flagContentURI: value.flagContentUri,
    googleMapsURI: value.googleMapsUri,
  });
}

function connector(value: Json): Json {
  return defined({
    type: strip('EV_CONNECTOR_TYPE_', value.type),
    maxChargeRateKw: value.maxChargeRateKw,
    count: value.count,
    availableCount: value.availableCount,
    outOfServiceCount: value.outOfServiceCount,
    availabilityLastUpdateTime: time(value.availabilityLastUpdateTime),
  });
}

/** REST name → JavaScript name of the amenities that differ. */
const AMENITY: Record<string, string> = {
  curbsidePickup: 'hasCurbsidePickup',
  delivery: 'hasDelivery',
  dineIn: 'hasDineIn',
  takeout: 'hasTakeout',
  goodForChildren: 'isGoodForChildren',
  goodForGroups: 'isGoodForGroups',
  goodForWatchingSports: 'isGoodForWatchingSports',
  reservable: 'isReservable',
  liveMusic: 'hasLiveMusic',
  menuForChildren: 'hasMenuForChildren',
  outdoorSeating: 'hasOutdoorSeating',
  restroom: 'hasRestroom',
};

/**
 * A REST Place (one recording, or one of a search's `places`) as the JavaScript API's Place data.
 * The JavaScript API's Place always has its id; a documented search asked without `id` has none in
 * JSON: then `fallbackId` stands in.
 */
export function jsPlace(rest: Json, fallbackId = ''): GooglePlaceData {
  const location = obj(rest.location);
  const viewport = obj(rest.viewport);
  const low = obj(viewport?.low);
  const high = obj(viewport?.high);
  const ev = obj(rest.evChargeOptions);
  const fuel = obj(rest.fuelOptions);
  const payment = obj(rest.paymentOptions);
  const amenities = Object.fromEntries(
    Object.entries(rest).flatMap(([k, v]): [string, unknown][] => {
      if (typeof v !== 'boolean') return [];
      if (k in AMENITY) return [[AMENITY[k] as string, v]];
      if (k.startsWith('serves') || k === 'allowsDogs') return [[k, v]];
      return [];
    }),
  );
  const data = defined({
    id: rest.id ?? fallbackId,
    displayName: text(rest.displayName),
    displayNameLanguageCode: lang(rest.displayName),
    primaryType: rest.primaryType,
    primaryTypeDisplayName: text(rest.primaryTypeDisplayName),
    primaryTypeDisplayNameLanguageCode: lang(rest.primaryTypeDisplayName),
    types: rest.types,
    formattedAddress: rest.formattedAddress,
    nationalPhoneNumber: rest.nationalPhoneNumber,
    internationalPhoneNumber: rest.internationalPhoneNumber,
    location: location && latLng(location.latitude as number, location.longitude as number),
    viewport:
      low &&
      high &&
      bounds({
        south: low.latitude as number,
        west: low.longitude as number,
        north: high.latitude as number,
        east: high.longitude as number,
      }),
    rating: rest.rating,
    userRatingCount: rest.userRatingCount,
    googleMapsURI: rest.googleMapsUri,
    websiteURI: rest.websiteUri,
    utcOffsetMinutes: rest.utcOffsetMinutes,
    businessStatus: rest.businessStatus,
    priceLevel: strip('PRICE_LEVEL_', rest.priceLevel),
    regularOpeningHours: hours(rest.regularOpeningHours),
    reviews: list(rest.reviews)?.map(review),
    photos: list(rest.photos)?.map(photo),
    accessibilityOptions: prefixed(rest.accessibilityOptions),
    parkingOptions: prefixed(rest.parkingOptions),
    paymentOptions:
      payment &&
      defined({
        acceptsCreditCards: payment.acceptsCreditCards,
        acceptsDebitCards: payment.acceptsDebitCards,
        acceptsCashOnly: payment.acceptsCashOnly,
        acceptsNFC: payment.acceptsNfc,
      }),
    evChargeOptions:
      ev &&
      defined({
        connectorCount: ev.connectorCount,
        connectorAggregations: list(ev.connectorAggregation)?.map(connector) ?? [],
      }),
    fuelOptions: fuel && {
      fuelPrices: (list(fuel.fuelPrices) ?? []).map((p) =>
        defined({ type: p.type, price: money(p.price), updateTime: time(p.updateTime) }),
      ),
    },
    ...amenities,
  });
  return data as unknown as GooglePlaceData;
}

/** A REST autocomplete `placePrediction` as the JavaScript API's PlacePrediction. */
export function jsPrediction(rest: Json): google.maps.places.PlacePrediction {
  const formattable = (value: unknown): Json | undefined => {
    const o = obj(value);
    return o && { text: o.text, matches: list(o.matches) ?? [] };
  };
  const structured = obj(rest.structuredFormat);
  return defined({
    placeId: rest.placeId,
    text: formattable(rest.text),
    mainText: formattable(structured?.mainText) ?? null,
    secondaryText: formattable(structured?.secondaryText) ?? null,
    types: rest.types ?? [],
    distanceMeters: rest.distanceMeters ?? null,
  }) as unknown as google.maps.places.PlacePrediction;
}
