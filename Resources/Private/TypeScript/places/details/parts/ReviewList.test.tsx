/**
 * Issue 25: the panel's reviews a batch at a time: the first batch, then 'Weitere Rezensionen
 * anzeigen' adds the next; focus moves to the first added review and the count is announced.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import type { Review } from '../../model';
import { numberedReview } from '../../testing/reviews';
import { firstBatch, nextBatch } from './review-batch';
import { ReviewList } from './ReviewList';

const NOW = new Date('2026-11-24T10:00:00Z');

const reviews = (count: number): Review[] =>
  Array.from({ length: count }, (_, index) => numberedReview(index, { rating: 5 }));

const articles = () => screen.queryAllByRole('article').map((article) => article.getAttribute('aria-label'));
const moreButton = () => screen.queryByRole('button', { name: 'Weitere Rezensionen anzeigen' });

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('issue 25 the review list', () => {
  it('shows the first batch of 25 reviews, and a button for the rest', () => {
    render(<ReviewList reviews={reviews(25)} now={NOW} source="cms" batch={10} />);
    expect(articles()).toHaveLength(10);
    expect(articles()[0]).toBe('Rezension von Kunde 1');
    expect(articles()[9]).toBe('Rezension von Kunde 10');
    expect(moreButton()?.tagName).toBe('BUTTON');
    expect(moreButton()?.getAttribute('type')).toBe('button');
  });

  it('the button adds the next batch, focuses its first review and announces how many were added', () => {
    render(<ReviewList reviews={reviews(25)} now={NOW} source="cms" batch={10} />);
    const button = moreButton();
    button?.focus();
    act(() => button?.click());
    expect(articles()).toHaveLength(20);
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Rezension von Kunde 11' }));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('status').textContent).toBe('10 weitere Rezensionen angezeigt');
    // The last batch: 5 more, the button goes, focus is on a review (not lost to the page).
    fireEvent.click(moreButton()!);
    expect(articles()).toHaveLength(25);
    expect(moreButton()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Rezension von Kunde 21' }));
    expect(screen.getByRole('status').textContent).toBe('5 weitere Rezensionen angezeigt');
  });

  it('one review left: the singular; no focus is taken before the button is used', () => {
    render(<ReviewList reviews={reviews(3)} now={NOW} source="cms" batch={2} />);
    expect(document.activeElement).toBe(document.body);
    expect(screen.getAllByRole('article').every((article) => !article.hasAttribute('tabindex'))).toBe(true);
    fireEvent.click(moreButton()!);
    expect(screen.getByRole('status').textContent).toBe('1 weitere Rezension angezeigt');
  });

  it('no more reviews than a batch: all of them, no button, an empty status', () => {
    render(<ReviewList reviews={reviews(4)} now={NOW} source="google" batch={10} />);
    expect(articles()).toHaveLength(4);
    expect(moreButton()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('issue 25 batch arithmetic', () => {
  it('the first batch is never more than there are; a bad size takes the default 10', () => {
    expect(firstBatch(25, 10)).toBe(10);
    expect(firstBatch(4, 10)).toBe(4);
    expect(firstBatch(25, Number.NaN)).toBe(10);
    expect(firstBatch(25, 0)).toBe(10);
  });

  it('the next batch stops at the end and names the first new index', () => {
    expect(nextBatch(10, 25, 10)).toEqual({ shown: 20, added: 10, first: 10 });
    expect(nextBatch(20, 25, 10)).toEqual({ shown: 25, added: 5, first: 20 });
    expect(nextBatch(25, 25, 10)).toEqual({ shown: 25, added: 0, first: 25 });
  });
});
