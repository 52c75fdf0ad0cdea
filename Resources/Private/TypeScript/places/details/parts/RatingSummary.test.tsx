/** Spec 2.5 / 8.3 / 9.5: the rating summary, one decimal in German, one star, 'Keine Rezensionen'. */
import { render, screen } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import { RatingSummary } from './RatingSummary';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('2.5 / 9.5 rating summary', () => {
  it('2.5 shows 4,5 with one star and (2), named "4,5 von 5 Sternen" and "2 Rezensionen"', () => {
    const { container } = render(<RatingSummary rating={4.5} count={2} />);
    const score = screen.getByRole('img', { name: '4,5 von 5 Sternen' });
    expect(score.textContent).toBe('4,5');
    // Exactly one star, decorative, inside the named image.
    const stars = container.querySelectorAll('svg');
    expect(stars).toHaveLength(1);
    expect(stars[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(score.contains(stars[0]!)).toBe(true);
    // The visible count is hidden from screen readers; its spoken text is visually hidden.
    const visible = container.querySelector('.sf-place-rating__count [aria-hidden="true"]');
    expect(visible?.textContent).toBe('(2)');
    expect(container.querySelector('.sf-place-rating__count .sf-visually-hidden')?.textContent).toBe(
      '2 Rezensionen',
    );
    // Only one image role: the rating is read once.
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('9.5 always exactly one decimal: 4 → "4,0", 4.26 → "4,3"', () => {
    const { rerender } = render(<RatingSummary rating={4} count={10} />);
    expect(screen.getByRole('img', { name: '4,0 von 5 Sternen' }).textContent).toBe('4,0');
    rerender(<RatingSummary rating={4.26} count={10} />);
    expect(screen.getByRole('img', { name: '4,3 von 5 Sternen' }).textContent).toBe('4,3');
  });

  it('2.5 a count of one reads "1 Rezension"; thousands are grouped', () => {
    const { container, rerender } = render(<RatingSummary rating={5} count={1} />);
    expect(container.querySelector('.sf-visually-hidden')?.textContent).toBe('1 Rezension');
    rerender(<RatingSummary rating={4.1} count={1234} />);
    expect(container.querySelector('.sf-place-rating__count [aria-hidden="true"]')?.textContent).toBe(
      '(1.234)',
    );
    expect(container.querySelector('.sf-visually-hidden')?.textContent).toBe('1.234 Rezensionen');
  });

  it('8.3 "Keine Rezensionen" without a rating, and with a count of 0', () => {
    const { container, rerender } = render(<RatingSummary rating={null} count={null} />);
    expect(container.textContent).toBe('Keine Rezensionen');
    expect(container.querySelector('svg')).toBeNull();
    rerender(<RatingSummary rating={4.5} count={0} />);
    expect(container.textContent).toBe('Keine Rezensionen');
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<RatingSummary rating={null} count={12} />);
    expect(container.textContent).toBe('Keine Rezensionen');
  });

  it('2.5 a rating without a count shows the rating alone; showCount={false} hides the count', () => {
    const { container, rerender } = render(<RatingSummary rating={3.7} count={null} />);
    expect(screen.getByRole('img', { name: '3,7 von 5 Sternen' })).toBeTruthy();
    expect(container.querySelector('.sf-place-rating__count')).toBeNull();
    expect(container.textContent).toBe('3,7');
    rerender(<RatingSummary rating={3.7} count={8} showCount={false} />);
    expect(container.querySelector('.sf-place-rating__count')).toBeNull();
    expect(container.textContent).toBe('3,7');
  });

  it('9.6 English pages: "4.5 out of 5 stars", "No reviews"', () => {
    setLanguage('en');
    try {
      const { container, rerender } = render(<RatingSummary rating={4.5} count={2} />);
      expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeTruthy();
      expect(container.querySelector('.sf-visually-hidden')?.textContent).toBe('2 reviews');
      rerender(<RatingSummary rating={null} count={0} />);
      expect(container.textContent).toBe('No reviews');
    } finally {
      setLanguage('de');
    }
  });
});
