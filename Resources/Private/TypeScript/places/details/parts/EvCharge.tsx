import { language, t, type LabelKey } from '../../../core/i18n';
import { tp } from '../../../core/plural';
import { formatAge, formatKilowatts } from '../../format';
import type { ConnectorAggregation, EVChargeOptions } from '../../model';
import './panel.css';

export interface EvChargeProps {
  options: EVChargeOptions | null;
  /** The time the ages ('Stand: vor 5 Minuten') are counted from. */
  now: Date;
}

function PlugIcon() {
  return (
    <svg
      className="sf-place-ev__icon"
      viewBox="0 0 16 16"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M5.5 1.5v3M10.5 1.5v3M3.5 4.5h9v2.5a4.5 4.5 0 0 1-9 0zM8 11.5v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The facts of one connector type after its name: power, availability, out of service, last update. */
function facts(
  aggregation: ConnectorAggregation,
  now: Date,
  lang: 'de' | 'en',
): { key: string; text: string }[] {
  const list: { key: string; text: string }[] = [];
  const {
    maxChargeRateKw: kw,
    count,
    availableCount,
    outOfServiceCount,
    availabilityLastUpdateTime,
  } = aggregation;
  if (kw !== null && Number.isFinite(kw) && kw > 0) {
    list.push({ key: 'power', text: t('place.ev.upTo', { power: formatKilowatts(kw, lang) }) });
  }
  list.push({
    key: 'availability',
    text:
      availableCount !== null
        ? t('place.ev.available', { available: availableCount, count })
        : tp('place.ev.count', count, { count }),
  });
  if (outOfServiceCount !== null && outOfServiceCount > 0) {
    list.push({ key: 'outOfService', text: t('place.ev.outOfService', { count: outOfServiceCount }) });
  }
  if (availabilityLastUpdateTime) {
    list.push({
      key: 'updated',
      text: t('place.ev.updated', { time: formatAge(availabilityLastUpdateTime, now, lang) }),
    });
  }
  return list;
}

/**
 * The full panel's EV charging (spec 2.5, 3.8): one row per connector type with its power ('bis
 * 150 kW'), availability ('2 von 4 frei', or '4 Ladepunkte' when availability is unknown), the
 * connectors out of service and the age of that information ('Stand: vor 5 Minuten'), then the
 * total. Nothing without options or connector types.
 */
export function EvCharge({ options, now }: EvChargeProps) {
  if (!options || options.connectorAggregations.length === 0) return null;
  const lang = language();
  return (
    <section className="sf-place-section sf-place-ev">
      <h3 className="sf-place-section__heading">{t('place.section.ev')}</h3>
      <ul className="sf-place-ev__list">
        {options.connectorAggregations.map((aggregation, index) => {
          const type: LabelKey = `place.ev.${aggregation.type}`;
          return (
            <li
              key={`${aggregation.type}-${index}`}
              className="sf-place-ev__row"
              data-connector={aggregation.type}
            >
              <PlugIcon />
              <span className="sf-place-ev__text">
                <span className="sf-place-ev__type">{t(type)}</span>
                <span className="sf-place-ev__facts">
                  {facts(aggregation, now, lang).map((fact, position) => (
                    <span key={fact.key} className={`sf-place-ev__fact sf-place-ev__fact--${fact.key}`}>
                      {position > 0 && ', '}
                      {fact.text}
                    </span>
                  ))}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {options.connectorCount > 0 && (
        <p className="sf-place-ev__total">
          {tp('place.ev.total', options.connectorCount, { count: options.connectorCount })}
        </p>
      )}
    </section>
  );
}
