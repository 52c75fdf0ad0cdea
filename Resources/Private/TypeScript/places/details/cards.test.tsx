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

afterAll(() => setLanguage(undefined));

describe('2.5 parts the place does not know are left out', () => {
  beforeAll(() => setLanguage('de'));

  it('the card of a place with only a name: title, "Keine Rezensionen", the maps link; nothing else', () => {
    const { container } = render(
      <CompactCard
        place={bare}
        settings={settings}
        content={COMPACT_CONTENT}
        timeZone="Europe/Berlin"
        onOpenPhoto={noop}
      />,
    );
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

describe('English pages', () => {
  beforeAll(() => setLanguage('en'));

  it('the same card reads English: "No reviews", "Open in OpenStreetMap"', () => {
    const { container } = render(
      <CompactCard
        place={bare}
        settings={settings}
        content={COMPACT_CONTENT}
        timeZone="Europe/Berlin"
        onOpenPhoto={noop}
      />,
    );
    expect(container.textContent).toContain('No reviews');
    expect(container.textContent).toContain('Open in OpenStreetMap');
  });
});
