/**
 * The typed part of a prediction, for `<mark>` (2.5: 'the typed part highlighted'). Sources give
 * `[start, end)` ranges; these may reach beyond the text, overlap, touch or come unsorted, and are
 * clamped and merged here. A range never splits a surrogate pair.
 */
import type { PlacePrediction, TextMatch } from '../source';

export interface HighlightPart {
  text: string;
  matched: boolean;
}

export interface PredictionParts {
  main: HighlightPart[];
  /** Null when the prediction has no secondary text. */
  secondary: HighlightPart[] | null;
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** `at` moved off the middle of a surrogate pair (to the pair's start, or its end for an end). */
function boundary(text: string, at: number, isEnd: boolean): number {
  if (at <= 0 || at >= text.length) return at;
  if (isLowSurrogate(text.charCodeAt(at)) && isHighSurrogate(text.charCodeAt(at - 1))) {
    return isEnd ? at + 1 : at - 1;
  }
  return at;
}

/** The ranges clamped into the text, without empty ones, sorted, overlapping and touching ones merged. */
export function normaliseMatches(
  text: string,
  matches: readonly TextMatch[] | null | undefined,
): TextMatch[] {
  const clamp = (value: number): number =>
    Math.min(text.length, Math.max(0, Number.isFinite(value) ? Math.trunc(value) : 0));
  const ranges = (matches ?? [])
    .filter((match) => Number.isFinite(match.start) && Number.isFinite(match.end))
    .map((match) => ({
      start: boundary(text, clamp(match.start), false),
      end: boundary(text, clamp(match.end), true),
    }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: TextMatch[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** `text` in parts, each matched (to be marked) or not; no empty parts; '' gives []. */
export function highlightParts(
  text: string,
  matches: readonly TextMatch[] | null | undefined,
): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let at = 0;
  for (const { start, end } of normaliseMatches(text, matches)) {
    if (start > at) parts.push({ text: text.slice(at, start), matched: false });
    parts.push({ text: text.slice(start, end), matched: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), matched: false });
  return parts;
}

/** The ranges of the whole text that fall into `[offset, offset + length)`, relative to it. */
function within(matches: readonly TextMatch[], offset: number, length: number): TextMatch[] {
  return matches
    .map((match) => ({
      start: Math.max(match.start, offset) - offset,
      end: Math.min(match.end, offset + length) - offset,
    }))
    .filter((match) => match.end > match.start);
}

/**
 * A prediction's main and secondary text in parts. The main text uses its own matches; without
 * them, and for the secondary text (which has none of its own), the whole text's matches where the
 * part is found in the whole text.
 */
export function predictionParts(prediction: PlacePrediction): PredictionParts {
  const { text, mainText, secondaryText } = prediction;
  const whole = normaliseMatches(text, prediction.textMatches);
  const mainAt = mainText === '' ? -1 : text.indexOf(mainText);
  const mainMatches =
    prediction.mainTextMatches.length > 0
      ? prediction.mainTextMatches
      : mainAt >= 0
        ? within(whole, mainAt, mainText.length)
        : [];
  let secondary: HighlightPart[] | null = null;
  if (secondaryText !== null && secondaryText !== '') {
    const from = mainAt >= 0 ? mainAt + mainText.length : 0;
    const secondaryAt = text.indexOf(secondaryText, from);
    secondary = highlightParts(
      secondaryText,
      secondaryAt >= 0 ? within(whole, secondaryAt, secondaryText.length) : [],
    );
  }
  return { main: highlightParts(mainText, mainMatches), secondary };
}
