/** Spec 4.12 / 9.5: the next-change text and today's weekday on the place's clock. */
import { setLanguage } from '../../../core/i18n';
import { clockTime, mondayIndex, nextChangeText, weekdayName } from './hours-text';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

function inEnglish<T>(run: () => T): T {
  setLanguage('en');
  try {
    return run();
  } finally {
    setLanguage('de');
  }
}

const at = (iso: string) => new Date(iso);
const CEST = { utcOffsetMinutes: 120 };
const BERLIN = { timeZone: 'Europe/Berlin', utcOffsetMinutes: null };

describe('4.12 next change', () => {
  it('4.12 open: "Schließt um 19:30" at the place\'s wall-clock time', () => {
    const now = at('2026-09-16T10:00:00Z');
    const state = { open: true, alwaysOpen: false, nextChange: at('2026-09-16T17:30:00Z') };
    expect(nextChangeText(state, now, CEST)).toBe('Schließt um 19:30');
    expect(nextChangeText(state, now, BERLIN)).toBe('Schließt um 19:30');
    expect(inEnglish(() => nextChangeText(state, now, CEST))).toBe('Closes at 19:30');
  });

  it('4.12 closed: same day "Öffnet um 08:00", another day "Öffnet am Donnerstag um 08:00"', () => {
    const sameDay = { open: false, alwaysOpen: false, nextChange: at('2026-09-16T06:00:00Z') };
    expect(nextChangeText(sameDay, at('2026-09-16T04:00:00Z'), CEST)).toBe('Öffnet um 08:00');
    const tomorrow = { open: false, alwaysOpen: false, nextChange: at('2026-09-17T06:00:00Z') };
    expect(nextChangeText(tomorrow, at('2026-09-16T18:00:00Z'), CEST)).toBe('Öffnet am Donnerstag um 08:00');
    expect(inEnglish(() => nextChangeText(tomorrow, at('2026-09-16T18:00:00Z'), CEST))).toBe(
      'Opens Thursday at 08:00',
    );
  });

  it("4.12 the day is the place's: 23:30Z on Wednesday is already Thursday 01:30 in Munich", () => {
    const state = { open: false, alwaysOpen: false, nextChange: at('2026-09-17T06:00:00Z') };
    expect(nextChangeText(state, at('2026-09-16T23:30:00Z'), CEST)).toBe('Öffnet um 08:00');
  });

  it('4.12 around the clock "Durchgehend geöffnet"; never open: no text', () => {
    const now = at('2026-09-16T10:00:00Z');
    expect(nextChangeText({ open: true, alwaysOpen: true, nextChange: null }, now, CEST)).toBe(
      'Durchgehend geöffnet',
    );
    expect(nextChangeText({ open: false, alwaysOpen: false, nextChange: null }, now, CEST)).toBeNull();
  });
});

describe("9.5 the place's clock", () => {
  it('9.5 a time zone follows DST; a fixed offset does not', () => {
    const winter = at('2026-01-14T18:15:00Z');
    expect(clockTime(winter, BERLIN, 'de')).toBe('19:15');
    expect(clockTime(winter, CEST, 'de')).toBe('20:15');
    expect(weekdayName(winter, BERLIN, 'de')).toBe('Mittwoch');
    expect(weekdayName(winter, BERLIN, 'en')).toBe('Wednesday');
  });

  it("9.5 mondayIndex: 0 = Monday … 6 = Sunday on the place's clock", () => {
    expect(mondayIndex(at('2026-09-14T10:00:00Z'), CEST)).toBe(0);
    expect(mondayIndex(at('2026-09-16T10:00:00Z'), BERLIN)).toBe(2);
    expect(mondayIndex(at('2026-09-20T10:00:00Z'), CEST)).toBe(6);
    // Sunday 22:30Z is Monday 00:30 in Munich.
    expect(mondayIndex(at('2026-09-20T22:30:00Z'), CEST)).toBe(0);
    expect(mondayIndex(at('2026-09-20T22:30:00Z'), { utcOffsetMinutes: 0 })).toBe(6);
  });
});
