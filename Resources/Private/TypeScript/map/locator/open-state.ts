/**
 * Issue 29, "Jetzt geöffnet" (a lazy chunk: it loads the places client's CMS source): the
 * locations whose `placeId` is a CMS place (`cms:…`, the page's `#sf-places` with their
 * `regularOpeningHours`) show their state in their list entry and info window ('Jetzt geöffnet ·
 * Schließt um 18:00', 'Geschlossen · Öffnet am Montag um 08:00'); every other location, and one
 * whose hours are not known, shows 'Öffnungszeiten unbekannt' and is never hidden by the open-now
 * filter. The state is read anew every HOURS_REFRESH_MS on the site's clock (Europe/Berlin).
 */
import '../../places/labels';
import { language, t } from '../../core/i18n';
import type { PlacesFacade } from '../../places/client';
import { HOURS_REFRESH_MS, hoursState, SITE_TIME_ZONE, type HoursState } from '../../services/hours';
import { listEntries } from '../forms/location-list';
import type { MapBlockSettings } from '../settings';
import type { Keep } from './visibility';

type Place = Extract<Awaited<ReturnType<PlacesFacade['fetchPlace']>>, { status: 'OK' }>['value'];
type Hours = Pick<Place, 'regularOpeningHours' | 'utcOffsetMinutes' | 'businessStatus'>;

const CMS_PLACE = /^cms:/;

/** Open or closed at `now`, or null when the hours are unknown (none, or the business is closed for good). */
export function stateOf(hours: Hours | undefined, now: Date): HoursState | null {
  if (!hours?.regularOpeningHours) return null;
  if (hours.businessStatus === 'CLOSED_PERMANENTLY' || hours.businessStatus === 'CLOSED_TEMPORARILY') {
    return { open: false, alwaysOpen: false, nextChange: null };
  }
  return hoursState(hours.regularOpeningHours, hours.utcOffsetMinutes, now, SITE_TIME_ZONE);
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
  fetchPlace: PlacesFacade['fetchPlace'];
  list: HTMLElement | null;
  /** After each minute's new reading (the open-now constraint may keep others now). */
  onTick?: () => void;
  now?: () => Date;
}

async function hoursOf(fetchPlace: PlacesFacade['fetchPlace'], id: string): Promise<Hours | undefined> {
  try {
    const outcome = await fetchPlace({
      id,
      source: 'cms',
      fields: ['regularOpeningHours', 'utcOffsetMinutes', 'businessStatus'],
    });
    return outcome.status === 'OK' ? outcome.value : undefined;
  } catch {
    return undefined;
  }
}

export async function startOpenStates(options: OpenStateOptions): Promise<OpenStates> {
  const now = options.now ?? ((): Date => new Date());
  const hours = await Promise.all(
    options.locations.map((location) =>
      location.placeId && CMS_PLACE.test(location.placeId)
        ? hoursOf(options.fetchPlace, location.placeId)
        : Promise.resolve(undefined),
    ),
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
