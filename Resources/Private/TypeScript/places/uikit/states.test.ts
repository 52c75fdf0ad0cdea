/**
 * Issue 16, Google's Places UI Kit: the state in the attribute and the words of the widget's own
 * rendering (4.12 for the details widgets, the search list's), so a page waits for either alike.
 */
import { LOAD_STATES } from '../details/loader';
import { publishedState, STATE_ATTRIBUTES, UI_KIT_STATES } from './states';

describe('issue 16 Places UI Kit: what the frame publishes', () => {
  test('each kind in the attribute of its own rendering', () => {
    expect(STATE_ATTRIBUTES).toEqual({
      'details-compact': 'data-sf-place-state',
      details: 'data-sf-place-state',
      search: 'data-sf-place-search',
      autocomplete: 'data-sf-place-autocomplete',
    });
  });

  test('4.12 the details widgets: empty (waiting for consent), loading, success, error', () => {
    const words = UI_KIT_STATES.map((state) => publishedState('data-sf-place-state', state));
    expect(words).toEqual(['empty', 'loading', 'success', 'error']);
    for (const word of words) expect(LOAD_STATES).toContain(word);
  });

  test('the search list: empty (waiting for consent), loading, ready, error', () => {
    expect(UI_KIT_STATES.map((state) => publishedState('data-sf-place-search', state))).toEqual([
      'empty',
      'loading',
      'ready',
      'error',
    ]);
  });

  test('the autocomplete: the states themselves', () => {
    expect(UI_KIT_STATES.map((state) => publishedState('data-sf-place-autocomplete', state))).toEqual([
      ...UI_KIT_STATES,
    ]);
  });
});
