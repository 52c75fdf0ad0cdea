/**
 * What a Places UI Kit widget publishes on its frame (Documentation/places-uikit.md): its own state,
 * in the attribute and with the words the widget of our own rendering uses, so a page (or a test)
 * waits for either the same way. Pure; the words live in places/states.ts.
 */
import { UI_KIT_WORDS, type UiKitAttribute, type UiKitState } from '../states';
import type { UiKitKind } from './config';

export { UI_KIT_STATES, type UiKitAttribute, type UiKitState } from '../states';

/** The attribute each kind publishes by default: the one its own rendering publishes. */
export const STATE_ATTRIBUTES: Readonly<Record<UiKitKind, UiKitAttribute>> = {
  'details-compact': 'data-sf-place-state',
  details: 'data-sf-place-state',
  search: 'data-sf-place-search',
  autocomplete: 'data-sf-place-autocomplete',
};

/** The words: places/states.ts (UI_KIT_WORDS), the one table of published states. */
export function publishedState(attribute: UiKitAttribute, state: UiKitState): string {
  return UI_KIT_WORDS[attribute][state];
}
