/**
 * Spec 2.5 / 3.8 / 4.12: a review item: author, stars, date, paragraphs, visit month, the toggle
 * between translation and original, and the report link.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import { testReview } from '../../testing/reviews';
import { ReviewItem } from './ReviewItem';

const NOW = new Date('2026-11-24T10:00:00Z');

const review = testReview;

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('2.5 review item', () => {
  it('2.5 an <article> named "Rezension von Anna Berg" with the stars "4,0 von 5 Sternen" and the date', () => {
    const { container } = render(<ReviewItem review={review()} now={NOW} source="cms" />);
    const article = screen.getByRole('article', { name: 'Rezension von Anna Berg' });
    expect(article.tagName).toBe('ARTICLE');
    const stars = screen.getByRole('img', { name: '4,0 von 5 Sternen' });
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
    expect(stars.querySelectorAll('.sf-place-star--filled')).toHaveLength(4);
    expect(stars.querySelectorAll('.sf-place-star--empty')).toHaveLength(1);
    // The relative date from publishTime when the source gave none.
    const time = container.querySelector('time');
    expect(time?.textContent).toBe('vor 3 Tagen');
    expect(time?.getAttribute('datetime')).toBe('2026-11-21T10:00:00.000Z');
  });

  it("2.5 the source's relative date wins; a review without rating shows no stars", () => {
    const { container } = render(
      <ReviewItem
        review={review({ rating: null, relativePublishTimeDescription: 'vor einem Monat' })}
        now={NOW}
        source="google"
      />,
    );
    expect(container.querySelector('.sf-place-review__date')?.textContent).toBe('vor einem Monat');
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('2.5 the author: photo with alt="" only with photoURI, name linked in a new tab only with uri', () => {
    const { container, rerender } = render(<ReviewItem review={review()} now={NOW} source="google" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('.sf-place-review__name')?.textContent).toBe('Anna Berg');

    rerender(
      <ReviewItem
        review={review({
          authorAttribution: {
            displayName: 'Anna Berg',
            uri: 'https://maps.example/contrib/1',
            photoURI: 'https://img.example/anna.jpg',
          },
        })}
        now={NOW}
        source="google"
      />,
    );
    const photo = container.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe('https://img.example/anna.jpg');
    expect(photo.getAttribute('alt')).toBe('');
    const link = screen.getByRole('link', { name: 'Anna Berg (öffnet in einem neuen Tab)' });
    expect(link.getAttribute('href')).toBe('https://maps.example/contrib/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.querySelector('.sf-visually-hidden')?.textContent).toBe(' (öffnet in einem neuen Tab)');
  });

  it('2.5 the text is split into paragraphs on blank lines', () => {
    const { container } = render(
      <ReviewItem
        review={review({ text: 'Erster Absatz,\nzweite Zeile.\n\nZweiter Absatz.\n \nDritter.' })}
        now={NOW}
        source="cms"
      />,
    );
    const paragraphs = [...container.querySelectorAll('.sf-place-review__text p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['Erster Absatz,\nzweite Zeile.', 'Zweiter Absatz.', 'Dritter.']);
    expect(container.querySelector('.sf-place-review__text')?.getAttribute('lang')).toBe('de');
  });

  it('2.5 "Besucht im September 2026" only when both visit year and month exist', () => {
    const { container, rerender } = render(
      <ReviewItem review={review({ visitDateYear: 2026, visitDateMonth: 9 })} now={NOW} source="google" />,
    );
    expect(container.querySelector('.sf-place-review__visited')?.textContent).toBe(
      'Besucht im September 2026',
    );
    rerender(<ReviewItem review={review({ visitDateYear: 2026 })} now={NOW} source="google" />);
    expect(container.querySelector('.sf-place-review__visited')).toBeNull();
    rerender(<ReviewItem review={review({ visitDateMonth: 9 })} now={NOW} source="google" />);
    expect(container.querySelector('.sf-place-review__visited')).toBeNull();
    expect(container.textContent).not.toContain('Besucht');
  });

  it('4.12 the toggle swaps translated and original text, and the lang attribute with it', () => {
    const { container } = render(
      <ReviewItem
        review={review({
          text: 'Sehr freundliches Personal.',
          textLanguageCode: 'de',
          originalText: 'Very friendly staff.',
          originalTextLanguageCode: 'en',
        })}
        now={NOW}
        source="google"
      />,
    );
    const text = () => container.querySelector('.sf-place-review__text')!;
    expect(text().textContent).toBe('Sehr freundliches Personal.');
    expect(text().getAttribute('lang')).toBe('de');
    expect(container.querySelector('.sf-place-review__translated')?.textContent).toBe('Übersetzt');
    const button = screen.getByRole('button', { name: 'Original anzeigen' });
    expect(button.getAttribute('aria-controls')).toBe(text().id);

    fireEvent.click(button);
    expect(text().textContent).toBe('Very friendly staff.');
    expect(text().getAttribute('lang')).toBe('en');
    expect(button.textContent).toBe('Übersetzung anzeigen');
    expect(container.querySelector('.sf-place-review__translated')).toBeNull();

    fireEvent.click(button);
    expect(text().textContent).toBe('Sehr freundliches Personal.');
    expect(text().getAttribute('lang')).toBe('de');
    expect(button.textContent).toBe('Original anzeigen');
  });

  it('4.12 no toggle when there is no original text, or it equals the text', () => {
    const { rerender } = render(<ReviewItem review={review()} now={NOW} source="cms" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <ReviewItem
        review={review({ originalText: 'Schnelles Laden.', originalTextLanguageCode: 'de' })}
        now={NOW}
        source="google"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('3.8 only an original text: shown with its language, no toggle', () => {
    const { container } = render(
      <ReviewItem
        review={review({
          text: null,
          textLanguageCode: null,
          originalText: 'Top!',
          originalTextLanguageCode: 'en',
        })}
        now={NOW}
        source="google"
      />,
    );
    expect(container.querySelector('.sf-place-review__text')?.textContent).toBe('Top!');
    expect(container.querySelector('.sf-place-review__text')?.getAttribute('lang')).toBe('en');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('2.5 the report link only with flagContentURI, in a new tab with the German suffix', () => {
    const { rerender } = render(<ReviewItem review={review()} now={NOW} source="google" />);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(
      <ReviewItem
        review={review({ flagContentURI: 'https://maps.example/flag/9' })}
        now={NOW}
        source="google"
      />,
    );
    const link = screen.getByRole('link', { name: 'Rezension melden (öffnet in einem neuen Tab)' });
    expect(link.getAttribute('href')).toBe('https://maps.example/flag/9');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('3.8 unknown is hidden: no author, no text, no date: no empty blocks', () => {
    const { container } = render(
      <ReviewItem
        review={review({ authorAttribution: null, text: null, publishTime: null, rating: null })}
        now={NOW}
        source="cms"
      />,
    );
    const article = container.querySelector('article')!;
    expect(article.hasAttribute('aria-label')).toBe(false);
    expect(article.children).toHaveLength(0);
  });
});
