/** Spec 2.5 / 3.8: EV charge options in the full panel (type, power, available / total, out of service, age). */
import { render, screen } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import type { ConnectorAggregation, EVChargeOptions } from '../../model';
import { EvCharge } from './EvCharge';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

const NOW = new Date('2026-11-24T10:00:00Z');

const aggregation = (fields: Partial<ConnectorAggregation>): ConnectorAggregation => ({
  type: 'CCS_COMBO_2',
  maxChargeRateKw: null,
  count: 4,
  availableCount: null,
  outOfServiceCount: null,
  availabilityLastUpdateTime: null,
  ...fields,
});

const options = (aggregations: ConnectorAggregation[], connectorCount = 0): EVChargeOptions => ({
  connectorCount,
  connectorAggregations: aggregations,
});

const rows = () => screen.getAllByRole('listitem');

describe('2.5 / 3.8 EV charge options', () => {
  it('3.8 renders nothing for null options or without connector aggregations', () => {
    const { container, rerender } = render(<EvCharge options={null} now={NOW} />);
    expect(container.innerHTML).toBe('');
    rerender(<EvCharge options={options([], 6)} now={NOW} />);
    expect(container.innerHTML).toBe('');
  });

  it('3.8 one row per connector type: name, "bis 150 kW", "2 von 4 frei", "1 außer Betrieb", "Stand: vor 5 Minuten"', () => {
    render(
      <EvCharge
        options={options([
          aggregation({
            type: 'CCS_COMBO_2',
            maxChargeRateKw: 150,
            count: 4,
            availableCount: 2,
            outOfServiceCount: 1,
            availabilityLastUpdateTime: new Date(NOW.getTime() - 5 * 60_000),
          }),
        ])}
        now={NOW}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Laden von Elektrofahrzeugen' }).closest('section'),
    ).toBeTruthy();
    const [row] = rows();
    expect(row!.querySelector('.sf-place-ev__type')!.textContent).toBe('CCS (Combo 2)');
    expect(row!.querySelector('.sf-place-ev__facts')!.textContent).toBe(
      'bis 150 kW, 2 von 4 frei, 1 außer Betrieb, Stand: vor 5 Minuten',
    );
    expect(row!.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('3.8 availability unknown: the number of connectors ("2 Ladepunkte"); no power, age or out-of-service when unknown', () => {
    render(<EvCharge options={options([aggregation({ type: 'TYPE_2', count: 2 })])} now={NOW} />);
    const [row] = rows();
    expect(row!.querySelector('.sf-place-ev__type')!.textContent).toBe('Typ 2');
    expect(row!.querySelector('.sf-place-ev__facts')!.textContent).toBe('2 Ladepunkte');
  });

  it('3.8 out of service only when more than 0; 0 of 2 available is still said', () => {
    render(
      <EvCharge
        options={options([
          aggregation({
            type: 'CHADEMO',
            count: 2,
            availableCount: 0,
            outOfServiceCount: 0,
            maxChargeRateKw: 3.7,
          }),
        ])}
        now={NOW}
      />,
    );
    expect(rows()[0]!.querySelector('.sf-place-ev__facts')!.textContent).toBe('bis 3,7 kW, 0 von 2 frei');
  });

  it('3.8 the total line "8 Ladepunkte insgesamt" when connectorCount > 0, none for 0', () => {
    const { container, rerender } = render(
      <EvCharge options={options([aggregation({}), aggregation({ type: 'TYPE_2' })], 8)} now={NOW} />,
    );
    expect(rows()).toHaveLength(2);
    expect(container.querySelector('.sf-place-ev__total')!.textContent).toBe('8 Ladepunkte insgesamt');
    rerender(<EvCharge options={options([aggregation({})], 0)} now={NOW} />);
    expect(container.querySelector('.sf-place-ev__total')).toBeNull();
  });

  it('3.8 the age is relative to now: 2 hours before is "vor 2 Stunden"', () => {
    render(
      <EvCharge
        options={options([
          aggregation({ availabilityLastUpdateTime: new Date(NOW.getTime() - 2 * 3600_000) }),
        ])}
        now={NOW}
      />,
    );
    expect(screen.getByText('Stand: vor 2 Stunden', { exact: false })).toBeTruthy();
  });

  it('9.5 every connector type has its own name', () => {
    const types = ['OTHER', 'J1772', 'UNSPECIFIED_WALL_OUTLET', 'TESLA'] as const;
    render(<EvCharge options={options(types.map((type) => aggregation({ type })))} now={NOW} />);
    expect(rows().map((row) => row.querySelector('.sf-place-ev__type')!.textContent)).toEqual([
      'Sonstiger Stecker',
      'J1772 (Typ 1)',
      'Haushaltssteckdose',
      'Tesla',
    ]);
  });

  it('2.5 English pages: "up to 150 kW, 2 of 4 available, Updated 5 minutes ago"', () => {
    setLanguage('en');
    try {
      render(
        <EvCharge
          options={options([
            aggregation({
              maxChargeRateKw: 150,
              availableCount: 2,
              availabilityLastUpdateTime: new Date(NOW.getTime() - 5 * 60_000),
            }),
          ])}
          now={NOW}
        />,
      );
      expect(rows()[0]!.querySelector('.sf-place-ev__facts')!.textContent).toBe(
        'up to 150 kW, 2 of 4 available, Updated 5 minutes ago',
      );
    } finally {
      setLanguage('de');
    }
  });
});
