/**
 * Spec 2.5 / 4.12 / 9.5: the opening-hours line, open or closed with the next change, recomputed
 * every 60 s, the business status, and the week behind a disclosure button.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import { HOURS_REFRESH_MS } from '../../hours';
import type { OpeningHours, OpeningHoursPeriod } from '../../model';
import { OpeningHoursLine } from './OpeningHoursLine';

/** Monday to Friday 08:00–19:30, Saturday 10:00–14:00, Sunday closed (the place's wall clock). */
const WEEKDAYS: OpeningHoursPeriod[] = [1, 2, 3, 4, 5].map((day) => ({
  open: { day, hour: 8, minute: 0 },
  close: { day, hour: 19, minute: 30 },
}));
const HOURS: OpeningHours = {
  periods: [...WEEKDAYS, { open: { day: 6, hour: 10, minute: 0 }, close: { day: 6, hour: 14, minute: 0 } }],
  weekdayDescriptions: [
    'Montag: 08:00–19:30',
    'Dienstag: 08:00–19:30',
    'Mittwoch: 08:00–19:30',
    'Donnerstag: 08:00–19:30',
    'Freitag: 08:00–19:30',
    'Samstag: 10:00–14:00',
    'Sonntag: Geschlossen',
  ],
};
const ALWAYS: OpeningHours = {
  periods: [{ open: { day: 0, hour: 0, minute: 0 }, close: null }],
  weekdayDescriptions: [],
};

/** Munich in summer: two hours ahead of UTC. Wednesday 16 September 2026. */
const CEST = 120;
const at = (iso: string) => new Date(iso);
/** The line for HOURS in summer time, rendered at `iso`. */
const renderAt = (iso: string) => {
  jest.setSystemTime(at(iso));
  return render(<OpeningHoursLine hours={HOURS} utcOffsetMinutes={CEST} businessStatus={null} />);
};

const root = (container: HTMLElement) => container.querySelector<HTMLElement>('.sf-place-hours');
const state = (container: HTMLElement) => container.querySelector('.sf-place-hours__state');
const next = (container: HTMLElement) => container.querySelector('.sf-place-hours__next')?.textContent;

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("9.5 a place elsewhere: its own clock, not the site's time zone", () => {
  it("9.5 a Google place in New York (utcOffsetMinutes -240) on a Munich page reads New York's clock", () => {
    // Wednesday 16 September 2026, 22:00Z: 18:00 in New York (open until 19:30), 00:00 in Munich.
    jest.setSystemTime(at('2026-09-16T22:00:00Z'));
    const { container } = render(
      <OpeningHoursLine
        hours={HOURS}
        utcOffsetMinutes={-240}
        businessStatus={null}
        timeZone="Europe/Berlin"
        expandable
      />,
    );
    expect(root(container)?.dataset.sfOpen).toBe('true');
    expect(next(container)).toBe('Schließt um 19:30');
    // Today is Wednesday in New York (Thursday already in Munich).
    fireEvent.click(screen.getByRole('button'));
    expect(container.querySelector('[aria-current="date"]')?.textContent).toBe('Mittwoch: 08:00–19:30');
  });
});

describe('4.12 open or closed, with the next change', () => {
  it('4.12 open at noon: "Geöffnet" in the positive colour, "Schließt um 19:30", data-sf-open="true"', () => {
    const { container } = renderAt('2026-09-16T10:00:00Z'); // 12:00 in Munich
    expect(root(container)?.dataset.sfOpen).toBe('true');
    expect(state(container)?.textContent).toBe('Geöffnet');
    expect(state(container)?.classList.contains('sf-place-hours__state--open')).toBe(true);
    expect(next(container)).toBe('Schließt um 19:30');
    expect(container.querySelector('.sf-place-hours__line')?.textContent).toBe(
      'Geöffnet · Schließt um 19:30',
    );
    // The separator is decoration only.
    expect(container.querySelector('.sf-place-hours__separator')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('4.12 closed before opening: "Geschlossen" in the negative colour, "Öffnet um 08:00" (same day)', () => {
    const { container } = renderAt('2026-09-16T04:00:00Z'); // 06:00 Wednesday
    expect(root(container)?.dataset.sfOpen).toBe('false');
    expect(state(container)?.textContent).toBe('Geschlossen');
    expect(state(container)?.classList.contains('sf-place-hours__state--closed')).toBe(true);
    expect(next(container)).toBe('Öffnet um 08:00');
  });

  it('4.12 closed until another day: "Öffnet am Montag um 08:00" on Saturday afternoon', () => {
    const { container } = renderAt('2026-09-19T13:00:00Z'); // Saturday 15:00
    expect(state(container)?.textContent).toBe('Geschlossen');
    expect(next(container)).toBe('Öffnet am Montag um 08:00');
  });

  it('4.12 a place open around the clock: "Geöffnet · Durchgehend geöffnet"', () => {
    jest.setSystemTime(at('2026-09-16T01:00:00Z'));
    const { container } = render(
      <OpeningHoursLine hours={ALWAYS} utcOffsetMinutes={CEST} businessStatus="OPERATIONAL" />,
    );
    expect(root(container)?.dataset.sfOpen).toBe('true');
    expect(state(container)?.textContent).toBe('Geöffnet');
    expect(next(container)).toBe('Durchgehend geöffnet');
  });

  it('4.12 / 9.5 recomputed every 60 s: crossing the closing time turns the line to "Geschlossen"', () => {
    const { container } = renderAt('2026-09-16T17:29:10Z'); // 19:29:10 Wednesday, closes at 19:30
    expect(state(container)?.textContent).toBe('Geöffnet');
    expect(next(container)).toBe('Schließt um 19:30');
    act(() => jest.advanceTimersByTime(HOURS_REFRESH_MS - 1));
    expect(state(container)?.textContent).toBe('Geöffnet');
    act(() => jest.advanceTimersByTime(1));
    expect(root(container)?.dataset.sfOpen).toBe('false');
    expect(state(container)?.textContent).toBe('Geschlossen');
    expect(next(container)).toBe('Öffnet am Donnerstag um 08:00');
  });

  it('4.12 reads the clock from the `now` prop at each refresh', () => {
    let clock = at('2026-09-16T05:59:00Z'); // 07:59
    const { container } = render(
      <OpeningHoursLine hours={HOURS} utcOffsetMinutes={CEST} businessStatus={null} now={() => clock} />,
    );
    expect(next(container)).toBe('Öffnet um 08:00');
    clock = at('2026-09-16T06:00:00Z');
    act(() => jest.advanceTimersByTime(HOURS_REFRESH_MS));
    expect(state(container)?.textContent).toBe('Geöffnet');
    expect(next(container)).toBe('Schließt um 19:30');
  });

  it('4.12 the refresh timer is cleared on unmount', () => {
    jest.setSystemTime(at('2026-09-16T10:00:00Z'));
    const { unmount } = render(
      <OpeningHoursLine hours={HOURS} utcOffsetMinutes={CEST} businessStatus={null} />,
    );
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it("9.5 with the place's time zone the line follows daylight saving (Europe/Berlin)", () => {
    // 18:15Z is 19:15 in Berlin in January (UTC+1): open; in September (UTC+2) 20:15: closed.
    const berlinAt = (iso: string) => {
      jest.setSystemTime(at(iso));
      return render(
        <OpeningHoursLine
          hours={HOURS}
          utcOffsetMinutes={null}
          businessStatus={null}
          timeZone="Europe/Berlin"
        />,
      );
    };
    const first = berlinAt('2026-01-14T18:15:00Z');
    expect(state(first.container)?.textContent).toBe('Geöffnet');
    expect(next(first.container)).toBe('Schließt um 19:30');
    first.unmount();
    const second = berlinAt('2026-09-16T18:15:00Z');
    expect(state(second.container)?.textContent).toBe('Geschlossen');
    expect(next(second.container)).toBe('Öffnet am Donnerstag um 08:00');
  });

  it('9.6 English pages: "Open · Closes at 19:30", "Opens Monday at 08:00"', () => {
    setLanguage('en');
    try {
      jest.setSystemTime(at('2026-09-16T10:00:00Z'));
      const { container, unmount } = render(
        <OpeningHoursLine hours={HOURS} utcOffsetMinutes={CEST} businessStatus={null} />,
      );
      expect(container.querySelector('.sf-place-hours__line')?.textContent).toBe('Open · Closes at 19:30');
      unmount();
      jest.setSystemTime(at('2026-09-19T13:00:00Z'));
      const second = render(<OpeningHoursLine hours={HOURS} utcOffsetMinutes={CEST} businessStatus={null} />);
      expect(next(second.container)).toBe('Opens Monday at 08:00');
    } finally {
      setLanguage('de');
    }
  });
});

describe('4.12 business status and unknown hours', () => {
  it('4.12 CLOSED_TEMPORARILY replaces the line: "Vorübergehend geschlossen", data-sf-open="false"', () => {
    jest.setSystemTime(at('2026-09-16T10:00:00Z')); // the hours would say open
    const { container } = render(
      <OpeningHoursLine hours={HOURS} utcOffsetMinutes={CEST} businessStatus="CLOSED_TEMPORARILY" />,
    );
    expect(root(container)?.dataset.sfOpen).toBe('false');
    expect(container.querySelector('.sf-place-hours__line')?.textContent).toBe('Vorübergehend geschlossen');
    expect(state(container)?.classList.contains('sf-place-hours__state--closed')).toBe(true);
    expect(container.textContent).not.toContain('Geöffnet');
  });

  it('4.12 CLOSED_PERMANENTLY without hours: "Dauerhaft geschlossen", and no week to expand', () => {
    const { container } = render(
      <OpeningHoursLine
        hours={null}
        utcOffsetMinutes={null}
        businessStatus="CLOSED_PERMANENTLY"
        expandable
      />,
    );
    expect(container.textContent).toBe('Dauerhaft geschlossen');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('2.5 renders nothing without hours and without a closing status', () => {
    const { container, rerender } = render(
      <OpeningHoursLine hours={null} utcOffsetMinutes={CEST} businessStatus={null} expandable />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<OpeningHoursLine hours={null} utcOffsetMinutes={CEST} businessStatus="OPERATIONAL" />);
    expect(container.innerHTML).toBe('');
    rerender(
      <OpeningHoursLine
        hours={{ periods: [], weekdayDescriptions: [] }}
        utcOffsetMinutes={CEST}
        businessStatus={null}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('2.5 the week behind a disclosure button', () => {
  it('2.5 the button toggles aria-expanded and its label, and shows the 7 days with today marked', () => {
    jest.setSystemTime(at('2026-09-16T10:00:00Z')); // Wednesday
    render(<OpeningHoursLine hours={HOURS} utcOffsetMinutes={CEST} businessStatus={null} expandable />);
    const button = screen.getByRole('button', { name: 'Öffnungszeiten für die Woche anzeigen' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const week = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(week.tagName).toBe('UL');
    expect(week.hidden).toBe(true);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Öffnungszeiten für die Woche ausblenden');
    expect(week.hidden).toBe(false);
    const days = screen.getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual(HOURS.weekdayDescriptions);
    const today = days.filter((day) => day.getAttribute('aria-current') === 'date');
    expect(today).toHaveLength(1);
    expect(today[0]!.textContent).toBe('Mittwoch: 08:00–19:30');
    expect(today[0]!.classList.contains('sf-place-hours__day--today')).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(week.hidden).toBe(true);
  });

  it("2.5 today is the place's day, not UTC's: Sunday 22:30Z is Monday 00:30 in Munich", () => {
    jest.setSystemTime(at('2026-09-20T22:30:00Z'));
    render(<OpeningHoursLine hours={HOURS} utcOffsetMinutes={CEST} businessStatus={null} expandable />);
    fireEvent.click(screen.getByRole('button'));
    expect(document.querySelector('[aria-current="date"]')?.textContent).toBe('Montag: 08:00–19:30');
  });

  it('2.5 no button without `expandable` or without weekday descriptions', () => {
    jest.setSystemTime(at('2026-09-16T10:00:00Z'));
    const { rerender } = render(
      <OpeningHoursLine hours={HOURS} utcOffsetMinutes={CEST} businessStatus={null} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<OpeningHoursLine hours={ALWAYS} utcOffsetMinutes={CEST} businessStatus={null} expandable />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('issue 27: hours only the editors’ words give', () => {
  const renderWords = (words: string, businessStatus: 'OPERATIONAL' | 'CLOSED_TEMPORARILY') =>
    render(
      <OpeningHoursLine
        hours={{ periods: [], weekdayDescriptions: [words] }}
        utcOffsetMinutes={60}
        businessStatus={businessStatus}
      />,
    );

  it('shows them as written, without an open or closed state', () => {
    const { container } = renderWords('Mo-Fr 09:00-18:00 "nach Vereinbarung"', 'OPERATIONAL');
    const line = container.querySelector('.sf-place-hours');
    expect(line?.getAttribute('data-sf-open')).toBe('unknown');
    expect(line?.textContent).toBe('Öffnungszeiten: Mo-Fr 09:00-18:00 "nach Vereinbarung"');
    expect(container.textContent).not.toMatch(/Geöffnet|Geschlossen/);
  });

  it('a temporarily closed business still says so', () => {
    const { container } = renderWords('nach Vereinbarung', 'CLOSED_TEMPORARILY');
    expect(container.textContent).not.toContain('nach Vereinbarung');
  });
});
