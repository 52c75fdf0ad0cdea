/**
 * MapLibre's `pmtiles://` protocol, from the `pmtiles` package, for the tiles a block reads: loaded
 * (a chunk of its own) and registered once, on the first map that reads an archive.
 */
import maplibregl from 'maplibre-gl';
import type { OsmConfig } from '../provider';
import { parseTileSource } from './tile-source';

let pmtilesProtocol: Promise<void> | undefined;

/** Registers the protocol once; a failed load is tried again next time. */
function registerPmtiles(): Promise<void> {
  pmtilesProtocol ??= import(/* webpackChunkName: "pmtiles" */ 'pmtiles').then(
    ({ Protocol }) => {
      const protocol = new Protocol();
      maplibregl.addProtocol('pmtiles', protocol.tile);
    },
    (error: unknown) => {
      pmtilesProtocol = undefined;
      throw error;
    },
  );
  return pmtilesProtocol;
}

/**
 * Checks `osm.tiles` and loads what the tiles need: the PMTiles protocol for an archive, and for a
 * style of the site's own (`osm.style`), whose sources may name archives too. `page` resolves
 * relative URLs (a worker passes the page's); without `protocol` the settings are only checked.
 */
export async function prepareTiles(
  config: OsmConfig,
  page = window.location.href,
  { protocol = true }: { protocol?: boolean } = {},
): Promise<void> {
  if (config.style.trim() !== '') return protocol ? registerPmtiles() : undefined;
  const source = parseTileSource(config.tiles, page);
  if (source.kind === 'pmtiles' && protocol) await registerPmtiles();
}
