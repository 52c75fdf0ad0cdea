/**
 * Every state a place widget publishes on its frame, in one table: the `data-sf-place-*` attributes
 * and their words. The words are contract (pages, integrators and the e2e tests wait for them;
 * Documentation/markup-contract.md): keep them; anything new takes the spec's 4.12 words (empty,
 * loading, success, error). Data only.
 */
import { LOAD_STATES } from './details/loader';

/** The Places UI Kit's own states (Google's element): placeholder, loading, shown, failed. */
export const UI_KIT_STATES = ['consent', 'loading', 'ready', 'failed'] as const;
export type UiKitState = (typeof UI_KIT_STATES)[number];

/** The search list's words (`data-sf-place-search`). */
export const SEARCH_STATES = ['empty', 'loading', 'ready', 'error'] as const;
export type SearchState = (typeof SEARCH_STATES)[number];

/** The published attributes: which widget sets each, and its words (or a flag, present or not). */
export const PLACE_STATE_ATTRIBUTES = {
  /** The details widgets (compact and panel), 4.12: a widget waiting for consent is empty. */
  'data-sf-place-state': { by: 'place-details, place-details-compact', words: LOAD_STATES },
  /** A details widget shows a place (the CMS markup is out of the page). */
  'data-sf-place-shown': { by: 'place-details, place-details-compact', words: 'flag' },
  'data-sf-place-search': { by: 'place-search', words: SEARCH_STATES },
  /** The autocomplete on Google's Places UI Kit (our own combobox publishes none). */
  'data-sf-place-autocomplete': { by: 'place-autocomplete (UI Kit)', words: UI_KIT_STATES },
  /** A frame on Google's Places UI Kit: its state in the UI Kit's own words, and the renderer. */
  'data-sf-place-uikit': { by: 'any place widget on the UI Kit', words: UI_KIT_STATES },
  'data-sf-place-renderer': { by: 'any place widget on the UI Kit', words: ['google-ui-kit'] },
} as const;

export type UiKitAttribute = 'data-sf-place-state' | 'data-sf-place-search' | 'data-sf-place-autocomplete';

/**
 * A UI Kit frame's state in the words of the attribute its own rendering publishes, so a page (or a
 * test) waits for either the same way.
 */
export const UI_KIT_WORDS: Readonly<Record<UiKitAttribute, Readonly<Record<UiKitState, string>>>> = {
  'data-sf-place-state': { consent: 'empty', loading: 'loading', ready: 'success', failed: 'error' },
  'data-sf-place-search': { consent: 'empty', loading: 'loading', ready: 'ready', failed: 'error' },
  'data-sf-place-autocomplete': { consent: 'consent', loading: 'loading', ready: 'ready', failed: 'failed' },
};
