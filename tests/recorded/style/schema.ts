/**
 * The Protomaps basemap schema v4 as one list: per source layer, its kinds, kind_details and
 * properties. Generated (schema.test.ts writes protomaps-schema-v4.json; the unit and the server
 * project read that file) from:
 *   - derived: what the layers of `@protomaps/basemaps` (every flavour, German and English labels)
 *     read, walked by reads.ts;
 *   - hand-taken (protomaps-docs-v4.json): the published schema tables
 *     (docs.protomaps.com/basemaps/layers) and the few kinds the tile builder writes that those
 *     tables lack (Water.java, Places.java), each with its source named there.
 * The package's own layers read only part of the schema (e.g. no `kind_detail` of places, no
 * water `tunnel`), so the hand-taken part is needed.
 */
import docs from './protomaps-docs-v4.json';
import { mergeReads, type Reads } from './reads';

export interface Schema {
  /** The sources the list was made from. */
  sources: string[];
  /** Properties every layer may carry (`name:*` is any language). */
  common_properties: string[];
  /** pois: kinds that are raw values of these OSM keys pass through (the docs' note). */
  pois_kinds_pass_through_osm_keys: string[];
  layers: Reads;
}

export const SCHEMA_FILE = 'tests/recorded/style/protomaps-schema-v4.json';

/** The list from the package's layers (`packageReads`) and the hand-taken tables. */
export function composeSchema(packageName: string, packageReads: Reads): Schema {
  const hand = (layers: Record<string, Partial<Reads[string]>>): Reads =>
    Object.fromEntries(
      Object.entries(layers).map(([name, layer]) => [
        name,
        {
          kinds: layer.kinds ?? [],
          kind_details: layer.kind_details ?? [],
          properties: layer.properties ?? [],
        },
      ]),
    );
  return {
    sources: [
      `${packageName}: the layers() of every flavour (de, en), walked`,
      'docs.protomaps.com/basemaps/layers (protomaps/docs basemaps/layers.md 01aa67d)',
      'protomaps/basemaps a50c699a tiles/…/layers/Water.java, Places.java',
    ],
    common_properties: docs.docs.common_properties,
    pois_kinds_pass_through_osm_keys: docs.docs.layers.pois.kinds_pass_through_osm_keys,
    layers: mergeReads(packageReads, hand(docs.docs.layers), hand(docs.builder.layers)),
  };
}

function propertyKnown(schema: Schema, layer: string, property: string): boolean {
  const known = [...schema.common_properties, ...(schema.layers[layer]?.properties ?? [])];
  return known.some((key) => (key.endsWith(':*') ? property.startsWith(key.slice(0, -1)) : key === property));
}

export interface Outside {
  /** `layer`, `layer kind X`, `layer kind_detail X` or `layer property X` the schema lacks. */
  missing: string[];
  /** pois kinds not listed, allowed as raw OSM values (the docs' pass-through rule). */
  passThrough: string[];
}

/** What `reads` names that the schema lacks. */
export function outsideSchema(schema: Schema, reads: Reads): Outside {
  const missing: string[] = [];
  const passThrough: string[] = [];
  for (const [layer, read] of Object.entries(reads)) {
    const known = schema.layers[layer];
    if (!known) {
      missing.push(layer);
      continue;
    }
    for (const kind of read.kinds) {
      if (known.kinds.includes(kind)) continue;
      if (layer === 'pois') passThrough.push(kind);
      else missing.push(`${layer} kind ${kind}`);
    }
    for (const detail of read.kind_details)
      if (!known.kind_details.includes(detail)) missing.push(`${layer} kind_detail ${detail}`);
    for (const property of read.properties)
      if (!propertyKnown(schema, layer, property)) missing.push(`${layer} property ${property}`);
  }
  return { missing, passThrough };
}
