/**
 * The one interface of the three place sources (Google, OpenStreetMap, the CMS). A source gets
 * requests already checked by `validate.ts`, and never rejects: every failure comes back as a
 * status with an English detail for the console (8.3: the widget shows its German message for it).
 */
import {
  ABORTED,
  STATUSES,
  type Failure,
  type FailureStatus,
  type Outcome,
  type Status,
} from '../services/outcome';
import type { Place, PlaceSource } from './model';
import type {
  AutocompleteRequest,
  DetailsRequest,
  LocationRequest,
  NearbyRequest,
  TextSearchRequest,
} from './validate';

/** The statuses of services/outcome.ts, under the place API's names (its public types use them). */
export const PLACE_STATUSES = STATUSES;
export type PlaceStatus = Status;
export type PlaceFailureStatus = FailureStatus;
export type PlaceFailure = Failure;
export type PlaceOutcome<T> = Outcome<T>;

/** The answer to a request that a newer one replaced (or a widget that went away). */
export const PLACE_ABORTED: PlaceFailure = ABORTED;

/** A [start, end) range of characters in a prediction's text (the typed part, highlighted). */
export interface TextMatch {
  start: number;
  end: number;
}

/** One autocomplete prediction (3.9 autocomplete; the widget lists them under 'Vorhersagen'). */
export interface PlacePrediction {
  /** The id that `details` takes. */
  placeId: string;
  /** The whole text, e.g. 'Marienplatz 8, 80331 München'. */
  text: string;
  textMatches: TextMatch[];
  /** The place's own name or street part, and the rest (city, country). */
  mainText: string;
  mainTextMatches: TextMatch[];
  secondaryText: string | null;
  types: string[];
  /** From the request's origin, when one was given and the source knows it. */
  distanceMeters: number | null;
}

export interface PlaceDataSource {
  readonly name: PlaceSource;
  details(request: DetailsRequest, signal?: AbortSignal): Promise<PlaceOutcome<Place>>;
  detailsByLocation(request: LocationRequest, signal?: AbortSignal): Promise<PlaceOutcome<Place>>;
  searchNearby(request: NearbyRequest, signal?: AbortSignal): Promise<PlaceOutcome<Place[]>>;
  searchByText(request: TextSearchRequest, signal?: AbortSignal): Promise<PlaceOutcome<Place[]>>;
  autocomplete(request: AutocompleteRequest, signal?: AbortSignal): Promise<PlaceOutcome<PlacePrediction[]>>;
  /**
   * A token for a new typing session (Google bills an autocomplete session, ended by the details
   * fetch of the chosen prediction, once); sources without sessions return undefined.
   */
  newSessionToken(): unknown;
}

/**
 * A text folded for matching what a visitor typed: accents dropped, lower case, ß as ss (so
 * 'zweibruckenstrasse' finds 'Zweibrückenstraße'). Folding one character may give two ('ß' → 'ss')
 * or none (a combining mark).
 */
export const fold = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('de-DE')
    .replace(/ß/g, 'ss');

/** The `[start, end)` ranges where `typed` occurs in `text`, case- and accent-insensitively (first match). */
export function matchesOf(text: string, typed: string): TextMatch[] {
  const needle = fold(typed.trim());
  if (needle === '') return [];
  // Folding can change lengths (ß becomes ss, combining marks go): map folded indices back.
  const map: number[] = [];
  let folded = '';
  for (let i = 0; i < text.length; i += 1) {
    const part = fold(text[i] ?? '');
    for (let k = 0; k < part.length; k += 1) map.push(i);
    folded += part;
  }
  const at = folded.indexOf(needle);
  if (at < 0) return [];
  const start = map[at] ?? 0;
  const end = (map[at + needle.length - 1] ?? start) + 1;
  return [{ start, end }];
}
