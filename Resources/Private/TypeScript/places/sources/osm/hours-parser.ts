/**
 * The `opening_hours` library (LGPL-3.0, its own chunk: it is large, and only a place from
 * OpenStreetMap whose `opening_hours` our own evaluator declines needs it: hours-eval.ts,
 * Documentation/opening-hours.md). Holidays are those of the element's country
 * and state (Nominatim's address, else Germany / Bavaria: the site's region). The library reads and
 * answers the local fields of Dates: `openingHoursOf` hands it Dates whose local fields are the
 * place's wall clock, so the visitor's time zone does not matter.
 */
import OpeningHours from 'opening_hours';
import type { OpeningHoursEvaluator } from './hours';
import type { OsmElement } from './elements';

export function parseOpeningHours(
  value: string,
  element: OsmElement,
  clockShiftMinutes = 0,
): OpeningHoursEvaluator {
  // The library computes sunrise and sunset only from a Nominatim-like object whose lat and lon
  // are strings, as Nominatim writes them (numbers: a fixed 06:00–18:00). It answers the real
  // instants in the Dates' local fields, which here are the place's wall clock shifted by
  // `clockShiftMinutes` from the visitor's: a sun `clockShiftMinutes` later is the same sun at
  // 15° (an hour) further west per hour, so the longitude absorbs the shift.
  const lon = ((((element.lon - clockShiftMinutes / 4 + 540) % 360) + 360) % 360) - 180;
  // The library's types say number; its code (build/opening_hours.js) reads only strings.
  const place = {
    lat: String(element.lat),
    lon: String(lon),
    address: {
      country_code: element.address?.country_code ?? 'de',
      state: element.address?.state ?? 'Bayern',
    },
  } as unknown as ConstructorParameters<typeof OpeningHours>[1];
  const parsed = new OpeningHours(value, place, {
    mode: undefined,
    tag_key: 'opening_hours',
    map_value: false,
    warnings_severity: undefined,
    locale: 'de',
  });
  return { getOpenIntervals: (from, to) => parsed.getOpenIntervals(from, to) };
}
