/**
 * Issue 28, the spec audit's grammar findings (spec 2.5, 3.8, 9.5): counts through plural rules
 * ('1 Ladepunkt', '1 weiteres Foto'), 'Öffnet am Montag um 08:00', a not-offered feature read as
 * German, fuel names as German stations write them, price ranges as price tags write them, and the
 * English wording of the spec ('Visited on').
 */
import { act, render, screen, within } from '@testing-library/react';
import { setLanguage, t } from '../../../core/i18n';
import { tp } from '../../../core/plural';
import { FUEL_TYPES, Place, type ConnectorAggregation, type FuelType, type Photo } from '../../model';
import { priceOf } from '../describe';
import { EvCharge } from './EvCharge';
import { FeatureSections } from './FeatureSections';
import { Fuel } from './Fuel';
import { nextChangeText } from './hours-text';
import { PhotoCollage } from './PhotoCollage';

beforeEach(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

const NOW = new Date('2026-11-24T10:00:00Z');

const aggregation = (count: number): ConnectorAggregation => ({
  type: 'CCS_COMBO_2',
  maxChargeRateKw: null,
  count,
  availableCount: null,
  outOfServiceCount: null,
  availabilityLastUpdateTime: null,
});

const photos = (count: number): Photo[] =>
  Array.from({ length: count }, (_, index) => ({
    authorAttributions: [],
    widthPx: 1200,
    heightPx: 800,
    name: `places/zentrale/photos/${index + 1}`,
    flagContentURI: null,
    googleMapsURI: null,
    openStreetMapURI: null,
    getURI: () => Promise.resolve(`https://img.example/${index + 1}.jpg`),
  }));

const euro = (units: number, nanos = 0) => ({ currencyCode: 'EUR', units, nanos });

describe('issue 28 audit: counts use plural rules', () => {
  it('tp picks the ".one" label for one and the base label for other counts, in both languages', () => {
    expect(tp('place.ev.count', 1, { count: 1 })).toBe('1 Ladepunkt');
    expect(tp('place.ev.count', 2, { count: 2 })).toBe('2 Ladepunkte');
    expect(tp('place.ev.count', 0, { count: 0 })).toBe('0 Ladepunkte');
    setLanguage('en');
    expect(tp('place.ev.count', 1, { count: 1 })).toBe('1 connector');
    expect(tp('place.ev.count', 3, { count: 3 })).toBe('3 connectors');
  });

  it('3.8 one connector: "1 Ladepunkt" and "1 Ladepunkt insgesamt", not "1 Ladepunkte"', () => {
    const { container, rerender } = render(
      <EvCharge options={{ connectorCount: 1, connectorAggregations: [aggregation(1)] }} now={NOW} />,
    );
    expect(container.querySelector('.sf-place-ev__facts')!.textContent).toBe('1 Ladepunkt');
    expect(container.querySelector('.sf-place-ev__total')!.textContent).toBe('1 Ladepunkt insgesamt');
    rerender(<EvCharge options={{ connectorCount: 2, connectorAggregations: [aggregation(2)] }} now={NOW} />);
    expect(container.querySelector('.sf-place-ev__facts')!.textContent).toBe('2 Ladepunkte');
    expect(container.querySelector('.sf-place-ev__total')!.textContent).toBe('2 Ladepunkte insgesamt');
  });

  it('9.5 one photo more than shown: "1 weiteres Foto", two: "2 weitere Fotos"', async () => {
    const { container, rerender } = render(
      <PhotoCollage photos={photos(4)} placeName="Zentrale" size="LARGE" onOpen={jest.fn()} />,
    );
    await act(async () => Promise.resolve());
    const spoken = () => container.querySelector('.sf-place-photo__more .sf-visually-hidden')?.textContent;
    expect(spoken()).toBe('1 weiteres Foto');
    rerender(<PhotoCollage photos={photos(5)} placeName="Zentrale" size="LARGE" onOpen={jest.fn()} />);
    await act(async () => Promise.resolve());
    expect(spoken()).toBe('2 weitere Fotos');
  });
});

describe('issue 28 audit: sentences read as German', () => {
  it('4.12 closed until another day: "Öffnet am Montag um 08:00"', () => {
    // Saturday 14:00 in Berlin; Monday 08:00 opens next.
    const state = { open: false, alwaysOpen: false, nextChange: new Date('2026-09-21T06:00:00Z') };
    const now = new Date('2026-09-19T12:00:00Z');
    expect(nextChangeText(state, now, { utcOffsetMinutes: 120 })).toBe('Öffnet am Montag um 08:00');
    setLanguage('en');
    expect(nextChangeText(state, now, { utcOffsetMinutes: 120 })).toBe('Opens Monday at 08:00');
  });

  it('3.7 a feature not offered is announced "WLAN: nein", never "Nicht: WLAN"', () => {
    render(
      <FeatureSections place={new Place({ id: 'x' }, 'cms', { displayName: 'Zentrale', hasWiFi: false })} />,
    );
    expect(document.querySelector('.sf-place-feature--no .sf-visually-hidden')?.textContent).toBe(
      'WLAN: nein',
    );
  });

  it('2.5 the English review line follows the spec: "Visited on {date}"', () => {
    setLanguage('en');
    expect(t('place.review.visited', { date: 'September 2026' })).toBe('Visited on September 2026');
  });
});

describe('issue 28 audit: fuel names as German stations write them', () => {
  const germanNames = () => {
    const prices = FUEL_TYPES.map((type: FuelType) => ({
      type,
      price: euro(1, 799_000_000),
      updateTime: NOW,
    }));
    render(<Fuel options={{ fuelPrices: prices }} now={NOW} />);
    return within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => within(row).getByRole('rowheader').textContent);
  };

  it('9.5 the full fuel list: every type its own name, none a leading part of another ("Super" beside "Super E5")', () => {
    const names = germanNames();
    expect(names).toHaveLength(FUEL_TYPES.length);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names)
      for (const other of names) if (other !== name) expect(other.startsWith(`${name} `)).toBe(false);
  });

  it('9.5 the petrol a German station sells keeps its station name: Super E5, Super E10, Super Plus', () => {
    setLanguage('de');
    expect(t('place.fuel.SP95')).toBe('Super E5');
    expect(t('place.fuel.SP95_E10')).toBe('Super E10');
    expect(t('place.fuel.SP98')).toBe('Super Plus');
    expect(t('place.fuel.DIESEL')).toBe('Diesel');
    expect(t('place.fuel.LPG')).toBe('Autogas (LPG)');
  });
});

describe('issue 28 audit: price ranges as price tags', () => {
  it('2.5 whole euros: "10–20 €", not "10,00 €–20,00 €"; the label reads the same range', () => {
    const price = priceOf({ priceLevel: null, priceRange: { startPrice: euro(10), endPrice: euro(20) } });
    expect(price?.text).toBe('10–20\u00a0€');
  });

  it('2.5 cents where a bound has them: "7,50–12,50 €"; from-only keeps "ab …"', () => {
    expect(
      priceOf({
        priceLevel: null,
        priceRange: { startPrice: euro(7, 500_000_000), endPrice: euro(12, 500_000_000) },
      })?.text,
    ).toBe('7,50–12,50\u00a0€');
    expect(priceOf({ priceLevel: null, priceRange: { startPrice: euro(10), endPrice: null } })?.text).toBe(
      t('place.priceFrom', { start: '10,00\u00a0€' }),
    );
  });
});
