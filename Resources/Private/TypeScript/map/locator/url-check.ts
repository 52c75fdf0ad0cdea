/**
 * A map block's state as a link gives it, every value checked against the block's own fields (see
 * url-params.ts for the spelling): a bad value is left out with one console warning naming the
 * block's parameter. Values are only ever set as a field's text or a box's state, never as markup.
 */
import { MAX_QUERY_LENGTH } from '../../core/http';
import { parseRadiusKm, parseSearchRadius } from '../../services/geo';
import {
  decodeList,
  decodeParam,
  isCoordinates,
  paramName,
  readParams,
  type BlockState,
  type Key,
} from './url-params';

export interface CheckedParts {
  id: string;
  searchForm: HTMLFormElement | null;
  radiusForm: HTMLFormElement | null;
  filterForm: HTMLFormElement | null;
  locationCount: number;
  /** A console warning naming the block. */
  warn(message: string): void;
}

export const field = (form: HTMLFormElement | null, name: string) => {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element : null;
};

export const boxes = (form: HTMLFormElement | null, name: string): HTMLInputElement[] =>
  form ? [...form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`)] : [];

/** A select takes only one of its options; any other field any text. */
const listed = (input: HTMLInputElement | HTMLSelectElement | null, value: string): boolean =>
  !(input instanceof HTMLSelectElement) || [...input.options].some((option) => option.value === value);

/** Whether `value` is a radius the form's field takes: a number, in its range and its options. */
function takesRadius(
  input: HTMLInputElement | HTMLSelectElement | null,
  value: string,
  parse: (text: string) => number | undefined,
): boolean {
  const km = parse(value);
  const min = Number(input?.getAttribute('min') ?? 0);
  const max = Number(input?.getAttribute('max') ?? Infinity);
  const number = /^\d{1,4}([.,]\d{1,2})?$/.test(value);
  return !!input && number && km !== undefined && km >= min && km <= max && listed(input, value);
}

const isAddress = (text: string): boolean =>
  text !== '' && text.length <= MAX_QUERY_LENGTH && !isCoordinates(text);

/** The block's state in `search`, every value checked against the block's own fields. */
export function validState(search: string, parts: CheckedParts, quiet = false): BlockState {
  const { searchForm, radiusForm, filterForm } = parts;
  const raw = readParams(search, parts.id);
  const state: BlockState = {};
  const bad = (key: Key, value: string, why: string): void => {
    if (!quiet)
      parts.warn(
        `the link's parameter "${paramName(parts.id, key)}" (${JSON.stringify(value.slice(0, 40))}) ${why}; it is ignored.`,
      );
  };
  const text = (key: Key): string | undefined =>
    raw[key] === undefined ? undefined : decodeParam(raw[key]).trim();

  // The map search.
  const address = text('address');
  if (address !== undefined && searchForm) {
    if (isAddress(address)) state.address = address;
    else bad('address', address, 'is no address');
  }
  const radius = text('radius');
  if (radius !== undefined && searchForm) {
    if (takesRadius(field(searchForm, 'radius'), radius, parseSearchRadius)) state.radius = radius;
    else bad('radius', radius, 'is no radius this form takes');
  }

  // The radius place search: its own keys; on a block without a map search also the plain ones
  // that older links used for it.
  const near = (name: 'address' | 'type' | 'radius'): [Key, string] | undefined => {
    const own = text(`near-${name}`);
    if (own !== undefined) return [`near-${name}`, own];
    const plain = searchForm ? undefined : text(name);
    return plain === undefined ? undefined : [name, plain];
  };
  const nearAddress = near('address');
  if (nearAddress) {
    const [key, value] = nearAddress;
    if (!radiusForm) bad(key, value, 'has no search form in this block');
    else if (isAddress(value)) state.nearAddress = value;
    else bad(key, value, 'is no address');
  }
  const nearType = near('type');
  if (nearType) {
    const [key, value] = nearType;
    const input = field(radiusForm, 'type');
    if (input && listed(input, value) && value.length <= MAX_QUERY_LENGTH) state.nearType = value;
    else bad(key, value, 'is no place type of this form');
  }
  const nearRadius = near('radius');
  if (nearRadius) {
    const [key, value] = nearRadius;
    if (takesRadius(field(radiusForm, 'radius'), value, parseRadiusKm)) state.nearRadius = value;
    else bad(key, value, 'is no radius this form takes');
  }
  if (searchForm) {
    const plainType = text('type');
    if (plainType !== undefined) bad('type', plainType, 'is no parameter of a block with a map search');
  }

  if (raw.cat !== undefined) {
    const known = boxes(filterForm, 'category').map((box) => box.value);
    const cats = decodeList(raw.cat);
    const kept = cats.filter((cat) => known.includes(cat));
    // A category this block lacks is named; an explicit empty list (none checked) is kept.
    if (kept.length < cats.length || known.length === 0)
      bad('cat', raw.cat, 'names categories this block does not have');
    if (known.length > 0 && (cats.length === 0 || kept.length > 0)) state.cat = kept;
  }
  const open = text('open');
  if (open !== undefined) {
    if ((open !== '1' && open !== '0') || boxes(filterForm, 'openNow').length === 0)
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
