import { useId } from 'react';
import { WarningIcon } from '../icons';
import { language, t, type LabelKey } from '../../../core/i18n';
import { formatDateTime, formatMoney, isPriceOutdated } from '../../format';
import type { FuelOptions, FuelPrice } from '../../model';
import { orderFuelPrices, withoutTime } from './fuel-prices';
import './panel.css';

export interface FuelProps {
  options: FuelOptions | null;
  /** The time a price's age is counted from (9.5: older than 24 hours is flagged). */
  now: Date;
}

function Status({ price, now, lang }: { price: FuelPrice; now: Date; lang: 'de' | 'en' }) {
  const time = price.updateTime ? formatDateTime(price.updateTime, lang) : null;
  if (isPriceOutdated(price.updateTime, now)) {
    const text =
      time !== null
        ? t('place.fuel.outdated', { time })
        : withoutTime((marker) => t('place.fuel.outdated', { time: marker }));
    return (
      <span className="sf-place-fuel__outdated">
        <WarningIcon className="sf-place-fuel__icon" />
        <span>{text}</span>
      </span>
    );
  }
  return time !== null ? (
    <span className="sf-place-fuel__updated">{t('place.fuel.updated', { time })}</span>
  ) : null;
}

/**
 * The full panel's fuel prices (spec 2.5, 3.8, 9.5): a table of the fuels, the featured ones
 * (Normalbenzin, Benzin (Mittelsorte), Premiumbenzin, Diesel) first, each with its price ('1,799 €') and how old it is;
 * a price older than 24 hours, or without a time, is flagged with an icon and a text. Nothing without
 * options or prices.
 */
export function Fuel({ options, now }: FuelProps) {
  const headingId = useId();
  if (!options || options.fuelPrices.length === 0) return null;
  const lang = language();
  return (
    <section className="sf-place-section sf-place-fuel">
      <h3 className="sf-place-section__heading" id={headingId}>
        {t('place.section.fuel')}
      </h3>
      <table className="sf-place-fuel__table" aria-labelledby={headingId}>
        <tbody>
          {orderFuelPrices(options.fuelPrices).map((price, index) => {
            const name: LabelKey = `place.fuel.${price.type}`;
            return (
              <tr key={`${price.type}-${index}`} data-fuel={price.type}>
                <th scope="row" className="sf-place-fuel__name">
                  {t(name)}
                </th>
                <td className="sf-place-fuel__price">
                  {price.price ? formatMoney(price.price, lang) : null}
                </td>
                <td className="sf-place-fuel__status">
                  {price.price && <Status price={price} now={now} lang={lang} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
