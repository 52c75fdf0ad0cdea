/**
 * Issue 25: the full panel of a place with 10,000 reviews renders one batch of them, while the
 * rating summary still counts all (userRatingCount); `reviewBatch` sets the batch.
 */
import { fireEvent, render } from '@testing-library/react';
import { setLanguage } from '../../core/i18n';
import { Place, type Review } from '../model';
import { numberedReview } from '../testing/reviews';
import { FullPanel } from './FullPanel';
import { detailsSettingsSchema } from './settings';

const settings = detailsSettingsSchema.read({}).value;
const noop = (): void => undefined;

const review = (index: number): Review => numberedReview(index);

const place = new Place({ id: 'cms:viele' }, 'cms', {
  displayName: 'Viel besucht',
  rating: 4,
  userRatingCount: 10_000,
  reviews: Array.from({ length: 10_000 }, (_, index) => review(index)),
});

const panel = (overrides: Partial<typeof settings> = {}) =>
  render(
    <FullPanel
      place={place}
      settings={{ ...settings, ...overrides }}
      content={['title', 'reviews']}
      timeZone="Europe/Berlin"
      onOpenPhoto={noop}
    />,
  );

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('issue 25 the panel of a place with 10,000 reviews', () => {
  it('renders the first 10 reviews and the button; the summary still says 10.000 Rezensionen', () => {
    const { container } = panel();
    expect(settings.reviewBatch).toBe(10);
    expect(container.querySelectorAll('.sf-place-review')).toHaveLength(10);
    const summary = container.querySelector('.sf-place-reviews .sf-place-rating__count');
    expect(summary?.textContent).toContain('10.000 Rezensionen');
    const button = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Weitere Rezensionen anzeigen',
    );
    expect(button).toBeDefined();
    fireEvent.click(button!);
    expect(container.querySelectorAll('.sf-place-review')).toHaveLength(20);
  });

  it('the setting reviewBatch sets the batch', () => {
    const { container } = panel({ reviewBatch: 3 });
    expect(container.querySelectorAll('.sf-place-review')).toHaveLength(3);
  });
});
