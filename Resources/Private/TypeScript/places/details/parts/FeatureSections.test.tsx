/** Spec 2.5 / 3.7 / 3.8: the full panel's feature sections (amenities, accessibility, parking, payment). */
import { render, screen, within } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import type { PlaceFields } from '../../model';
import { makePlace } from '../../testing/factories';
import { FeatureSections } from './FeatureSections';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

const place = (fields: Partial<PlaceFields>) => makePlace({ displayName: 'Zentrale', ...fields });

/** The section under the heading with this name. */
const section = (name: string): HTMLElement =>
  screen.getByRole('heading', { level: 3, name }).closest('section')!;

describe('2.5 feature sections', () => {
  it('2.5 renders nothing when no feature is known (all null, options null)', () => {
    const { container } = render(
      <FeatureSections
        place={place({
          hasWiFi: null,
          accessibilityOptions: null,
          parkingOptions: null,
          paymentOptions: {
            acceptsCreditCards: null,
            acceptsDebitCards: null,
            acceptsCashOnly: null,
            acceptsNfc: null,
          },
        })}
      />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('3.7 amenities: a section "Angebot" with a list; true shows a check and the label, null is left out', () => {
    const { container } = render(
      <FeatureSections place={place({ hasWiFi: true, servesCoffee: true, allowsDogs: null })} />,
    );
    const amenities = section('Angebot');
    expect(amenities.tagName).toBe('SECTION');
    const items = within(amenities).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Kaffee', 'WLAN']);
    const icon = items[0]!.querySelector('svg')!;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(items[0]!.classList.contains('sf-place-feature--yes')).toBe(true);
    // Only the amenities section: no empty headings for the other groups.
    expect(container.querySelectorAll('section')).toHaveLength(1);
    expect(container.querySelectorAll('h3')).toHaveLength(1);
  });

  it('3.7 a false value is announced as not offered ("WLAN: nein"); the visible label is hidden from screen readers', () => {
    render(<FeatureSections place={place({ hasWiFi: false })} />);
    const item = within(section('Angebot')).getByRole('listitem');
    expect(item.classList.contains('sf-place-feature--no')).toBe(true);
    const spoken = item.querySelector('.sf-visually-hidden')!;
    expect(spoken.textContent).toBe('WLAN: nein');
    const visible = item.querySelector('.sf-place-feature__label')!;
    expect(visible.textContent).toBe('WLAN');
    expect(visible.getAttribute('aria-hidden')).toBe('true');
    // A cross, not the check: its drawing differs from the one of an offered feature.
    const cross = item.querySelector('svg')!;
    expect(cross.getAttribute('aria-hidden')).toBe('true');
    const { container: yes } = render(<FeatureSections place={place({ hasWiFi: true })} />);
    expect(cross.innerHTML).not.toBe(yes.querySelector('svg')!.innerHTML);
    // The accessible text of a true item has no "Nicht".
    expect(yes.querySelector('li')!.textContent).toBe('WLAN');
  });

  it('3.8 all four sections in order with German headings and labels', () => {
    render(
      <FeatureSections
        place={place({
          hasDineIn: true,
          accessibilityOptions: {
            hasWheelchairAccessibleEntrance: true,
            hasWheelchairAccessibleRestroom: false,
            hasWheelchairAccessibleSeating: null,
            hasWheelchairAccessibleParking: null,
          },
          parkingOptions: {
            hasFreeParkingLot: true,
            hasPaidParkingLot: null,
            hasFreeStreetParking: null,
            hasPaidStreetParking: null,
            hasValetParking: null,
            hasFreeGarageParking: null,
            hasPaidGarageParking: null,
          },
          paymentOptions: {
            acceptsCreditCards: true,
            acceptsDebitCards: true,
            acceptsCashOnly: false,
            acceptsNfc: true,
          },
        })}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Angebot',
      'Barrierefreiheit',
      'Parken',
      'Zahlungsarten',
    ]);
    const a11y = within(section('Barrierefreiheit')).getAllByRole('listitem');
    expect(a11y[0]!.textContent).toBe('Rollstuhlgerechter Eingang');
    expect(a11y[1]!.querySelector('.sf-visually-hidden')!.textContent).toBe('Rollstuhlgerechtes WC: nein');
    expect(within(section('Parken')).getByRole('listitem').textContent).toBe('Kostenloser Parkplatz');
    const payment = within(section('Zahlungsarten')).getAllByRole('listitem');
    expect(payment).toHaveLength(4);
    expect(payment[2]!.querySelector('.sf-visually-hidden')!.textContent).toBe('Nur Barzahlung: nein');
  });

  it('3.8 English pages get the English labels ("No Wi-Fi")', () => {
    setLanguage('en');
    try {
      render(<FeatureSections place={place({ hasWiFi: false })} />);
      expect(screen.getByRole('heading', { name: 'Offerings' })).toBeTruthy();
      expect(screen.getByRole('listitem').querySelector('.sf-visually-hidden')!.textContent).toBe('No Wi-Fi');
    } finally {
      setLanguage('de');
    }
  });
});
