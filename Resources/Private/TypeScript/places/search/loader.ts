/**
 * The search list's request cycle, framework-free and shaped like details/loader.ts: `run` starts the
 * configured search through the places API (aborting the one under way), and the component reads
 * `subscribe`/`getSnapshot` with useSyncExternalStore. The newest run wins: an answer that comes
 * after another run (or a stop) is dropped.
 */
import type { Place, PlaceSource } from '../model';
import type { PlaceFailureStatus, PlaceOutcome } from '../source';
import type { NearbyRequest, TextSearchRequest } from '../validate';

/** What the widget needs of the page's places API (the widget context's `services.places`). */
export interface PlaceSearchApi {
  searchNearby(request: unknown): Promise<PlaceOutcome<Place[]>>;
  searchByText(request: unknown): Promise<PlaceOutcome<Place[]>>;
  /** Shows a place in a place widget's frame (places/frames.ts). */
  show(frame: Element | string, request: unknown): void;
}

/** The configured search, checked by the rules of 5.3. */
export type SearchRequest =
  { kind: 'nearby'; request: NearbyRequest } | { kind: 'text'; request: TextSearchRequest };

export type SearchResults =
  | { status: 'loading' }
  | { status: 'error'; failure: PlaceFailureStatus }
  | { status: 'ready'; places: Place[]; source: PlaceSource };

/** The search of the latest run and where it stands; `request: null` when stopped. */
export interface SearchSnapshot {
  request: SearchRequest | null;
  results: SearchResults | null;
}

export class SearchLoader {
  private snapshot: SearchSnapshot = { request: null, results: null };
  private readonly listeners = new Set<() => void>();
  private controller: AbortController | undefined;

  constructor(
    private readonly api: PlaceSearchApi,
    private readonly report: (message: string) => void,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SearchSnapshot => this.snapshot;

  /** Runs `request` from `source`, aborting the search under way; null stops it. */
  run(request: SearchRequest | null, source: PlaceSource): void {
    this.controller?.abort();
    this.controller = undefined;
    if (!request) {
      if (this.snapshot.request) this.publish({ request: null, results: null });
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.publish({ request, results: { status: 'loading' } });
    const call = { ...request.request, source, signal: controller.signal };
    const searched: Promise<PlaceOutcome<Place[]>> = (
      request.kind === 'nearby' ? this.api.searchNearby(call) : this.api.searchByText(call)
    ).catch((error: unknown) => ({ status: 'INVALID_REQUEST', detail: String(error) }));
    void searched.then((outcome) => {
      if (controller !== this.controller) return;
      if (outcome.status === 'OK') this.settle(request, { status: 'ready', places: outcome.value, source });
      else if (outcome.status === 'ZERO_RESULTS')
        this.settle(request, { status: 'ready', places: [], source });
      else {
        this.report(`the places could not be loaded: ${outcome.status} (${outcome.detail})`);
        this.settle(request, { status: 'error', failure: outcome.status });
      }
    });
  }

  private settle(request: SearchRequest, results: SearchResults): void {
    this.controller = undefined;
    this.publish({ request, results });
  }

  private publish(snapshot: SearchSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
