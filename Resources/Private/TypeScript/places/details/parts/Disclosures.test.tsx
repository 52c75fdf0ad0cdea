/** Spec 2.5 'Disclosure sections', worded for the source that supplied the content. */
import { fireEvent, render, screen } from '@testing-library/react';
import { setLanguage, t } from '../../../core/i18n';
import { AboutResults, ReportConduct, ReviewSorting, ReviewsNotVerified } from './Disclosures';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

/** Opens the one disclosure and returns its content's text. */
function open(title: string): HTMLElement {
  const button = screen.getByRole('button', { name: title });
  fireEvent.click(button);
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

describe('2.5 "Rezensionen werden nicht überprüft"', () => {
  it('2.5 Google: Google checks no reviews; "Weitere Informationen" opens in a new tab', () => {
    render(<ReviewsNotVerified source="google" learnMoreHref="https://support.example/reviews" />);
    const content = open('Rezensionen werden nicht überprüft');
    expect(content.textContent).toContain('Google überprüft Rezensionen nicht');
    expect(content.textContent).toContain(t('place.disclosure.notVerified.google'));
    const link = screen.getByRole('link', { name: 'Weitere Informationen (öffnet in einem neuen Tab)' });
    expect(link.getAttribute('href')).toBe('https://support.example/reviews');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("2.5 CMS: the company's own customers; no link without learnMoreHref", () => {
    render(<ReviewsNotVerified source="cms" />);
    const content = open('Rezensionen werden nicht überprüft');
    expect(content.textContent).toContain('Die Rezensionen stammen von unseren Kundinnen und Kunden.');
    expect(content.textContent).toContain(t('place.disclosure.notVerified.cms'));
    expect(content.textContent).not.toContain('Google');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('2.5 OpenStreetMap has no reviews: nothing', () => {
    const { container } = render(<ReviewsNotVerified source="osm" learnMoreHref="https://x.example" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('2.5 "Über diese Ergebnisse"', () => {
  it.each([
    ['google', 'Relevanz, Entfernung und Bekanntheit'],
    ['osm', 'OpenStreetMap sind nach Entfernung sortiert'],
    ['cms', 'Unsere eigenen Standorte'],
  ] as const)('2.5 worded for %s', (source, words) => {
    render(<AboutResults source={source} />);
    const text = open('Über diese Ergebnisse').textContent;
    expect(text).toContain(words);
    expect(text).toBe(t(`place.disclosure.results.${source}`));
  });
});

describe('2.5 "Sortierung der Rezensionen"', () => {
  it('2.5 Google: by relevance; CMS: newest first; OpenStreetMap: nothing', () => {
    const { container, rerender } = render(<ReviewSorting source="google" />);
    expect(open('Sortierung der Rezensionen').textContent).toBe('Rezensionen sind nach Relevanz sortiert.');
    rerender(<ReviewSorting source="cms" />);
    expect(container.querySelector('.sf-place-disclosure__content')?.textContent).toBe(
      'Rezensionen sind nach Datum sortiert, die neuesten zuerst.',
    );
    rerender(<ReviewSorting source="osm" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('2.5 "Geschäftsverhalten melden"', () => {
  it('2.5 the text and the link in a new tab; nothing without href', () => {
    const { container, rerender } = render(<ReportConduct href="https://example.com/melden" />);
    const content = open('Geschäftsverhalten melden');
    expect(content.textContent).toContain('irreführendes oder unlauteres Geschäftsverhalten');
    expect(content.textContent).toContain(t('place.disclosure.conduct.text'));
    const link = screen.getByRole('link', { name: 'Geschäftsverhalten melden (öffnet in einem neuen Tab)' });
    expect(link.getAttribute('href')).toBe('https://example.com/melden');
    expect(link.getAttribute('target')).toBe('_blank');
    rerender(<ReportConduct href={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<ReportConduct />);
    expect(container.innerHTML).toBe('');
  });
});
