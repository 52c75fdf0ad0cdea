/**
 * OpenStreetMap elements as places (issue 14): an `OsmElement` (elements.ts, from Nominatim or
 * Overpass) whose tags map onto the model. Only what a tag says is
 * filled; everything else stays null (no guesses: an element without `wheelchair` has unknown
 * accessibility, not none). Pure: the opening-hours parser comes in from the source (it is a large
 * library, loaded only when a place has `opening_hours`).
 */
import { OpenLocationCode } from 'open-location-code';
import { t } from '../../../core/i18n';
import { offsetAt } from '../../hours';
import {
  Place,
  type AccessibilityOptions,
  type ConnectorAggregation,
  type EVChargeOptions,
  type EVConnectorType,
  type FuelOptions,
  type MapsLinks,
  type PaymentOptions,
  type PlaceFields,
} from '../../model';
import { addressFields, addressParts } from './address';
import { placeIdOf, type OsmElement } from './elements';
import { openingHoursOf, type OpeningHoursParser } from './hours';
import { FUELS, SOCKETS, typeName, typesOf } from './tags';

/** yes / no as OSM writes them; anything else (limited, designated, a number…) is unknown. */
function yesNo(
  value: string | undefined,
  yes: readonly string[] = ['yes'],
  no: readonly string[] = ['no'],
): boolean | null {
  if (value === undefined) return null;
  const v = value.trim().toLowerCase();
  if (yes.includes(v)) return true;
  if (no.includes(v)) return false;
  return null;
}

const allNull = (object: Record<string, unknown>): boolean => Object.values(object).every((v) => v === null);

/** 'https://…' as given; a bare host gets https://. */
function website(tags: Readonly<Record<string, string>>): string | null {
  const raw = (tags.website ?? tags['contact:website'] ?? tags.url)?.trim();
  if (!raw) return null;
  const uri = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    return new URL(uri).href;
  } catch {
    return null;
  }
}

/**
 * The phone in its international and its national (German) form: '+49 89 2317000' and
 * '089 2317000'. The first number of a list (`;`) is taken.
 */
export function phoneNumbers(tags: Readonly<Record<string, string>>): {
  international: string | null;
  national: string | null;
} {
  const raw = (tags.phone ?? tags['contact:phone'])?.split(';')[0]?.trim();
  if (!raw) return { international: null, national: null };
  const compact = raw
    .replace(/[()/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const german = /^(?:\+|00)49\s?(.*)$/.exec(compact);
  if (german) {
    const rest = (german[1] ?? '').replace(/^\(?0\)?\s?/, '');
    return { international: `+49 ${rest}`, national: `0${rest}` };
  }
  if (compact.startsWith('+')) return { international: compact, national: null };
  if (compact.startsWith('0')) return { international: `+49 ${compact.slice(1)}`, national: compact };
  return { international: null, national: compact };
}

function accessibility(tags: Readonly<Record<string, string>>): AccessibilityOptions | null {
  const options: AccessibilityOptions = {
    hasWheelchairAccessibleEntrance: yesNo(tags.wheelchair, ['yes', 'designated']),
    hasWheelchairAccessibleRestroom: yesNo(tags['toilets:wheelchair'], ['yes', 'designated']),
    hasWheelchairAccessibleSeating: null,
    hasWheelchairAccessibleParking: null,
  };
  return allNull({ ...options }) ? null : options;
}

function payment(tags: Readonly<Record<string, string>>): PaymentOptions | null {
  const any = (...keys: string[]): boolean | null => {
    const values = keys.map((key) => yesNo(tags[`payment:${key}`]));
    if (values.includes(true)) return true;
    return values.includes(false) ? false : null;
  };
  const credit = any('credit_cards', 'visa', 'mastercard', 'american_express');
  const debit = any('debit_cards', 'girocard', 'maestro', 'v_pay', 'visa_debit');
  const cash = yesNo(tags['payment:cash']) ?? yesNo(tags['payment:coins']);
  const nfc = any('contactless', 'apple_pay', 'google_pay');
  const options: PaymentOptions = {
    acceptsCreditCards: credit,
    acceptsDebitCards: debit,
    // Cash only: cash taken and every card said no (not merely unknown).
    acceptsCashOnly:
      cash === true
        ? credit === false && debit === false
          ? true
          : credit || debit
            ? false
            : null
        : cash === false
          ? false
          : null,
    acceptsNfc: nfc,
  };
  return allNull({ ...options }) ? null : options;
}

function fuel(tags: Readonly<Record<string, string>>): FuelOptions | null {
  const prices = Object.entries(FUELS)
    .filter(([key]) => yesNo(tags[`fuel:${key}`]) === true)
    .map(([, type]) => ({ type, price: null, updateTime: null }));
  // Several keys may map to one type (cng, lng).
  const unique = prices.filter((price, index) => prices.findIndex((p) => p.type === price.type) === index);
  return unique.length === 0 ? null : { fuelPrices: unique };
}

/** '22 kW', '50kW', '11' (kW), '3.7 kW' → kW; undefined when not a power. */
export function kilowatts(value: string | undefined): number | undefined {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(kw|kva|w)?\s*$/i.exec(value ?? '');
  if (!match) return undefined;
  const amount = Number((match[1] ?? '').replace(',', '.'));
  return match[2]?.toLowerCase() === 'w' ? amount / 1000 : amount;
}

function evCharging(tags: Readonly<Record<string, string>>): EVChargeOptions | null {
  const byType = new Map<EVConnectorType, ConnectorAggregation>();
  for (const [socket, type] of Object.entries(SOCKETS)) {
    const raw = tags[`socket:${socket}`];
    if (raw === undefined || raw === 'no') continue;
    const count = raw === 'yes' ? 1 : Number.parseInt(raw, 10);
    if (!Number.isInteger(count) || count <= 0) continue;
    const rate = kilowatts(tags[`socket:${socket}:output`]) ?? null;
    const previous = byType.get(type);
    byType.set(type, {
      type,
      count: (previous?.count ?? 0) + count,
      maxChargeRateKw: Math.max(previous?.maxChargeRateKw ?? 0, rate ?? 0) || null,
      availableCount: null,
      outOfServiceCount: null,
      availabilityLastUpdateTime: null,
    });
  }
  if (byType.size === 0) {
    const capacity = Number.parseInt(tags.capacity ?? '', 10);
    if (tags.amenity !== 'charging_station' || !Number.isInteger(capacity) || capacity <= 0) return null;
    return { connectorCount: capacity, connectorAggregations: [] };
  }
  const aggregations = [...byType.values()];
  return {
    connectorCount: aggregations.reduce((sum, a) => sum + a.count, 0),
    connectorAggregations: aggregations,
  };
}

// Links, plus code ----------------------------------------------------------------------------

export const OSM_COPYRIGHT_URI = 'https://www.openstreetmap.org/copyright';

function links(element: OsmElement): { uri: string; links: MapsLinks } {
  const uri = `https://www.openstreetmap.org/${placeIdOf(element)}`;
  const to = encodeURIComponent(`;${String(element.lat)},${String(element.lon)}`);
  return {
    uri,
    links: {
      placeURI: uri,
      directionsURI: `https://www.openstreetmap.org/directions?route=${to}`,
      writeAReviewURI: null,
      reviewsURI: null,
      photosURI: null,
    },
  };
}

const olc = new OpenLocationCode();

/** The plus code of a position: global, and compound (short code and town). */
export function plusCodeOf(lat: number, lng: number, town: string | null): PlaceFields['plusCode'] {
  const globalCode = olc.encode(lat, lng);
  // The compound code drops the first four characters, which the town implies (as Google's does).
  const short = globalCode.slice(4);
  return { globalCode, compoundCode: town ? `${short} ${town}` : short };
}

// The place -----------------------------------------------------------------------------------

export interface OsmMappingOptions {
  language: string;
  now: Date;
  /**
   * The places' IANA time zone ('Europe/Berlin'): OSM has none per element, and `opening_hours`
   * means its wall clock (the source's `timeZone` option).
   */
  timeZone: string;
  /** The `opening_hours` parser, when the source has loaded it; without it, hours stay null. */
  parseHours?: OpeningHoursParser;
}

/** An OSM element as a place (source 'osm'). */
export function placeFromOsm(element: OsmElement, options: OsmMappingOptions): Place {
  const { tags } = element;
  const lang = options.language;
  const localName = tags[`name:${lang}`];
  const name = localName ?? tags.name ?? null;
  const types = typesOf(tags);
  const primaryType = types[0] ?? null;
  const phone = phoneNumbers(tags);
  const address = addressFields(element);
  const link = links(element);
  const description = tags[`description:${lang}`] ?? tags.description ?? null;
  const hoursValue = tags.opening_hours;
  const hours =
    hoursValue && options.parseHours
      ? openingHoursOf(hoursValue, element, options.parseHours, options.now, options.timeZone)
      : null;
  const town = addressParts(element).city;
  const fields: Partial<PlaceFields> = {
    displayName: name,
    displayNameLanguageCode: localName ? lang : null,
    ...address,
    location: { lat: element.lat, lng: element.lon },
    viewport: element.bounds,
    openStreetMapURI: link.uri,
    openStreetMapLinks: link.links,
    attributions: [{ provider: t('places.attribution.osm'), providerURI: OSM_COPYRIGHT_URI }],
    internationalPhoneNumber: phone.international,
    nationalPhoneNumber: phone.national,
    websiteURI: website(tags),
    regularOpeningHours: hours,
    utcOffsetMinutes: hours ? offsetAt(options.timeZone, options.now) : null,
    types: types.length > 0 ? types : null,
    primaryType,
    primaryTypeDisplayName: typeName(primaryType ?? undefined),
    primaryTypeDisplayNameLanguageCode: typeName(primaryType ?? undefined) ? lang : null,
    editorialSummary: description,
    editorialSummaryLanguageCode: tags[`description:${lang}`] ? lang : null,
    plusCode: plusCodeOf(element.lat, element.lon, town),
    accessibilityOptions: accessibility(tags),
    paymentOptions: payment(tags),
    fuelOptions: fuel(tags),
    evChargeOptions: evCharging(tags),
    businessStatus: tags['disused:amenity'] || tags['disused:shop'] ? 'CLOSED_PERMANENTLY' : null,
    hasTakeout: yesNo(tags.takeaway, ['yes', 'only']),
    hasDelivery: yesNo(tags.delivery, ['yes', 'only']),
    hasDineIn: tags.takeaway === 'only' ? false : null,
    hasOutdoorSeating: yesNo(tags.outdoor_seating),
    hasWiFi: yesNo(tags.internet_access, ['yes', 'wlan', 'wifi', 'wireless'], ['no']),
    hasRestroom: yesNo(tags.toilets, ['yes', 'customers']),
    allowsDogs: yesNo(tags.dog, ['yes', 'leashed', 'outside']),
    isReservable: yesNo(tags.reservation, ['yes', 'required', 'recommended']),
    servesVegetarianFood: yesNo(tags['diet:vegetarian'], ['yes', 'only']),
    servesBreakfast: yesNo(tags.breakfast),
    servesBrunch: yesNo(tags.brunch),
    servesLunch: yesNo(tags.lunch),
    servesBeer: yesNo(tags['drink:beer'], ['yes', 'served']),
    servesWine: yesNo(tags['drink:wine'], ['yes', 'served']),
    servesCoffee: yesNo(tags['drink:coffee'], ['yes', 'served']),
    hasLiveMusic: yesNo(tags.live_music),
    isGoodForChildren: yesNo(tags.kids_area),
  };
  return new Place({ id: placeIdOf(element), requestedLanguage: lang, requestedRegion: null }, 'osm', fields);
}
