/**
 * Short texts of a place that several parts show: the price, the maps provider's name. Pure; the
 * words come from the labels.
 */
import { language, t } from '../../core/i18n';
import { formatMoney } from '../format';
import { mapsLink, type Money, type Place, type PriceLevel } from '../model';

const SYMBOLS: Record<PriceLevel, string> = {
  FREE: '',
  INEXPENSIVE: '€',
  MODERATE: '€€',
  EXPENSIVE: '€€€',
  VERY_EXPENSIVE: '€€€€',
};

/**
 * '10–20 €' as price tags read: the currency once, and cents only where a bound has them
 * ('7,50–12,50 €'). Bounds in two currencies keep both written out.
 */
function moneyRange(start: Money, end: Money, lang: 'de' | 'en'): string {
  if (start.currencyCode !== end.currencyCode) return `${formatMoney(start, lang)}–${formatMoney(end, lang)}`;
  const from = start.units + start.nanos / 1e9;
  const to = end.units + end.nanos / 1e9;
  const digits = Number.isInteger(from) && Number.isInteger(to) ? 0 : 2;
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: start.currencyCode,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).formatRange(from, to);
}

/** What the card shows for the price, and its accessible wording; null when unknown. */
export function priceOf(
  place: Pick<Place, 'priceLevel' | 'priceRange'>,
): { text: string; label: string } | null {
  const range = place.priceRange;
  if (range?.startPrice) {
    const lang = language();
    const start = formatMoney(range.startPrice, lang);
    const text = range.endPrice
      ? moneyRange(range.startPrice, range.endPrice, lang)
      : t('place.priceFrom', { start });
    return { text, label: t('place.price', { level: text }) };
  }
  const level = place.priceLevel;
  if (!level) return null;
  const words = t(`place.price.${level}`);
  return { text: SYMBOLS[level] || words, label: t('place.price', { level: words }) };
}

/** The maps link and the provider's name ('OpenStreetMap', 'Google Maps'); null without a link. */
export function mapsOf(place: Place): { uri: string; name: string } | null {
  const link = mapsLink(place);
  if (!link) return null;
  return { uri: link.uri, name: t(link.provider === 'google' ? 'place.maps.google' : 'place.maps.osm') };
}
