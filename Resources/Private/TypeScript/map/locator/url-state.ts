/**
 * Links that can be shared: a map block keeps what the visitor searched and chose in the page URL
 * (spelled as url-params.ts says, checked as url-check.ts does): the map search, the radius place
 * search, the filter and the chosen location.
 *
 * Written with `history.replaceState` (the back button leaves the page), restored once the map is
 * ready and on `popstate`. Never a position: a field holding the visitor's located address
 * (`data-sf-located="true"`) or a bare coordinate pair is left out. A chosen location that the
 * block no longer shows (the filter hides it) is no longer chosen: its info window closes and
 * `loc` leaves the URL.
 */
import { listen } from '../../core/events';
import { boxes, field, validState, type CheckedParts } from './url-check';
import { isCoordinates, stateQuery, withState, type BlockState } from './url-params';
import type { Visibility } from './visibility';

export interface UrlStateParts extends CheckedParts {
  /** The block's frame (`#sf-map-{id}`): sf:location-select and sf:search arrive here. */
  frame: HTMLElement;
  /** Shows a location as a list click does (StartedBlock.select). */
  select(index: number): void;
  /** Closes the location's info window: it is no longer chosen (StartedBlock.deselect). */
  deselect(index: number): void;
  /** Which locations the block shows (the search's radius, the filter). */
  shown: Pick<Visibility, 'isShown' | 'onChange'>;
}

type Near = Pick<BlockState, 'nearAddress' | 'nearType' | 'nearRadius'>;
const NO_NEAR: Near = { nearAddress: undefined, nearType: undefined, nearRadius: undefined };
const nearOf = ({ nearAddress, nearType, nearRadius }: BlockState): Near => ({
  nearAddress,
  nearType,
  nearRadius,
});

/** What a restore has still to run, kept in the URL meanwhile: the radius search, the location. */
type Pending = Near & { loc?: number };

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((value) => b.includes(value));

/** The typed address to write: none while it is the visitor's position or a coordinate pair. */
function typedAddress(form: HTMLFormElement | null): string | undefined {
  const input = field(form, 'address');
  const typed = input?.value.trim() ?? '';
  const located = input?.getAttribute('data-sf-located') === 'true';
  return typed === '' || located || isCoordinates(typed) ? undefined : typed;
}
const fieldValue = (form: HTMLFormElement | null, name: string): string | undefined =>
  field(form, name)?.value.trim() || undefined;

/**
 * Binds the block's URL state: restores it now (call once the map is ready, after the forms are
 * active), writes it on each accepted search, reset, filter change and chosen location, and
 * restores it again on `popstate`. Returns the unbinding.
 */
export function shareState(parts: UrlStateParts): () => void {
  const { id, frame, searchForm, radiusForm, filterForm } = parts;
  const win = frame.ownerDocument.defaultView ?? window;
  let state: BlockState = {};
  let pending: Pending | undefined;
  /** Set while the restore itself resets a form: the reset keeps what the restore has still to run. */
  let restoring = false;
  const cleanups: (() => void)[] = [];
  const on = (target: EventTarget | null, type: string, handler: () => void): void => {
    if (!target) return;
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };
  const busy = (form: HTMLFormElement | null): boolean => form?.getAttribute('aria-busy') === 'true';

  const write = (next: BlockState): void => {
    state = next;
    const href = withState(win.location.href, id, state);
    if (href !== win.location.href) win.history.replaceState(win.history.state, '', href);
  };

  /** The map search ran: it takes the radius search's places off the map (a restore brings them back). */
  const mapSearched = (): void =>
    write({
      ...state,
      address: typedAddress(searchForm),
      radius: fieldValue(searchForm, 'radius'),
      ...(pending ? nearOf(pending) : NO_NEAR),
      loc: pending?.loc,
    });
  const nearSearched = (): void =>
    write({
      ...state,
      nearAddress: typedAddress(radiusForm),
      nearType: fieldValue(radiusForm, 'type'),
      nearRadius: fieldValue(radiusForm, 'radius'),
      loc: pending?.loc,
    });
  // The forms' runner listens first: a submission it accepted is busy right after.
  on(searchForm, 'submit', () => {
    if (busy(searchForm)) mapSearched();
  });
  on(radiusForm, 'submit', () => {
    if (busy(radiusForm)) nearSearched();
  });
  // A search run without a submission (the visitor's position) reports itself.
  cleanups.push(
    listen(frame, 'sf:search', (detail) => {
      if (detail.mapId !== id) return;
      if (detail.kind === 'map' && searchForm) mapSearched();
      if (detail.kind === 'radius' && radiusForm) nearSearched();
    }),
  );
  // The visitor's reset ends a restore still running; the restore's own keeps what it has to run.
  // The map search's reset takes the radius search's places off the map too.
  const reset = (map: boolean): void => {
    if (!restoring) pending = undefined;
    write({
      ...state,
      ...(map ? { address: undefined, radius: undefined } : {}),
      ...(pending ? nearOf(pending) : NO_NEAR),
      loc: pending?.loc,
    });
  };
  on(searchForm, 'reset', () => reset(true));
  on(radiusForm, 'reset', () => reset(false));

  on(filterForm, 'change', () => {
    const cats = boxes(filterForm, 'category');
    const checked = cats.filter((box) => box.checked).map((box) => box.value);
    const defaults = cats.filter((box) => box.defaultChecked).map((box) => box.value);
    const open = boxes(filterForm, 'openNow')[0];
    write({
      ...state,
      cat: sameSet(checked, defaults) ? undefined : checked,
      open: !open || open.checked === open.defaultChecked ? undefined : open.checked,
    });
  });

  cleanups.push(
    listen(frame, 'sf:location-select', (detail) => {
      if (detail.mapId !== id || !Number.isInteger(detail.index)) return;
      // The visitor's choice replaces the one a restore still waits to show.
      if (pending) pending.loc = undefined;
      write({ ...state, loc: detail.index });
    }),
  );
  // A chosen location the block stops showing is no longer chosen (a restore decides at its end).
  cleanups.push(
    parts.shown.onChange(() => {
      const { loc } = state;
      if (pending || loc === undefined || parts.shown.isShown(loc)) return;
      parts.deselect(loc);
      write({ ...state, loc: undefined });
    }),
  );

  /** Runs `then` once `form` is no longer busy with a search (at once when it is not). */
  const after = (form: HTMLFormElement | null, then: () => void): void => {
    if (!form || !busy(form)) return then();
    const observer = new MutationObserver(() => {
      if (busy(form)) return;
      observer.disconnect();
      then();
    });
    observer.observe(form, { attributes: true, attributeFilter: ['aria-busy'] });
    cleanups.push(() => observer.disconnect());
  };
  const resetting = (form: HTMLFormElement | null): void => {
    restoring = true;
    try {
      form?.reset();
    } finally {
      restoring = false;
    }
  };
  /** Fills a search form's fields; with an address, sends it as the visitor would. */
  const fill = (form: HTMLFormElement | null, values: Record<string, string | undefined>): boolean => {
    for (const [name, value] of Object.entries(values)) {
      const input = field(form, name);
      if (input && value !== undefined) input.value = value;
    }
    if (!form || values.address === undefined) return false;
    field(form, 'address')?.removeAttribute('data-sf-located');
    form.requestSubmit();
    return true;
  };

  const restore = (): void => {
    const next = validState(win.location.search, parts);
    const had = state;
    state = next;
    const mine: Pending = { ...nearOf(next), loc: next.loc };
    pending = mine;
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
    // 2. The map search, sent as the visitor would; or reset, which takes old places off the map.
    const nearGone = had.nearAddress !== undefined && next.nearAddress === undefined;
    if (!fill(searchForm, { radius: next.radius, address: next.address }))
      if (had.address !== undefined || nearGone) resetting(searchForm);
    // 3. The radius search, once the map search has run (it would take the places off the map).
    after(searchForm, () => {
      if (pending !== mine) return;
      if (nearGone) resetting(radiusForm);
      fill(radiusForm, { type: next.nearType, radius: next.nearRadius, address: next.nearAddress });
      // 4. The location, once the searches have shown their locations (each closes the info window).
      after(radiusForm, () => {
        if (pending !== mine) return;
        pending = undefined;
        const index = next.loc;
        if (index === undefined) return;
        if (parts.shown.isShown(index)) parts.select(index);
        else if (state.loc === index) write({ ...state, loc: undefined });
      });
    });
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
