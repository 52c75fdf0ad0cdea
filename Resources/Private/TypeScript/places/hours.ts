/**
 * Opening hours (spec 4.12, 9.5), pure: open or closed at an instant from
 * `regularOpeningHours.periods` over a week of 10080 minutes, normalised by the place's UTC offset,
 * and when that changes next. A period without close is open around the clock; a period may run
 * across midnight and across Sunday → Monday. Whoever shows the state recomputes it every
 * HOURS_REFRESH_MS.
 */
import type { OpeningHours, OpeningHoursPeriod, OpeningHoursPoint } from './model';

/** 9.5 */
export const WEEK_MINUTES = 10080;
export const DAY_MINUTES = 1440;
export const HOURS_REFRESH_MS = 60000;

const mod = (value: number, by: number): number => ((value % by) + by) % by;

/** A point's minute of the week, Sunday 00:00 = 0 (Google counts day 0 = Sunday). */
export function weekMinute(point: OpeningHoursPoint): number {
  return mod(point.day * DAY_MINUTES + point.hour * 60 + point.minute, WEEK_MINUTES);
}

/** The local minute of the week at `now` where the clock is `utcOffsetMinutes` ahead of UTC. */
export function localWeekMinute(now: Date, utcOffsetMinutes: number): number {
  // 1970-01-01 was a Thursday: four days after a Sunday.
  const minutes = Math.floor(now.getTime() / 60000) + utcOffsetMinutes + 4 * DAY_MINUTES;
  return mod(minutes, WEEK_MINUTES);
}

/** The UTC offset of an IANA time zone at an instant (DST included), in minutes. */
export function offsetAt(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60000) * 60000) / 60000);
}

/** A stretch of open time on the week's circle: from `start`, `length` minutes (≤ a week). */
interface Stretch {
  start: number;
  length: number;
}

function stretches(periods: readonly OpeningHoursPeriod[]): Stretch[] {
  return periods.map((period) => {
    if (!period.close) return { start: 0, length: WEEK_MINUTES };
    const start = weekMinute(period.open);
    const length = mod(weekMinute(period.close) - start, WEEK_MINUTES);
    // Open and close at the same minute: the whole week.
    return { start, length: length === 0 ? WEEK_MINUTES : length };
  });
}

/** The union of the stretches: sorted, overlapping and touching ones joined (across Sunday too). */
function union(all: readonly Stretch[]): Stretch[] {
  if (all.some((stretch) => stretch.length >= WEEK_MINUTES)) return [{ start: 0, length: WEEK_MINUTES }];
  const sorted = [...all].sort((a, b) => a.start - b.start);
  const joined: Stretch[] = [];
  for (const stretch of sorted) {
    const last = joined.at(-1);
    if (last && stretch.start <= last.start + last.length) {
      last.length = Math.max(last.length, stretch.start + stretch.length - last.start);
    } else {
      joined.push({ ...stretch });
    }
  }
  // The last stretch may run past Saturday into the first ones.
  const last = joined.at(-1);
  while (last && joined.length > 1 && last.start + last.length >= WEEK_MINUTES + (joined[0]?.start ?? 0)) {
    const first = joined.shift() as Stretch;
    last.length = Math.max(last.length, first.start + WEEK_MINUTES + first.length - last.start);
  }
  if (last && last.length >= WEEK_MINUTES) return [{ start: 0, length: WEEK_MINUTES }];
  return joined;
}

export interface HoursState {
  open: boolean;
  /** Open around the clock, every day: there is no next change. */
  alwaysOpen: boolean;
  /** When it opens (closed) or closes (open) next; null when always open or never open. */
  nextChange: Date | null;
}

/**
 * Open or closed at `now`. Unknown (no hours, or no periods) is null: the widget hides the line.
 * `utcOffsetMinutes` is the place's offset (a source that knows the time zone passes the offset at
 * `now`, so a DST switch is honoured); null: the visitor's own offset.
 */
export function hoursState(
  hours: Pick<OpeningHours, 'periods'> | null,
  utcOffsetMinutes: number | null,
  now: Date,
): HoursState | null {
  if (!hours || hours.periods.length === 0) return null;
  const open = union(stretches(hours.periods));
  const [only] = open;
  if (open.length === 1 && only && only.length >= WEEK_MINUTES) {
    return { open: true, alwaysOpen: true, nextChange: null };
  }
  const offset = utcOffsetMinutes ?? -now.getTimezoneOffset();
  const minute = localWeekMinute(now, offset);
  const startOfMinute = Math.floor(now.getTime() / 60000) * 60000;
  const at = (minutesAhead: number): Date => new Date(startOfMinute + minutesAhead * 60000);
  for (const stretch of open) {
    const into = mod(minute - stretch.start, WEEK_MINUTES);
    if (into < stretch.length)
      return { open: true, alwaysOpen: false, nextChange: at(stretch.length - into) };
  }
  const ahead = Math.min(...open.map((stretch) => mod(stretch.start - minute, WEEK_MINUTES)));
  return { open: false, alwaysOpen: false, nextChange: at(ahead) };
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** 'HH:MM' (24 h; a close at midnight is '24:00' when it ends the day it opened on). */
function clock(point: OpeningHoursPoint, endOfDay = false): string {
  if (endOfDay && point.hour === 0 && point.minute === 0) return '24:00';
  return `${pad(point.hour)}:${pad(point.minute)}`;
}

/**
 * One line per weekday, Monday first ('Montag: 08:00–18:00, 19:00–22:00', 'Sonntag: Geschlossen'),
 * in the page's language: what a source without weekday descriptions of its own (OpenStreetMap,
 * the CMS) puts into `regularOpeningHours.weekdayDescriptions`.
 */
export function describeWeek(
  periods: readonly OpeningHoursPeriod[],
  labels: { day: (day: string, hours: string) => string; closed: string; allDay: string },
  locale: string,
): string[] {
  const names = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday: day d is 2023-01-(1+d).
  const dayName = (day: number): string => names.format(new Date(Date.UTC(2023, 0, 1 + day)));
  if (periods.some((period) => !period.close)) {
    return [1, 2, 3, 4, 5, 6, 0].map((day) => labels.day(dayName(day), labels.allDay));
  }
  return [1, 2, 3, 4, 5, 6, 0].map((day) => {
    const today = periods
      .filter((period) => mod(period.open.day, 7) === day)
      .sort((a, b) => weekMinute(a.open) - weekMinute(b.open));
    if (today.length === 0) return labels.day(dayName(day), labels.closed);
    const spans = today.map((period) => {
      const close = period.close as OpeningHoursPoint;
      const length = mod(weekMinute(close) - weekMinute(period.open), WEEK_MINUTES);
      if (length === 0 || (length === DAY_MINUTES && period.open.hour === 0 && period.open.minute === 0)) {
        return labels.allDay;
      }
      const sameDay = mod(close.day, 7) === day || (close.hour === 0 && close.minute === 0);
      return `${clock(period.open)}–${clock(close, sameDay)}`;
    });
    return labels.day(dayName(day), spans.join(', '));
  });
}
