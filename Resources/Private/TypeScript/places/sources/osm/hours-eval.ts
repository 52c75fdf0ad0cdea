/**
 * Our own `opening_hours` evaluator for the forms most OpenStreetMap places use (issue 30; the
 * subset: hours-syntax.ts; the forms of the extract: Documentation/opening-hours.md). It answers
 * `getOpenIntervals` exactly as the `opening_hours` library (hours-parser.ts) does, so the library's
 * chunk loads only for the values this declines: it builds the library's internal rules (weekday,
 * holiday and time selectors, a shifted copy for times past midnight) and walks them with the
 * library's state and change-point logic, Date for Date, in the Dates' local fields (the place's
 * wall clock, see openingHoursOf). The property tests beside it hold it to the library.
 *
 * Public holidays (PH) are the library's for Germany / Bavaria (its table, Augsburg's Friedensfest
 * included); for a place elsewhere a value with PH is declined.
 */
import type { OsmElement } from './elements';
import type { OpeningHoursEvaluator, OpeningHoursParser } from './hours';
import { parseHoursSyntax, type DaySelector, type HoursRule } from './hours-syntax';

/** A selector's answer as the library's: matches, the next instant it may change, a holiday name. */
type Answer = [boolean, Date?, string?];
type Selector = (date: Date) => Answer;

interface Rule {
  date: Selector[][];
  time: Selector[];
  meaning: boolean;
  additional: boolean;
  wrapped: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_MINUTES = 24 * 60;

const atDayMinutes = (date: Date, minutes: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate(), 0, minutes);

const atNextWeekday = (date: Date, weekday: number): Date => {
  const delta = weekday - date.getDay();
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + delta + (delta < 0 ? 7 : 0));
};

const dayNumber = (date: Date): number => date.getFullYear() * 10000 + date.getMonth() * 100 + date.getDate();

/** The library's public holidays of Germany for Bavaria (its `only_states` filter), in its order. */
const BAVARIA: readonly (readonly [string, [number, number] | number])[] = [
  ['Neujahr', [1, 1]],
  ['Karfreitag', -2],
  ['Ostermontag', 1],
  ['Maifeiertag', [5, 1]],
  ['Christi Himmelfahrt', 39],
  ['Pfingstmontag', 50],
  ['Tag der Deutschen Einheit', [10, 3]],
  ['1. Weihnachtstag', [12, 25]],
  ['2. Weihnachtstag', [12, 26]],
  ['Heilige Drei Könige', [1, 6]],
  ['Fronleichnam', 60],
  ['Augsburger Friedensfest', [8, 8]],
  ['Mariä Himmelfahrt', [8, 15]],
  ['Allerheiligen', [11, 1]],
];

/** Easter Sunday, by the library's formula. */
function easter(year: number): Date {
  const C = Math.floor(year / 100);
  const N = year - 19 * Math.floor(year / 19);
  const K = Math.floor((C - 17) / 25);
  let I = C - Math.floor(C / 4) - Math.floor((C - K) / 3) + 19 * N + 15;
  I = I - 30 * Math.floor(I / 30);
  I =
    I - Math.floor(I / 28) * (1 - Math.floor(I / 28) * Math.floor(29 / (I + 1)) * Math.floor((21 - N) / 11));
  let J = year + Math.floor(year / 4) + I + 2 - C + Math.floor(C / 4);
  J = J - 7 * Math.floor(J / 7);
  const L = I - J;
  const M = 3 + Math.floor((L + 40) / 44);
  const D = L + 28 - 31 * Math.floor(M / 4);
  return new Date(year, M - 1, D);
}

const holidayCache = new Map<number, [Date, string][]>();
/** The year's holidays sorted by date (stably, as the library's sort). */
function holidaysOf(year: number): [Date, string][] {
  let list = holidayCache.get(year);
  if (!list) {
    const sunday = easter(year);
    list = BAVARIA.map(([name, when]): [Date, string] => [
      typeof when === 'number'
        ? new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + when)
        : new Date(year, when[0] - 1, when[1]),
      name,
    ]).sort((a, b) => a[0].getTime() - b[0].getTime());
    holidayCache.set(year, list);
  }
  return list;
}

/** The library's PH selector (createPublicHolidaySelector without day offsets). */
const publicHoliday: Selector = (date) => {
  const holidays = holidaysOf(date.getFullYear());
  const today = dayNumber(date);
  for (const [day, name] of holidays) {
    const number = dayNumber(day);
    if (today < number) return [false, new Date(day.getTime())];
    if (today === number)
      return [true, new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1), name];
  }
  const [first] = holidays[0] ?? [date];
  return [false, new Date(first.getFullYear() + 1, first.getMonth(), first.getDate())];
};

/** The library's weekday range selector (parseWeekdayRange). */
function weekdays(first: number, last: number): Selector {
  let from = first;
  let to = last;
  let inside = true;
  if (to < from) {
    const tmp = to;
    to = from - 1;
    from = tmp + 1;
    inside = false;
  }
  if (to < from) return () => [true];
  return (date) => {
    const day = date.getDay();
    return day < from || day > to
      ? [!inside, atNextWeekday(date, from)]
      : [inside, atNextWeekday(date, to + 1)];
  };
}

const daySelector = (day: DaySelector): Selector =>
  day.kind === 'PH' ? publicHoliday : weekdays(day.from, day.to);

/** The library's time range selectors (parseTimeRange, plain times): the day's and past midnight's. */
function timeSelectors(from: number, written: number): { time: Selector; wrap?: Selector } {
  const to = written <= from ? written + DAY_MINUTES : written;
  if (from === 0 && to === DAY_MINUTES) return { time: () => [true] };
  const minutes = (date: Date): number => date.getHours() * 60 + date.getMinutes();
  if (to > DAY_MINUTES) {
    return {
      time: (date) =>
        minutes(date) < from ? [false, atDayMinutes(date, from)] : [true, atDayMinutes(date, to)],
      wrap: (date) =>
        minutes(date) < to - DAY_MINUTES ? [true, atDayMinutes(date, to - DAY_MINUTES)] : [false],
    };
  }
  return {
    time: (date) => {
      const now = minutes(date);
      if (now < from) return [false, atDayMinutes(date, from)];
      if (now < to) return [true, atDayMinutes(date, to)];
      return [false, atDayMinutes(date, from + DAY_MINUTES)];
    },
  };
}

/** The same selector a day earlier (the library's generateDateShifter: 24 hours, not a calendar day). */
const dayBefore =
  (selector: Selector): Selector =>
  (date) => {
    const answer = selector(new Date(date.getTime() - DAY_MS));
    return answer[1] === undefined ? answer : [answer[0], new Date(answer[1].getTime() + DAY_MS)];
  };

/** The library's internal rules: each written rule, then its part past midnight as a wrapped rule. */
function buildRules(written: readonly HoursRule[]): Rule[] {
  const rules: Rule[] = [];
  for (const rule of written) {
    const date: Selector[][] = [];
    if (rule.holiday) date.push([publicHoliday]);
    if (rule.weekday.length > 0) date.push(rule.weekday.map(daySelector));
    const time: Selector[] = [];
    const wraps: Selector[] = [];
    for (const range of rule.times) {
      const selectors = timeSelectors(range.from, range.to);
      time.push(selectors.time);
      if (selectors.wrap) wraps.push(selectors.wrap);
    }
    const { meaning, additional } = rule;
    rules.push({ date, time, meaning, additional, wrapped: false });
    if (wraps.length > 0) {
      const shifted = date.map((group) => group.map(dayBefore));
      rules.push({ date: shifted, time: wraps, meaning, additional: false, wrapped: true });
    }
  }
  return rules;
}

/** open, next change, comment (a holiday's name): the library's getStatePair for these rules. */
type State = [boolean, Date | undefined, string | undefined];

function stateAt(rules: readonly Rule[], date: Date): State {
  let open = false;
  let change: Date | undefined;
  let holiday: [string, number] | undefined;
  let matched: number | undefined;
  const earlier = (next: Date | undefined): void => {
    if (change === undefined || (next !== undefined && next.getTime() < change.getTime())) change = next;
  };
  let applying: number[] = [];
  rules.forEach((rule, index) => {
    for (const group of rule.date) {
      let any = false;
      for (const selector of group) {
        const [matches, next, name] = selector(date);
        if (matches) {
          any = true;
          if (name !== undefined) holiday = [name, index];
        }
        earlier(next);
      }
      if (!any) return;
    }
    const previous = rules[index - 1];
    const replaces = rule.date.length > 0 || (index > 0 && rule.meaning && previous?.date.length === 0);
    if (replaces && rule.meaning && !rule.wrapped && !rule.additional) applying = [];
    applying.push(index);
  });
  for (const index of applying) {
    const rule = rules[index];
    if (!rule) continue;
    if (rule.time.length === 0) {
      open = rule.meaning;
      matched = index;
    }
    for (const selector of rule.time) {
      const [matches, next] = selector(date);
      if (matches) {
        open = rule.meaning;
        matched = index;
      }
      earlier(next);
    }
  }
  return [open, change, holiday && holiday[1] === matched ? holiday[0] : undefined];
}

/** The library's getOpenIntervals over its iterator (advance while nothing changes). */
function openIntervals(
  rules: readonly Rule[],
  from: Date,
  to: Date,
): ReturnType<OpeningHoursEvaluator['getOpenIntervals']> {
  const result: [Date, Date | undefined, boolean, string | undefined][] = [];
  let date = from;
  let state = stateAt(rules, date);
  const advance = (): boolean => {
    if (to.getTime() <= date.getTime()) return false;
    let previous: State;
    do {
      const next = state[1];
      if (next === undefined) return false;
      if (next.getTime() <= date.getTime()) throw new Error('Fatal: infinite loop in nextChange');
      if (next.getTime() >= to.getTime()) return false;
      date = next;
      previous = state;
      state = stateAt(rules, date);
    } while (state[0] === previous[0] && state[2] === previous[2]);
    return true;
  };
  if (state[0]) result.push([from, undefined, false, state[2]]);
  while (advance()) {
    const last = result.at(-1);
    if (last && last[1] === undefined) last[1] = date;
    if (state[0]) result.push([date, undefined, false, state[2]]);
  }
  const last = result.at(-1);
  if (last && last[1] === undefined) last[1] = to;
  return result as [Date, Date, boolean, string | undefined][];
}

/**
 * An evaluator for `value`, or undefined where ours does not understand it all (then the library
 * decides). `element` gives the region of its holidays (Nominatim's address; none: Bavaria, as the
 * library is told in hours-parser.ts).
 */
export function evaluateOpeningHours(
  value: string,
  element?: Pick<OsmElement, 'address'>,
): OpeningHoursEvaluator | undefined {
  const written = parseHoursSyntax(value);
  if (!written) return undefined;
  const usesHolidays = written.some((rule) => rule.holiday || rule.weekday.some((d) => d.kind === 'PH'));
  const country = element?.address?.country_code ?? 'de';
  const state = element?.address?.state ?? 'Bayern';
  if (usesHolidays && (country !== 'de' || state !== 'Bayern')) return undefined;
  const rules = buildRules(written);
  return { getOpenIntervals: (from, to) => openIntervals(rules, from, to) };
}

/**
 * The parser the place source hands to placeFromOsm: ours first, the library (hours-parser.ts, when
 * loaded) for the values ours declines. Without the library a declined value throws, which
 * openingHoursOf shows as the editors' text.
 */
export function withOwnEvaluator(
  library?: OpeningHoursParser,
  /** Evaluators already made for these elements (undefined: declined), so none is made twice. */
  known?: ReadonlyMap<OsmElement, OpeningHoursEvaluator | undefined>,
): OpeningHoursParser {
  return (value, element, clockShiftMinutes) => {
    const own = known?.has(element) ? known.get(element) : evaluateOpeningHours(value, element);
    if (own) return own;
    if (library) return library(value, element, clockShiftMinutes);
    throw new Error(`opening_hours "${value}" needs the opening_hours library, which did not load`);
  };
}
