/**
 * Issue 28 audit, spec 2.5 / 9.5: the autocomplete goes full-window on screens up to 450 px wide,
 * checked at the boundary itself (449, 450, 451 px), not only at 390.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { setLanguage } from '../../core/i18n';
import { DEBOUNCE_MS } from './controller';
import { PlaceAutocomplete } from './PlaceAutocomplete';
import { fakeApi, flushPromises, MARIENPLATZ, mockScreenWidth } from '../testing/autocomplete-api';

/** Opens the predictions on a screen `width` px wide; true when the list went full-window. */
async function fullWindowAt(width: number): Promise<boolean> {
  mockScreenWidth(width);
  document.body.innerHTML = `
    <div class="frame" id="c42"><form action="/suche">
      <label for="q">Ort suchen</label><input id="q" name="q" type="text">
    </form></div>`;
  const input = document.getElementById('q') as HTMLInputElement;
  const api = fakeApi();
  const view = render(
    <PlaceAutocomplete
      input={input}
      frame={document.getElementById('c42')!}
      api={api}
      request={{ source: 'google', language: 'de' }}
      report={jest.fn()}
    />,
  );
  input.focus();
  fireEvent.input(input, { target: { value: 'Mari' } });
  await act(async () => {
    jest.advanceTimersByTime(DEBOUNCE_MS);
    await flushPromises();
  });
  await act(async () => {
    api.answer(api.answers.length - 1, [MARIENPLATZ]);
    await flushPromises();
  });
  expect(input.getAttribute('aria-expanded')).toBe('true');
  const full = input.parentElement?.classList.contains('sf-place-ac--full') === true;
  view.unmount();
  return full;
}

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));
beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: jest.fn() });
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(window, 'scrollTo');
});

describe('issue 28 audit: the 450 px full-window boundary', () => {
  it('9.5 449 px: full-window', async () => {
    expect(await fullWindowAt(449)).toBe(true);
  });

  it('9.5 450 px: full-window ("up to 450px wide" includes 450)', async () => {
    expect(await fullWindowAt(450)).toBe(true);
  });

  it('9.5 451 px: the dropdown under the input', async () => {
    expect(await fullWindowAt(451)).toBe(false);
  });
});
