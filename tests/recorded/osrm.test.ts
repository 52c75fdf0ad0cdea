/**
 * Issue 27, OSRM: the bundle's router client (map/osm/services.ts, through `osmServices().route`)
 * on answers of the real engine (tests/recorded/osrm/README.md): each recording becomes the route the
 * directions panel shows (distance, duration, German step texts from osrm-text-instructions) or the
 * block's German message; and `reads.json` lists the fields the client reads from them, which the
 * demo server's answers must have (fixtures/server/osm/services/recorded-route.test.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderRoutePanel } from '../../Resources/Private/TypeScript/map/forms/directions';
import { routeFailedMessage } from '../../Resources/Private/TypeScript/map/messages';
import { osmServices } from '../../Resources/Private/TypeScript/map/osm/services';
import type { OsmConfig } from '../../Resources/Private/TypeScript/map/provider';
import type { RouteOutcome, TravelMode } from '../../Resources/Private/TypeScript/map/services';
import { mapBlockSchema } from '../../Resources/Private/TypeScript/map/settings';
import { shapeToJson, track, type Shape } from './shape';

const DIR = path.join(__dirname, 'osrm');
const READS = path.join(DIR, 'reads.json');

interface Recording {
  file: string;
  /** The HTTP status OSRM answers it with (400 for every error, docs/http.md "Responses"). */
  status: number;
}

export const OSRM_RECORDINGS: readonly Recording[] = [
  { file: 'route-simple.json', status: 200 },
  { file: 'route-roundabout.json', status: 200 },
  { file: 'route-rotary.json', status: 200 },
  { file: 'route-ramps.json', status: 200 },
  { file: 'route-ferry.json', status: 200 },
  { file: 'route-waypoints.json', status: 200 },
  { file: 'error-noroute.json', status: 400 },
  { file: 'error-nosegment.json', status: 400 },
  { file: 'error-invalidquery.json', status: 400 },
  { file: 'error-invalidurl.json', status: 400 },
];

const text = (file: string): string => readFileSync(path.join(DIR, file), 'utf8');

function config(): OsmConfig {
  const parsed = mapBlockSchema.parse({
    mapSettings: { id: '1' },
    osm: { geocoder: '/search', router: '/route/v1', overpass: '/api/interpreter' },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  return parsed.value.osm;
}

/** Nominatim jsonv2 for the two addresses, then the recording for the route request. */
function stubFetch(recording: Recording): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const place = JSON.stringify([{ lat: '48.137394', lon: '11.576055', display_name: 'Marienplatz 8' }]);
  const stub = (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    urls.push(url);
    const router = url.includes('/route/v1/');
    const status = router ? recording.status : 200;
    const body = router ? text(recording.file) : place;
    return Promise.resolve({ status, ok: status < 300, text: () => Promise.resolve(body) } as Response);
  };
  return { fetch: stub, urls };
}

function route(recording: Recording, mode: TravelMode = 'DRIVING'): Promise<RouteOutcome> {
  const { fetch } = stubFetch(recording);
  return osmServices(config(), { fetch, language: 'de' }).route({ origin: 'A', destination: 'B', mode });
}

const recording = (file: string): Recording => {
  const found = OSRM_RECORDINGS.find((r) => r.file === file);
  if (!found) throw new Error(file);
  return found;
};

async function found(file: string) {
  const outcome = await route(recording(file));
  if (outcome.status !== 'OK') throw new Error(`${file}: ${outcome.status} ${outcome.detail}`);
  return outcome;
}

const texts = async (file: string): Promise<string[]> =>
  (await found(file)).steps.map((step) => step.instruction);

describe('issue 27, 4.9 directions on recorded OSRM answers', () => {
  test('the request the recordings answer: steps, GeoJSON, full overview', async () => {
    const { fetch, urls } = stubFetch(recording('route-simple.json'));
    await osmServices(config(), { fetch }).route({ origin: 'A', destination: 'B', mode: 'DRIVING' });
    expect(urls[2]).toMatch(/\/route\/v1\/driving\/[^?]+\?steps=true&geometries=geojson&overview=full$/);
  });

  test('a simple route: totals, depart without modifier, end of road, arrive on the left', async () => {
    const outcome = await found('route-simple.json');
    const answer = JSON.parse(text('route-simple.json')) as {
      routes: { distance: number; duration: number; geometry: { coordinates: unknown[] } }[];
    };
    expect(outcome.distanceMeters).toBe(answer.routes[0]?.distance);
    expect(outcome.durationSeconds).toBe(answer.routes[0]?.duration);
    expect(outcome.path).toHaveLength(answer.routes[0]?.geometry.coordinates.length ?? -1);
    expect(outcome.steps.map((s) => s.instruction)).toEqual(SIMPLE);
    expect(outcome.steps[0]).toMatchObject({ distanceMeters: 9956.7, durationSeconds: 551 });
  });

  test('roundabouts with exit numbers; the exit roundabout step is folded into the roundabout', async () => {
    const outcome = await found('route-roundabout.json');
    expect(outcome.steps.map((s) => s.instruction)).toEqual(ROUNDABOUT);
    // 24.8 m in the roundabout and 13,711.5 m after its exit (recorded steps 50 and 51).
    expect(outcome.steps[1]?.distanceMeters).toBeCloseTo(13736.3, 6);
    expect(outcome.steps[1]?.durationSeconds).toBeCloseTo(583.6, 6);
  });

  test('rotaries with their names and exit numbers', async () => {
    expect(await texts('route-rotary.json')).toEqual(ROTARY);
  });

  test('on and off ramps, forks, merges, new names, continue, with refs and destinations', async () => {
    expect(await texts('route-ramps.json')).toEqual(RAMPS);
  });

  test('a ferry (mode ferry) between driving steps', async () => {
    expect(await texts('route-ferry.json')).toEqual(FERRY);
  });

  test('a route over a waypoint: both legs, the waypoint named as the first destination', async () => {
    expect(await texts('route-waypoints.json')).toEqual(WAYPOINTS);
  });

  test('walking rewords the German verbs on a recorded route', async () => {
    const outcome = await route(recording('route-simple.json'), 'WALKING');
    expect(outcome.status === 'OK' && outcome.steps[0]?.instruction).toBe(
      'Gehen Sie Richtung Westen auf 금강로 (68)',
    );
  });

  test.each([
    ['error-noroute.json', 'ZERO_RESULTS', 'NoRoute'],
    ['error-nosegment.json', 'NOT_FOUND', 'NoSegment'],
    ['error-invalidquery.json', 'INVALID_REQUEST', 'InvalidQuery'],
    ['error-invalidurl.json', 'INVALID_REQUEST', 'InvalidUrl'],
  ])('%s (HTTP 400) is %s, shown as the block’s not-found message', async (file, status, code) => {
    const outcome = await route(recording(file));
    expect(outcome).toMatchObject({ status, detail: expect.stringContaining(`code ${code}`) as unknown });
    const message = JSON.parse(text(file)) as { message: string };
    expect(outcome.status !== 'OK' && outcome.detail).toContain(message.message);
    if (outcome.status === 'OK') throw new Error('no failure');
    expect(routeFailedMessage(outcome.status, 'Route nicht gefunden.')).toBe('Route nicht gefunden.');
  });

  test('the directions panel shows every recorded route: total, one item per step', async () => {
    for (const { file } of OSRM_RECORDINGS.filter((r) => r.status === 200)) {
      const outcome = await found(file);
      const panel = document.createElement('div');
      renderRoutePanel(panel, outcome, 'A', 'B');
      const items = [...panel.querySelectorAll('.ce-map__steps li .ce-map__step-text')];
      expect(items.map((item) => item.textContent)).toEqual(outcome.steps.map((s) => s.instruction));
      expect(items.every((item) => /\S/.test(item.textContent))).toBe(true);
      expect(panel.querySelector('.ce-map__route-total')?.textContent).toMatch(/km|m/);
    }
  });
});

describe('issue 27: the fields the router client reads (reads.json)', () => {
  test('reads.json is up to date (UPDATE_RECORDED_READS=1 rewrites it)', async () => {
    const realParse = JSON.parse.bind(JSON);
    const reads: Shape[] = [];
    for (const rec of OSRM_RECORDINGS) {
      const body = text(rec.file);
      const spy = jest.spyOn(JSON, 'parse').mockImplementation((input: string) => {
        const parsed: unknown = realParse(input);
        if (input !== body) return parsed;
        const tracked = track(parsed);
        reads.push(tracked.reads());
        return tracked.value;
      });
      try {
        await route(rec);
      } finally {
        spy.mockRestore();
      }
    }
    const merged: Shape = new Map();
    for (const shape of reads)
      for (const [key, types] of shape) {
        const into = merged.get(key) ?? new Set();
        types.forEach((type) => into.add(type));
        merged.set(key, into);
      }
    const actual = shapeToJson(merged);
    if (process.env.UPDATE_RECORDED_READS === '1') {
      // One path per line, as Prettier writes it.
      const lines = Object.entries(actual).map(
        ([key, types]) => `  ${JSON.stringify(key)}: ${JSON.stringify(types).replaceAll(',', ', ')}`,
      );
      writeFileSync(READS, `{\n${lines.join(',\n')}\n}\n`);
    }
    expect(JSON.parse(readFileSync(READS, 'utf8'))).toEqual(actual);
  });
});

/** The German texts osrm-text-instructions gives the recorded steps (its own fixtures expect the same wording). */
const SIMPLE = [
  'Fahren Sie Richtung Westen auf 금강로 (68)',
  'Geradeaus weiterfahren auf 인삼로 (68)',
  'Links abbiegen auf AH1',
  'Links abbiegen',
  'Rechts abbiegen',
  'Sie haben Ihr Ziel erreicht, es befindet sich links',
];
const ROUNDABOUT = [
  'Fahren Sie Richtung Westen auf 금강로 (68)',
  'Im Kreisverkehr die erste Ausfahrt nehmen auf AH1',
  'Im Kreisverkehr die zweite Ausfahrt nehmen Richtung Р-241: Самара',
  'Sie haben Ihr Ziel erreicht, es befindet sich links',
];
const ROTARY = [
  'Fahren Sie Richtung Westen auf 금강로 (68)',
  'In den Kreisverkehr fahren und vierte Ausfahrt nehmen auf Турлыханова/М38',
  'In den Kreisverkehr fahren und zweite Ausfahrt nehmen Richtung 65: Białystok',
  'In den Kreisverkehr fahren und zweite Ausfahrt nehmen Richtung 65: Warszawa Ełk',
  'Sie haben Ihr Ziel erreicht, es befindet sich links',
];
const RAMPS = [
  'Fahren Sie Richtung Westen auf 금강로 (68)',
  'Geradeaus weiterfahren auf 인삼로 (68)',
  'Auffahrt links Seite nehmen',
  'Geradeaus weiterfahren',
  'Rechts halten an der Gabelung',
  'Leicht links auffahren auf 통영대전고속도로 (35)',
  'Links halten an der Gabelung',
  'Leicht links auffahren auf 경부고속도로 (1)',
  'Ausfahrt nehmen',
  'Weiterfahren auf 중부고속도로 (35)',
  'Rechts halten an der Gabelung auf 제2중부고속도로 (37)',
  'Leicht links auffahren auf 중부고속도로 (35)',
  'Geradeaus weiterfahren auf 连霍高速 (G30)',
  'Rechts weiterfahren auf M-36',
  'Auffahrt rechts nehmen Richtung Marly',
  'Sie haben Ihr Ziel erreicht, es befindet sich links',
];
const FERRY = [
  'Fahren Sie Richtung Norden auf Way Name',
  'Fähre nehmen Way Name',
  'Fähre nehmen Richtung Destination 1',
  'Links abbiegen auf Way Name',
  'Sie haben Ihr Ziel erreicht, es befindet sich rechts',
];
const WAYPOINTS = [
  'Fahren Sie Richtung Norden auf Way Name',
  'Links abbiegen',
  'Sie haben Ihr erste Ziel erreicht, es befindet sich links',
  'Fahren Sie Richtung Osten',
  'Geradeaus weiterfahren',
  'Sie haben Ihr Ziel erreicht, es befindet sich rechts',
];
