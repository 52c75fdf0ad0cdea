/**
 * Every request a block's map makes, checked and timed on the thread that owns the map (the page's
 * map, the worker's map): MapLibre hands each URL to `transformRequest` there before it fetches it
 * or passes it to its tile workers (tiles, GeoJSON, TileJSON, style, sprite, glyphs). Here
 *
 * - a URL the connect policy refuses (connect-policy.ts) becomes `sf-refused://…`, whose handler
 *   reports it and rejects: the map treats it as a failed request, and nothing leaves. A tile
 *   worker given such a URL asks this thread for it (MapLibre's custom protocols), so it is refused
 *   here too;
 * - a sprite or glyph file becomes `sf-asset://…`, whose handler fetches it within the asset time
 *   limit: an asset server that hangs fails like one that answers 404 (no icons, glyphs drawn by the
 *   browser's font) instead of holding the whole map until its load time limit.
 *
 * The protocols are registered once per thread; each map has a token in its URLs that names its
 * policy, time limit and reporter.
 */
import maplibregl from 'maplibre-gl';
import { againstPage } from './tile-source';
import { LOG_PREFIX } from '../../core/mount';
import { fetchBody } from '../../core/http';
import type { OsmConfig } from '../provider';
import { allows, connectPolicy, refusalText, type ConnectPolicy } from './connect-policy';

export const REFUSED_PROTOCOL = 'sf-refused';
export const ASSET_PROTOCOL = 'sf-asset';

export interface Guard {
  policy: ConnectPolicy;
  /** Milliseconds a sprite or glyph file may take, its body included. */
  assetTimeoutMs: number;
  /** A request was refused (once per request, as the browser reports each it blocks). */
  onRefused(url: string, text: string): void;
}

type RequestParameters = maplibregl.RequestParameters;
type Response = maplibregl.GetResourceResponse<unknown>;

const guards = new Map<string, Guard>();
let nextToken = 0;
let registered = false;

const ASSETS: readonly string[] = ['SpriteJSON', 'SpriteImage', 'Glyphs'];

/** `protocol://token/encoded-url` → its parts. */
function unwrap(url: string): { guard: Guard | undefined; url: string } {
  const rest = url.slice(url.indexOf('://') + 3);
  const slash = rest.indexOf('/');
  return { guard: guards.get(rest.slice(0, slash)), url: decodeURIComponent(rest.slice(slash + 1)) };
}

const failed = (status: number, text: string, url: string): Error =>
  new maplibregl.AJAXError(status, text, url, new Blob());

async function refused(params: RequestParameters): Promise<Response> {
  const { guard, url } = unwrap(params.url);
  const text = guard ? refusalText(url, guard.policy) : `refused to connect to ${url}`;
  guard?.onRefused(url, text);
  return Promise.reject(failed(0, text, url));
}

/** Fetches an asset as MapLibre would, within the guard's time limit (body included). */
async function asset(params: RequestParameters, abort: AbortController): Promise<Response> {
  const { guard, url } = unwrap(params.url);
  const limit = guard?.assetTimeoutMs ?? 5000;
  const fetched = await fetchBody(
    url,
    {
      signal: abort.signal,
      timeoutMs: limit,
      init: { headers: params.headers as HeadersInit | undefined, credentials: params.credentials },
    },
    async (response) => ({
      statusText: response.statusText,
      data: !response.ok
        ? undefined
        : params.type === 'json'
          ? ((await response.json()) as unknown)
          : params.type === 'string'
            ? await response.text()
            : await response.arrayBuffer(),
      cacheControl: response.headers.get('Cache-Control'),
      expires: response.headers.get('Expires'),
    }),
  );
  if (!fetched.ok) {
    if (fetched.reason === 'aborted') throw new DOMException('aborted', 'AbortError');
    const why = fetched.reason === 'timeout' ? `no answer within ${String(limit / 1000)} s` : fetched.detail;
    throw failed(0, why, url);
  }
  const { statusText, ...answer } = fetched.text;
  if (fetched.httpStatus < 200 || fetched.httpStatus > 299) throw failed(fetched.httpStatus, statusText, url);
  return answer;
}

/** The two protocols, on this thread (once). */
function register(): void {
  if (registered) return;
  registered = true;
  maplibregl.addProtocol(REFUSED_PROTOCOL, refused);
  maplibregl.addProtocol(ASSET_PROTOCOL, asset);
}

/**
 * The `transformRequest` of one map: URLs resolved against the page (a worker's would resolve
 * against its script), refused ones and assets routed through the protocols. `release` forgets the
 * map's guard when the map goes.
 */
export function guardRequests(guard: Guard): {
  transformRequest: (url: string, type?: string) => RequestParameters;
  release(): void;
} {
  register();
  nextToken += 1;
  const token = String(nextToken);
  guards.set(token, guard);
  const wrap = (protocol: string, url: string) => `${protocol}://${token}/${encodeURIComponent(url)}`;
  return {
    transformRequest: (url, type) => {
      const absolute = againstPage(url, guard.policy.page);
      if (!allows(guard.policy, absolute)) return { url: wrap(REFUSED_PROTOCOL, absolute) };
      if (type !== undefined && ASSETS.includes(type)) return { url: wrap(ASSET_PROTOCOL, absolute) };
      return { url: absolute };
    },
    release: () => guards.delete(token),
  };
}

/**
 * This worker's own `fetch` (the PMTiles protocol's byte ranges, anything MapLibre fetches here)
 * refuses what the policy refuses, as the page's policy would: a TypeError, and the report.
 */
export function guardFetch(scope: { fetch: typeof fetch }, guard: () => Guard | undefined): void {
  const original = scope.fetch.bind(scope);
  scope.fetch = (input, init) => {
    const current = guard();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (current && !allows(current.policy, url)) {
      current.onRefused(url, refusalText(url, current.policy));
      return Promise.reject(new TypeError(`Failed to fetch: ${refusalText(url, current.policy)}`));
    }
    return original(input, init);
  };
}

/** A third of the map's load time limit (5 s of the default 15 s): the map still loads within it. */
export const assetTimeoutMs = (config: OsmConfig): number => (config.loadTimeoutMs ?? 15_000) / 3;

/** The guard of a block's map on the page: its policy, its asset limit, refusals logged for `label`. */
export function blockGuard(config: OsmConfig, doc: Document, label: string): Guard {
  return {
    policy: connectPolicy(config, doc),
    assetTimeoutMs: assetTimeoutMs(config),
    onRefused: (_url, text) => console.error(`${LOG_PREFIX} ${label}: ${text}`),
  };
}
