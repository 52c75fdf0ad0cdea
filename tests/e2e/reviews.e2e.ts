/**
 * Issue 25: a CMS place with 10,000 reviews (the head office on /orte.html, its `#sf-places`
 * rewritten in flight) keeps the page usable: the integrator reads one console error naming the
 * field, the full panel #c131 renders one batch of reviews while its summary counts all 10.000, and
 * 'Weitere Rezensionen anzeigen' adds the next batch by keyboard, moving focus to the first new one.
 */
import { MANY_REVIEWS, serveWithReviews } from '../../scripts/bench/reviews';
import { DESKTOP, disconnect, focused, openPage, seriousViolations, type OpenedPage } from './helpers';

afterAll(disconnect);

describe('issue 25 /orte.html with 10,000 CMS reviews for the head office', () => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage('/orte.html', DESKTOP, {
      beforeLoad: (page) => serveWithReviews(page, '/orte.html', MANY_REVIEWS),
    });
    await opened.page.waitForSelector('#c131[data-sf-place-state="success"]');
  });
  afterAll(() => opened.close());

  test('the integrator reads one console error naming #sf-places and the field; the place stays', () => {
    expect(opened.errors).toEqual([
      expect.stringMatching(
        /^\[SiteFrontend\] places: #sf-places: settings field "\[0\]\.reviews": expected at most 100 reviews, got 10000 \(the first 100 are kept/,
      ),
    ]);
  });

  test('the panel renders the first 10 reviews; its summary still counts 10.000 Rezensionen', async () => {
    const panel = await opened.page.$eval('#c131', (frame) => ({
      items: frame.querySelectorAll('.sf-place-review').length,
      count: frame.querySelector('.sf-place-reviews .sf-place-rating__count')?.textContent ?? '',
      button: frame.querySelector('.sf-place-reviews__more-button')?.textContent ?? null,
    }));
    expect(panel).toEqual({
      items: 10,
      count: expect.stringContaining('10.000 Rezensionen') as unknown,
      button: 'Weitere Rezensionen anzeigen',
    });
  });

  test('Enter on "Weitere Rezensionen anzeigen": 10 more, focus on the 11th review, the count announced', async () => {
    const { page } = opened;
    await page.focus('#c131 .sf-place-reviews__more-button');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('#c131 .sf-place-review').length === 20);
    expect(await focused(page)).toBe('article.sf-place-review:Rezension von Kunde 11');
    expect(await page.$eval('#c131 .sf-place-reviews [role="status"]', (status) => status.textContent)).toBe(
      '10 weitere Rezensionen angezeigt',
    );
    // Space works too (a real button): back to it with the keyboard, then 10 more.
    await page.focus('#c131 .sf-place-reviews__more-button');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelectorAll('#c131 .sf-place-review').length === 30);
    expect(await focused(page)).toBe('article.sf-place-review:Rezension von Kunde 21');
  });

  test('no serious axe violation with the longer list and its button', async () => {
    expect(await seriousViolations(opened.page)).toEqual([]);
  });
});
