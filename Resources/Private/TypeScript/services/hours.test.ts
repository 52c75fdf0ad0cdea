/** 4.12 / 9.5 opening hours: open or closed, the next change, across midnight, Sunday and DST. */
import fc from 'fast-check';
import {
  hoursState,
  localWeekMinute,
  offsetAt,
  placeClock,
  wallClockAt,
  WEEK_MINUTES,
  weekMinute,
} from './hours';
import type { OpeningHoursPeriod } from './hours';

const at = (iso: string): Date => new Date(iso);
const period = (
  day: number,
  open: [number, number],
  close: [number, number] | null,
  closeDay = day,
): OpeningHoursPeriod => ({
  open: { day, hour: open[0], minute: open[1] },
  close: close ? { day: closeDay, hour: close[0], minute: close[1] } : null,
});
/** Monday to Friday 08:00–18:00. */
const OFFICE = [1, 2, 3, 4, 5].map((day) => period(day, [8, 0], [18, 0]));

describe('the week of 10080 minutes', () => {
  it('counts from Sunday 00:00, as Google numbers the days', () => {
    expect(weekMinute({ day: 0, hour: 0, minute: 0 })).toBe(0);
    expect(weekMinute({ day: 6, hour: 23, minute: 59 })).toBe(WEEK_MINUTES - 1);
    expect(weekMinute({ day: 7, hour: 0, minute: 0 })).toBe(0);
    // 2026-11-22 was a Sunday.
    expect(localWeekMinute(at('2026-11-22T00:00:00Z'), 0)).toBe(0);
    expect(localWeekMinute(at('2026-11-21T23:00:00Z'), 60)).toBe(0);
  });

  it('reads the wall clock of a time zone at an instant, weekday included', () => {
    // Saturday 2026-03-28 21:00 CET; Sunday 2026-03-29 03:00 CEST, right after the switch.
    expect(wallClockAt('Europe/Berlin', at('2026-03-28T20:00:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 28,
      hour: 21,
      minute: 0,
      weekday: 6,
    });
    expect(wallClockAt('Europe/Berlin', at('2026-03-29T01:00:00Z'))).toMatchObject({
      day: 29,
      hour: 3,
      weekday: 0,
    });
    expect(wallClockAt('America/New_York', at('2026-03-29T01:00:00Z'))).toMatchObject({ day: 28, hour: 21 });
  });

  it('reads the offset of a time zone at an instant, DST included', () => {
    expect(offsetAt('Europe/Berlin', at('2026-01-15T12:00:00Z'))).toBe(60);
    expect(offsetAt('Europe/Berlin', at('2026-07-15T12:00:00Z'))).toBe(120);
    expect(offsetAt('Europe/Berlin', at('2026-03-29T00:59:00Z'))).toBe(60);
    expect(offsetAt('Europe/Berlin', at('2026-03-29T01:00:00Z'))).toBe(120);
    expect(offsetAt('Europe/Berlin', at('2026-10-25T00:59:00Z'))).toBe(120);
    expect(offsetAt('Europe/Berlin', at('2026-10-25T01:00:00Z'))).toBe(60);
  });
});

describe('4.12 open or closed', () => {
  it('an office on Tuesday: open at 10:00 (closes 18:00), closed at 19:00 (opens Wednesday 08:00)', () => {
    // Tuesday 2026-11-24, Munich (UTC+1).
    expect(hoursState({ periods: OFFICE }, 60, at('2026-11-24T09:00:00Z'))).toEqual({
      open: true,
      alwaysOpen: false,
      nextChange: at('2026-11-24T17:00:00Z'),
    });
    expect(hoursState({ periods: OFFICE }, 60, at('2026-11-24T18:00:30Z'))).toEqual({
      open: false,
      alwaysOpen: false,
      nextChange: at('2026-11-25T07:00:00Z'),
    });
  });

  it('Friday evening: the next opening is Monday', () => {
    expect(hoursState({ periods: OFFICE }, 60, at('2026-11-27T20:00:00Z'))?.nextChange).toEqual(
      at('2026-11-30T07:00:00Z'),
    );
  });

  it('a period without close is open around the clock', () => {
    expect(hoursState({ periods: [period(0, [0, 0], null)] }, 60, at('2026-11-24T03:00:00Z'))).toEqual({
      open: true,
      alwaysOpen: true,
      nextChange: null,
    });
  });

  it('a bar across midnight: Friday 20:00 – Saturday 02:00', () => {
    const bar = [period(5, [20, 0], [2, 0], 6)];
    expect(hoursState({ periods: bar }, 60, at('2026-11-28T00:30:00Z'))).toMatchObject({
      open: true,
      nextChange: at('2026-11-28T01:00:00Z'),
    });
    expect(hoursState({ periods: bar }, 60, at('2026-11-28T01:30:00Z'))?.open).toBe(false);
  });

  it('across Sunday → Monday: Sunday 22:00 – Monday 06:00', () => {
    const night = [period(0, [22, 0], [6, 0], 1)];
    // Monday 2026-11-23 03:00 local.
    expect(hoursState({ periods: night }, 60, at('2026-11-23T02:00:00Z'))).toMatchObject({
      open: true,
      nextChange: at('2026-11-23T05:00:00Z'),
    });
    // Saturday 23:00 local: opens Sunday 22:00.
    expect(hoursState({ periods: night }, 60, at('2026-11-28T22:00:00Z'))).toMatchObject({
      open: false,
      nextChange: at('2026-11-29T21:00:00Z'),
    });
  });

  it('touching periods join: every day 00:00–24:00 is always open; Monday 00:00–Tuesday 00:00 closes Tuesday', () => {
    const allDays = [0, 1, 2, 3, 4, 5, 6].map((day) => period(day, [0, 0], [0, 0], day + 1));
    expect(hoursState({ periods: allDays }, 60, at('2026-11-24T12:00:00Z'))?.alwaysOpen).toBe(true);
    const mondayTuesday = [period(1, [0, 0], [0, 0], 2), period(2, [0, 0], [12, 0], 2)];
    expect(hoursState({ periods: mondayTuesday }, 60, at('2026-11-23T12:00:00Z'))?.nextChange).toEqual(
      at('2026-11-24T11:00:00Z'),
    );
  });

  it('no hours, or no periods: unknown (null), the widget hides the line', () => {
    expect(hoursState(null, 60, new Date())).toBeNull();
    expect(hoursState({ periods: [] }, 60, new Date())).toBeNull();
  });
});

describe("4.12 across a DST switch, with the place's time zone", () => {
  const SUNDAY = [period(0, [10, 0], [18, 0])];

  it('spring: Saturday 21:00 CET, Sunday 10:00–18:00 opens at 10:00 CEST (08:00Z), not 09:00Z', () => {
    expect(hoursState({ periods: SUNDAY }, 60, at('2026-03-28T20:00:00Z'), 'Europe/Berlin')).toEqual({
      open: false,
      alwaysOpen: false,
      nextChange: at('2026-03-29T08:00:00Z'),
    });
    // Google's model (a fixed offset, no zone) keeps the offset it was given for the week ahead.
    expect(hoursState({ periods: SUNDAY }, 60, at('2026-03-28T20:00:00Z'))?.nextChange).toEqual(
      at('2026-03-29T09:00:00Z'),
    );
  });

  it('the zone decides, not the offset passed along; open across the switch closes at 18:00 CEST', () => {
    expect(hoursState({ periods: SUNDAY }, null, at('2026-03-29T09:00:00Z'), 'Europe/Berlin')).toEqual({
      open: true,
      alwaysOpen: false,
      nextChange: at('2026-03-29T16:00:00Z'),
    });
    const night = [period(6, [22, 0], [12, 0], 0)];
    expect(hoursState({ periods: night }, 60, at('2026-03-28T22:00:00Z'), 'Europe/Berlin')).toMatchObject({
      open: true,
      nextChange: at('2026-03-29T10:00:00Z'),
    });
  });

  it('autumn: Saturday 21:00 CEST, Sunday 10:00 CET is 09:00Z', () => {
    expect(hoursState({ periods: SUNDAY }, 120, at('2026-10-24T19:00:00Z'), 'Europe/Berlin')).toEqual({
      open: false,
      alwaysOpen: false,
      nextChange: at('2026-10-25T09:00:00Z'),
    });
  });

  it('a time the spring switch skips (02:30) takes effect when the clock jumps to 03:00', () => {
    const early = [period(0, [2, 30], [4, 0])];
    expect(hoursState({ periods: early }, null, at('2026-03-28T22:00:00Z'), 'Europe/Berlin')).toMatchObject({
      open: false,
      nextChange: at('2026-03-29T01:00:00Z'),
    });
    // 02:10–02:40 never comes that Sunday: the next opening is a week later (CEST).
    const skipped = [period(0, [2, 10], [2, 40])];
    expect(hoursState({ periods: skipped }, null, at('2026-03-28T22:00:00Z'), 'Europe/Berlin')).toMatchObject(
      {
        open: false,
        nextChange: at('2026-04-05T00:10:00Z'),
      },
    );
  });

  it('the autumn switch repeats 02:00–03:00: the first 02:30 closes, the clock going back opens again', () => {
    const late = [period(6, [22, 0], [2, 30], 0)];
    expect(hoursState({ periods: late }, null, at('2026-10-24T21:00:00Z'), 'Europe/Berlin')).toMatchObject({
      open: true,
      nextChange: at('2026-10-25T00:30:00Z'),
    });
    // 02:45 CEST: closed until the clock goes back to 02:00 CET (01:00Z), then open until 02:30 CET.
    expect(hoursState({ periods: late }, null, at('2026-10-25T00:45:00Z'), 'Europe/Berlin')).toMatchObject({
      open: false,
      nextChange: at('2026-10-25T01:00:00Z'),
    });
    expect(hoursState({ periods: late }, null, at('2026-10-25T01:10:00Z'), 'Europe/Berlin')).toMatchObject({
      open: true,
      nextChange: at('2026-10-25T01:30:00Z'),
    });
  });
});

/** The reference: membership minute by minute, without the union of stretches. */
function openAtMinute(periods: readonly OpeningHoursPeriod[], minute: number): boolean {
  return periods.some((p) => {
    if (!p.close) return true;
    const start = weekMinute(p.open);
    const length =
      (((weekMinute(p.close) - start) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES || WEEK_MINUTES;
    return (((minute - start) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES < length;
  });
}

const periodArb = fc
  .record({
    day: fc.integer({ min: 0, max: 6 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    length: fc.integer({ min: 1, max: 3000 }),
  })
  .map(({ day, hour, minute, length }): OpeningHoursPeriod => {
    const end = weekMinute({ day, hour, minute }) + length;
    const close = ((end % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
    return {
      open: { day, hour, minute },
      close: { day: Math.floor(close / 1440), hour: Math.floor((close % 1440) / 60), minute: close % 60 },
    };
  });

describe("9.5 a place elsewhere reads its own clock, not the site's time zone", () => {
  /** New York in summer: four hours behind UTC (Google's utcOffsetMinutes). */
  const NEW_YORK = -240;

  it("9.5 a place in New York is open at 16:00 New York time, while it is 22:00 in Berlin (site's zone given)", () => {
    // Wednesday 15 July 2026, 20:00Z: 16:00 in New York (open), 22:00 in Berlin (closed).
    expect(hoursState({ periods: OFFICE }, NEW_YORK, at('2026-07-15T20:00:00Z'), 'Europe/Berlin')).toEqual({
      open: true,
      alwaysOpen: false,
      nextChange: at('2026-07-15T22:00:00Z'), // 18:00 in New York
    });
  });

  it("9.5 a place in New York is closed at 07:00 New York time, while it is 13:00 in Berlin (site's zone given)", () => {
    expect(hoursState({ periods: OFFICE }, NEW_YORK, at('2026-07-15T11:00:00Z'), 'Europe/Berlin')).toEqual({
      open: false,
      alwaysOpen: false,
      nextChange: at('2026-07-15T12:00:00Z'), // 08:00 in New York
    });
  });

  it("placeClock: the site's zone where the place's offset is the zone's at now (or unknown), else the offset", () => {
    const summer = at('2026-07-15T12:00:00Z');
    expect(placeClock(120, 'Europe/Berlin', summer)).toEqual({
      timeZone: 'Europe/Berlin',
      utcOffsetMinutes: 120,
    });
    expect(placeClock(null, 'Europe/Berlin', summer)).toEqual({
      timeZone: 'Europe/Berlin',
      utcOffsetMinutes: null,
    });
    expect(placeClock(NEW_YORK, 'Europe/Berlin', summer)).toEqual({
      timeZone: null,
      utcOffsetMinutes: NEW_YORK,
    });
    // Lagos (+60 all year) lies in Berlin's winter offset, but not in its summer one.
    expect(placeClock(60, 'Europe/Berlin', summer)).toEqual({ timeZone: null, utcOffsetMinutes: 60 });
    expect(placeClock(60, undefined, summer)).toEqual({ timeZone: null, utcOffsetMinutes: 60 });
  });
});

describe('properties', () => {
  // The wall clock of Munich (Europe/Berlin), read by Intl from the real zone (independently of hours.ts).
  const wall = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Berlin',
    hourCycle: 'h23',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
  });
  const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

  const instant = fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2027-12-31T00:00:00Z'),
    noInvalidDate: true,
  });

  it('open agrees with the minute-by-minute reference, and the next change is the first minute that differs', () => {
    fc.assert(
      fc.property(
        fc.array(periodArb, { minLength: 1, maxLength: 8 }),
        instant,
        fc.integer({ min: -720, max: 840 }),
        (periods, now, offset) => {
          const state = hoursState({ periods }, offset, now)!;
          const minute = localWeekMinute(now, offset);
          expect(state.open).toBe(openAtMinute(periods, minute));
          if (state.nextChange === null) {
            for (let m = 0; m < WEEK_MINUTES; m += 97) expect(openAtMinute(periods, m)).toBe(true);
            return;
          }
          const ahead = Math.round(
            (state.nextChange.getTime() - Math.floor(now.getTime() / 60000) * 60000) / 60000,
          );
          expect(ahead).toBeGreaterThan(0);
          expect(ahead).toBeLessThanOrEqual(WEEK_MINUTES);
          for (let step = 0; step < ahead; step += Math.max(1, Math.floor(ahead / 50))) {
            expect(openAtMinute(periods, (minute + step) % WEEK_MINUTES)).toBe(state.open);
          }
          expect(openAtMinute(periods, (minute + ahead - 1) % WEEK_MINUTES)).toBe(state.open);
          expect(openAtMinute(periods, (minute + ahead) % WEEK_MINUTES)).toBe(!state.open);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('DST days in Munich: with the time zone, open and the next change agree with the wall clock minute by minute', () => {
    const SPRING = Date.parse('2026-03-28T12:00:00Z');
    const AUTUMN = Date.parse('2026-10-24T12:00:00Z');
    /** `now` lies within the first two days of a window; the next change is at most a week and an hour later. */
    const WINDOW_MINUTES = 2 * 1440 + WEEK_MINUTES + 2 * 60;
    const dstDays = fc.oneof(
      fc.date({ min: new Date(SPRING), max: new Date(SPRING + 2 * 86_400_000), noInvalidDate: true }),
      fc.date({ min: new Date(AUTUMN), max: new Date(AUTUMN + 2 * 86_400_000), noInvalidDate: true }),
    );
    // The wall clock of Munich (Europe/Berlin) at every minute of both windows, read by Intl from the real zone
    // (independently of hours.ts): the minute of the week, Sunday 00:00 = 0.
    const wallMinutes = (start: number): Int16Array => {
      const minutes = new Int16Array(WINDOW_MINUTES);
      for (let i = 0; i < WINDOW_MINUTES; i += 1) {
        const parts = wall.formatToParts(new Date(start + i * 60000));
        const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
        minutes[i] =
          DAYS.indexOf(get('weekday')) * 1440 + (Number(get('hour')) % 24) * 60 + Number(get('minute'));
      }
      return minutes;
    };
    const windows = [
      { start: SPRING, minutes: wallMinutes(SPRING) },
      { start: AUTUMN, minutes: wallMinutes(AUTUMN) },
    ];
    fc.assert(
      fc.property(fc.array(periodArb, { minLength: 1, maxLength: 6 }), dstDays, (periods, now) => {
        const { start, minutes } = now.getTime() < AUTUMN ? windows[0]! : windows[1]!;
        const first = Math.floor((now.getTime() - start) / 60000);
        const openAt = (index: number): boolean => openAtMinute(periods, minutes[index]!);
        let change: number | null = null;
        for (let index = first + 1; index < WINDOW_MINUTES; index += 1) {
          if (openAt(index) !== openAt(first)) {
            change = start + index * 60000;
            break;
          }
        }
        const state = hoursState({ periods }, null, now, 'Europe/Berlin')!;
        expect(state.open).toBe(openAt(first));
        expect(state.nextChange?.getTime() ?? null).toBe(change);
        if (change === null) expect(state.alwaysOpen).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('DST days in Munich: with only the offset at the instant (no zone), open still agrees with the wall clock', () => {
    const dstDays = fc.oneof(
      fc.date({
        min: new Date('2026-03-28T12:00:00Z'),
        max: new Date('2026-03-30T12:00:00Z'),
        noInvalidDate: true,
      }),
      fc.date({
        min: new Date('2026-10-24T12:00:00Z'),
        max: new Date('2026-10-26T12:00:00Z'),
        noInvalidDate: true,
      }),
    );
    fc.assert(
      fc.property(fc.array(periodArb, { minLength: 1, maxLength: 6 }), dstDays, (periods, now) => {
        const parts = wall.formatToParts(now);
        const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
        const local = DAYS.indexOf(get('weekday')) * 1440 + Number(get('hour')) * 60 + Number(get('minute'));
        const state = hoursState({ periods }, offsetAt('Europe/Berlin', now), now)!;
        expect(state.open).toBe(openAtMinute(periods, local));
      }),
      { numRuns: 300 },
    );
  });
});
