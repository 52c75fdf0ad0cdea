/**
 * Issue 27: the OpenStreetMap place source (its Overpass search) and the search list on every
 * recorded Overpass answer in tests/recorded/overpass/ (sources in its README): each maps to places
 * or to the right German message. The paths the client reads from them are derived with `track()`
 * and committed as `overpass/reads.json` (the demo server's shape test holds its imitation to
 * them); `UPDATE_RECORDED_READS=1` rewrites the file.
 */
import { render, screen } from '@testing-library/react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setLanguage } from '../../Resources/Private/TypeScript/core/i18n';
import { PLACE_FIELD_NAMES, type Place } from '../../Resources/Private/TypeScript/places/model';
import { PlaceSearchList } from '../../Resources/Private/TypeScript/places/search/PlaceSearchList';
import type { PlaceOutcome } from '../../Resources/Private/TypeScript/places/source';
import { parseOpeningHours } from '../../Resources/Private/TypeScript/places/sources/osm/hours-parser';
import { osmPlaceSource } from '../../Resources/Private/TypeScript/places/sources/osm';
import { shapeFromJson, shapeToJson, track, type JsonType, type Shape } from './shape';

const DIR = path.join(__dirname, 'overpass');
const READS = path.join(DIR, 'reads.json');
const QUESTIONS = path.join(DIR, 'questions.json');

/** Every recording with the HTTP status it came with (the README names the sources). */
export const OVERPASS_RECORDINGS: Readonly<Record<string, number>> = {
  'overpy-way-center.json': 200,
  'overpy-way-empty-center.json': 200,
  'overpy-relation-center.json': 200,
  'overpy-nodes.json': 200,
  'overpy-remark-timeout.json': 200,
  'overpy-remark-notice.json': 200,
  'drolbr-104-remark-timeout.json': 200,
  'http-429-rate-limited.html': 429,
  'http-504-too-busy.html': 504,
  'composed-empty.json': 200,
  'composed-week-range.json': 200,
  'extract-opening-hours.json': 200,
  'extract-name-de.json': 200,
  'extract-unnamed-charging.json': 200,
  'extract-ways-relations.json': 200,
};

const read = (file: string): string => readFileSync(path.join(DIR, file), 'utf8');

/** Tuesday 24 November 2026, 10:00 in Munich. */
const NOW = new Date(Date.UTC(2026, 10, 24, 9, 0));
const MARIENPLATZ = { lat: 48.13743, lng: 11.57549 };

function sourceAnswering(file: string, urls: string[]) {
  const fetch = jest.fn((input: string): Promise<Response> => {
    urls.push(input);
    const status = OVERPASS_RECORDINGS[file] ?? 500;
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      text: () => Promise.resolve(read(file)),
    } as Response);
  });
  const source = osmPlaceSource(
    {
      nominatim: '/',
      photon: '/api',
      overpass: '/api/interpreter',
      searchArea: { center: MARIENPLATZ, radius: 3000 },
    },
    {
      fetch: fetch as unknown as typeof globalThis.fetch,
      now: () => NOW,
      timeZone: 'Europe/Berlin',
      loadHoursParser: () => Promise.resolve(parseOpeningHours),
    },
  );
  return { source };
}

type Search = 'named' | 'typed' | 'text';

/** The three Overpass searches the bundle sends, answered with the recording. */
function search(file: string, kind: Search, urls: string[] = []): Promise<PlaceOutcome<Place[]>> {
  const { source } = sourceAnswering(file, urls);
  const fields = [...PLACE_FIELD_NAMES];
  const locationRestriction = { center: MARIENPLATZ, radius: 1000 };
  if (kind === 'text')
    return source.searchByText({ textQuery: 'Apotheke', fields, locationBias: locationRestriction });
  return source.searchNearby({
    locationRestriction,
    fields,
    ...(kind === 'typed' ? { includedTypes: ['store', 'electric_vehicle_charging_station'] } : {}),
  });
}

const ids = (outcome: PlaceOutcome<Place[]>): string[] =>
  outcome.status === 'OK' ? outcome.value.map((place) => place.id) : [outcome.status];

const byId = (outcome: PlaceOutcome<Place[]>, id: string): Place => {
  const place = outcome.status === 'OK' ? outcome.value.find((p) => p.id === id) : undefined;
  if (!place) throw new Error(`no ${id} in ${ids(outcome).join(', ')}`);
  return place;
};

/** The search list as a visitor sees it for an outcome. */
function showList(outcome: PlaceOutcome<Place[]>): string {
  const { container, unmount } = render(
    <PlaceSearchList
      places={outcome.status === 'OK' ? outcome.value : null}
      status={outcome.status === 'OK' ? 'ready' : 'error'}
      failure={outcome.status === 'OK' ? null : outcome.status}
      onRetry={() => undefined}
      source="osm"
      orientation="VERTICAL"
      selectable={false}
      onSelect={() => undefined}
      label="Orte"
    />,
  );
  const text = container.textContent;
  unmount();
  return text;
}

function listItems(outcome: PlaceOutcome<Place[]>): number {
  const { unmount } = render(
    <PlaceSearchList
      places={outcome.status === 'OK' ? outcome.value : null}
      status="ready"
      source="osm"
      orientation="VERTICAL"
      selectable={false}
      onSelect={() => undefined}
      label="Orte"
    />,
  );
  const count = screen.queryAllByRole('listitem').length;
  unmount();
  return count;
}

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('issue 27 Overpass recordings: every file is listed', () => {
  it('the table names each file of tests/recorded/overpass (and the README each source)', () => {
    const files = readdirRecordings();
    expect(files.sort()).toEqual(Object.keys(OVERPASS_RECORDINGS).sort());
    const readme = read('README.md');
    for (const file of files) expect(readme).toContain(`\`${file}\``);
  });
});

function readdirRecordings(): string[] {
  return readdirSync(DIR).filter((f) => !['README.md', 'reads.json', 'questions.json'].includes(f));
}

describe('issue 27 Overpass recordings: failures are failures, with the German message', () => {
  it.each([
    ['overpy-remark-timeout.json', 'UNKNOWN_ERROR', 'Bitte versuchen Sie es später noch einmal.'],
    ['drolbr-104-remark-timeout.json', 'UNKNOWN_ERROR', 'Bitte versuchen Sie es später noch einmal.'],
    ['http-429-rate-limited.html', 'OVER_QUERY_LIMIT', 'Bitte versuchen Sie es später noch einmal.'],
    ['http-504-too-busy.html', 'NETWORK_ERROR', 'Der Dienst antwortet gerade nicht.'],
  ])('%s: %s, "Ortsergebnisse konnten nicht geladen werden" and a retry', async (file, status, hint) => {
    for (const kind of ['named', 'typed', 'text'] as const) {
      const outcome = await search(file, kind);
      expect(outcome.status).toBe(status);
      const text = showList(outcome);
      expect(text).toContain('Ortsergebnisse konnten nicht geladen werden');
      expect(text).toContain(hint);
      expect(text).toContain('Erneut versuchen');
    }
  });

  it('a remark "runtime error" names it in the detail (fix: it was an empty result, "Keine Orte")', async () => {
    const outcome = await search('overpy-remark-timeout.json', 'named');
    expect(outcome.status !== 'OK' && outcome.detail).toContain(
      'runtime error: Query timed out in "query" at line 4 after 2 seconds.',
    );
  });

  it.each(['overpy-remark-notice.json', 'composed-empty.json', 'overpy-way-empty-center.json'])(
    '%s: no places, "Keine Orte vorhanden" (a remark that is no runtime error is no failure)',
    async (file) => {
      for (const kind of ['named', 'typed', 'text'] as const) {
        const outcome = await search(file, kind);
        expect(ids(outcome)).toEqual([]);
        expect(showList(outcome)).toContain('Keine Orte vorhanden');
      }
    },
  );
});

describe('issue 27 Overpass recordings: elements as places', () => {
  it("overpy-way-center: the way at its center; the way's untagged nodes are no places (fix)", async () => {
    const typed = await search('overpy-way-center.json', 'typed');
    expect(ids(typed)).toEqual(['way/225576797']);
    const florist = byId(typed, 'way/225576797');
    expect(florist.location).toEqual({ lat: 41.8954998, lng: 12.5032265 });
    expect(florist.displayName).toBeNull();
    expect(florist.primaryType).toBe('store');
    expect(florist.primaryTypeDisplayName).toBe('Geschäft');
    expect(listItems(typed)).toBe(1);
    // A search for any place keeps to named ones.
    expect(ids(await search('overpy-way-center.json', 'named'))).toEqual([]);
  });

  it('overpy-relation-center: a relation at its center, with its name', async () => {
    const named = await search('overpy-relation-center.json', 'named');
    expect(ids(named)).toEqual(['relation/23092']);
    const relation = byId(named, 'relation/23092');
    expect(relation.displayName).toBe('Bundesautobahn 555');
    expect(relation.location).toEqual({ lat: 50.8176646, lng: 7.0208539 });
    expect(relation.openStreetMapURI).toBe('https://www.openstreetmap.org/relation/23092');
    expect(showList(named)).toContain('Bundesautobahn 555');
  });

  it('overpy-nodes: nodes without tags are no places (fix); a tagged one without name only in a typed search', async () => {
    expect(ids(await search('overpy-nodes.json', 'named'))).toEqual([]);
    expect(ids(await search('overpy-nodes.json', 'typed'))).toEqual(['node/100793192']);
  });

  it('extract-name-de: name:de beside name is the display name, in German', async () => {
    const named = await search('extract-name-de.json', 'named');
    const pharmacy = byId(named, 'node/669542863');
    expect(pharmacy.displayName).toBe('Max Apotheke');
    expect(pharmacy.displayNameLanguageCode).toBe('de');
    expect(pharmacy.primaryTypeDisplayName).toBe('Apotheke');
    expect(byId(named, 'node/3231760129').displayName).toBe('Kaffeerösterei Viktualienmarkt');
    const list = showList(named);
    expect(list).toContain('Max Apotheke');
    expect(list).not.toContain('Doc Morris');
  });

  it('extract-unnamed-charging: unnamed charging stations in a typed search, shown by their type', async () => {
    const typed = await search('extract-unnamed-charging.json', 'typed');
    expect(ids(typed)).toHaveLength(4);
    for (const place of typed.status === 'OK' ? typed.value : []) {
      expect(place.displayName).toBeNull();
      expect(place.primaryType).toBe('electric_vehicle_charging_station');
      expect(place.primaryTypeDisplayName).toBe('Ladestation für Elektrofahrzeuge');
    }
    expect(ids(await search('extract-unnamed-charging.json', 'named'))).toEqual([]);
    // The list's card shows name, address and maps link (spec 2.5): an unnamed place is a card with
    // its maps link only.
    expect(listItems(typed)).toBe(4);
  });

  it('extract-ways-relations: ways and relations at their centers', async () => {
    const named = await search('extract-ways-relations.json', 'named');
    const answer = JSON.parse(read('extract-ways-relations.json')) as {
      elements: { type: string; id: number; center: { lat: number; lon: number } }[];
    };
    expect(ids(named).sort()).toEqual(answer.elements.map((e) => `${e.type}/${String(e.id)}`).sort());
    for (const element of answer.elements)
      expect(byId(named, `${element.type}/${String(element.id)}`).location).toEqual({
        lat: element.center.lat,
        lng: element.center.lon,
      });
  });
});

describe('issue 27 Overpass recordings: opening_hours as OSM writes them', () => {
  let found: PlaceOutcome<Place[]>;
  beforeAll(async () => {
    found = await search('extract-opening-hours.json', 'named');
  });
  const week = (id: string): string[] | undefined => byId(found, id).regularOpeningHours?.weekdayDescriptions;

  it('"Mo-Sa 09:00-20:00; PH off": evaluated', () => {
    expect(week('node/254057401')).toEqual([
      'Montag: 09:00–20:00',
      'Dienstag: 09:00–20:00',
      'Mittwoch: 09:00–20:00',
      'Donnerstag: 09:00–20:00',
      'Freitag: 09:00–20:00',
      'Samstag: 09:00–20:00',
      'Sonntag: Geschlossen',
    ]);
  });

  it('"Mo-Sa 08:00-18:00; Su,PH off": evaluated', () => {
    expect(week('node/343737746')?.[6]).toBe('Sonntag: Geschlossen');
    expect(week('node/343737746')?.[0]).toBe('Montag: 08:00–18:00');
  });

  it('"sunrise-sunset": the sun at the place on its clock (fix: a fixed 06:00–18:00)', () => {
    const hours = byId(found, 'node/3037313151').regularOpeningHours;
    expect(hours?.periods).toHaveLength(7);
    // Munich on 24 November 2026: sunrise 07:33, sunset 16:26 (CET), whatever the visitor's zone.
    expect(hours?.weekdayDescriptions[1]).toMatch(/^Dienstag: 07:3\d–16:2\d$/);
  });

  it('"24/7": open around the clock', () => {
    const hours = byId(found, 'node/20239790').regularOpeningHours;
    expect(hours?.periods).toEqual([{ open: { day: 0, hour: 0, minute: 0 }, close: null }]);
    expect(hours?.weekdayDescriptions[0]).toBe('Montag: 24 Stunden geöffnet');
  });

  it('"Mo-Fr 08:30-19:00; Sa 09:00-14:00" (weekday ranges, name:de beside name): evaluated', () => {
    expect(week('node/669542863')?.slice(4)).toEqual([
      'Freitag: 08:30–19:00',
      'Samstag: 09:00–14:00',
      'Sonntag: Geschlossen',
    ]);
  });

  it('"Oct-Apr Mo-Fr 10:00-17:00; May-Sep 10:00-19:00" (month ranges, a relation): this week\'s', () => {
    expect(week('relation/147095')?.[0]).toBe('Montag: 10:00–17:00');
    expect(week('relation/147095')?.[5]).toBe('Samstag: Geschlossen');
  });

  it('comments, open ends and what the library does not parse: the editors\' text (fix: "Geschlossen" all week)', () => {
    expect(byId(found, 'node/3739707090').regularOpeningHours).toEqual({
      periods: [],
      weekdayDescriptions: ['Nach Vereinbarung geöffnet'],
    });
    expect(week('node/299100566')).toEqual(['We-Fr 14:00-18:00 || "nach Vereinbarung"']);
    expect(week('node/1813638872')).toEqual(['Mo-Sa 18:00+']);
    expect(week('node/358492968')).toEqual(['Mo-Sa 09:00-20:00; 01 Apr-30 Sep: Su 11:00-17:00']);
  });

  it('composed-week-range: "week 02-53/2 We; week 01-53/2 Sa 00:00-24:00" evaluated (week 48: Wednesday)', async () => {
    const place = byId(await search('composed-week-range.json', 'named'), 'node/254057401');
    expect(place.regularOpeningHours?.weekdayDescriptions).toEqual([
      'Montag: Geschlossen',
      'Dienstag: Geschlossen',
      'Mittwoch: 24 Stunden geöffnet',
      'Donnerstag: Geschlossen',
      'Freitag: Geschlossen',
      'Samstag: Geschlossen',
      'Sonntag: Geschlossen',
    ]);
  });

  it('the list shows every place', () => {
    expect(showList(found)).toContain('Rathaus-Apotheke');
    expect(listItems(found)).toBe(11);
  });
});

describe('issue 27 Overpass recordings: the questions the bundle asks (questions.json)', () => {
  it("the Overpass QL of the three searches, for the demo server's shape test", async () => {
    const urls: string[] = [];
    for (const kind of ['named', 'typed', 'text'] as const) await search('composed-empty.json', kind, urls);
    const questions = Object.fromEntries(
      (['named', 'typed', 'text'] as const).map((kind, index) => [
        kind,
        new URL(urls[index] ?? '', 'http://localhost').searchParams.get('data'),
      ]),
    );
    if (process.env.UPDATE_RECORDED_READS === '1')
      writeFileSync(QUESTIONS, `${JSON.stringify(questions, null, 2)}\n`);
    expect(questions).toEqual(JSON.parse(read('questions.json')));
  });
});

describe('issue 27 Overpass recordings: the paths the client reads (reads.json)', () => {
  it('are derived from the recordings with track(), and committed', async () => {
    const reads: Shape = new Map();
    const realParse = JSON.parse;
    const spy = jest.spyOn(JSON, 'parse').mockImplementation(((text: string) => {
      const tracked = track(realParse(text) as unknown);
      trackers.push(tracked.reads);
      return tracked.value;
    }) as typeof JSON.parse);
    const trackers: (() => Shape)[] = [];
    try {
      for (const [file, status] of Object.entries(OVERPASS_RECORDINGS)) {
        if (status !== 200) continue;
        for (const kind of ['named', 'typed', 'text'] as const) await search(file, kind);
      }
    } finally {
      spy.mockRestore();
    }
    for (const shape of trackers.map((r) => r()))
      for (const [key, types] of shape) {
        // The client copies the tag map whole (every key is enumerated, string values kept): the
        // keys it "reads" are whichever a recording has. What it depends on is `tags` itself.
        if (key.startsWith('elements[].tags.')) continue;
        const all = reads.get(key) ?? new Set<JsonType>();
        types.forEach((type) => all.add(type));
        reads.set(key, all);
      }
    const json = shapeToJson(reads);
    if (process.env.UPDATE_RECORDED_READS === '1') {
      const lines = Object.entries(json).map(
        ([key, types]) => `  ${JSON.stringify(key)}: ${JSON.stringify(types)}`,
      );
      writeFileSync(READS, `{\n${lines.join(',\n').replace(/","/g, '", "')}\n}\n`);
    }
    const committed = shapeFromJson(JSON.parse(readFileSync(READS, 'utf8')) as Record<string, JsonType[]>);
    expect(json).toEqual(shapeToJson(committed));
    // The client reads the elements' positions, ids, types, tags and the remark.
    expect(Object.keys(json)).toEqual(
      expect.arrayContaining(['elements', 'elements[].center', 'elements[].tags', 'remark']),
    );
  });
});
