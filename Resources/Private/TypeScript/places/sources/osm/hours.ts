/**
 * The `opening_hours` tag as the model's week (issue 14), in the place's wall clock whatever the
 * visitor's. Pure: the parser (the `opening_hours` library, hours-parser.ts, its own chunk) comes in
 * from the source, loaded only when a place has the tag.
 */
import { t } from '../../../core/i18n';
import { describeWeek, offsetAt, wallClockAt } from '../../hours';
import type { OpeningHours, OpeningHoursPeriod } from '../../model';
import type { OsmElement } from './elements';

/** What `opening_hours` offers that we use: open intervals between two instants. */
export interface OpeningHoursEvaluator {
  getOpenIntervals(from: Date, to: Date): [Date, Date, boolean, string | undefined][];
}

/**
 * `clockShiftMinutes`: how far the place's wall clock is ahead of the Dates' local zone (the
 * visitor's), which the library needs for sunrise and sunset (hours-parser.ts).
 */
export type OpeningHoursParser = (
  value: string,
  element: OsmElement,
  clockShiftMinutes?: number,
) => OpeningHoursEvaluator;

/**
 * `opening_hours` as the editors wrote it, for a value the library cannot evaluate: no periods, the
 * text as the one description (a value that is only a comment, `"nach Vereinbarung"`, without its
 * quotes). Empty or blank: null.
 */
export function hoursText(value: string): OpeningHours | null {
  const trimmed = value.trim();
  const comment = /^"([^"]*)"$/.exec(trimmed);
  const text = (comment ? (comment[1] ?? '') : trimmed).trim();
  return text === '' ? null : { periods: [], weekdayDescriptions: [text] };
}

/** A point of the week from a Date's local fields (the place's wall clock, see openingHoursOf). */
const point = (date: Date): { day: number; hour: number; minute: number } => ({
  day: date.getDay(),
  hour: date.getHours(),
  minute: date.getMinutes(),
});

/**
 * The `opening_hours` tag as the week's periods: the open intervals of the seven days from today
 * (holidays of this week included), in the place's wall clock (`timeZone`), whatever the visitor's.
 * The library evaluates the local fields of its Dates (getDay, getHours…): it gets Dates whose
 * local fields are the place's wall clock, and its answers are read back the same way (the place's
 * `utcOffsetMinutes` is its zone's offset at `now`).
 *
 * What the library cannot evaluate is shown as the editors' text (`hoursText`): a value it does not
 * parse, and one whose week has "unknown" stretches (comments such as `"nach Vereinbarung"`, open
 * ends `18:00+`, `||` fallbacks): no periods (so no open/closed state) and the text as the one
 * description. Dropping the unknown stretches would show a place 'by appointment' as closed all week
 * (the extract has 40 such values; tests/recorded/extract.test.ts).
 */
export function openingHoursOf(
  value: string,
  element: OsmElement,
  parse: OpeningHoursParser,
  now: Date,
  timeZone: string,
): OpeningHours | null {
  const today = wallClockAt(timeZone, now);
  const from = new Date(today.year, today.month - 1, today.day);
  const to = new Date(today.year, today.month - 1, today.day + 7);
  let intervals: ReturnType<OpeningHoursEvaluator['getOpenIntervals']>;
  try {
    const shift = offsetAt(timeZone, now) + from.getTimezoneOffset();
    intervals = parse(value, element, shift).getOpenIntervals(from, to);
  } catch {
    return hoursText(value);
  }
  if (intervals.some(([, , unknown]) => unknown)) return hoursText(value);
  let periods: OpeningHoursPeriod[];
  const first = intervals[0];
  if (
    intervals.length === 1 &&
    first &&
    first[0].getTime() <= from.getTime() &&
    first[1].getTime() >= to.getTime()
  ) {
    periods = [{ open: { day: 0, hour: 0, minute: 0 }, close: null }];
  } else {
    const spans = intervals.map(([start, end]) => [start, end] as const);
    // The window cuts a night that runs past midnight into its start and its end: join them.
    const head = spans[0];
    const tail = spans.at(-1);
    if (
      spans.length > 1 &&
      head &&
      tail &&
      head[0].getTime() <= from.getTime() &&
      tail[1].getTime() >= to.getTime()
    ) {
      spans.shift();
      // The night ends on the window's first day, a week after the last: the same wall-clock point.
      spans[spans.length - 1] = [tail[0], head[1]];
    }
    periods = spans.map(([start, end]) => ({ open: point(start), close: point(end) }));
  }
  const weekdayDescriptions = describeWeek(
    periods,
    {
      day: (day, hours) => t('places.hours.day', { day, hours }),
      closed: t('places.hours.closed'),
      allDay: t('places.hours.allDay'),
    },
    'de-DE',
  );
  return { periods, weekdayDescriptions };
}
