/**
 * The typing session of the place autocomplete (issue 16, 2.5, 3.9, 5.3), free of any framework:
 * the widget feeds it the input's text and reads back the state it publishes.
 *
 * - A short debounce (DEBOUNCE_MS): fast typing makes one request.
 * - No request for an empty or whitespace input: the list clears and the typing session ends.
 * - Stale answers never overwrite newer ones: every new input aborts the request in flight and a
 *   sequence number drops any answer that still arrives.
 * - One session token per typing session (Google bills a session once): asked for when a session
 *   starts, sent with every request of it, and handed to the details fetch of the chosen
 *   prediction, which ends the session; clearing the input ends it too.
 * - A source failure becomes the state 'error' (the widget shows 'Vorschläge konnten nicht geladen
 *   werden'); nothing rejects unhandled. A request that breaks 5.3 (validateAutocomplete, the same
 *   check as the place API's) is reported once and shows no list.
 */
import { rovingIndex } from '../../core/a11y/roving';
import { MAX_QUERY_LENGTH } from '../../core/http';
import type { Place, PlaceFieldName, PlaceSource } from '../model';
import type { PlaceFailureStatus, PlaceOutcome, PlacePrediction } from '../source';
import { validateAutocomplete, type AutocompleteRequest } from '../validate';

/**
 * Milliseconds of quiet typing before a request goes out: short enough that predictions follow a
 * keystroke within 100 ms (issue 16's goal; 60 ms here plus a few for the demo server), long enough
 * that fast typing (keys under 60 ms apart) asks once. Older answers are dropped anyway.
 */
export const DEBOUNCE_MS = 60;

/** `tooLong`: the text is longer than an engine takes (MAX_QUERY_LENGTH): nothing is asked. */
export type AutocompleteStatus = 'idle' | 'loading' | 'ready' | 'error' | 'tooLong';

export interface AutocompleteState {
  /** The text the predictions are (or will be) for. */
  readonly input: string;
  readonly predictions: readonly PlacePrediction[];
  readonly status: AutocompleteStatus;
  /** The highlighted prediction, -1 for none. */
  readonly activeIndex: number;
}

/** An autocomplete call of the place API: the 3.9 request with the API's own `source` and `signal`. */
export interface AutocompleteCall extends AutocompleteRequest {
  source?: PlaceSource;
  signal?: AbortSignal;
}

export type FieldsRequest = readonly (PlaceFieldName | '*')[];

/** The details fetch of the chosen prediction. */
export interface FetchPlaceCall {
  id: string;
  source?: PlaceSource;
  sessionToken?: unknown;
  fields: FieldsRequest;
}

/** The three calls of `window.SiteFrontend.places` the autocomplete uses (injected for tests). */
export interface AutocompleteApi {
  autocomplete(request: AutocompleteCall): Promise<PlaceOutcome<PlacePrediction[]>>;
  newSessionToken(source?: PlaceSource): Promise<unknown>;
  fetchPlace(request: FetchPlaceCall): Promise<PlaceOutcome<Place>>;
}

/** The request elements a widget's settings fix (everything but the typed text and the session). */
export interface AutocompleteSettings {
  locationBias?: AutocompleteRequest['locationBias'] | null;
  locationRestriction?: AutocompleteRequest['locationRestriction'] | null;
  includedPrimaryTypes?: string[] | null;
  includedRegionCodes?: string[] | null;
  language?: string | null;
  region?: string | null;
  origin?: AutocompleteRequest['origin'] | null;
  source?: PlaceSource | null;
  /** The fields of the chosen place's details fetch; all (`['*']`) by default. */
  fields?: FieldsRequest | null;
}

/** What choosing a prediction gave: the place, or the status of the failed details fetch. */
export type AutocompleteChoice =
  | { prediction: PlacePrediction; place: Place; status: 'OK' }
  | { prediction: PlacePrediction; place: null; status: PlaceFailureStatus };

export interface AutocompleteControllerOptions {
  api: AutocompleteApi;
  settings: AutocompleteSettings;
  /** The integrator's console (each distinct message once). */
  report: (message: string) => void;
  debounceMs?: number;
}

export interface AutocompleteController {
  getState(): AutocompleteState;
  /** Calls `listener` with every new state; returns the unsubscribe. */
  subscribe(listener: (state: AutocompleteState) => void): () => void;
  /** The input's text changed (`caret`: the cursor position, sent as inputOffset when not at the end). */
  setInput(input: string, caret?: number | null): void;
  /** Moves the highlight by one, wrapping at both ends (from none: the first or the last). */
  move(step: 1 | -1): void;
  /** Highlights `index` (-1 or out of range: none). */
  setActive(index: number): void;
  /** Removes the highlight (the list closed); the predictions stay for a reopening. */
  close(): void;
  /**
   * Chooses a prediction (the highlighted one by default): the list clears, the session ends, and
   * the place is fetched with the session's token. Null when there is no such prediction. The
   * promise never rejects.
   */
  choose(index?: number): Promise<AutocompleteChoice> | null;
  /** Cancels everything; no state is published afterwards. */
  dispose(): void;
}

const IDLE: AutocompleteState = { input: '', predictions: [], status: 'idle', activeIndex: -1 };
const ALL_FIELDS: FieldsRequest = ['*'];

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Runs `call`; a synchronous throw becomes a rejection. */
function attempt<T>(call: () => Promise<T>): Promise<T> {
  try {
    return call();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** The settings' request elements without unset ones (null or undefined) and without `source`/`fields`. */
function requestElements(settings: AutocompleteSettings): Record<string, unknown> {
  const elements: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (key === 'source' || key === 'fields' || value === null || value === undefined) continue;
    elements[key] = value;
  }
  return elements;
}

export function createAutocompleteController(options: AutocompleteControllerOptions): AutocompleteController {
  const { api, settings, debounceMs = DEBOUNCE_MS } = options;
  const source = settings.source ?? undefined;
  const elements = requestElements(settings);
  const listeners = new Set<(state: AutocompleteState) => void>();
  const reported = new Set<string>();

  let state: AutocompleteState = IDLE;
  let caret: number | undefined;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let sequence = 0;
  let inFlight: AbortController | null = null;
  let session: Promise<unknown> | null = null;
  let disposed = false;

  const report = (message: string): void => {
    if (reported.has(message)) return;
    reported.add(message);
    options.report(message);
  };

  const publish = (next: Partial<AutocompleteState>): void => {
    if (disposed) return;
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };

  /** Drops the waiting and the running request: nothing they answer is shown. */
  const cancel = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    sequence += 1;
    inFlight?.abort();
    inFlight = null;
  };

  const startSession = (): Promise<unknown> =>
    attempt(() => api.newSessionToken(source)).catch((error: unknown) => {
      report(`Place autocomplete: no session token (${messageOf(error)}); requests go without one.`);
      return undefined;
    });

  const request = async (): Promise<void> => {
    timer = null;
    const seq = sequence;
    const input = state.input;
    let valid: AutocompleteRequest;
    try {
      valid = validateAutocomplete({
        ...elements,
        input,
        ...(caret !== undefined && caret < input.length ? { inputOffset: caret } : {}),
      });
    } catch (error) {
      report(messageOf(error));
      publish({ predictions: [], status: 'idle', activeIndex: -1 });
      return;
    }
    const abort = new AbortController();
    inFlight = abort;
    session ??= startSession();
    const token = await session;
    if (seq !== sequence) return;
    let outcome: PlaceOutcome<PlacePrediction[]>;
    try {
      outcome = await attempt(() =>
        api.autocomplete({
          ...valid,
          ...(token === undefined ? {} : { sessionToken: token }),
          ...(source === undefined ? {} : { source }),
          signal: abort.signal,
        }),
      );
    } catch (error) {
      if (seq !== sequence) return;
      // The place API rejects only a request that breaks 5.3.
      report(messageOf(error));
      publish({ predictions: [], status: 'idle', activeIndex: -1 });
      return;
    }
    if (seq !== sequence || abort.signal.aborted) return;
    inFlight = null;
    if (outcome.status === 'OK') {
      publish({ predictions: outcome.value, status: 'ready', activeIndex: -1 });
    } else if (outcome.status === 'ZERO_RESULTS') {
      publish({ predictions: [], status: 'ready', activeIndex: -1 });
    } else {
      report(`Place autocomplete: ${outcome.status}: ${outcome.detail}`);
      publish({ predictions: [], status: 'error', activeIndex: -1 });
    }
  };

  return {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    setInput(input, at) {
      if (disposed) return;
      cancel();
      caret = typeof at === 'number' ? at : undefined;
      if (input.trim() === '') {
        session = null;
        publish({ input, predictions: [], status: 'idle', activeIndex: -1 });
        return;
      }
      if (input.trim().length > MAX_QUERY_LENGTH) {
        publish({ input, predictions: [], status: 'tooLong', activeIndex: -1 });
        return;
      }
      publish({ input, status: 'loading', activeIndex: -1 });
      timer = setTimeout(() => void request(), debounceMs);
    },

    move(step) {
      const count = state.predictions.length;
      if (count === 0) return;
      // Wrapping; from no highlight, down starts at the first and up at the last.
      const next = rovingIndex(step > 0 ? 'ArrowDown' : 'ArrowUp', state.activeIndex, count, {
        orientation: 'vertical',
      });
      if (next !== null) publish({ activeIndex: next });
    },

    setActive(index) {
      const next = Number.isInteger(index) && index >= 0 && index < state.predictions.length ? index : -1;
      if (next !== state.activeIndex) publish({ activeIndex: next });
    },

    close() {
      if (state.activeIndex !== -1) publish({ activeIndex: -1 });
    },

    choose(index = state.activeIndex) {
      const prediction = state.predictions[index];
      if (disposed || !prediction) return null;
      cancel();
      const token = session ?? Promise.resolve(undefined);
      session = null;
      publish({ input: prediction.text, predictions: [], status: 'idle', activeIndex: -1 });
      const fields = settings.fields ?? ALL_FIELDS;
      return token
        .then((sessionToken) =>
          attempt(() =>
            api.fetchPlace({
              id: prediction.placeId,
              ...(source === undefined ? {} : { source }),
              ...(sessionToken === undefined ? {} : { sessionToken }),
              fields: [...fields],
            }),
          ),
        )
        .then(
          (outcome): AutocompleteChoice => {
            if (outcome.status === 'OK') return { prediction, place: outcome.value, status: 'OK' };
            report(`Place autocomplete: the chosen place: ${outcome.status}: ${outcome.detail}`);
            return { prediction, place: null, status: outcome.status };
          },
          (error: unknown): AutocompleteChoice => {
            report(messageOf(error));
            return { prediction, place: null, status: 'INVALID_REQUEST' };
          },
        );
    },

    dispose() {
      cancel();
      disposed = true;
      listeners.clear();
    },
  };
}
