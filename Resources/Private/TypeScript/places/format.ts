/**
 * Money, dates, ratings and ages of place data, through `Intl` in the page's language (de-DE on
 * German pages, spec 9.6). Pure; the widgets put the results into their German labels.
 */
import type { Money } from './model';

/** 9.5: a fuel price older than this is flagged as outdated. */
export const FUEL_PRICE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const localeOf = (lang: 'de' | 'en'): string => (lang === 'en' ? 'en-GB' : 'de-DE');

/** 9.5: the rating with exactly one decimal ('4,5'). */
export function formatRating(rating: number, lang: 'de' | 'en' = 'de'): string {
  return new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.round(rating * 10) / 10,
  );
}

/** Money as the page writes it: '1,799 €' (fuel prices keep their tenth of a cent), '12,50 €'. */
export function formatMoney(money: Money, lang: 'de' | 'en' = 'de'): string {
  const amount = money.units + money.nanos / 1e9;
  const thousandths = Math.round(amount * 1000) % 10 !== 0;
  return new Intl.NumberFormat(localeOf(lang), {
    style: 'currency',
    currency: money.currencyCode,
    minimumFractionDigits: thousandths ? 3 : 2,
    maximumFractionDigits: thousandths ? 3 : 2,
  }).format(amount);
}

/** '24.11.2026, 10:55' in the site's time zone. */
export function formatDateTime(date: Date, lang: 'de' | 'en' = 'de', timeZone = 'Europe/Berlin'): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/** 'September 2026' (a review's visit). */
export function formatMonthYear(year: number, month: number, lang: 'de' | 'en' = 'de'): string {
  return new Intl.DateTimeFormat(localeOf(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** 'vor 3 Tagen', 'gestern', 'vor 2 Monaten': how long ago, in the largest whole unit. */
export function formatAge(date: Date, now: Date, lang: 'de' | 'en' = 'de'): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(localeOf(lang), { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 86400],
    ['month', 30 * 86400],
    ['week', 7 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** 9.5: whether a fuel price is older than 24 hours (a price without time counts as outdated). */
export function isPriceOutdated(updateTime: Date | null, now: Date): boolean {
  return !updateTime || now.getTime() - updateTime.getTime() > FUEL_PRICE_MAX_AGE_MS;
}

/** '150 kW', '3,7 kW'. */
export function formatKilowatts(kw: number, lang: 'de' | 'en' = 'de'): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 1 }).format(kw)} kW`;
}
