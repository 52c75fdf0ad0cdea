/** Spec 2.5 / 3.7 / 3.8: which feature sections and values the full panel shows. */
import { AMENITIES } from '../../model';
import { makePlace } from '../../testing/factories';
import { ACCESSIBILITY_KEYS, PARKING_KEYS, PAYMENT_KEYS, featureGroups } from './feature-groups';

describe('3.7 / 3.8 feature groups', () => {
  it('3.7 a place without any known feature has no group', () => {
    expect(featureGroups(makePlace({ displayName: 'Zentrale' }))).toEqual([]);
  });

  it('3.7 amenities keep the spec order and leave null out; true and false are both kept', () => {
    const place = makePlace({ hasWiFi: true, hasTakeout: false, servesBeer: null });
    expect(featureGroups(place)).toEqual([
      {
        id: 'amenities',
        heading: 'place.section.amenities',
        features: [
          { name: 'hasTakeout', label: 'place.amenity.hasTakeout', value: false },
          { name: 'hasWiFi', label: 'place.amenity.hasWiFi', value: true },
        ],
      },
    ]);
  });

  it('3.8 an options object of only nulls makes no group', () => {
    const place = makePlace({
      paymentOptions: {
        acceptsCreditCards: null,
        acceptsDebitCards: null,
        acceptsCashOnly: null,
        acceptsNfc: null,
      },
    });
    expect(featureGroups(place)).toEqual([]);
  });

  it('3.8 the groups come in the order amenities, accessibility, parking, payment with their label keys', () => {
    const place = makePlace({
      paymentOptions: {
        acceptsCreditCards: true,
        acceptsDebitCards: null,
        acceptsCashOnly: false,
        acceptsNfc: null,
      },
      parkingOptions: {
        hasFreeParkingLot: null,
        hasPaidParkingLot: null,
        hasFreeStreetParking: null,
        hasPaidStreetParking: null,
        hasValetParking: null,
        hasFreeGarageParking: null,
        hasPaidGarageParking: true,
      },
      accessibilityOptions: {
        hasWheelchairAccessibleEntrance: true,
        hasWheelchairAccessibleRestroom: null,
        hasWheelchairAccessibleSeating: null,
        hasWheelchairAccessibleParking: false,
      },
      isGoodForGroups: true,
    });
    const groups = featureGroups(place);
    expect(groups.map((group) => group.id)).toEqual(['amenities', 'accessibility', 'parking', 'payment']);
    expect(groups[1]!.features).toEqual([
      {
        name: 'hasWheelchairAccessibleEntrance',
        label: 'place.a11y.hasWheelchairAccessibleEntrance',
        value: true,
      },
      {
        name: 'hasWheelchairAccessibleParking',
        label: 'place.a11y.hasWheelchairAccessibleParking',
        value: false,
      },
    ]);
    expect(groups[2]!.features).toEqual([
      { name: 'hasPaidGarageParking', label: 'place.parking.hasPaidGarageParking', value: true },
    ]);
    expect(groups[3]!.features.map((feature) => feature.label)).toEqual([
      'place.payment.acceptsCreditCards',
      'place.payment.acceptsCashOnly',
    ]);
  });

  it('3.7 / 3.8 every key list has the spec count (24 amenities, 4 accessibility, 7 parking, 4 payment)', () => {
    expect(AMENITIES).toHaveLength(24);
    expect(ACCESSIBILITY_KEYS).toHaveLength(4);
    expect(PARKING_KEYS).toHaveLength(7);
    expect(PAYMENT_KEYS).toHaveLength(4);
  });
});
