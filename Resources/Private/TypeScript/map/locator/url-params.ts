/**
 * The spelling of a map block's state in the page URL's query (see url-state.ts for when it is
 * written and restored): each parameter namespaced by the block's map id (`sf-{id}-…`), so two
 * blocks never collide, and every other parameter and the hash kept as they are:
 *
 *   ?sf-11-address=Karlsplatz%2011&sf-11-radius=2&sf-11-near-address=Marienplatz%208&sf-11-near-type=cafe&sf-11-near-radius=1&sf-11-cat=beratung,service&sf-11-open=1&sf-11-loc=4
 *
 * | key            | what                                                                          |
 * | -------------- | ----------------------------------------------------------------------------- |
 * | `address`      | the address the visitor typed in the map search                               |
 * | `radius`       | the map search's radius in km, as typed                                       |
 * | `near-address` | the address typed in the radius place search ('Orte in der Nähe')             |
 * | `near-type`    | the radius place search's place type                                          |
 * | `near-radius`  | the radius place search's radius in km, as typed                              |
 * | `cat`          | the checked categories, comma-separated; written only when not the page's own |
 * | `open`         | open now: `1` or `0`; written only when not the page's own                    |
 * | `loc`          | the index of the location the visitor chose (marker or list)                  |
 *
 * `type` is only read: links written before the radius search had keys of its own gave a block
 * without a map search its radius search's fields as `address`, `type` and `radius`.
 *
 * Writing and reading never throw: text is well-formed before it is encoded (a lone surrogate
 * becomes U+FFFD), and a value that is no valid percent-encoding is decoded as a browser decodes
 * a query (a broken sequence becomes U+FFFD, a lone `%` stays).
 */
import { wellFormed } from '../../core/http';

export interface BlockState {
  /** The map search. */
  address?: string;
  radius?: string;
  /** The radius place search. */
  nearAddress?: string;
  nearType?: string;
  nearRadius?: string;
  cat?: string[];
  open?: boolean;
  loc?: number;
}

/** Every key the block owns in the query, in the order it writes them; `type` is only read. */
const KEYS = [
  'address',
  'radius',
  'near-address',
  'near-type',
  'near-radius',
  'cat',
  'open',
  'loc',
  'type',
] as const;
export type Key = (typeof KEYS)[number];

export const paramName = (id: string, key: Key): string => `sf-${id}-${key}`;

/** Percent-encodes `text` after well-forming it: never throws. */
const encode = (text: string): string => encodeURIComponent(wellFormed(text));

/** A raw query value as the browser reads it (`+` a space, broken sequences U+FFFD): never throws. */
export function decodeParam(raw: string): string {
  // An `&` in `raw` is part of the value, not a separator.
  return new URLSearchParams(`v=${raw.replace(/&/g, '%26')}`).get('v') ?? '';
}

/** A comma-separated list (each item encoded on its own): '' is the empty list. */
export const decodeList = (raw: string): string[] => (raw === '' ? [] : raw.split(',').map(decodeParam));

/** The block's raw values in `search` ('?a=1&…'), the first of each key; lists kept raw to split. */
export function readParams(search: string, id: string): Partial<Record<Key, string>> {
  const found: Partial<Record<Key, string>> = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    const [rawKey = '', ...rest] = part.split('=');
    const key = KEYS.find((k) => decodeParam(rawKey) === paramName(id, k));
    if (key && found[key] === undefined) found[key] = rest.join('=');
  }
  return found;
}

/** The query part of the state, in a fixed order, each value encoded (the categories' commas kept). */
export function stateQuery(id: string, state: BlockState): string[] {
  const text = (value: string | undefined): string | undefined =>
    value === undefined ? undefined : encode(value);
  const values: Partial<Record<Key, string>> = {
    address: text(state.address),
    radius: text(state.radius),
    'near-address': text(state.nearAddress),
    'near-type': text(state.nearType),
    'near-radius': text(state.nearRadius),
    // A category without a name could not be told from the empty list: it is not written.
    cat: state.cat
      ?.filter((cat) => cat !== '')
      .map(encode)
      .join(','),
    open: state.open === undefined ? undefined : state.open ? '1' : '0',
    loc: state.loc === undefined ? undefined : String(state.loc),
  };
  return KEYS.flatMap((key) => (values[key] === undefined ? [] : [`${paramName(id, key)}=${values[key]}`]));
}

/**
 * `href` with the block's parameters replaced by `state`'s, where the first of them stood (else at
 * the end): every other parameter, untouched in its spelling, and the hash are kept.
 */
export function withState(href: string, id: string, state: BlockState): string {
  const url = new URL(href);
  const parts = url.search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '');
  const own = (part: string): boolean =>
    KEYS.some((k) => decodeParam(part.split('=')[0] ?? '') === paramName(id, k));
  const first = parts.findIndex(own);
  const others = parts.filter((part) => !own(part));
  const at = first === -1 ? others.length : parts.slice(0, first).filter((part) => !own(part)).length;
  others.splice(at, 0, ...stateQuery(id, state));
  const query = others.join('&');
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}

/** Whether `text` is only a position ('48.13, 11.56'): never written, even typed. */
export const isCoordinates = (text: string): boolean =>
  /^\s*-?\d{1,3}(\.\d+)?\s*[,;\s]\s*-?\d{1,3}(\.\d+)?\s*$/.test(text);
