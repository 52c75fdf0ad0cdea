/**
 * The load states of a place details widget (spec 4.12): empty (0), loading (1), success (2),
 * error (3). A new request fetches again (the older answer is dropped); a changed content
 * configuration fetches again only when the place lacks a field the new content reads; removing the
 * request or the content clears the widget back to empty. Framework-free, so the rules are tested
 * alone; the widget publishes the state as `data-sf-place-state`.
 */
import type { LatLngLiteral, Place, PlaceFieldName, PlaceSource } from '../model';
import { PLACE_FIELD_NAMES } from '../model';
import type { PlaceFailure, PlaceOutcome } from '../source';
import { fieldsFor, missingFields, type ContentItem } from './content';

export const LOAD_STATES = ['empty', 'loading', 'success', 'error'] as const;
export type LoadState = (typeof LOAD_STATES)[number];

/** What a widget shows: a place by id, the place at a location, or a Place given whole (a CMS record). */
export type DetailsRequest =
  | { kind: 'id'; id: string; source?: PlaceSource }
  | { kind: 'location'; location: LatLngLiteral; source?: PlaceSource }
  | { kind: 'place'; place: Place };

export type FetchingRequest = Exclude<DetailsRequest, { kind: 'place' }>;

export interface LoaderSnapshot {
  state: LoadState;
  place: Place | null;
  failure: PlaceFailure | null;
  /** The request shown (or being loaded); null when empty. */
  request: DetailsRequest | null;
}

export type PlaceFetcher = (
  request: FetchingRequest,
  fields: PlaceFieldName[],
  signal: AbortSignal,
) => Promise<PlaceOutcome<Place>>;

export function sameRequest(a: DetailsRequest | null, b: DetailsRequest | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'place' || b.kind === 'place') {
    return a.kind === 'place' && b.kind === 'place' && a.place === b.place;
  }
  if (a.source !== b.source) return false;
  if (a.kind === 'id') return b.kind === 'id' && a.id === b.id;
  return b.kind === 'location' && a.location.lat === b.location.lat && a.location.lng === b.location.lng;
}

const EMPTY: LoaderSnapshot = { state: 'empty', place: null, failure: null, request: null };

export class PlaceLoader {
  private request: DetailsRequest | null = null;
  private fetched = new Set<PlaceFieldName>();
  /** The fields of the fetch under way. */
  private pending = new Set<PlaceFieldName>();
  private controller: AbortController | undefined;
  private current: LoaderSnapshot = EMPTY;

  constructor(
    private readonly fetcher: PlaceFetcher,
    private readonly onChange: (snapshot: LoaderSnapshot) => void,
  ) {}

  get snapshot(): LoaderSnapshot {
    return this.current;
  }

  /** Shows `request` with `content`; either null (or no content) clears the widget. */
  set(request: DetailsRequest | null, content: readonly ContentItem[] | null): void {
    const changed = !sameRequest(this.request, request);
    this.request = request;
    if (!request || !content || content.length === 0) {
      this.request = null;
      this.reset();
      if (this.current.state !== 'empty') this.emit(EMPTY);
      return;
    }
    if (request.kind === 'place') {
      if (!changed && this.current.state === 'success') return;
      this.reset();
      PLACE_FIELD_NAMES.forEach((field) => this.fetched.add(field));
      this.emit({ state: 'success', place: request.place, failure: null, request });
      return;
    }
    const needed = fieldsFor(content);
    if (!changed) {
      const have = this.current.state === 'loading' ? this.pending : this.fetched;
      if (this.current.state !== 'error' && missingFields(needed, have).length === 0) return;
    }
    // Same place, more fields: ask for what it had and what is new, so nothing shown goes missing.
    const fields = changed ? needed : [...new Set([...this.fetched, ...this.pending, ...needed])];
    this.load(request, fields, changed);
  }

  /** Stops a fetch under way (the widget left the page). */
  dispose(): void {
    this.reset();
  }

  private reset(): void {
    this.controller?.abort();
    this.controller = undefined;
    this.fetched.clear();
    this.pending.clear();
  }

  private load(request: FetchingRequest, fields: PlaceFieldName[], changed: boolean): void {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    if (changed) this.fetched.clear();
    this.pending = new Set(fields);
    this.emit({ state: 'loading', place: changed ? null : this.current.place, failure: null, request });
    const settle = (outcome: PlaceOutcome<Place>): void => {
      if (controller.signal.aborted || this.controller !== controller) return;
      this.controller = undefined;
      this.pending.clear();
      if (outcome.status === 'OK') {
        this.fetched = new Set(fields);
        this.emit({ state: 'success', place: outcome.value, failure: null, request });
      } else {
        this.fetched.clear();
        this.emit({ state: 'error', place: null, failure: outcome, request });
      }
    };
    this.fetcher(request, fields, controller.signal).then(settle, (error: unknown) =>
      settle({ status: 'INVALID_REQUEST', detail: error instanceof Error ? error.message : String(error) }),
    );
  }

  private emit(snapshot: LoaderSnapshot): void {
    this.current = snapshot;
    this.onChange(snapshot);
  }
}
