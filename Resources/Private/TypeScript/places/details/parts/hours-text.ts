/**
 * The opening-hours line's texts (spec 2.5, 4.12, 9.5), pure: the next change of an `HoursState`
 * ('Schließt um 19:30', 'Öffnet um 08:00', 'Öffnet Montag um 08:00', 'Durchgehend geöffnet') and
 * which weekday it is, both on the place's clock: its IANA time zone when known, else its fixed UTC
 * offset, else the visitor's clock (as `hoursState` reads them).
 */
import { language, t } from '../../../core/i18n';
import type { Lang } from '../../../core/lang';
import { localeOf } from '../../format';
import type { HoursState } from '../../hours';

/** Whose clock the line speaks: the place's time zone, its fixed UTC offset, or (both null) the visitor's. */
export interface PlaceClock {
  timeZone?: string | null;
  utcOffsetMinutes: number | null;
}

/** The instant to format and the zone to format it in: a fixed offset is UTC shifted by it. */
function onClock(at: Date, clock: PlaceClock): { at: Date; timeZone: string | undefined } {
  if (clock.timeZone) return { at, timeZone: clock.timeZone };
  if (clock.utcOffsetMinutes !== null) {
    return { at: new Date(at.getTime() + clock.utcOffsetMinutes * 60000), timeZone: 'UTC' };
  }
  return { at, timeZone: undefined };
}

const formats = new Map<string, Intl.DateTimeFormat>();

const KINDS = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekday: { weekday: 'long' },
  weekdayShort: { weekday: 'short' },
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** One formatter per locale, zone and kind: making an Intl.DateTimeFormat costs far more than using one. */
function format(locale: string, timeZone: string | undefined, kind: keyof typeof KINDS): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${kind}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...KINDS[kind], timeZone });
    formats.set(key, found);
  }
  return found;
}

/** 'HH:MM' on the place's clock ('19:30'). */
export function clockTime(at: Date, clock: PlaceClock, lang: Lang): string {
  const local = onClock(at, clock);
  return format(localeOf(lang), local.timeZone, 'time').format(local.at);
}

/** The weekday's name on the place's clock ('Montag'). */
export function weekdayName(at: Date, clock: PlaceClock, lang: Lang): string {
  const local = onClock(at, clock);
  return format(localeOf(lang), local.timeZone, 'weekday').format(local.at);
}

/** The calendar date on the place's clock, as a comparable key ('09/16/2026'). */
function dateKey(at: Date, clock: PlaceClock): string {
  const local = onClock(at, clock);
  return format('en-US', local.timeZone, 'date').format(local.at);
}

const WEEKDAYS_EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Today's line in `weekdayDescriptions` (Monday first): 0 = Monday … 6 = Sunday, on the place's clock. */
export function mondayIndex(at: Date, clock: PlaceClock): number {
  const local = onClock(at, clock);
  return Math.max(0, WEEKDAYS_EN.indexOf(format('en-US', local.timeZone, 'weekdayShort').format(local.at)));
}

/**
 * When the state changes next, in words: closing time while open, opening time (same day) or
 * weekday and time (another day) while closed, 'Durchgehend geöffnet' around the clock; null when
 * there is no next change (never open). In the page's language.
 */
export function nextChangeText(state: HoursState, now: Date, clock: PlaceClock): string | null {
  if (state.alwaysOpen) return t('place.alwaysOpen');
  if (!state.nextChange) return null;
  const lang = language();
  const time = clockTime(state.nextChange, clock, lang);
  if (state.open) return t('place.closesAt', { time });
  if (dateKey(state.nextChange, clock) === dateKey(now, clock)) return t('place.opensAt', { time });
  return t('place.opensOn', { day: weekdayName(state.nextChange, clock, lang), time });
}
