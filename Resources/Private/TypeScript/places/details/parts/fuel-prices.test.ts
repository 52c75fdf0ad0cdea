/** Spec 2.5 / 9.5: the order of the fuel prices and the outdated flag without a time. */
import { setLanguage, t } from '../../../core/i18n';
import type { FuelPrice, FuelType } from '../../model';
import { orderFuelPrices, withoutTime } from './fuel-prices';

const price = (type: FuelType, units = 1): FuelPrice => ({
  type,
  price: { currencyCode: 'EUR', units, nanos: 0 },
  updateTime: null,
});

afterAll(() => setLanguage(undefined));

describe('9.5 fuel prices', () => {
  it('9.5 the featured fuels come first as REGULAR_UNLEADED, MIDGRADE, PREMIUM, DIESEL; the rest keep their order', () => {
    const ordered = orderFuelPrices([
      price('LPG'),
      price('DIESEL'),
      price('SP95_E10'),
      price('PREMIUM'),
      price('E85'),
      price('REGULAR_UNLEADED'),
      price('MIDGRADE'),
    ]);
    expect(ordered.map((p) => p.type)).toEqual([
      'REGULAR_UNLEADED',
      'MIDGRADE',
      'PREMIUM',
      'DIESEL',
      'LPG',
      'SP95_E10',
      'E85',
    ]);
  });

  it('9.5 does not change the source list, and keeps two prices of one type in their order', () => {
    const source = [price('LPG'), price('DIESEL', 1), price('DIESEL', 2)];
    const ordered = orderFuelPrices(source);
    expect(ordered.map((p) => p.price?.units)).toEqual([1, 2, 1]);
    expect(source.map((p) => p.type)).toEqual(['LPG', 'DIESEL', 'DIESEL']);
  });

  it('9.5 the outdated flag without a time drops the bracket with the time, in German and English', () => {
    setLanguage('de');
    expect(withoutTime((time) => t('place.fuel.outdated', { time }))).toBe('Preis möglicherweise veraltet');
    setLanguage('en');
    expect(withoutTime((time) => t('place.fuel.outdated', { time }))).toBe('Price may be out of date');
  });

  it('9.5 a label without a bracket keeps its text with a dash for the time', () => {
    expect(withoutTime((time) => `Veraltet seit ${time}`)).toBe('Veraltet seit –');
  });
});
