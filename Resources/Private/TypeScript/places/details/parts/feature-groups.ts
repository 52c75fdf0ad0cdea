/**
 * The full panel's feature sections (spec 2.5, 3.7, 3.8): amenities, accessibility, parking and
 * payment, each with the label key of its heading and of every known value. Pure; unknown (`null`)
 * values are left out, and a group without a known value is left out altogether.
 */
import type { LabelKey } from '../../../core/i18n';
import {
  AMENITIES,
  type AccessibilityOptions,
  type Amenity,
  type ParkingOptions,
  type PaymentOptions,
  type Place,
} from '../../model';

/** Every key of `T`, and only those (a compile error names the one that is missing). */
type AllKeys<T, K extends readonly (keyof T)[]> = [Exclude<keyof T, K[number]>] extends [never] ? K : never;

const keysOf =
  <T>() =>
  <const K extends readonly (keyof T)[]>(keys: AllKeys<T, K>): K =>
    keys;

/** 3.8 AccessibilityOptions, in the spec's order. */
export const ACCESSIBILITY_KEYS = keysOf<AccessibilityOptions>()([
  'hasWheelchairAccessibleEntrance',
  'hasWheelchairAccessibleRestroom',
  'hasWheelchairAccessibleSeating',
  'hasWheelchairAccessibleParking',
]);

/** 3.8 ParkingOptions, in the spec's order. */
export const PARKING_KEYS = keysOf<ParkingOptions>()([
  'hasFreeParkingLot',
  'hasPaidParkingLot',
  'hasFreeStreetParking',
  'hasPaidStreetParking',
  'hasValetParking',
  'hasFreeGarageParking',
  'hasPaidGarageParking',
]);

/** 3.8 PaymentOptions, in the spec's order. */
export const PAYMENT_KEYS = keysOf<PaymentOptions>()([
  'acceptsCreditCards',
  'acceptsDebitCards',
  'acceptsCashOnly',
  'acceptsNfc',
]);

export type FeatureGroupId = 'amenities' | 'accessibility' | 'parking' | 'payment';

/** A compile error when one of the keys is no label key (the labels are generated from the XLIFF files). */
type Labels<K extends LabelKey> = K;

/** The label keys of the values, built from the key lists. */
export type FeatureLabel = Labels<
  | `place.amenity.${Amenity}`
  | `place.a11y.${(typeof ACCESSIBILITY_KEYS)[number]}`
  | `place.parking.${(typeof PARKING_KEYS)[number]}`
  | `place.payment.${(typeof PAYMENT_KEYS)[number]}`
>;

export type FeatureHeading = Labels<`place.section.${FeatureGroupId}`>;

export interface Feature {
  /** The field's name (3.7 / 3.8), e.g. 'hasWiFi'. */
  name: string;
  label: FeatureLabel;
  /** true: offered; false: known not to be offered. */
  value: boolean;
}

export interface FeatureGroup {
  id: FeatureGroupId;
  heading: FeatureHeading;
  features: Feature[];
}

function known<K extends string>(
  names: readonly K[],
  value: (name: K) => boolean | null | undefined,
  label: (name: K) => FeatureLabel,
): Feature[] {
  const features: Feature[] = [];
  for (const name of names) {
    const v = value(name);
    if (typeof v === 'boolean') features.push({ name, label: label(name), value: v });
  }
  return features;
}

/** The groups with at least one known value, in the panel's order. */
export function featureGroups(place: Place): FeatureGroup[] {
  const { accessibilityOptions: a11y, parkingOptions: parking, paymentOptions: payment } = place;
  const groups: FeatureGroup[] = [
    {
      id: 'amenities',
      heading: 'place.section.amenities',
      features: known<Amenity>(
        AMENITIES,
        (name) => place[name],
        (name): FeatureLabel => `place.amenity.${name}`,
      ),
    },
    {
      id: 'accessibility',
      heading: 'place.section.accessibility',
      features: known(
        ACCESSIBILITY_KEYS,
        (name) => a11y?.[name],
        (name): FeatureLabel => `place.a11y.${name}`,
      ),
    },
    {
      id: 'parking',
      heading: 'place.section.parking',
      features: known(
        PARKING_KEYS,
        (name) => parking?.[name],
        (name): FeatureLabel => `place.parking.${name}`,
      ),
    },
    {
      id: 'payment',
      heading: 'place.section.payment',
      features: known(
        PAYMENT_KEYS,
        (name) => payment?.[name],
        (name): FeatureLabel => `place.payment.${name}`,
      ),
    },
  ];
  return groups.filter((group) => group.features.length > 0);
}
