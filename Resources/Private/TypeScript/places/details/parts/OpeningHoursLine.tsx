import { useEffect, useId, useRef, useState } from 'react';
import { ChevronIcon } from '../../../core/icons';
import { t } from '../../../core/i18n';
import { HOURS_REFRESH_MS, hoursState, placeClock } from '../../hours';
import type { BusinessStatus, OpeningHours } from '../../model';
import { mondayIndex, nextChangeText, type PlaceClock } from './hours-text';
import './summary.css';

export interface OpeningHoursLineProps {
  hours: OpeningHours | null;
  utcOffsetMinutes: number | null;
  businessStatus: BusinessStatus | null;
  /** The place's IANA time zone ('Europe/Berlin'): with it the line follows DST; without it, the fixed offset. */
  timeZone?: string;
  /** Offer a button that shows the week's hours. */
  expandable?: boolean;
  /** The clock (tests); the current time by default. */
  now?: () => Date;
}

const systemNow = (): Date => new Date();

/**
 * The opening-hours line (spec 2.5, 4.12, 9.5): 'Geöffnet' (positive colour) or 'Geschlossen'
 * (negative colour), the word itself saying it without colour, then the next change. A temporarily
 * or permanently closed business says so instead. Recomputed every HOURS_REFRESH_MS while mounted.
 * With `expandable`, a disclosure button shows the week (`weekdayDescriptions`, Monday first) with
 * today marked. Publishes `data-sf-open`. Hours kept as the editors' text (no periods) are that text, without a state. Nothing at all when neither hours nor a closing status is known.
 */
export function OpeningHoursLine({
  hours,
  utcOffsetMinutes,
  businessStatus,
  timeZone,
  expandable = false,
  now = systemNow,
}: OpeningHoursLineProps) {
  const clockRef = useRef(now);
  const [at, setAt] = useState(now);
  const [expanded, setExpanded] = useState(false);
  const weekId = useId();

  useEffect(() => {
    clockRef.current = now;
  }, [now]);

  useEffect(() => {
    const timer = setInterval(() => setAt(clockRef.current()), HOURS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const closedStatus =
    businessStatus === 'CLOSED_TEMPORARILY' || businessStatus === 'CLOSED_PERMANENTLY'
      ? businessStatus
      : null;
  const state = closedStatus ? null : hoursState(hours, utcOffsetMinutes, at, timeZone);
  // Hours only the editors' words give (an OSM comment, an open end, a form no evaluator reads):
  // shown as written, without an open or closed state (issue 27).
  const asText = !closedStatus && !state && hours?.periods.length === 0 ? hours.weekdayDescriptions : [];
  if (asText.length > 0)
    return (
      <div className="sf-place-hours" data-sf-open="unknown">
        <p className="sf-place-hours__line">
          <span className="sf-place-hours__label">{t('place.section.hours')}:</span> {asText.join('; ')}
        </p>
      </div>
    );
  if (!closedStatus && !state) return null;

  // The place's own clock: the site's zone, or the place's offset where it lies elsewhere (9.5).
  const clock: PlaceClock = placeClock(utcOffsetMinutes, timeZone, at);
  const open = state?.open ?? false;
  const next = state ? nextChangeText(state, at, clock) : null;
  const week = closedStatus === 'CLOSED_PERMANENTLY' ? [] : (hours?.weekdayDescriptions ?? []);
  const today = mondayIndex(at, clock);

  return (
    <div className="sf-place-hours" data-sf-open={String(open)}>
      <p className="sf-place-hours__line">
        {closedStatus ? (
          <span className="sf-place-hours__state sf-place-hours__state--closed">
            {t(`place.status.${closedStatus}`)}
          </span>
        ) : (
          <>
            <span className={`sf-place-hours__state sf-place-hours__state--${open ? 'open' : 'closed'}`}>
              {open ? t('place.open') : t('place.closed')}
            </span>
            {next !== null && (
              <>
                {' '}
                <span className="sf-place-hours__separator" aria-hidden="true">
                  ·
                </span>{' '}
                <span className="sf-place-hours__next">{next}</span>
              </>
            )}
          </>
        )}
        {expandable && week.length > 0 && (
          <>
            {' '}
            <button
              type="button"
              className="sf-place-hours__toggle"
              aria-expanded={expanded}
              aria-controls={weekId}
              onClick={() => setExpanded((value) => !value)}
            >
              <span className="sf-visually-hidden">
                {expanded ? t('place.hideWeek') : t('place.showWeek')}
              </span>
              <ChevronIcon className="sf-place-hours__chevron" />
            </button>
          </>
        )}
      </p>
      {expandable && week.length > 0 && (
        <ul id={weekId} className="sf-place-hours__week" hidden={!expanded}>
          {week.map((line, index) => (
            <li
              // The descriptions are a fixed week, Monday first: the index is the day.
              key={index}
              className={
                index === today ? 'sf-place-hours__day sf-place-hours__day--today' : 'sf-place-hours__day'
              }
              aria-current={index === today ? 'date' : undefined}
            >
              {line}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
