/**
 * Which hosts a block's map may ask (its style, tiles, GeoJSON, sprite, glyphs), on every thread
 * that asks: the page, the worker that draws the theme, MapLibre's tile workers. A dedicated worker
 * takes its Content-Security-Policy from the response that served its script, and a web server that
 * serves the extension's static files sends none: the browser then lets the map's workers ask any
 * host. So the bundle checks each request itself, before it leaves, against what the page can know
 * of its policy (it cannot read the header): the page's own origin, the origins of the map URLs in
 * the block's settings (which the extension's policy allows, Configuration/Csp/), and, where the page
 * has them, the `connect-src` (else `default-src`) of its `<meta http-equiv="Content-Security-Policy">`
 * elements. A URL must pass both: the settings' origins and every meta policy. Pure data, so the
 * page can send it to the worker.
 */
import type { OsmConfig } from '../provider';
import { glyphsUrl, parseTileSource, spriteUrl } from './tile-source';

export interface ConnectPolicy {
  /** The page's address: `'self'` and relative URLs. */
  page: string;
  /** The origins the settings allow: the page's and those of the configured map URLs. */
  origins: string[];
  /** Each meta policy's `connect-src` (or `default-src`) sources; a URL must match every list. */
  meta: string[][];
}

const originOf = (url: string, base: string): string | undefined => {
  try {
    const parsed = new URL(url.replace(/\{[^}]*\}/g, 'x'), base);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

/** The `connect-src` (else `default-src`) sources of a policy's text; undefined when it has neither. */
export function connectSources(policy: string): string[] | undefined {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    // The first of a name counts, as in the browser.
    if (!directives.has(key)) directives.set(key, sources);
  }
  return directives.get('connect-src') ?? directives.get('default-src');
}

/** The policy of a block's map on this page, from its `osm` settings and the page's meta policies. */
export function connectPolicy(config: OsmConfig, doc: Document): ConnectPolicy {
  const page = doc.location.href;
  // The default glyphs and sprite sit beside the bundle (its public path): that origin too.
  const urls = [page, config.style.trim(), glyphsUrl(config.glyphs, page), spriteUrl(config.sprite, page)];
  if (config.tiles.trim() !== '') {
    try {
      const source = parseTileSource(config.tiles, page);
      urls.push(
        source.kind === 'template' ? source.tiles : source.kind === 'pmtiles' ? source.archive : source.url,
      );
    } catch {
      // A bad `osm.tiles` fails the block before anything is asked.
    }
  }
  const named = urls.filter((url) => url !== '').map((url) => originOf(url, page));
  const origins = [...new Set(named.filter((origin) => origin !== undefined))];
  const meta: string[][] = [];
  for (const element of doc.querySelectorAll('meta[http-equiv]')) {
    if (element.getAttribute('http-equiv')?.toLowerCase() !== 'content-security-policy') continue;
    const sources = connectSources(element.getAttribute('content') ?? '');
    if (sources) meta.push(sources);
  }
  return { page, origins, meta };
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };
const portOf = (url: URL): string => url.port || (DEFAULT_PORTS[url.protocol] ?? '');

/** Whether one CSP source expression allows `url` (CSP Level 3's matching, for network URLs). */
export function sourceAllows(source: string, url: URL, page: URL): boolean {
  const value = source.toLowerCase();
  if (value === "'self'") return url.origin === page.origin;
  if (value === '*') return /^(https?|wss?):$/.test(url.protocol);
  if (value.startsWith("'")) return false; // 'none', nonces, hashes, 'unsafe-…': no host
  const scheme = /^([a-z][a-z\d+.-]*):$/.exec(value);
  if (scheme) return url.protocol === value || (value === 'http:' && url.protocol === 'https:');
  const host = /^(?:([a-z][a-z\d+.-]*):\/\/)?(\*|(?:\*\.)?[^:/]+)(?::(\d+|\*))?(\/.*)?$/.exec(value);
  if (!host) return false;
  const [, hostScheme, name = '', port, path] = host;
  const wantedScheme = hostScheme ? `${hostScheme}:` : page.protocol;
  const schemeOk =
    url.protocol === wantedScheme ||
    (wantedScheme === 'http:' && url.protocol === 'https:') ||
    (wantedScheme === 'ws:' && url.protocol === 'wss:');
  if (!schemeOk) return false;
  const hostname = url.hostname.toLowerCase();
  const nameOk =
    name === '*' ||
    (name.startsWith('*.') ? hostname.endsWith(name.slice(1)) : hostname === name.replace(/\.$/, ''));
  if (!nameOk) return false;
  if (port !== '*') {
    const wanted = port ?? DEFAULT_PORTS[wantedScheme] ?? '';
    const upgraded = port === undefined && wantedScheme === 'http:' && url.protocol === 'https:';
    if (portOf(url) !== wanted && !upgraded) return false;
  }
  if (!path || path === '/') return true;
  const decoded = decodeURIComponent(url.pathname);
  return path.endsWith('/') ? decoded.startsWith(path) : decoded === path;
}

/** The network URL a map request names: a `pmtiles://` archive's own URL; undefined for data: or blob:. */
export function networkUrl(url: string, base: string): URL | undefined {
  const inner = url.startsWith('pmtiles://') ? url.slice('pmtiles://'.length) : url;
  try {
    const parsed = new URL(inner, base);
    return /^(https?|wss?):$/.test(parsed.protocol) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the policy lets the map ask `url` (data: and blob: URLs ask nobody: allowed). */
export function allows(policy: ConnectPolicy, url: string): boolean {
  const target = networkUrl(url, policy.page);
  if (!target) return true;
  const page = new URL(policy.page);
  if (!policy.origins.includes(target.origin)) return false;
  return policy.meta.every((sources) => sources.some((source) => sourceAllows(source, target, page)));
}

/** What the console says of a refused request, as the browser names a blocked one: its origin. */
export function refusalText(url: string, policy: ConnectPolicy): string {
  const target = networkUrl(url, policy.page);
  const origin = target?.origin ?? url;
  const whose = policy.meta.length > 0 ? "the page's Content-Security-Policy <meta>" : 'the map settings';
  return (
    `refused to connect to ${origin}: the Content-Security-Policy (connect-src) does not allow it ` +
    `(${whose} and the page's origin name the hosts a map may ask); ${url} was not requested`
  );
}

/** The words every refusal's error carries, so that MapLibre's echo of it is not logged twice. */
export const REFUSED_MARK = 'refused to connect to';
