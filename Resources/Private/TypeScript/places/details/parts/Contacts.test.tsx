/** Spec 2.5: the full panel's contacts (address, website, phone, plus code, opening hours). */
import { render, screen } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import type { PlaceFields } from '../../model';
import { makePlace } from '../../testing/factories';
import { Contacts } from './Contacts';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

const place = (fields: Partial<PlaceFields>) => makePlace({ displayName: 'Zentrale', ...fields });

const FULL: Partial<PlaceFields> = {
  formattedAddress: 'Marienplatz 1, 80331 München',
  websiteURI: 'https://www.beispiel.de/filiale',
  nationalPhoneNumber: '089 1234567',
  internationalPhoneNumber: '+49 89 1234567',
  plusCode: { globalCode: '8FWH4HX8+QF', compoundCode: '4HX8+QF München' },
};

describe('2.5 contacts', () => {
  it('2.5 renders nothing when every row is missing and no hours are given', () => {
    const { container } = render(
      <Contacts place={place({ plusCode: { globalCode: null, compoundCode: null } })} />,
    );
    expect(container.innerHTML).toBe('');
    const { container: withNull } = render(<Contacts place={place({})}>{null}</Contacts>);
    expect(withNull.innerHTML).toBe('');
  });

  it('2.5 a section "Kontakt" with address, website, phone and plus code, each with a hidden label and an aria-hidden icon', () => {
    const { container } = render(<Contacts place={place(FULL)} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Kontakt' });
    expect(heading.closest('section')).toBeTruthy();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Adresse Marienplatz 1, 80331 München',
      'Website beispiel.de (öffnet in einem neuen Tab)',
      'Telefon 089 1234567',
      'Plus Code 8FWH4HX8+QF',
    ]);
    for (const row of rows) {
      expect(row.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
      expect(row.querySelector('.sf-visually-hidden')).toBeTruthy();
    }
    // No opening hours without children.
    expect(container.querySelector('h4')).toBeNull();
  });

  it('2.5 the website of another site shows its host, is named "Website beispiel.de" and opens a new tab', () => {
    render(<Contacts place={place({ websiteURI: 'https://www.beispiel.de/filiale' })} />);
    const link = screen.getByRole('link', { name: 'Website beispiel.de (öffnet in einem neuen Tab)' });
    expect(link.getAttribute('href')).toBe('https://www.beispiel.de/filiale');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('2.5 a website on the page’s own origin opens in the same tab, without the suffix', () => {
    render(<Contacts place={place({ websiteURI: `${window.location.origin}/standorte/zentrale` })} />);
    const link = screen.getByRole('link', { name: 'Website localhost' });
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.textContent).not.toContain('neuen Tab');
  });

  it('2.5 a website that is no http(s) address is left out', () => {
    const { container } = render(<Contacts place={place({ websiteURI: 'javascript:alert(1)' })} />);
    expect(container.innerHTML).toBe('');
  });

  it('2.5 the phone shows the national number and dials the international one without spaces', () => {
    render(
      <Contacts
        place={place({ nationalPhoneNumber: '089 1234567', internationalPhoneNumber: '+49 89 1234567' })}
      />,
    );
    const link = screen.getByRole('link', { name: 'Telefon 089 1234567' });
    expect(link.getAttribute('href')).toBe('tel:+49891234567');
  });

  it('2.5 a phone with only the international number shows and dials that one', () => {
    render(<Contacts place={place({ internationalPhoneNumber: '+49 89 1234567' })} />);
    expect(screen.getByRole('link', { name: 'Telefon +49 89 1234567' }).getAttribute('href')).toBe(
      'tel:+49891234567',
    );
  });

  it('3.8 plus code: the global code, else the compound code', () => {
    const { rerender } = render(
      <Contacts place={place({ plusCode: { globalCode: null, compoundCode: '4HX8+QF München' } })} />,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Plus Code 4HX8+QF München');
    rerender(
      <Contacts
        place={place({ plusCode: { globalCode: '8FWH4HX8+QF', compoundCode: '4HX8+QF München' } })}
      />,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Plus Code 8FWH4HX8+QF');
  });

  it('2.5 only the rows that are known: an address alone is one row', () => {
    render(<Contacts place={place({ formattedAddress: 'Marienplatz 1, 80331 München' })} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('2.5 the opening-hours line given as children sits under "Öffnungszeiten" inside the section', () => {
    render(
      <Contacts place={place(FULL)}>
        <p data-testid="hours">Geöffnet</p>
      </Contacts>,
    );
    const section = screen.getByRole('heading', { level: 3, name: 'Kontakt' }).closest('section')!;
    const hoursHeading = screen.getByRole('heading', { level: 4, name: 'Öffnungszeiten' });
    expect(section.contains(hoursHeading)).toBe(true);
    const hours = screen.getByTestId('hours');
    expect(section.contains(hours)).toBe(true);
    expect(hoursHeading.compareDocumentPosition(hours) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('2.5 the hours alone still make the section, without an empty list', () => {
    const { container } = render(
      <Contacts place={place({})}>
        <p>Geöffnet</p>
      </Contacts>,
    );
    expect(screen.getByRole('heading', { name: 'Kontakt' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Öffnungszeiten' })).toBeTruthy();
    expect(container.querySelector('ul')).toBeNull();
  });
});
