/**
 * OpenStreetMap elements as places (issue 14): Nominatim's jsonv2 (`/lookup`, `/reverse`) and
 * Overpass elements become one `OsmElement`, whose tags map onto the model. Only what a tag says is
 * filled; everything else stays null (no guesses: an element without `wheelchair` has unknown
 * accessibility, not none). Pure: the opening-hours parser comes in from the source (it is a large
 * library, loaded only when a place has `opening_hours`).
 */
import { OpenLocationCode } from 'open-location-code';
import { t } from '../../core/i18n';
import { own } from '../../core/own';
import { resultTypes } from '../../services/osm/vocabulary';
import { describeWeek, offsetAt, wallClockAt } from '../hours';
import {
  Place,
  type AccessibilityOptions,
  type AddressComponent,
  type ConnectorAggregation,
  type EVChargeOptions,
  type EVConnectorType,
  type FuelOptions,
  type FuelType,
  type LatLngBoundsLiteral,
  type MapsLinks,
  type OpeningHours,
  type OpeningHoursPeriod,
  type PaymentOptions,
  type PlaceFields,
  type PostalAddress,
} from '../model';

export type OsmType = 'node' | 'way' | 'relation';

/** Nominatim's address details (`addressdetails=1`), the parts we read. */
export interface NominatimAddress {
  house_number?: string;
  road?: string;
  pedestrian?: string;
  square?: string;
  suburb?: string;
  city_district?: string;
  city?: string;
  town?: string;
  village?: string;
  state?: string;
  postcode?: string;
  country?: string;
  country_code?: string;
}

export interface OsmElement {
  osmType: OsmType;
  osmId: number;
  lat: number;
  lon: number;
  /** Every tag of the element (name, addr:*, and what Nominatim calls extratags). */
  tags: Readonly<Record<string, string>>;
  address: NominatimAddress | null;
  bounds: LatLngBoundsLiteral | null;
}

/** `node/123`: the place id of an OSM element (as in openstreetmap.org's URLs). */
export function placeIdOf(element: Pick<OsmElement, 'osmType' | 'osmId'>): string {
  return `${element.osmType}/${String(element.osmId)}`;
}

/** `node/123` → Nominatim's `N123`; undefined for anything else. */
export function lookupIdOf(placeId: string): string | undefined {
  const match = /^(node|way|relation)\/(\d{1,15})$/.exec(placeId);
  if (!match) return undefined;
  return `${(match[1] ?? 'n').charAt(0).toUpperCase()}${match[2] ?? ''}`;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
const stringRecord = (value: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (isRecord(value)) for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
};

const OSM_TYPES: Record<string, OsmType> = {
  node: 'node',
  way: 'way',
  relation: 'relation',
  N: 'node',
  W: 'way',
  R: 'relation',
};

/** One object of Nominatim's jsonv2 answer; undefined when it is not one. */
export function fromNominatim(json: unknown): OsmElement | undefined {
  if (!isRecord(json)) return undefined;
  const osmType = own(OSM_TYPES, String(json.osm_type));
  const osmId = num(json.osm_id);
  const lat = num(json.lat);
  const lon = num(json.lon);
  if (!osmType || !Number.isInteger(osmId) || !Number.isFinite(lat) || !Number.isFinite(lon))
    return undefined;
  const tags: Record<string, string> = { ...stringRecord(json.extratags), ...stringRecord(json.namedetails) };
  if (typeof json.name === 'string' && json.name !== '' && !tags.name) tags.name = json.name;
  if (typeof json.category === 'string' && typeof json.type === 'string' && !own(tags, json.category)) {
    tags[json.category] = json.type;
  }
  const box = Array.isArray(json.boundingbox) ? json.boundingbox.map(num) : [];
  const [south, north, west, east] = box;
  const bounds =
    box.length === 4 && box.every(Number.isFinite)
      ? { south: south as number, west: west as number, north: north as number, east: east as number }
      : null;
  return {
    osmType,
    osmId,
    lat,
    lon,
    tags,
    address: isRecord(json.address) ? json.address : null,
    bounds,
  };
}

/** One element of an Overpass answer (`out center tags`); undefined when it has no position. */
export function fromOverpass(json: unknown): OsmElement | undefined {
  if (!isRecord(json)) return undefined;
  const osmType = own(OSM_TYPES, String(json.type));
  const center = isRecord(json.center) ? json.center : json;
  const lat = num(center.lat);
  const lon = num(center.lon);
  const osmId = num(json.id);
  if (!osmType || !Number.isInteger(osmId) || !Number.isFinite(lat) || !Number.isFinite(lon))
    return undefined;
  return { osmType, osmId, lat, lon, tags: stringRecord(json.tags), address: null, bounds: null };
}

// Types ---------------------------------------------------------------------------------------

/**
 * OSM `cuisine` values → Google place types (Places API (New), table A) of a restaurant (and of a
 * fast-food place, except what never is one). `cuisine` is a `;`-separated list: the first value
 * found here becomes the primary type, the generic restaurant types stay among the types.
 */
export const CUISINE_TYPES: Readonly<Record<string, string>> = {
  italian: 'italian_restaurant',
  pizza: 'pizza_restaurant',
  chinese: 'chinese_restaurant',
  japanese: 'japanese_restaurant',
  sushi: 'sushi_restaurant',
  thai: 'thai_restaurant',
  indian: 'indian_restaurant',
  vietnamese: 'vietnamese_restaurant',
  greek: 'greek_restaurant',
  mexican: 'mexican_restaurant',
  turkish: 'turkish_restaurant',
  kebab: 'turkish_restaurant',
  french: 'french_restaurant',
  spanish: 'spanish_restaurant',
  american: 'american_restaurant',
  burger: 'hamburger_restaurant',
  seafood: 'seafood_restaurant',
  fish: 'seafood_restaurant',
  steak_house: 'steak_house',
  vegan: 'vegan_restaurant',
  vegetarian: 'vegetarian_restaurant',
  korean: 'korean_restaurant',
  lebanese: 'lebanese_restaurant',
  arab: 'middle_eastern_restaurant',
  middle_eastern: 'middle_eastern_restaurant',
  mediterranean: 'mediterranean_restaurant',
  asian: 'asian_restaurant',
  ramen: 'ramen_restaurant',
  brazilian: 'brazilian_restaurant',
  indonesian: 'indonesian_restaurant',
  african: 'african_restaurant',
};

/** Cuisine types a fast-food place does not get (a steak house is a sit-down restaurant). */
const NOT_FAST_FOOD = new Set(['steak_house']);

/** The place type of the first recognised `cuisine` value of a restaurant or fast-food place. */
function cuisineType(tags: Readonly<Record<string, string>>): string | undefined {
  const amenity = tags.amenity;
  if (amenity !== 'restaurant' && amenity !== 'fast_food') return undefined;
  for (const value of (tags.cuisine ?? '').split(';')) {
    const key = value.trim().toLowerCase();
    const type = own(CUISINE_TYPES, key);
    if (type && !(amenity === 'fast_food' && NOT_FAST_FOOD.has(type))) return type;
  }
  return undefined;
}

/**
 * Types with a name among the labels (`places.type.*`, German and English): every type that can be
 * a place's primary type.
 */
export const NAMED_TYPES: ReadonlySet<string> = new Set([
  'cafe',
  'restaurant',
  'fast_food_restaurant',
  'bar',
  'pub',
  'beer_garden',
  'ice_cream_shop',
  'bakery',
  'supermarket',
  'store',
  'clothing_store',
  'book_store',
  'pharmacy',
  'hospital',
  'doctor',
  'dentist',
  'bank',
  'atm',
  'parking',
  'gas_station',
  'electric_vehicle_charging_station',
  'hotel',
  'museum',
  'post_office',
  'church',
  'library',
  'police',
  'tourist_attraction',
  'theater',
  'cinema',
  'office',
  ...Object.values(CUISINE_TYPES),
]);

export function typesOf(tags: Readonly<Record<string, string>>): string[] {
  const types = resultTypes(tags);
  const cuisine = cuisineType(tags);
  if (cuisine) types.unshift(cuisine);
  const unique = [...new Set(types)];
  if (unique.length > 0) unique.push('point_of_interest', 'establishment');
  return unique;
}

function typeName(type: string | undefined): string | null {
  if (!type || !NAMED_TYPES.has(type)) return null;
  // Every NAMED_TYPES entry has a parameterless label `places.type.{type}` in both languages
  // (osm-mapping.test checks the keys).
  return t(`places.type.${type}` as 'places.type.cafe');
}

// Single tags ---------------------------------------------------------------------------------

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

/** OSM `fuel:*` keys → the fuel types of 9.5 (German pumps: Super E5 = SP95, Super E10 = SP95_E10). */
const FUELS: Record<string, FuelType> = {
  diesel: 'DIESEL',
  HGV_diesel: 'TRUCK_DIESEL',
  biodiesel: 'BIO_DIESEL',
  octane_91: 'SP91',
  octane_92: 'SP92',
  octane_95: 'SP95',
  e10: 'SP95_E10',
  octane_98: 'SP98',
  octane_100: 'SP100',
  lpg: 'LPG',
  e85: 'E85',
  cng: 'METHANE',
  lng: 'METHANE',
};

function fuel(tags: Readonly<Record<string, string>>): FuelOptions | null {
  const prices = Object.entries(FUELS)
    .filter(([key]) => yesNo(tags[`fuel:${key}`]) === true)
    .map(([, type]) => ({ type, price: null, updateTime: null }));
  // Several keys may map to one type (cng, lng).
  const unique = prices.filter((price, index) => prices.findIndex((p) => p.type === price.type) === index);
  return unique.length === 0 ? null : { fuelPrices: unique };
}

/** OSM `socket:*` keys → the EV connector types of 9.5. */
const SOCKETS: Record<string, EVConnectorType> = {
  type1: 'J1772',
  type1_combo: 'CCS_COMBO_1',
  type2: 'TYPE_2',
  type2_cable: 'TYPE_2',
  type2_combo: 'CCS_COMBO_2',
  chademo: 'CHADEMO',
  tesla_supercharger: 'TESLA',
  tesla_standard: 'TESLA',
  nacs: 'TESLA',
  gb_dc: 'UNSPECIFIED_GB_T',
  gb_ac: 'UNSPECIFIED_GB_T',
  schuko: 'UNSPECIFIED_WALL_OUTLET',
  cee_blue: 'OTHER',
  cee_red_16a: 'OTHER',
  cee_red_32a: 'OTHER',
};

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

// Address -------------------------------------------------------------------------------------

interface AddressParts {
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
  district: string | null;
  state: string | null;
  country: string | null;
  countryCode: string | null;
}

function addressParts(element: OsmElement): AddressParts {
  const { tags, address } = element;
  return {
    street:
      tags['addr:street'] ??
      tags['addr:place'] ??
      address?.road ??
      address?.pedestrian ??
      address?.square ??
      null,
    number: tags['addr:housenumber'] ?? address?.house_number ?? null,
    postcode: tags['addr:postcode'] ?? address?.postcode ?? null,
    city: tags['addr:city'] ?? address?.city ?? address?.town ?? address?.village ?? null,
    district: tags['addr:suburb'] ?? address?.suburb ?? address?.city_district ?? null,
    state: address?.state ?? null,
    country: address?.country ?? null,
    countryCode: (tags['addr:country'] ?? address?.country_code ?? null)?.toUpperCase() ?? null,
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function addressFields(
  element: OsmElement,
): Pick<PlaceFields, 'formattedAddress' | 'addressComponents' | 'adrFormatAddress' | 'postalAddress'> {
  const a = addressParts(element);
  const line = [a.street, a.number].filter(Boolean).join(' ') || null;
  const town = [a.postcode, a.city].filter(Boolean).join(' ') || null;
  const formatted = [line, town].filter(Boolean).join(', ') || null;
  const components: AddressComponent[] = [];
  const add = (longText: string | null, types: string[], shortText = longText): void => {
    if (longText) components.push({ longText, shortText, types });
  };
  add(a.number, ['street_number']);
  add(a.street, ['route']);
  add(a.district, ['sublocality_level_1', 'sublocality', 'political']);
  add(a.city, ['locality', 'political']);
  add(a.state, ['administrative_area_level_1', 'political'], a.state === 'Bayern' ? 'BY' : a.state);
  add(a.country, ['country', 'political'], a.countryCode);
  add(a.postcode, ['postal_code']);
  const span = (cls: string, text: string | null): string | null =>
    text ? `<span class="${cls}">${escapeHtml(text)}</span>` : null;
  const adr = [
    span('street-address', line),
    [span('postal-code', a.postcode), span('locality', a.city)].filter(Boolean).join(' ') || null,
    span('country-name', a.country),
  ]
    .filter(Boolean)
    .join(', ');
  const postal: PostalAddress | null =
    line || town
      ? {
          regionCode: a.countryCode,
          postalCode: a.postcode,
          administrativeArea: a.state,
          locality: a.city,
          addressLines: line ? [line] : [],
          organization: null,
        }
      : null;
  return {
    formattedAddress: formatted,
    addressComponents: components.length > 0 ? components : null,
    adrFormatAddress: adr || null,
    postalAddress: postal,
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

// Opening hours -------------------------------------------------------------------------------

/** What `opening_hours` offers that we use: open intervals between two instants. */
export interface OpeningHoursEvaluator {
  getOpenIntervals(from: Date, to: Date): [Date, Date, boolean, string | undefined][];
}

/**
 * `clockShiftMinutes`: how far the place's wall clock is ahead of the Dates' local zone (the
 * visitor's), which the library needs for sunrise and sunset (osm-hours.ts).
 */
export type OpeningHoursParser = (
  value: string,
  element: OsmElement,
  clockShiftMinutes?: number,
) => OpeningHoursEvaluator;

/**
 * `opening_hours` as the editors wrote it, for a value the library cannot evaluate: no periods, the
 * text as the one description (a value that is only a comment, `"nach Vereinbarung"`, without its
 * quotes). Empty or blank: null.
 */
export function hoursText(value: string): OpeningHours | null {
  const trimmed = value.trim();
  const comment = /^"([^"]*)"$/.exec(trimmed);
  const text = (comment ? (comment[1] ?? '') : trimmed).trim();
  return text === '' ? null : { periods: [], weekdayDescriptions: [text] };
}

/** A point of the week from a Date's local fields (the place's wall clock, see openingHoursOf). */
const point = (date: Date): { day: number; hour: number; minute: number } => ({
  day: date.getDay(),
  hour: date.getHours(),
  minute: date.getMinutes(),
});

/**
 * The `opening_hours` tag as the week's periods: the open intervals of the seven days from today
 * (holidays of this week included), in the place's wall clock (`timeZone`), whatever the visitor's.
 * The library evaluates the local fields of its Dates (getDay, getHours…): it gets Dates whose
 * local fields are the place's wall clock, and its answers are read back the same way (the place's
 * `utcOffsetMinutes` is its zone's offset at `now`).
 *
 * What the library cannot evaluate is shown as the editors' text (`hoursText`): a value it does not
 * parse, and one whose week has "unknown" stretches (comments such as `"nach Vereinbarung"`, open
 * ends `18:00+`, `||` fallbacks): no periods (so no open/closed state) and the text as the one
 * description. Dropping the unknown stretches would show a place 'by appointment' as closed all week
 * (the extract has 40 such values; tests/recorded/extract.test.ts).
 */
export function openingHoursOf(
  value: string,
  element: OsmElement,
  parse: OpeningHoursParser,
  now: Date,
  timeZone: string,
): OpeningHours | null {
  const today = wallClockAt(timeZone, now);
  const from = new Date(today.year, today.month - 1, today.day);
  const to = new Date(today.year, today.month - 1, today.day + 7);
  let intervals: ReturnType<OpeningHoursEvaluator['getOpenIntervals']>;
  try {
    const shift = offsetAt(timeZone, now) + from.getTimezoneOffset();
    intervals = parse(value, element, shift).getOpenIntervals(from, to);
  } catch {
    return hoursText(value);
  }
  if (intervals.some(([, , unknown]) => unknown)) return hoursText(value);
  let periods: OpeningHoursPeriod[];
  const first = intervals[0];
  if (
    intervals.length === 1 &&
    first &&
    first[0].getTime() <= from.getTime() &&
    first[1].getTime() >= to.getTime()
  ) {
    periods = [{ open: { day: 0, hour: 0, minute: 0 }, close: null }];
  } else {
    const spans = intervals.map(([start, end]) => [start, end] as const);
    // The window cuts a night that runs past midnight into its start and its end: join them.
    const head = spans[0];
    const tail = spans.at(-1);
    if (
      spans.length > 1 &&
      head &&
      tail &&
      head[0].getTime() <= from.getTime() &&
      tail[1].getTime() >= to.getTime()
    ) {
      spans.shift();
      // The night ends on the window's first day, a week after the last: the same wall-clock point.
      spans[spans.length - 1] = [tail[0], head[1]];
    }
    periods = spans.map(([start, end]) => ({ open: point(start), close: point(end) }));
  }
  const weekdayDescriptions = describeWeek(
    periods,
    {
      day: (day, hours) => t('places.hours.day', { day, hours }),
      closed: t('places.hours.closed'),
      allDay: t('places.hours.allDay'),
    },
    'de-DE',
  );
  return { periods, weekdayDescriptions };
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
