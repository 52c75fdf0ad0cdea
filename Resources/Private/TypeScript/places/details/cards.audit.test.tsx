/**
 * Issue 28 audit, spec 2.5 / 3.7 / 9.5: what the compact card and the full panel show that no test
 * checked: the card's price · type · accessibility line, the 'Details' summary, the amenity tags
 * (showsAttributeTags), every price level and every connector type by its German name.
 */
import { render, within } from '@testing-library/react';
import { setLanguage, t } from '../../core/i18n';
import { EV_CONNECTOR_TYPES, PRICE_LEVELS, Place, type PlaceFields } from '../model';
import { CompactCard } from './CompactCard';
import { COMPACT_CONTENT, PANEL_CONTENT } from './content';
import { priceOf } from './describe';
import { FullPanel } from './FullPanel';
import { EvCharge } from './parts/EvCharge';
import { detailsSettingsSchema } from './settings';

const noop = (): void => undefined;
const place = (fields: Partial<PlaceFields>) =>
  new Place({ id: 'cms:zentrale' }, 'cms', { displayName: 'Zentrale', ...fields });

function card(fields: Partial<PlaceFields>, raw: object = {}, content = COMPACT_CONTENT) {
  return render(
    <CompactCard
      place={place(fields)}
      settings={detailsSettingsSchema.read(raw).value}
      content={content}
      timeZone="Europe/Berlin"
      onOpenPhoto={noop}
    />,
  );
}

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('issue 28 audit: the compact card', () => {
  it('2.5 the facts line: "€€" with "Preis: Mittleres Preisniveau" for screen readers, the type, the accessible entrance', () => {
    const { container } = card({
      priceLevel: 'MODERATE',
      primaryTypeDisplayName: 'Café',
      accessibilityOptions: {
        hasWheelchairAccessibleEntrance: true,
        hasWheelchairAccessibleParking: null,
        hasWheelchairAccessibleRestroom: null,
        hasWheelchairAccessibleSeating: null,
      },
    });
    const facts = container.querySelector('.sf-place-facts')!;
    const price = facts.querySelector('.sf-place-facts__price')!;
    expect(price.querySelector('[aria-hidden="true"]')?.textContent).toBe('€€');
    expect(price.querySelector('.sf-visually-hidden')?.textContent).toBe('Preis: Mittleres Preisniveau');
    expect(facts.querySelector('.sf-place-facts__type')?.textContent).toBe('Café');
    const a11y = facts.querySelector('.sf-place-facts__a11y')!;
    expect(a11y.getAttribute('title')).toBe('Rollstuhlgerechter Eingang');
    expect(a11y.querySelector('svg')).not.toBeNull();
    expect(a11y.textContent).toBe('Rollstuhlgerechter Eingang');
    // In this order: price, type, accessibility.
    expect([...facts.children].map((child) => child.className)).toEqual([
      'sf-place-facts__price',
      'sf-place-facts__type',
      'sf-place-facts__a11y',
    ]);
  });

  it('2.5 each fact only when known and asked for: no entrance info, no icon; content without "price", no price', () => {
    const { container } = card(
      { priceLevel: 'MODERATE', primaryTypeDisplayName: 'Café', accessibilityOptions: null },
      {},
      COMPACT_CONTENT.filter((item) => item !== 'price'),
    );
    const facts = container.querySelector('.sf-place-facts')!;
    expect(facts.querySelector('.sf-place-facts__price')).toBeNull();
    expect(facts.querySelector('.sf-place-facts__a11y')).toBeNull();
    expect(facts.textContent).toBe('Café');
  });

  it('3.7 showsAttributeTags: off by default; on, up to four offered amenities as tags', () => {
    const offers = {
      hasTakeout: true,
      hasDelivery: true,
      hasDineIn: true,
      hasCurbsidePickup: true,
      isReservable: true,
      servesBreakfast: false,
    };
    expect(card(offers).container.querySelector('.sf-place-tags')).toBeNull();
    const { container } = card(offers, { showsAttributeTags: true });
    const tags = [...container.querySelectorAll('.sf-place-tags li')].map((tag) => tag.textContent);
    expect(tags).toEqual(['Zum Mitnehmen', 'Lieferservice', 'Essen vor Ort', 'Abholung am Straßenrand']);
  });
});

describe('issue 28 audit: the full panel', () => {
  it("2.5 the editorial summary in a section headed 'Details', in the summary's language", () => {
    const { container } = render(
      <FullPanel
        place={place({ editorialSummary: 'Seit 1950 am Marienplatz.', editorialSummaryLanguageCode: 'de' })}
        settings={detailsSettingsSchema.read({}).value}
        content={PANEL_CONTENT}
        timeZone="Europe/Berlin"
        onOpenPhoto={noop}
      />,
    );
    const heading = within(container).getByRole('heading', { name: 'Details' });
    const section = heading.parentElement!;
    const summary = section.querySelector('p')!;
    expect(summary.textContent).toBe('Seit 1950 am Marienplatz.');
    expect(summary.getAttribute('lang')).toBe('de');
  });

  it('9.5 the attribution header: GRAY on the light scheme (default), WHITE on the dark one', () => {
    const panel = (raw: object) =>
      render(
        <FullPanel
          place={place({})}
          settings={detailsSettingsSchema.read(raw).value}
          content={PANEL_CONTENT}
          timeZone="Europe/Berlin"
          onOpenPhoto={noop}
        />,
      ).container.querySelector('.sf-place-panel__attribution')!.className;
    expect(panel({})).toContain('sf-place-panel__attribution--gray');
    expect(panel({ colorScheme: 'dark' })).toContain('sf-place-panel__attribution--white');
    expect(panel({ colorScheme: 'dark' })).not.toContain('--gray');
  });
});

describe('issue 28 audit: the full lists', () => {
  it('3.8 every price level: its symbol (none for FREE) and its German words in the label', () => {
    const shown = PRICE_LEVELS.map((level) => priceOf({ priceLevel: level, priceRange: null }));
    expect(shown).toEqual([
      { text: 'Kostenlos', label: 'Preis: Kostenlos' },
      { text: '€', label: 'Preis: Günstig' },
      { text: '€€', label: 'Preis: Mittleres Preisniveau' },
      { text: '€€€', label: 'Preis: Teuer' },
      { text: '€€€€', label: 'Preis: Sehr teuer' },
    ]);
  });

  it('3.8 every connector type: a German name of its own, never the raw code', () => {
    const { container } = render(
      <EvCharge
        options={{
          connectorCount: 0,
          connectorAggregations: EV_CONNECTOR_TYPES.map((type) => ({
            type,
            maxChargeRateKw: null,
            count: 2,
            availableCount: null,
            outOfServiceCount: null,
            availabilityLastUpdateTime: null,
          })),
        }}
        now={new Date('2026-11-24T10:00:00Z')}
      />,
    );
    const names = [...container.querySelectorAll('.sf-place-ev__type')].map((name) => name.textContent);
    expect(names).toHaveLength(EV_CONNECTOR_TYPES.length);
    expect(new Set(names).size).toBe(names.length);
    for (const [index, type] of EV_CONNECTOR_TYPES.entries()) {
      expect(names[index]).not.toBe(type);
      expect(names[index]).not.toMatch(/^place\./);
      expect(names[index]).toBe(t(`place.ev.${type}`));
    }
    expect(names).toEqual(expect.arrayContaining(['Typ 2', 'CCS (Combo 2)', 'GB/T', 'Haushaltssteckdose']));
  });
});
