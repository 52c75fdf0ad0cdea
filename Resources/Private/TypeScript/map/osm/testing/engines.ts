/**
 * Test data of the OpenStreetMap map services' tests (geocode, nearby, route, services): a block's
 * engines, a scripted fetch that records what was asked, and engine answers as the demo server and
 * the public servers send them.
 */
import type { OsmConfig } from '../../provider';
import type { MapServices } from '../../services';
import { mapBlockSchema } from '../../settings';
import { osmServices } from '../services';

/** A block's settings with a site's engines at their usual paths (as the demo server answers them). */
export const CONFIG: OsmConfig = blockOsmConfig({
  geocoder: '/search',
  router: '/route/v1',
  overpass: '/api/interpreter',
});

export function blockOsmConfig(osm: Record<string, string>): OsmConfig {
  const parsed = mapBlockSchema.parse({ mapSettings: { id: '1' }, osm });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  return parsed.value.osm;
}

export type Reply = { status?: number; body: unknown } | Error;
export type Script = Reply | ((url: string) => Reply);

/** A fetch answering from a queue (one reply per request) and recording the URLs. */
export function fakeFetch(...replies: Script[]) {
  const urls: string[] = [];
  const signals: (AbortSignal | null | undefined)[] = [];
  const fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    urls.push(url);
    signals.push(init?.signal);
    const next = replies.shift();
    const reply = typeof next === 'function' ? next(url) : next;
    if (!reply) return Promise.reject(new Error(`unexpected request ${url}`));
    if (reply instanceof Error) return Promise.reject(reply);
    const { status = 200, body } = reply;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return Promise.resolve({ status, ok: status < 300, text: () => Promise.resolve(text) } as Response);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, urls, signals, calls: fetch };
}

export function services(
  fetch: typeof globalThis.fetch,
  language: 'de' | 'en' = 'de',
  config = CONFIG,
): MapServices {
  return osmServices(config, { fetch, language });
}

/** A Nominatim jsonv2 item as the demo server and nominatim.openstreetmap.org send it. */
export const nominatim = (lat: string, lon: string, displayName: string) => ({
  place_id: 123,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'node',
  osm_id: 2_424_851,
  lat,
  lon,
  category: 'place',
  type: 'house',
  place_rank: 30,
  importance: 0.2,
  addresstype: 'place',
  name: '',
  display_name: displayName,
  boundingbox: [lat, lat, lon, lon],
});

export const MARIENPLATZ = nominatim(
  '48.1373943',
  '11.5760552',
  '8, Marienplatz, Altstadt, 80331 München, Deutschland',
);
export const KARLSPLATZ = nominatim(
  '48.1387276',
  '11.5659982',
  '11, Karlsplatz, Altstadt, 80335 München, Deutschland',
);

/** An OSRM maneuver: type, modifier (none on depart and arrive), location, bearings before and after. */
type Maneuver = [string, string | undefined, number[], number, number];

/**
 * An OSRM v5 walking step: weight as its duration, on the right-hand side, its maneuver as a
 * `Maneuver`, with an empty geometry and no intersections unless `more` gives them.
 */
function walkingStep(
  distance: number,
  duration: number,
  name: string,
  [type, modifier, location, bearingBefore, bearingAfter]: Maneuver,
  more: Record<string, unknown> = {},
) {
  return {
    distance,
    duration,
    weight: duration,
    name,
    mode: 'walking',
    driving_side: 'right',
    geometry: { type: 'LineString', coordinates: [] as number[][] },
    maneuver: {
      type,
      ...(modifier === undefined ? {} : { modifier }),
      location,
      bearing_before: bearingBefore,
      bearing_after: bearingAfter,
    },
    intersections: [] as unknown[],
    ...more,
  };
}

/** A walking route Marienplatz 8 → Karlsplatz 11 as OSRM v5 answers it (shortened). */
export const OSRM_WALKING = {
  code: 'Ok',
  routes: [
    {
      distance: 958.2,
      duration: 690.1,
      weight: 690.1,
      weight_name: 'duration',
      geometry: {
        type: 'LineString',
        coordinates: [
          [11.576055, 48.137394],
          [11.575998, 48.137771],
          [11.574421, 48.137552],
          [11.572893, 48.138121],
          [11.566001, 48.138722],
        ],
      },
      legs: [
        {
          distance: 958.2,
          duration: 690.1,
          weight: 690.1,
          summary: 'Landschaftstraße, Neuhauser Straße',
          steps: [
            walkingStep(42, 30, '', ['depart', undefined, [11.576055, 48.137394], 0, 356], {
              geometry: {
                type: 'LineString',
                coordinates: [
                  [11.576055, 48.137394],
                  [11.575998, 48.137771],
                ],
              },
              intersections: [{ location: [11.576055, 48.137394], bearings: [356], entry: [true], out: 0 }],
            }),
            walkingStep(42, 30, '', ['new name', 'straight', [11.575998, 48.137771], 356, 352]),
            walkingStep(88, 63, 'Landschaftstraße', ['turn', 'left', [11.575921, 48.138102], 352, 268]),
            walkingStep(404, 291, 'Neuhauser Straße', [
              'continue',
              'straight',
              [11.572893, 48.138121],
              268,
              271,
            ]),
            walkingStep(0, 0, 'Karlsplatz', ['arrive', undefined, [11.566001, 48.138722], 271, 0]),
          ],
        },
      ],
    },
  ],
  waypoints: [
    { name: '', location: [11.576055, 48.137394], distance: 3.1, hint: '' },
    { name: 'Karlsplatz', location: [11.566001, 48.138722], distance: 2.4, hint: '' },
  ],
};

export const ROUTE_URL =
  'http://localhost/route/v1/walking/11.576055,48.137394;11.565998,48.138728?steps=true&geometries=geojson&overview=full';
