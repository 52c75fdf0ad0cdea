/**
 * Issue 29, "Jetzt geöffnet" (a lazy chunk; the hours come from the page's JSON, cms-places.ts): the
 * locations whose `placeId` is a CMS place (`cms:…`, the page's `#sf-places` with their
 * `regularOpeningHours`) show their state in their list entry and info window ('Jetzt geöffnet ·
 * Schließt um 18:00', 'Geschlossen · Öffnet am Montag um 08:00'); every other location, and one
 * whose hours are not known, shows 'Öffnungszeiten unbekannt' and is never hidden by the open-now
 * filter. The state is read anew every HOURS_REFRESH_MS on the site's clock (Europe/Berlin).
 */
import '../../places/labels';
import { language, t } from '../../core/i18n';
import {
  HOURS_REFRESH_MS,
  hoursState,
  offsetAt,
  SITE_TIME_ZONE,
  type HoursState,
  type OpeningHoursPeriod,
} from '../../services/hours';
import { cmsPlaceFacts } from './cms-places';
import { listEntries } from '../forms/location-list';
import type { MapBlockSettings } from '../settings';
import type { Keep } from './visibility';

/** A CMS place's hours as cms-places.ts reads them (on the site's clock). */
export interface Hours {
  periods?: readonly OpeningHoursPeriod[];
  businessStatus?: string;
}

const CMS_PLACE = /^cms:/;

/** Open or closed at `now`, or null when the hours are unknown (none, or the business is closed for good). */
export function stateOf(hours: Hours | undefined, now: Date): HoursState | null {
  if (!hours?.periods) return null;
  if (hours.businessStatus === 'CLOSED_PERMANENTLY' || hours.businessStatus === 'CLOSED_TEMPORARILY') {
    return { open: false, alwaysOpen: false, nextChange: null };
  }
  return hoursState({ periods: hours.periods }, offsetAt(SITE_TIME_ZONE, now), now, SITE_TIME_ZONE);
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: 'time' | 'weekday' | 'date'): Intl.DateTimeFormat {
  const locale = language() === 'de' ? 'de-DE' : 'en-GB';
  const key = `${locale}|${kind}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : kind === 'weekday'
          ? { weekday: 'long' }
          : { year: 'numeric', month: '2-digit', day: '2-digit' };
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: SITE_TIME_ZONE });
    formats.set(key, found);
  }
  return found;
}

/** 'Jetzt geöffnet · Schließt um 18:00', 'Geschlossen · Öffnet am Montag um 08:00', 'Öffnungszeiten unbekannt'. */
export function stateText(state: HoursState | null, now: Date): string {
  if (!state) return t('map.hours.unknown');
  if (state.alwaysOpen) return `${t('map.hours.open')} · ${t('place.alwaysOpen')}`;
  const word = state.open ? t('map.hours.open') : t('place.closed');
  const next = state.nextChange;
  if (!next) return word;
  const time = format('time').format(next);
  const sameDay = format('date').format(next) === format('date').format(now);
  const change = state.open
    ? t('place.closesAt', { time })
    : sameDay
      ? t('place.opensAt', { time })
      : t('place.opensOn', { day: format('weekday').format(next), time });
  return `${word} · ${change}`;
}

const kindOf = (state: HoursState | null): string => (state ? (state.open ? 'open' : 'closed') : 'unknown');

export interface OpenStates {
  /** The open-now constraint: open, or hours unknown. */
  keep: Keep;
  /** The state line for a location's info window. */
  line(index: number, doc: Document): HTMLElement;
  stop(): void;
}

export interface OpenStateOptions {
  locations: MapBlockSettings['locations'];
  /** The page, whose `#sf-places` holds the CMS places' hours. */
  doc: Document;
  list: HTMLElement | null;
  /** After each minute's new reading (the open-now constraint may keep others now). */
  onTick?: () => void;
  now?: () => Date;
}

export function startOpenStates(options: OpenStateOptions): OpenStates {
  const now = options.now ?? ((): Date => new Date());
  const facts = cmsPlaceFacts(options.doc);
  const hours = options.locations.map((location): Hours | undefined =>
    location.placeId && CMS_PLACE.test(location.placeId) ? facts.get(location.placeId) : undefined,
  );
  let at = now();
  let states = hours.map((one) => stateOf(one, at));

  const line = (index: number, doc: Document): HTMLElement => {
    const element = doc.createElement('p');
    element.className = 'ce-map__hours';
    const state = states[index] ?? null;
    element.setAttribute('data-sf-hours', kindOf(state));
    element.textContent = stateText(state, at);
    return element;
  };
  const draw = (): void => {
    if (!options.list) return;
    for (const [index, entry] of listEntries(options.list)) {
      const fresh = line(index, entry.ownerDocument);
      const old = entry.querySelector('[data-sf-hours]');
      if (old) old.replaceWith(fresh);
      else entry.append(fresh);
    }
  };
  draw();
  const timer = setInterval(() => {
    at = now();
    states = hours.map((one) => stateOf(one, at));
    draw();
    options.onTick?.();
  }, HOURS_REFRESH_MS);

  return {
    keep: (index) => states[index]?.open !== false,
    line,
    stop: () => clearInterval(timer),
  };
}
