/** Issue 29, "Jetzt geöffnet": the state of CMS places on the site's clock; unknown hours are never hidden. */
import { setLanguage } from '../../core/i18n';
import { HOURS_REFRESH_MS } from '../../services/hours';
import { mapBlockSchema } from '../settings';
import { startOpenStates, stateOf, stateText } from './open-state';

const weekdays = [1, 2, 3, 4, 5].map((day) => ({
  open: { day, hour: 8, minute: 0 },
  close: { day, hour: 18, minute: 0 },
}));
const HOURS = { periods: weekdays };
// Monday 30 November 2026, 10:00 in Berlin (CET, UTC+1); the same day 19:00; Saturday 12:00.
const MONDAY_10 = new Date('2026-11-30T09:00:00Z');
const MONDAY_19 = new Date('2026-11-30T18:00:00Z');
const SATURDAY_12 = new Date('2026-12-05T11:00:00Z');

beforeEach(() => setLanguage('de'));
afterEach(() => {
  setLanguage(undefined);
  jest.useRealTimers();
});

const settings = () => {
  const parsed = mapBlockSchema.parse({
    mapSettings: { id: '7' },
    locations: [
      { latitude: 48.1, longitude: 11.5, title: 'Zentrale', placeId: 'cms:zentrale' },
      { latitude: 48.1, longitude: 11.5, title: 'Archiv', placeId: 'cms:archiv' },
      { latitude: 48.1, longitude: 11.5, title: 'Ohne Ort' },
      { latitude: 48.1, longitude: 11.5, title: 'Google', placeId: 'ChIJ123' },
    ],
  });
  if (!parsed.ok) throw new Error('bad settings');
  return parsed.value;
};

describe('issue 29 open state', () => {
  test('the words: open with the closing time, closed with the next opening (same day or weekday), unknown', () => {
    const hours = { periods: weekdays };
    expect(stateText(stateOf(hours, MONDAY_10), MONDAY_10)).toBe('Jetzt geöffnet · Schließt um 18:00');
    expect(stateText(stateOf(hours, MONDAY_19), MONDAY_19)).toBe('Geschlossen · Öffnet am Dienstag um 08:00');
    const early = new Date('2026-11-30T06:00:00Z');
    expect(stateText(stateOf(hours, early), early)).toBe('Geschlossen · Öffnet um 08:00');
    expect(stateText(stateOf(hours, SATURDAY_12), SATURDAY_12)).toBe(
      'Geschlossen · Öffnet am Montag um 08:00',
    );
    expect(stateText(stateOf(undefined, MONDAY_10), MONDAY_10)).toBe('Öffnungszeiten unbekannt');
    // A business closed for now or for good reads closed, with no next opening.
    const closed = { periods: weekdays, businessStatus: 'CLOSED_TEMPORARILY' };
    expect(stateText(stateOf(closed, MONDAY_10), MONDAY_10)).toBe('Geschlossen');
    setLanguage('en');
    expect(stateText(stateOf(hours, MONDAY_10), MONDAY_10)).toBe('Open now · Closes at 18:00');
  });

  test("list entries show the state from the page's CMS places; the open-now constraint never hides unknown hours; it refreshes every minute", () => {
    jest.useFakeTimers({ now: new Date('2026-11-30T16:59:30Z') });
    const { locations } = settings();
    document.body.innerHTML = `<ul id="list">${locations
      .map((location, index) => `<li><a data-marker-index="${index}">${location.title}</a></li>`)
      .join('')}</ul>`;
    // The page's CMS places: the Zentrale with weekday hours, the Archiv without any.
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="sf-places">${JSON.stringify([
        { id: 'cms:zentrale', regularOpeningHours: HOURS },
        { id: 'cms:archiv' },
        // Not a location of this block (and Google ids are never read from the page).
        { id: 'ChIJ123', regularOpeningHours: HOURS },
      ])}</script>`,
    );
    const onTick = jest.fn();
    const states = startOpenStates({
      locations,
      doc: document,
      list: document.getElementById('list'),
      onTick,
    });
    const lines = () => [...document.querySelectorAll('[data-sf-hours]')].map((line) => line.textContent);
    expect(lines()).toEqual([
      'Jetzt geöffnet · Schließt um 18:00',
      'Öffnungszeiten unbekannt',
      'Öffnungszeiten unbekannt',
      'Öffnungszeiten unbekannt',
    ]);
    expect([0, 1, 2, 3].map(states.keep)).toEqual([true, true, true, true]);
    // 18:00 in Berlin: the Zentrale closes, the unknown ones stay.
    jest.advanceTimersByTime(HOURS_REFRESH_MS);
    expect(onTick).toHaveBeenCalledTimes(1);
    expect(lines()[0]).toBe('Geschlossen · Öffnet am Dienstag um 08:00');
    expect(document.querySelector('[data-sf-hours]')?.getAttribute('data-sf-hours')).toBe('closed');
    expect([0, 1, 2, 3].map(states.keep)).toEqual([false, true, true, true]);
    expect(states.line(0, document).textContent).toBe('Geschlossen · Öffnet am Dienstag um 08:00');
    states.stop();
  });
});
