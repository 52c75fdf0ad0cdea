/**
 * Opening hours (spec 4.12, 9.5), pure: open or closed at an instant from
 * `regularOpeningHours.periods` over a week of 10080 minutes, normalised by the place's UTC offset,
 * and when that changes next. The periods' day, hour and minute are the place's wall clock. A period
 * without close is open around the clock; a period may run across midnight and across Sunday →
 * Monday. Whoever shows the state recomputes it every HOURS_REFRESH_MS. Here in services/ (moved
 * from places/, issue 29) because the map's list shows the locations' open state too, and the map
 * may not import the place widgets' modules; places/hours.ts re-exports it for them.
 */

/**
 * A point of the week on the place's wall clock: day 0 = Sunday … 6 = Saturday (Google counts so),
 * hour 0–23 (24 only as a close at midnight), minute 0–59. The place model (places/model-objects.ts)
 * uses these types.
 */
export interface OpeningHoursPoint {
  day: number;
  hour: number;
  minute: number;
}

/** An open stretch; close null: open without end (a place open around the clock has one such period). */
export interface OpeningHoursPeriod {
  open: OpeningHoursPoint;
  close: OpeningHoursPoint | null;
}

/** 9.5 */
export const WEEK_MINUTES = 10080;
export const DAY_MINUTES = 1440;
export const HOURS_REFRESH_MS = 60000;

/** The site's clock: the company's places, and OpenStreetMap places (which carry no time zone). */
export const SITE_TIME_ZONE = 'Europe/Berlin';

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

/** The wall clock of a time zone at an instant: date (month 1–12), time, and weekday (0 = Sunday). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

// One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an IANA time zone ('Europe/Berlin') at an instant, DST included. */
export function wallClockAt(timeZone: string, at: Date): WallClock {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const year = part('year');
  const month = part('month');
  const day = part('day');
  return {
    year,
    month,
    day,
    hour: part('hour') % 24,
    minute: part('minute'),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** The UTC offset of an IANA time zone at an instant (DST included), in minutes. */
export function offsetAt(timeZone: string, at: Date): number {
  const wall = wallClockAt(timeZone, at);
  const local = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
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

/** Open or closed at a wall-clock minute of the week, and how many wall-clock minutes until that changes. */
function stateAtMinute(open: readonly Stretch[], minute: number): { open: boolean; ahead: number } {
  for (const stretch of open) {
    const into = mod(minute - stretch.start, WEEK_MINUTES);
    if (into < stretch.length) return { open: true, ahead: stretch.length - into };
  }
  return {
    open: false,
    ahead: Math.min(...open.map((stretch) => mod(stretch.start - minute, WEEK_MINUTES))),
  };
}

/**
 * The first whole minute in (`from`, `to`] (epoch ms, both on a minute) where the zone's offset is
 * no longer `offset`; undefined when it is the same at `to` (a zone changes its offset at most once
 * within the week this looks ahead).
 */
function offsetChange(timeZone: string, from: number, to: number, offset: number): number | undefined {
  if (offsetAt(timeZone, new Date(to)) === offset) return undefined;
  let same = from;
  let changed = to;
  while (changed - same > 60000) {
    const middle = same + Math.floor((changed - same) / 120000) * 60000;
    if (offsetAt(timeZone, new Date(middle)) === offset) same = middle;
    else changed = middle;
  }
  return changed;
}

/**
 * The clock a place's hours are read on at `now` (spec 9.5). The widget hands every card the site's
 * time zone, but a place may lie elsewhere: a Google place carries its own `utcOffsetMinutes` (a
 * place in New York, -240 in summer). The zone is the place's clock only where the place's offset
 * is the zone's at `now` (or unknown); otherwise the place's fixed offset is (Google's model), so
 * New York reads open or closed on New York's clock. Places of the site's own zone (the CMS's,
 * OpenStreetMap's) keep the zone, and with it the DST switches of the week ahead.
 */
export function placeClock(
  utcOffsetMinutes: number | null,
  timeZone: string | null | undefined,
  now: Date,
): { timeZone: string | null; utcOffsetMinutes: number | null } {
  if (timeZone && (utcOffsetMinutes === null || utcOffsetMinutes === offsetAt(timeZone, now))) {
    return { timeZone, utcOffsetMinutes };
  }
  return { timeZone: null, utcOffsetMinutes };
}

/**
 * Open or closed at `now`. Unknown (no hours, or no periods) is null: the widget hides the line.
 *
 * With `timeZone` (the place's IANA zone, e.g. 'Europe/Berlin'), the wall clock is that zone's at
 * every instant, so the next change is the right instant across a DST switch (Sunday 10:00 after
 * the spring switch is 08:00Z, not 09:00Z); a wall-clock time the switch skips (02:30 in spring)
 * takes effect when the clock jumps past it, one it repeats (02:30 in autumn) at its first
 * occurrence, and the clock going back may itself be the change. `utcOffsetMinutes` then only says
 * whether the place lies in that zone (`placeClock`): a place whose offset is not the zone's at
 * `now` is read on its own offset. Without a zone, `utcOffsetMinutes` is the place's fixed offset (Google's model: the offset when
 * the place was fetched, used for the whole week ahead); null: the visitor's own offset at `now`.
 */
export function hoursState(
  hours: { periods: readonly OpeningHoursPeriod[] } | null,
  utcOffsetMinutes: number | null,
  now: Date,
  timeZone?: string | null,
): HoursState | null {
  if (!hours || hours.periods.length === 0) return null;
  const open = union(stretches(hours.periods));
  const [only] = open;
  if (open.length === 1 && only && only.length >= WEEK_MINUTES) {
    return { open: true, alwaysOpen: true, nextChange: null };
  }
  const startOfMinute = Math.floor(now.getTime() / 60000) * 60000;
  const zone = placeClock(utcOffsetMinutes, timeZone, now).timeZone;
  if (!zone) {
    const offset = utcOffsetMinutes ?? -now.getTimezoneOffset();
    const state = stateAtMinute(open, localWeekMinute(now, offset));
    return { open: state.open, alwaysOpen: false, nextChange: new Date(startOfMinute + state.ahead * 60000) };
  }
  // Stretches of constant offset, one after the other: within one, wall-clock minutes follow the
  // instants; where the offset changes, the wall clock jumps, and the state is read anew there.
  let from = startOfMinute;
  let offset = offsetAt(zone, new Date(from));
  const current = stateAtMinute(open, localWeekMinute(new Date(from), offset));
  let ahead = current.ahead;
  for (let switches = 0; switches < 4; switches += 1) {
    const candidate = from + ahead * 60000;
    const switchAt = offsetChange(zone, from, candidate, offset);
    if (switchAt === undefined) break;
    from = switchAt;
    offset = offsetAt(zone, new Date(from));
    const there = stateAtMinute(open, localWeekMinute(new Date(from), offset));
    if (there.open !== current.open)
      return { open: current.open, alwaysOpen: false, nextChange: new Date(from) };
    ahead = there.ahead;
  }
  return { open: current.open, alwaysOpen: false, nextChange: new Date(from + ahead * 60000) };
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
