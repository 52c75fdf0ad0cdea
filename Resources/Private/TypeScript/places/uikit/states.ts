/**
 * What a Places UI Kit widget publishes on its frame (Documentation/places-uikit.md): its own state,
 * in the attribute and with the words the widget of our own rendering uses, so a page (or a test)
 * waits for either the same way. Pure.
 */
import type { UiKitKind } from './config';

/**
 * consent: the two-click placeholder waits for the visitor; loading: Google's script or element
 * loads; ready: Google's element shows (its `gmp-load`); failed: no key, the script or the element
 * failed (the German message and the CMS markup show).
 */
export const UI_KIT_STATES = ['consent', 'loading', 'ready', 'failed'] as const;
export type UiKitState = (typeof UI_KIT_STATES)[number];

export type UiKitAttribute = 'data-sf-place-state' | 'data-sf-place-search' | 'data-sf-place-autocomplete';

/** The attribute each kind publishes by default: the one its own rendering publishes. */
export const STATE_ATTRIBUTES: Readonly<Record<UiKitKind, UiKitAttribute>> = {
  'details-compact': 'data-sf-place-state',
  details: 'data-sf-place-state',
  search: 'data-sf-place-search',
  autocomplete: 'data-sf-place-autocomplete',
};

/**
 * The words of each attribute: the details widgets' 4.12 states (empty, loading, success, error:
 * a details widget waiting for consent is empty), the search list's (empty, loading, ready, error),
 * and for the autocomplete, which had no attribute before, the states themselves.
 */
const WORDS: Readonly<Record<UiKitAttribute, Readonly<Record<UiKitState, string>>>> = {
  'data-sf-place-state': { consent: 'empty', loading: 'loading', ready: 'success', failed: 'error' },
  'data-sf-place-search': { consent: 'empty', loading: 'loading', ready: 'ready', failed: 'error' },
  'data-sf-place-autocomplete': { consent: 'consent', loading: 'loading', ready: 'ready', failed: 'failed' },
};

export function publishedState(attribute: UiKitAttribute, state: UiKitState): string {
  return WORDS[attribute][state];
}
