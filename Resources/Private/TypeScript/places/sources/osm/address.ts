/**
 * An OSM element's address (issue 14): from Nominatim's address details where the engine gave them,
 * else from the element's `addr:*` tags, as the model's address fields.
 */
import type { AddressComponent, PlaceFields, PostalAddress } from '../../model';
import type { OsmElement } from './elements';

export interface AddressParts {
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
  district: string | null;
  state: string | null;
  country: string | null;
  countryCode: string | null;
}

export function addressParts(element: OsmElement): AddressParts {
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

export function addressFields(
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
