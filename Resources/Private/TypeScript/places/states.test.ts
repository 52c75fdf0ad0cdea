/** places/states.ts: the one table of published place states, and the UI Kit's words within it. */
import { PLACE_STATE_ATTRIBUTES, UI_KIT_STATES, UI_KIT_WORDS, type UiKitAttribute } from './states';

describe('the published place states', () => {
  it('keeps the contract words of each attribute', () => {
    expect(PLACE_STATE_ATTRIBUTES['data-sf-place-state'].words).toEqual([
      'empty',
      'loading',
      'success',
      'error',
    ]);
    expect(PLACE_STATE_ATTRIBUTES['data-sf-place-search'].words).toEqual([
      'empty',
      'loading',
      'ready',
      'error',
    ]);
    expect(PLACE_STATE_ATTRIBUTES['data-sf-place-autocomplete'].words).toEqual([
      'consent',
      'loading',
      'ready',
      'failed',
    ]);
  });

  it("a UI Kit frame publishes only words of its attribute's table (a page waits for either alike)", () => {
    for (const attribute of Object.keys(UI_KIT_WORDS) as UiKitAttribute[]) {
      const words: readonly string[] = PLACE_STATE_ATTRIBUTES[attribute].words;
      for (const state of UI_KIT_STATES) expect(words).toContain(UI_KIT_WORDS[attribute][state]);
    }
  });
});
