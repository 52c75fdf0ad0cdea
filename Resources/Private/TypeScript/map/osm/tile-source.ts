/**
 * What `osm.tiles` may name, read once: a `{z}/{x}/{y}` tile URL template, a TileJSON URL, or a
 * PMTiles archive (`pmtiles://` followed by the archive's URL, relative or absolute). Relative
 * URLs are resolved against the page. Also the default glyphs and sprite: the self-hosted ones
 * beside the bundle (Resources/Public/Map/, built by scripts/map-assets/), unless `osm.glyphs` /
 * `osm.sprite` name others. Pure but for the bundle's public path.
 */
declare const __webpack_public_path__: string | undefined;

export type TileSource =
  | { kind: 'template'; tiles: string }
  | { kind: 'tilejson'; url: string }
  | { kind: 'pmtiles'; url: string; archive: string };

const PMTILES = 'pmtiles://';

/** An absolute URL with `{…}` placeholders kept as they are (URL() escapes the braces). */
export function absoluteTemplate(value: string, base: string): string {
  return new URL(value, base).href.replace(/%7B/gi, '{').replace(/%7D/gi, '}');
}

/**
 * Reads `osm.tiles`. Throws an Error naming the field and what was expected for an empty value,
 * a template without all of `{z}`, `{x}`, `{y}`, or a URL that cannot be read.
 */
export function parseTileSource(value: string, base: string): TileSource {
  const tiles = value.trim();
  if (tiles === '') throw new Error('setting "osm.tiles" is empty: there is no tile server to draw from');
  try {
    if (tiles.startsWith(PMTILES)) {
      const archive = new URL(tiles.slice(PMTILES.length), base).href;
      if (!/^https?:/.test(archive)) throw new Error(`the archive must be an http(s) URL, got "${archive}"`);
      return { kind: 'pmtiles', url: PMTILES + archive, archive };
    }
    const placeholders = ['{z}', '{x}', '{y}'].filter((name) => tiles.includes(name));
    if (placeholders.length === 0) return { kind: 'tilejson', url: new URL(tiles, base).href };
    if (placeholders.length < 3) throw new Error('a tile URL template needs all of {z}, {x} and {y}');
    return { kind: 'template', tiles: absoluteTemplate(tiles, base) };
  } catch (error) {
    throw new Error(
      `setting "osm.tiles" ("${tiles}") is not a {z}/{x}/{y} tile URL, a TileJSON URL or a pmtiles:// archive: ` +
        (error instanceof Error ? error.message : String(error)),
    );
  }
}

/** Resources/Public/ of the extension: where the bundle was loaded from (webpack's public path). */
export function publicBase(base: string): string {
  const path = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return new URL(path || '/', base).href;
}

/** The glyphs URL template: `osm.glyphs`, else the self-hosted Noto Sans. */
export function glyphsUrl(setting: string, base: string): string {
  return setting.trim()
    ? absoluteTemplate(setting.trim(), base)
    : absoluteTemplate('Map/glyphs/{fontstack}/{range}.pbf', publicBase(base));
}

/** The sprite URL (without extension): `osm.sprite`, else the self-hosted POI icons; 'none': no icons. */
export function spriteUrl(setting: string, base: string): string {
  const value = setting.trim();
  if (value === 'none') return '';
  return new URL(value || 'Map/sprite/poi', value ? base : publicBase(base)).href;
}

/**
 * A relative URL resolved against the page (`base`); a URL with a scheme (`https:`, `pmtiles:`, whose
 * own URL inside would be mangled by the URL parser) stays as it is.
 */
export function againstPage(url: string, base: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}
