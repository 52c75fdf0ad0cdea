/**
 * Writes `places.jsonl` (JSON lines: a header, then one element per line, which keeps diffs readable
 * and Prettier out of a generated file): every element of the demo extract (fixtures/data/osm/, ODbL, real OSM data)
 * that the OpenStreetMap place sources can return (every POI the demo server indexes, named or not,
 * and every element with `opening_hours`), as Overpass writes it for `out center tags` (nodes with
 * lat/lon, ways and relations with `center`), with all its tags. The unit project cannot read the
 * PBF (its parser is ESM-only and needs the server's pipeline), so the extract test reads this file
 * and checks the extract's SHA-256 against the one recorded here.
 *
 *   npx ts-node tests/recorded/extract/generate.ts
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assemble } from '../../../fixtures/server/osm/assemble';
import { readExtract } from '../../../fixtures/server/osm/parse';

const DEFAULT_EXTRACT = path.join(
  __dirname,
  '..',
  '..',
  '..',
  'fixtures',
  'data',
  'osm',
  'muenchen-altstadt.osm.pbf',
);
const OUT = path.join(__dirname, 'places.jsonl');
const round = (value: number): number => Math.round(value * 1e7) / 1e7;

async function main(): Promise<void> {
  const extract = await readExtract(DEFAULT_EXTRACT);
  const { data } = assemble(extract);
  const elements = new Map<string, Record<string, unknown>>();
  const add = (
    type: string,
    id: number,
    lat: number,
    lon: number,
    tags: Readonly<Record<string, string>>,
  ) => {
    const key = `${type}/${String(id)}`;
    if (elements.has(key)) return;
    const position = { lat: round(lat), lon: round(lon) };
    elements.set(
      key,
      type === 'node'
        ? { type, id, ...position, tags: { ...tags } }
        : { type, id, center: position, tags: { ...tags } },
    );
  };
  for (const poi of data.pois) add(poi.osmType, poi.osmId, poi.lat, poi.lon, poi.tags);
  // Elements with opening_hours that are no POI (a bus stop's ticket office?): with the centre of
  // their nodes' box where they are no POI (none in this extract so far).
  for (const node of data.nodes)
    if (node.tags.opening_hours) add('node', node.id, node.lat, node.lon, node.tags);
  // Elements with opening_hours that are no POI (a pedestrian street's market hours, a building):
  // a way where Overpass would put its `center`, the middle of its nodes' box.
  const unlocated: string[] = [];
  for (const way of data.ways.values()) {
    if (!way.tags.opening_hours || elements.has(`way/${String(way.id)}`)) continue;
    const points = way.refs.map((ref) => data.coords.get(ref)).filter((p) => p !== undefined);
    if (points.length === 0) {
      unlocated.push(`way/${String(way.id)}`);
      continue;
    }
    const lons = points.map(([lon]) => lon);
    const lats = points.map(([, lat]) => lat);
    add(
      'way',
      way.id,
      (Math.min(...lats) + Math.max(...lats)) / 2,
      (Math.min(...lons) + Math.max(...lons)) / 2,
      way.tags,
    );
  }
  for (const relation of data.relations.values())
    if (relation.tags.opening_hours && !elements.has(`relation/${String(relation.id)}`))
      unlocated.push(`relation/${String(relation.id)}`);
  const sha256 = createHash('sha256').update(readFileSync(DEFAULT_EXTRACT)).digest('hex');
  const sorted = [...elements.values()].sort(
    (a, b) => String(a.type).localeCompare(String(b.type)) || Number(a.id) - Number(b.id),
  );
  const header = {
    source: `fixtures/data/osm/${path.basename(DEFAULT_EXTRACT)}`,
    sha256,
    licence: '© OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright)',
    generator: 'tests/recorded/extract/generate.ts',
    elements: sorted.length,
    unlocated,
  };
  writeFileSync(OUT, [header, ...sorted].map((line) => JSON.stringify(line)).join('\n') + '\n');
  console.log(
    `${String(sorted.length)} elements, ${String(unlocated.length)} with opening_hours but no position → ${OUT}`,
  );
}

void main();
