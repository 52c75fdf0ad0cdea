/**
 * Issue 29, links that can be shared: a map block keeps what the visitor searched and chose in the
 * page URL's query, each parameter namespaced by the block's map id (`sf-{id}-…`), so two blocks
 * never collide and every other parameter and the hash stay as they are:
 *
 *   ?sf-31-address=Karlsplatz%2011&sf-31-radius=2&sf-31-cat=beratung,service&sf-31-open=1&sf-31-loc=4
 *
 * | key       | what                                                                           |
 * | --------- | ------------------------------------------------------------------------------ |
 * | `address` | the address the visitor typed in the map search (else in the radius search)    |
 * | `type`    | the radius search's place type (a block without a map search)                  |
 * | `radius`  | the search's radius in km, as typed                                            |
 * | `cat`     | the checked categories, comma-separated; written only when not the page's own  |
 * | `open`    | open now: `1` or `0`; written only when not the page's own                     |
 * | `loc`     | the index of the location the visitor chose (marker or list)                   |
 *
 * Written with `history.replaceState` (the back button leaves the page), restored once the map is
 * ready and on `popstate`. Never a position: a field holding the visitor's located address
 * (`data-sf-located="true"`) or a bare coordinate pair is left out. Values from the URL are checked
 * and only ever set as `.value` / `.checked`; a bad one is skipped with one console warning.
 */
import { MAX_QUERY_LENGTH } from '../../core/http';
import { listen } from '../../core/events';
import { parseRadiusKm, parseSearchRadius } from '../../services/geo';

export interface BlockState {
  address?: string;
  type?: string;
  radius?: string;
  cat?: string[];
  open?: boolean;
  loc?: number;
}

const KEYS = ['address', 'type', 'radius', 'cat', 'open', 'loc'] as const;
type Key = (typeof KEYS)[number];

export const paramName = (id: string, key: Key): string => `sf-${id}-${key}`;

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return '';
  }
};

/** The block's raw values in `search` ('?a=1&…'), the first of each key; cat kept raw to split. */
export function readParams(search: string, id: string): Partial<Record<Key, string>> {
  const found: Partial<Record<Key, string>> = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    const [rawKey = '', ...rest] = part.split('=');
    const key = KEYS.find((k) => decode(rawKey) === paramName(id, k));
    if (key && found[key] === undefined) found[key] = rest.join('=');
  }
  return found;
}

/** The query part of the state, in a fixed order, each value encoded (the categories' commas kept). */
export function stateQuery(id: string, state: BlockState): string[] {
  const values: Partial<Record<Key, string>> = {
    address: state.address === undefined ? undefined : encodeURIComponent(state.address),
    type: state.type === undefined ? undefined : encodeURIComponent(state.type),
    radius: state.radius === undefined ? undefined : encodeURIComponent(state.radius),
    cat: state.cat?.map(encodeURIComponent).join(','),
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
    KEYS.some((k) => decode(part.split('=')[0] ?? '') === paramName(id, k));
  const first = parts.findIndex(own);
  const others = parts.filter((part) => !own(part));
  const at = first === -1 ? others.length : parts.slice(0, first).filter((part) => !own(part)).length;
  others.splice(at, 0, ...stateQuery(id, state));
  const query = others.join('&');
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}

/** Whether `text` is only a position ('48.13, 11.56'): never written, even typed. */
const isCoordinates = (text: string): boolean =>
  /^\s*-?\d{1,3}(\.\d+)?\s*[,;\s]\s*-?\d{1,3}(\.\d+)?\s*$/.test(text);

export interface UrlStateParts {
  id: string;
  /** The block's frame (`#sf-map-{id}`): sf:location-select and sf:search arrive here. */
  frame: HTMLElement;
  searchForm: HTMLFormElement | null;
  radiusForm: HTMLFormElement | null;
  filterForm: HTMLFormElement | null;
  locationCount: number;
  /** Shows a location as a list click does (StartedBlock.select). */
  select(index: number): void;
  /** A console warning naming the block. */
  warn(message: string): void;
}

const field = (form: HTMLFormElement | null, name: string) => {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element : null;
};
const boxes = (form: HTMLFormElement | null, name: string): HTMLInputElement[] =>
  form ? [...form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`)] : [];
const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * Binds the block's URL state: restores it now (call once the map is ready, after the forms are
 * active), writes it on each accepted search, reset, filter change and chosen location, and
 * restores it again on `popstate`. Returns the unbinding.
 */
export function shareState(parts: UrlStateParts): () => void {
  const { id, frame, filterForm } = parts;
  const win = frame.ownerDocument.defaultView ?? window;
  const form = parts.searchForm ?? parts.radiusForm;
  const kind = parts.searchForm ? 'map' : 'radius';
  let state: BlockState = {};
  /** The location to select once a restored search has run: kept in the URL meanwhile. */
  let pendingLoc: number | undefined;
  const cleanups: (() => void)[] = [];
  const on = (target: EventTarget | null, type: string, handler: () => void): void => {
    if (!target) return;
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };

  const write = (next: BlockState): void => {
    state = next;
    const href = withState(win.location.href, id, state);
    if (href !== win.location.href) win.history.replaceState(win.history.state, '', href);
  };

  const searched = (): void => {
    if (!form) return;
    const input = field(form, 'address');
    const typed = input?.value.trim() ?? '';
    const located = input?.getAttribute('data-sf-located') === 'true';
    const radius = field(form, 'radius')?.value.trim();
    const type = form === parts.radiusForm ? field(form, 'type')?.value.trim() : undefined;
    write({
      ...state,
      address: typed === '' || located || isCoordinates(typed) ? undefined : typed,
      radius: radius || undefined,
      type: type || undefined,
      loc: pendingLoc,
    });
  };
  // The forms' runner listens first: a submission it accepted is busy right after.
  on(form, 'submit', () => {
    if (form?.getAttribute('aria-busy') === 'true') searched();
  });
  // A search run without a submission (the visitor's position, issue 29 A) reports itself.
  cleanups.push(
    listen(frame, 'sf:search', (detail) => {
      if (detail.mapId === id && detail.kind === kind) searched();
    }),
  );
  on(form, 'reset', () =>
    write({ ...state, address: undefined, radius: undefined, type: undefined, loc: undefined }),
  );

  const filtered = (): void => {
    const cats = boxes(filterForm, 'category');
    const checked = cats.filter((box) => box.checked).map((box) => box.value);
    const defaults = cats.filter((box) => box.defaultChecked).map((box) => box.value);
    const open = boxes(filterForm, 'openNow')[0];
    write({
      ...state,
      cat: sameSet(checked, defaults) ? undefined : checked,
      open: !open || open.checked === open.defaultChecked ? undefined : open.checked,
    });
  };
  on(filterForm, 'change', filtered);

  cleanups.push(
    listen(frame, 'sf:location-select', (detail) => {
      if (detail.mapId === id && Number.isInteger(detail.index)) write({ ...state, loc: detail.index });
    }),
  );

  const restore = (): void => {
    const next = validState(win.location.search, parts);
    const hadSearch = state.address !== undefined;
    state = next;
    // 1. The filter, announced to its listeners by a change on the form.
    let changed = false;
    for (const box of boxes(filterForm, 'category')) {
      const checked = next.cat ? next.cat.includes(box.value) : box.defaultChecked;
      changed ||= box.checked !== checked;
      box.checked = checked;
    }
    const open = boxes(filterForm, 'openNow')[0];
    if (open) {
      const checked = next.open ?? open.defaultChecked;
      changed ||= open.checked !== checked;
      open.checked = checked;
    }
    if (changed) filterForm?.dispatchEvent(new Event('change', { bubbles: true }));
    // 2. The search, sent as the visitor would.
    const setField = (name: string, value: string | undefined): void => {
      const input = field(form, name);
      if (input && value !== undefined) input.value = value;
    };
    setField('radius', next.radius);
    setField('type', next.type);
    pendingLoc = next.loc;
    if (form && next.address !== undefined) {
      setField('address', next.address);
      field(form, 'address')?.removeAttribute('data-sf-located');
      form.requestSubmit();
    } else if (form && hadSearch) form.reset();
    // 3. The location, once the search has shown its locations.
    const index = next.loc;
    const choose = (): void => {
      pendingLoc = undefined;
      if (index !== undefined) parts.select(index);
    };
    if (form?.getAttribute('aria-busy') !== 'true') return choose();
    const observer = new MutationObserver(() => {
      if (form.getAttribute('aria-busy') === 'true') return;
      observer.disconnect();
      choose();
    });
    observer.observe(form, { attributes: true, attributeFilter: ['aria-busy'] });
    cleanups.push(() => observer.disconnect());
  };

  /** The block's own part of the query on popstate: restored only when it differs from ours. */
  on(win, 'popstate', () => {
    if (
      stateQuery(id, validState(win.location.search, parts, true)).join('&') !==
      stateQuery(id, state).join('&')
    )
      restore();
  });

  restore();
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}

/** The block's state in `search`, every value checked against the block's own fields. */
export function validState(
  search: string,
  parts: Omit<UrlStateParts, 'frame' | 'select'>,
  quiet = false,
): BlockState {
  const form = parts.searchForm ?? parts.radiusForm;
  const raw = readParams(search, parts.id);
  const state: BlockState = {};
  const bad = (key: Key, value: string, why: string): void => {
    if (!quiet)
      parts.warn(
        `the link's parameter "${paramName(parts.id, key)}" (${JSON.stringify(value.slice(0, 40))}) ${why}; it is ignored.`,
      );
  };
  const text = (key: Key): string | undefined =>
    raw[key] === undefined ? undefined : decode(raw[key]).trim();

  const address = text('address');
  if (address !== undefined) {
    if (address === '' || address.length > MAX_QUERY_LENGTH || isCoordinates(address) || !form)
      bad('address', address, form ? 'is no address' : 'has no search form in this block');
    else state.address = address;
  }
  const radius = text('radius');
  if (radius !== undefined) {
    const input = field(form, 'radius');
    const km = parts.searchForm ? parseSearchRadius(radius) : parseRadiusKm(radius);
    const min = Number(input?.getAttribute('min') ?? 0);
    const max = Number(input?.getAttribute('max') ?? Infinity);
    const listed =
      !(input instanceof HTMLSelectElement) || [...input.options].some((o) => o.value === radius);
    const number = /^\d{1,4}([.,]\d{1,2})?$/.test(radius);
    if (!input || !number || km === undefined || km < min || km > max || !listed)
      bad('radius', radius, 'is no radius this form takes');
    else state.radius = radius;
  }
  const type = text('type');
  if (type !== undefined) {
    const input = field(form, 'type');
    const listed = !(input instanceof HTMLSelectElement) || [...input.options].some((o) => o.value === type);
    if (!input || !listed || type.length > MAX_QUERY_LENGTH)
      bad('type', type, 'is no place type of this form');
    else state.type = type;
  }
  if (raw.cat !== undefined) {
    const known = boxes(parts.filterForm, 'category').map((box) => box.value);
    const cats = raw.cat === '' ? [] : raw.cat.split(',').map(decode);
    const kept = cats.filter((cat) => known.includes(cat));
    // A category this block lacks is named; an explicit empty list (none checked) is kept.
    if (kept.length < cats.length || known.length === 0)
      bad('cat', raw.cat, 'names categories this block does not have');
    if (known.length > 0 && (cats.length === 0 || kept.length > 0)) state.cat = kept;
  }
  const open = text('open');
  if (open !== undefined) {
    if ((open !== '1' && open !== '0') || boxes(parts.filterForm, 'openNow').length === 0)
      bad('open', open, 'is not 1 or 0 for a block with an open-now filter');
    else state.open = open === '1';
  }
  const loc = text('loc');
  if (loc !== undefined) {
    const index = /^\d{1,5}$/.test(loc) ? Number(loc) : -1;
    if (index < 0 || index >= parts.locationCount) bad('loc', loc, 'is no location of this block');
    else state.loc = index;
  }
  return state;
}
