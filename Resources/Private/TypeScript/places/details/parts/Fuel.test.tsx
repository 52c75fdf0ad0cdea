/** Spec 2.5 / 3.8 / 9.5: fuel prices in the full panel (featured order, prices, outdated after 24 h). */
import { render, screen, within } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import { formatDateTime } from '../../format';
import type { FuelOptions, FuelPrice, FuelType } from '../../model';
import { Fuel } from './Fuel';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

const NOW = new Date('2026-11-24T10:00:00Z');
const HOUR = 3600_000;

const fuel = (type: FuelType, fields: Partial<FuelPrice> = {}): FuelPrice => ({
  type,
  price: { currencyCode: 'EUR', units: 1, nanos: 799_000_000 },
  updateTime: new Date(NOW.getTime() - HOUR),
  ...fields,
});

const options = (prices: FuelPrice[]): FuelOptions => ({ fuelPrices: prices });
const rows = () => within(screen.getByRole('table')).getAllByRole('row');
const names = () => rows().map((row) => within(row).getByRole('rowheader').textContent);

describe('2.5 / 9.5 fuel prices', () => {
  it('3.8 renders nothing for null options or without prices', () => {
    const { container, rerender } = render(<Fuel options={null} now={NOW} />);
    expect(container.innerHTML).toBe('');
    rerender(<Fuel options={options([])} now={NOW} />);
    expect(container.innerHTML).toBe('');
  });

  it('9.5 featured fuels first (Normalbenzin, Benzin (Mittelsorte), Premiumbenzin, Diesel), then the others in the given order', () => {
    render(
      <Fuel
        options={options([
          fuel('LPG'),
          fuel('DIESEL'),
          fuel('SP95_E10'),
          fuel('PREMIUM'),
          fuel('REGULAR_UNLEADED'),
          fuel('METHANE'),
          fuel('MIDGRADE'),
        ])}
        now={NOW}
      />,
    );
    expect(names()).toEqual([
      'Normalbenzin',
      'Benzin (Mittelsorte)',
      'Premiumbenzin',
      'Diesel',
      'Autogas (LPG)',
      'Super E10',
      'Erdgas (CNG)',
    ]);
  });

  it('2.5 a table named by the heading "Kraftstoffpreise"; each row the name, "1,799 €" and "Stand: …" in muted text', () => {
    const updateTime = new Date(NOW.getTime() - 23 * HOUR);
    render(<Fuel options={options([fuel('DIESEL', { updateTime })])} now={NOW} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Kraftstoffpreise' });
    const table = screen.getByRole('table', { name: 'Kraftstoffpreise' });
    expect(heading.closest('section')!.contains(table)).toBe(true);
    const cells = within(rows()[0]!).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('1,799\u00a0€');
    const status = cells[1]!.querySelector('.sf-place-fuel__updated')!;
    expect(status.textContent).toBe(`Stand: ${formatDateTime(updateTime, 'de')}`);
    expect(status.textContent).toBe('Stand: 23.11.2026, 12:00');
    expect(cells[1]!.querySelector('.sf-place-fuel__outdated')).toBeNull();
  });

  it('9.5 a price 24 h + 1 min old is flagged outdated with an icon and a text; 23 h old is not', () => {
    const old = new Date(NOW.getTime() - 24 * HOUR - 60_000);
    render(
      <Fuel
        options={options([
          fuel('DIESEL', { updateTime: old }),
          fuel('REGULAR_UNLEADED', { updateTime: new Date(NOW.getTime() - 23 * HOUR) }),
        ])}
        now={NOW}
      />,
    );
    const [fresh, outdated] = rows();
    expect(within(fresh!).getByRole('rowheader').textContent).toBe('Normalbenzin');
    expect(fresh!.querySelector('.sf-place-fuel__outdated')).toBeNull();
    const flag = outdated!.querySelector('.sf-place-fuel__outdated')!;
    expect(flag.textContent).toBe(`Preis möglicherweise veraltet (Stand: ${formatDateTime(old, 'de')})`);
    // Not by colour alone: an icon (decorative) next to the text.
    expect(flag.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(outdated!.querySelector('.sf-place-fuel__updated')).toBeNull();
  });

  it('9.5 exactly 24 h old is not yet flagged (older than 24 h is)', () => {
    render(
      <Fuel
        options={options([fuel('DIESEL', { updateTime: new Date(NOW.getTime() - 24 * HOUR) })])}
        now={NOW}
      />,
    );
    expect(rows()[0]!.querySelector('.sf-place-fuel__outdated')).toBeNull();
  });

  it('9.5 a price without a time is flagged outdated, without a time in the text', () => {
    render(<Fuel options={options([fuel('DIESEL', { updateTime: null })])} now={NOW} />);
    const flag = rows()[0]!.querySelector('.sf-place-fuel__outdated')!;
    expect(flag.textContent).toBe('Preis möglicherweise veraltet');
  });

  it('3.8 a fuel without a price shows its name only, with neither price nor flag', () => {
    render(<Fuel options={options([fuel('LPG', { price: null, updateTime: null })])} now={NOW} />);
    const cells = within(rows()[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['', '']);
  });

  it('2.5 the price is a money amount of the currency ("12,50 €" for whole cents)', () => {
    render(
      <Fuel
        options={options([fuel('LPG', { price: { currencyCode: 'EUR', units: 12, nanos: 500_000_000 } })])}
        now={NOW}
      />,
    );
    expect(within(rows()[0]!).getAllByRole('cell')[0]!.textContent).toBe('12,50\u00a0€');
  });

  it('2.5 the status follows now: the same price becomes outdated when now moves on', () => {
    const updateTime = new Date(NOW.getTime() - 23 * HOUR);
    const { rerender } = render(<Fuel options={options([fuel('DIESEL', { updateTime })])} now={NOW} />);
    expect(rows()[0]!.querySelector('.sf-place-fuel__outdated')).toBeNull();
    rerender(
      <Fuel options={options([fuel('DIESEL', { updateTime })])} now={new Date(NOW.getTime() + 2 * HOUR)} />,
    );
    expect(rows()[0]!.querySelector('.sf-place-fuel__outdated')).toBeTruthy();
  });
});
