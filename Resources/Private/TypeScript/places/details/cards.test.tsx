/**
 * 2.5 / 3.7: what a place does not know is left out without gaps: no empty line, no heading
 * without content. And the same card in English on an English page.
 */
import { render } from '@testing-library/react';
import { setLanguage } from '../../core/i18n';
import { Place } from '../model';
import { CompactCard } from './CompactCard';
import { COMPACT_CONTENT, PANEL_CONTENT } from './content';
import { FullPanel } from './FullPanel';
import { detailsSettingsSchema } from './settings';

const settings = detailsSettingsSchema.read({}).value;
const bare = new Place({ id: 'node/1' }, 'osm', {
  displayName: 'Nur ein Name',
  openStreetMapURI: 'https://www.openstreetmap.org/node/1',
});
const noop = (): void => undefined;

/** The compact card of the place that knows only its name. */
const renderBareCard = () =>
  render(
    <CompactCard
      place={bare}
      settings={settings}
      content={COMPACT_CONTENT}
      timeZone="Europe/Berlin"
      onOpenPhoto={noop}
    />,
  );

afterAll(() => setLanguage(undefined));

describe('2.5 parts the place does not know are left out', () => {
  beforeAll(() => setLanguage('de'));

  it('the card of a place with only a name: title, "Keine Rezensionen", the maps link; nothing else', () => {
    const { container } = renderBareCard();
    expect(container.querySelector('.sf-place-card__media')).toBeNull();
    expect(container.querySelector('.sf-place-facts')).toBeNull();
    expect(container.querySelector('[data-sf-open]')).toBeNull();
    expect(container.querySelector('.sf-place-card__title')?.textContent).toBe('Nur ein Name');
    expect(container.textContent).toContain('Keine Rezensionen');
    expect(container.querySelector('a[data-sf-button="expanded"]')?.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/node/1',
    );
    // No element is left empty (an empty paragraph, list or heading would be a gap).
    const empty = [...container.querySelectorAll('p, ul, ol, h2, h3, h4, section')].filter(
      (element) => element.textContent.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it('the panel of that place: no section, no heading without content', () => {
    const { container } = render(
      <FullPanel
        place={bare}
        settings={settings}
        content={PANEL_CONTENT}
        timeZone="Europe/Berlin"
        onOpenPhoto={noop}
      />,
    );
    expect(container.querySelectorAll('section')).toHaveLength(0);
    expect([...container.querySelectorAll('h2, h3')].map((h) => h.textContent)).toEqual(['Nur ein Name']);
    expect(container.querySelector('.sf-place-panel__attribution')?.textContent).toContain(
      '© OpenStreetMap-Mitwirkende',
    );
  });

  it('a card without the maps link (showsButtons false) has no actions row', () => {
    const { container } = render(
      <CompactCard
        place={bare}
        settings={{ ...settings, showsButtons: false }}
        content={COMPACT_CONTENT}
        timeZone="Europe/Berlin"
        onOpenPhoto={noop}
      />,
    );
    expect(container.querySelector('.sf-place-card__actions')).toBeNull();
  });
});

describe('2.5 disclosures worded and linked for the source of the reviews', () => {
  beforeAll(() => setLanguage('de'));
  const review = {
    authorAttribution: { displayName: 'Max M.', uri: null, photoURI: null },
    publishTime: new Date('2026-10-01T09:00:00Z'),
    relativePublishTimeDescription: null,
    rating: 5,
    visitDateYear: null,
    visitDateMonth: null,
    text: 'Gut.',
    textLanguageCode: 'de',
    originalText: 'Gut.',
    originalTextLanguageCode: 'de',
    flagContentURI: null,
    googleMapsURI: null,
    openStreetMapURI: null,
  };
  const links = (container: HTMLElement) =>
    [...container.querySelectorAll('a')].map((a) => [
      a.textContent.replace(/\s*\(öffnet.*$/, ''),
      a.getAttribute('href'),
    ]);

  it("Google: not verified with Google's policy, and the conduct report on the place's Google page", () => {
    const place = new Place({ id: 'ChIJ1' }, 'google', {
      displayName: 'Bei Google',
      rating: 5,
      userRatingCount: 1,
      reviews: [review],
      googleMapsURI: 'https://maps.google.com/?cid=1',
    });
    const { container } = render(
      <FullPanel
        place={place}
        settings={settings}
        content={['title', 'reviews']}
        timeZone="Europe/Berlin"
        onOpenPhoto={noop}
      />,
    );
    expect(container.textContent).toContain('Rezensionen werden nicht überprüft');
    expect(container.textContent).toContain('Google überprüft Rezensionen nicht');
    expect(links(container)).toEqual(
      expect.arrayContaining([
        ['Weitere Informationen', 'https://support.google.com/contributionpolicy/answer/7400114'],
        ['Geschäftsverhalten melden', 'https://maps.google.com/?cid=1'],
      ]),
    );
  });

  it("the company's own reviews: its own wording and its review policy page; no conduct report", () => {
    const place = new Place({ id: 'cms:x' }, 'cms', { displayName: 'Eigener Ort', reviews: [review] });
    const { container } = render(
      <FullPanel
        place={place}
        settings={{ ...settings, reviewPolicyUrl: '/kontakt.html' }}
        content={['title', 'reviews']}
        timeZone="Europe/Berlin"
        onOpenPhoto={noop}
      />,
    );
    expect(container.textContent).toContain('Die Rezensionen stammen von unseren Kundinnen und Kunden');
    expect(links(container)).toContainEqual(['Weitere Informationen', '/kontakt.html']);
    expect(container.textContent).not.toContain('Geschäftsverhalten melden');
  });
});

describe('English pages', () => {
  beforeAll(() => setLanguage('en'));

  it('the same card reads English: "No reviews", "Open in OpenStreetMap"', () => {
    const { container } = renderBareCard();
    expect(container.textContent).toContain('No reviews');
    expect(container.textContent).toContain('Open in OpenStreetMap');
  });
});
