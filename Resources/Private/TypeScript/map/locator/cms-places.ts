/**
 * Issue 29: what a map block's list and info windows show of its locations' CMS places (`cms:…`,
 * the page's `#sf-places`): the phone number and the opening hours. Read straight from the page's
 * JSON, leniently: a place or a field that does not have the expected shape is
 * simply not known here ('Öffnungszeiten unbekannt', no phone). The place widgets read the same JSON
 * strictly through the places client (places/sources/cms) and report bad records; the map block
 * does not load that client for a line of text.
 */
import type { OpeningHoursPeriod, OpeningHoursPoint } from '../../services/hours';

export interface CmsPlaceFacts {
  phone?: string;
  periods?: OpeningHoursPeriod[];
  /** Google's business statuses: CLOSED_PERMANENTLY and CLOSED_TEMPORARILY read as closed. */
  businessStatus?: string;
}

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function point(value: unknown): OpeningHoursPoint | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { day, hour, minute } = value as Record<string, unknown>;
  return isInt(day, 0, 6) && isInt(hour, 0, 24) && isInt(minute, 0, 59) ? { day, hour, minute } : undefined;
}

/** The periods of `regularOpeningHours`, or undefined when any of them is malformed. */
function periodsOf(hours: unknown): OpeningHoursPeriod[] | undefined {
  if (typeof hours !== 'object' || hours === null) return undefined;
  const { periods } = hours as Record<string, unknown>;
  if (!Array.isArray(periods)) return undefined;
  const found: OpeningHoursPeriod[] = [];
  for (const period of periods as unknown[]) {
    if (typeof period !== 'object' || period === null) return undefined;
    const { open, close } = period as Record<string, unknown>;
    const from = point(open);
    const to = close === undefined || close === null ? null : point(close);
    if (!from || to === undefined) return undefined;
    found.push({ open: from, close: to });
  }
  return found;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The page's CMS places by id (an empty map without `#sf-places` or with JSON that does not parse). */
export function cmsPlaceFacts(doc: Document): Map<string, CmsPlaceFacts> {
  const facts = new Map<string, CmsPlaceFacts>();
  let data: unknown;
  try {
    data = JSON.parse(doc.getElementById('sf-places')?.textContent || '[]');
  } catch {
    return facts;
  }
  if (!Array.isArray(data)) return facts;
  for (const place of data as unknown[]) {
    if (typeof place !== 'object' || place === null) continue;
    const record = place as Record<string, unknown>;
    if (typeof record.id !== 'string') continue;
    const phone = text(record.internationalPhoneNumber) ?? text(record.nationalPhoneNumber);
    const periods = periodsOf(record.regularOpeningHours);
    const businessStatus = text(record.businessStatus);
    facts.set(record.id, {
      ...(phone ? { phone } : {}),
      ...(periods ? { periods } : {}),
      ...(businessStatus ? { businessStatus } : {}),
    });
  }
  return facts;
}
