/**
 * Issue 28 audit, spec 4.12 / 9.5: the opening-hours line is recomputed every 60 seconds. The timer
 * is advanced by the literal 60000 ms, so a changed constant fails here too.
 */
import { act, render } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import type { OpeningHours } from '../../model';
import { OpeningHoursLine } from './OpeningHoursLine';

/** Monday to Friday 08:00–19:30 on the place's clock. */
const HOURS: OpeningHours = {
  periods: [1, 2, 3, 4, 5].map((day) => ({
    open: { day, hour: 8, minute: 0 },
    close: { day, hour: 19, minute: 30 },
  })),
  weekdayDescriptions: [],
};

const state = (container: HTMLElement) => container.querySelector('.sf-place-hours__state')?.textContent;

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('issue 28 audit: the 60000 ms refresh', () => {
  it('9.5 open at 19:29:00, still open at 59 999 ms, closed at 60 000 ms (19:30), and again a minute on', () => {
    // Wednesday 16 September 2026, 19:29:00 in Munich (UTC+2); closes at 19:30.
    jest.setSystemTime(new Date('2026-09-16T17:29:00Z'));
    let clock = new Date('2026-09-16T17:29:00Z');
    const { container } = render(
      <OpeningHoursLine hours={HOURS} utcOffsetMinutes={120} businessStatus={null} now={() => clock} />,
    );
    expect(state(container)).toBe('Geöffnet');
    // The clock passes the closing time at once; the line follows only with the refresh.
    clock = new Date('2026-09-16T17:30:00Z');
    act(() => jest.advanceTimersByTime(59999));
    expect(state(container)).toBe('Geöffnet');
    act(() => jest.advanceTimersByTime(1));
    expect(state(container)).toBe('Geschlossen');
    // Every 60 s, not once: the next morning's opening is picked up by a later tick.
    clock = new Date('2026-09-17T06:00:00Z');
    act(() => jest.advanceTimersByTime(59999));
    expect(state(container)).toBe('Geschlossen');
    act(() => jest.advanceTimersByTime(1));
    expect(state(container)).toBe('Geöffnet');
  });
});
