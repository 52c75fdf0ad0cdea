/**
 * The fuel prices of the full panel (spec 2.5, 9.5): the featured fuels first, in the order of
 * FEATURED_FUELS, then the others in the order the source gave them. Pure.
 */
import { FEATURED_FUELS, type FuelPrice } from '../../model';

export function orderFuelPrices(prices: readonly FuelPrice[]): FuelPrice[] {
  const rank = (price: FuelPrice): number => {
    const index = FEATURED_FUELS.indexOf(price.type);
    return index === -1 ? FEATURED_FUELS.length : index;
  };
  // Array.prototype.sort is stable: prices of equal rank keep the source's order.
  return [...prices].sort((a, b) => rank(a) - rank(b));
}

/**
 * The outdated flag without its time, from the label that has one: the label is formatted with a
 * marker for the time and the bracket holding it is cut ('Preis möglicherweise veraltet'). A label
 * without such a bracket keeps the marker's place as a dash.
 */
export function withoutTime(format: (time: string) => string): string {
  const marker = '\uE000';
  const text = format(marker);
  const cut = text.replace(/\s*\([^()]*\uE000[^()]*\)/, '');
  return cut.includes(marker) ? text.replace(marker, '–') : cut.trim();
}
