import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from '../../core/i18n';
import { Place } from '../model';
import type { PlacePrediction } from '../source';
import { DEBOUNCE_MS, type AutocompleteSettings } from './controller';
import {
  FULL_WINDOW_MAX_WIDTH,
  PLACE_SELECT_EVENT,
  PlaceAutocomplete,
  streetAddress,
  type PlaceSelectDetail,
} from './PlaceAutocomplete';
import {
  fakeApi,
  flushPromises,
  MARIENHOF,
  MARIENPLATZ,
  MARIENSTRASSE,
  mockScreenWidth,
  type FakeApi,
} from '../testing/autocomplete-api';

const REQUEST: AutocompleteSettings = { source: 'google', language: 'de' };

function setup(
  options: {
    api?: FakeApi;
    request?: AutocompleteSettings;
    fill?: 'prediction' | 'address';
    typed?: string;
  } = {},
) {
  document.body.innerHTML = `
    <div class="frame" id="c42">
      <form action="/suche" method="get">
        <p><label for="sf-place-q">Ort suchen</label><input id="sf-place-q" name="q" type="text" aria-describedby="sf-place-q-help"></p>
        <p id="sf-place-q-help">Ort oder Adresse</p>
        <button type="submit">Suchen</button>
      </form>
    </div>`;
  const input = document.getElementById('sf-place-q') as HTMLInputElement;
  const frame = document.getElementById('c42') as HTMLElement;
  const api = options.api ?? fakeApi();
  if (options.typed !== undefined) {
    input.value = options.typed;
    input.focus();
  }
  const report = jest.fn<undefined, [string]>();
  const selected: PlaceSelectDetail[] = [];
  const onSelect = (event: Event) => selected.push((event as CustomEvent<PlaceSelectDetail>).detail);
  document.addEventListener(PLACE_SELECT_EVENT, onSelect);
  const view = render(
    <PlaceAutocomplete
      input={input}
      frame={frame}
      api={api}
      request={options.request ?? REQUEST}
      report={report}
      {...(options.fill ? { fill: options.fill } : {})}
    />,
  );
  input.focus();
  const cleanup = () => document.removeEventListener(PLACE_SELECT_EVENT, onSelect);
  return { input, frame, api, report, selected, view, cleanup };
}

/** Types `text` into the input, lets the debounce run out and answers with `predictions`. */
async function type(
  input: HTMLInputElement,
  api: FakeApi,
  text: string,
  predictions: PlacePrediction[] | null = null,
): Promise<void> {
  fireEvent.input(input, { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(DEBOUNCE_MS);
    await flushPromises();
  });
  if (predictions) {
    await act(async () => {
      api.answer(api.answers.length - 1, predictions);
      await flushPromises();
    });
  }
}

const attr = (element: Element | null | undefined, name: string): string | null =>
  element?.getAttribute(name) ?? null;
const hasClass = (element: Element | null | undefined, ...names: string[]): boolean =>
  names.every((name) => element?.classList.contains(name) === true);
/** In the document and not inside anything `hidden`. */
const shown = (element: Element | null | undefined): boolean =>
  !!element && element.isConnected && element.closest('[hidden]') === null;

const key = (input: HTMLElement, name: string): boolean => fireEvent.keyDown(input, { key: name });
const options = () => screen.queryAllByRole('option');
const liveRegion = () => document.querySelector('[role="status"]');

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));
beforeEach(() => {
  jest.useFakeTimers();
  mockScreenWidth(1280);
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('PlaceAutocomplete (issue 16, 2.5 place autocomplete input)', () => {
  test('2.5 progressive: the CMS input stays, becomes a combobox, and gets its attributes back on unmount', () => {
    const { input, view, cleanup } = setup();
    const form = input.form;
    expect(attr(input, 'role')).toBe('combobox');
    expect(attr(input, 'aria-autocomplete')).toBe('list');
    expect(attr(input, 'aria-expanded')).toBe('false');
    expect(attr(input, 'aria-activedescendant')).toBeNull();
    expect(attr(input, 'autocomplete')).toBe('off');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(attr(listbox, 'role')).toBe('listbox');
    expect(attr(listbox, 'aria-label')).toBe('Vorhersagen');
    expect(screen.getByRole('combobox', { name: 'Ort suchen' })).toBe(input);
    // The hint is added to the input's own description.
    expect(input.getAttribute('aria-describedby')).toMatch(/^sf-place-q-help \S+$/);
    expect(form?.contains(input)).toBe(true);
    expect(document.activeElement).toBe(input);

    view.unmount();
    expect(attr(input, 'role')).toBeNull();
    expect(attr(input, 'aria-expanded')).toBeNull();
    expect(attr(input, 'autocomplete')).toBeNull();
    expect(attr(input, 'aria-describedby')).toBe('sf-place-q-help');
    expect(input.parentElement?.tagName).toBe('P');
    expect(document.querySelector('.sf-place-ac')).toBeNull();
    cleanup();
  });

  test('2.5 typing: the predictions after the debounce, the typed part in <mark>, the count announced', async () => {
    const { input, api, cleanup } = setup();
    fireEvent.input(input, { target: { value: 'M' } });
    fireEvent.input(input, { target: { value: 'Ma' } });
    fireEvent.input(input, { target: { value: 'Mari' } });
    await act(async () => {
      jest.advanceTimersByTime(DEBOUNCE_MS);
      await flushPromises();
    });
    expect(api.autocomplete).toHaveBeenCalledTimes(1);
    expect(options()).toHaveLength(0);
    await act(async () => {
      api.answer(0, [MARIENPLATZ, MARIENSTRASSE, MARIENHOF]);
      await flushPromises();
    });
    expect(attr(input, 'aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Vorhersagen' });
    const items = within(listbox).getAllByRole('option');
    expect(items).toHaveLength(3);
    items.forEach((item) => expect(attr(item, 'aria-selected')).toBe('false'));
    expect(items[0]?.querySelector('mark')?.textContent).toBe('Mari');
    // The name reads as the whole text (a hidden ', ' between main and secondary text).
    expect(items[0]?.textContent).toBe('Marienplatz 8, 80331 München');
    expect(liveRegion()?.textContent).toContain('3 Vorschläge verfügbar');

    await type(input, api, 'Marienh', [MARIENHOF]);
    expect(liveRegion()?.textContent).toContain('1 Vorschlag verfügbar');
    await type(input, api, 'Marienhx', []);
    expect(liveRegion()?.textContent).toContain('Keine Vorschläge');
    expect(shown(screen.getByText('Keine Vorschläge', { selector: 'p' }))).toBe(true);
    expect(attr(input, 'aria-expanded')).toBe('false');
    cleanup();
  });

  test('2.5 no request for an empty input; clearing closes the list', async () => {
    const { input, api, cleanup } = setup();
    await type(input, api, 'Mari', [MARIENPLATZ]);
    expect(options()).toHaveLength(1);
    await type(input, api, '   ');
    await type(input, api, '');
    expect(api.autocomplete).toHaveBeenCalledTimes(1);
    expect(options()).toHaveLength(0);
    expect(attr(input, 'aria-expanded')).toBe('false');
    cleanup();
  });

  test('2.5 a distance from the origin is shown with the prediction', async () => {
    const { input, api, cleanup } = setup({ request: { ...REQUEST, origin: { lat: 48.1, lng: 11.5 } } });
    await type(input, api, 'Mari', [{ ...MARIENPLATZ, distanceMeters: 1234 }]);
    expect(options()[0]?.textContent).toContain('1,2 km entfernt');
    cleanup();
  });

  test('2.5 ArrowDown / ArrowUp move and wrap; aria-activedescendant and aria-selected follow', async () => {
    const { input, api, cleanup } = setup();
    await type(input, api, 'Mari', [MARIENPLATZ, MARIENSTRASSE, MARIENHOF]);
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');

    expect(key(input, 'ArrowDown')).toBe(false);
    expect(active()).toBe(options()[0]);
    expect(attr(options()[0], 'aria-selected')).toBe('true');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(active()).toBe(options()[2]);
    key(input, 'ArrowDown');
    expect(active()).toBe(options()[0]);
    expect(attr(options()[2], 'aria-selected')).toBe('false');
    key(input, 'ArrowUp');
    expect(active()).toBe(options()[2]);
    expect(options().filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    cleanup();
  });

  test('2.5 Enter chooses the active prediction and keeps the form from submitting; sf:place-select carries the place', async () => {
    const { input, frame, api, selected, cleanup } = setup();
    const onFrame = jest.fn();
    frame.addEventListener(PLACE_SELECT_EVENT, onFrame);
    await type(input, api, 'Mari', [MARIENPLATZ, MARIENSTRASSE]);
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    let notPrevented = true;
    await act(async () => {
      notPrevented = key(input, 'Enter');
      await flushPromises();
    });
    expect(notPrevented).toBe(false);
    expect(input.value).toBe(MARIENSTRASSE.text);
    expect(attr(input, 'aria-expanded')).toBe('false');
    expect(attr(input, 'aria-activedescendant')).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(api.fetchPlace).toHaveBeenCalledWith({
      id: MARIENSTRASSE.placeId,
      source: 'google',
      sessionToken: 'token-1',
      fields: ['*'],
    });
    expect(onFrame).toHaveBeenCalledTimes(1);
    expect(selected).toHaveLength(1);
    expect(selected[0]?.prediction).toBe(MARIENSTRASSE);
    expect(selected[0]?.place).toBeInstanceOf(Place);
    expect(selected[0]?.place?.id).toBe(MARIENSTRASSE.placeId);

    // The session ended: the next typing asks for a new token.
    await type(input, api, 'Karl');
    expect(api.newSessionToken).toHaveBeenCalledTimes(2);
    expect(api.autocomplete.mock.calls[1]?.[0].sessionToken).toBe('token-2');
    cleanup();
  });

  test('2.5 Enter without an active prediction lets the form submit the typed text', async () => {
    const { input, api, selected, cleanup } = setup();
    await type(input, api, 'Mari', [MARIENPLATZ]);
    expect(key(input, 'Enter')).toBe(true);
    expect(input.value).toBe('Mari');
    expect(api.fetchPlace).not.toHaveBeenCalled();
    expect(selected).toHaveLength(0);
    expect(attr(input, 'aria-expanded')).toBe('false');
    cleanup();
  });

  test('2.5 Escape closes (the text stays); ArrowDown opens again at the first prediction', async () => {
    const { input, api, cleanup } = setup();
    await type(input, api, 'Mari', [MARIENPLATZ, MARIENSTRASSE]);
    key(input, 'ArrowDown');
    expect(key(input, 'Escape')).toBe(false);
    expect(attr(input, 'aria-expanded')).toBe('false');
    expect(attr(input, 'aria-activedescendant')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('Mari');
    // A second Escape does nothing more (the browser's own handling goes on).
    expect(key(input, 'Escape')).toBe(true);
    expect(input.value).toBe('Mari');

    key(input, 'ArrowDown');
    expect(attr(input, 'aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    cleanup();
  });

  test('2.5 Tab and focus leaving close the list', async () => {
    const { input, api, cleanup } = setup();
    await type(input, api, 'Mari', [MARIENPLATZ]);
    expect(key(input, 'Tab')).toBe(true);
    expect(attr(input, 'aria-expanded')).toBe('false');

    await type(input, api, 'Marie', [MARIENPLATZ]);
    expect(attr(input, 'aria-expanded')).toBe('true');
    fireEvent.focusOut(input, { relatedTarget: screen.getByRole('button', { name: 'Suchen' }) });
    expect(attr(input, 'aria-expanded')).toBe('false');
    cleanup();
  });

  test('2.5 a click (or tap) chooses; pressing an option keeps focus in the input', async () => {
    const { input, api, selected, cleanup } = setup();
    await type(input, api, 'Mari', [MARIENPLATZ, MARIENSTRASSE]);
    const option = options()[1];
    if (!option) throw new Error('no option');
    expect(fireEvent.mouseDown(option)).toBe(false);
    await act(async () => {
      fireEvent.click(option);
      await flushPromises();
    });
    expect(input.value).toBe(MARIENSTRASSE.text);
    expect(selected[0]?.place?.id).toBe(MARIENSTRASSE.placeId);
    cleanup();
  });

  test('8.3 a failed source shows "Vorschläge konnten nicht geladen werden"', async () => {
    const { input, api, report, cleanup } = setup();
    await type(input, api, 'Mari');
    await act(async () => {
      api.answers[0]?.resolve({ status: 'NETWORK_ERROR', detail: 'offline' });
      await flushPromises();
    });
    expect(shown(screen.getByText('Vorschläge konnten nicht geladen werden', { selector: 'p' }))).toBe(true);
    expect(liveRegion()?.textContent).toContain('Vorschläge konnten nicht geladen werden');
    expect(report).toHaveBeenCalledWith('Place autocomplete: NETWORK_ERROR: offline');
    cleanup();
  });

  test('issue 25: more than 200 characters say so in German and ask nothing', async () => {
    const { input, api, cleanup } = setup();
    await type(input, api, 'M'.repeat(10_000));
    expect(api.autocomplete).not.toHaveBeenCalled();
    expect(shown(screen.getByText('Keine Vorschläge für mehr als 200 Zeichen.', { selector: 'p' }))).toBe(
      true,
    );
    expect(liveRegion()?.textContent).toContain('Keine Vorschläge für mehr als 200 Zeichen.');
    cleanup();
  });

  test('2.5 a failed details fetch still sets the text and emits sf:place-select without a place', async () => {
    const api = fakeApi();
    api.fetchPlace.mockResolvedValueOnce({ status: 'NOT_FOUND', detail: 'gone' });
    const { input, selected, cleanup } = setup({ api });
    await type(input, api, 'Mari', [MARIENPLATZ]);
    key(input, 'ArrowDown');
    await act(async () => {
      key(input, 'Enter');
      await flushPromises();
    });
    expect(input.value).toBe(MARIENPLATZ.text);
    expect(selected).toEqual([{ place: null, prediction: MARIENPLATZ, status: 'NOT_FOUND' }]);
    cleanup();
  });

  test('5.3 a request that breaks the rules is reported once and shows no list', async () => {
    const circle = { center: { lat: 48.1, lng: 11.5 }, radius: 1000 };
    const { input, api, report, cleanup } = setup({
      request: { locationBias: circle, locationRestriction: circle },
    });
    await type(input, api, 'Mar');
    await type(input, api, 'Mari');
    expect(report.mock.calls).toEqual([['Cannot set both locationBias and locationRestriction.']]);
    expect(api.autocomplete).not.toHaveBeenCalled();
    expect(attr(input, 'aria-expanded')).toBe('false');
    expect(options()).toHaveLength(0);
    cleanup();
  });

  test('9.5 wider than 450 px: the list drops down in place, no full-window layer', async () => {
    const { input, api, cleanup } = setup();
    await type(input, api, 'Mari', [MARIENPLATZ]);
    expect(hasClass(input.parentElement, 'sf-place-ac', 'sf-place-ac--open')).toBe(true);
    expect(hasClass(input.parentElement, 'sf-place-ac--full')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Vorschläge schließen' })).toBeNull();
    expect(hasClass(document.documentElement, 'sf-scroll-lock')).toBe(false);
    cleanup();
  });

  test(`9.5 at 390 px (≤ ${FULL_WINDOW_MAX_WIDTH}) the open list goes full-window; the close button gives focus and scroll back`, async () => {
    mockScreenWidth(390);
    const scrollTo = jest.fn();
    Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: scrollTo });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    const { input, api, cleanup } = setup();
    await type(input, api, 'Mari', [MARIENPLATZ, MARIENSTRASSE]);

    const wrapper = input.parentElement;
    expect(hasClass(wrapper, 'sf-place-ac--full')).toBe(true);
    // One real input, on top of the layer, with the list and a visible close button.
    expect(document.querySelectorAll('input[type="text"]')).toHaveLength(1);
    expect(wrapper?.firstElementChild).toBe(input);
    const close = screen.getByRole('button', { name: 'Vorschläge schließen' });
    expect(shown(close)).toBe(true);
    expect(wrapper?.contains(screen.getByRole('listbox'))).toBe(true);
    expect(hasClass(document.documentElement, 'sf-scroll-lock')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    // Tab goes to the close button and back, not to the page behind the layer.
    expect(key(input, 'Tab')).toBe(false);
    expect(document.activeElement).toBe(close);
    expect(key(close, 'Tab')).toBe(false);
    expect(document.activeElement).toBe(input);
    close.focus();

    fireEvent.click(close);
    expect(hasClass(wrapper, 'sf-place-ac--full')).toBe(false);
    expect(attr(input, 'aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
    expect(hasClass(document.documentElement, 'sf-scroll-lock')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    expect(screen.queryByRole('button', { name: 'Vorschläge schließen' })).toBeNull();

    Reflect.deleteProperty(window, 'scrollTo');
    Reflect.deleteProperty(window, 'scrollY');
    cleanup();
  });

  test('9.5 full-window: choosing a prediction closes the layer and the place is selected', async () => {
    mockScreenWidth(390);
    const scrollTo = jest.fn();
    Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: scrollTo });
    const { input, api, selected, cleanup } = setup();
    await type(input, api, 'Mari', [MARIENPLATZ]);
    expect(hasClass(input.parentElement, 'sf-place-ac--full')).toBe(true);
    await act(async () => {
      fireEvent.click(options()[0] as HTMLElement);
      await flushPromises();
    });
    expect(hasClass(input.parentElement, 'sf-place-ac--full')).toBe(false);
    expect(document.activeElement).toBe(input);
    expect(scrollTo).toHaveBeenCalled();
    expect(selected[0]?.place?.id).toBe(MARIENPLATZ.placeId);
    Reflect.deleteProperty(window, 'scrollTo');
    cleanup();
  });
});

describe('PlaceAutocomplete in the map forms (issue 16)', () => {
  const street = (address: string, components: string[]) =>
    new Place({ id: 'p' }, 'osm', {
      formattedAddress: address,
      addressComponents: components.map((type) => ({ longText: type, shortText: type, types: [type] })),
    });

  test('streetAddress: the address of a place with a street; none for a square or no place', () => {
    expect(
      streetAddress(street('Marienplatz 8, 80331 München', ['street_number', 'route', 'locality'])),
    ).toBe('Marienplatz 8, 80331 München');
    expect(streetAddress(street('München', ['locality']))).toBeNull();
    expect(streetAddress(null)).toBeNull();
  });

  test("fill 'address': the chosen place's street address replaces the prediction's text", async () => {
    const api = fakeApi();
    api.fetchPlace.mockResolvedValue({
      status: 'OK',
      value: street('Marienplatz 8, 80331 München', ['street_number', 'route']),
    });
    const { input, cleanup } = setup({ api, fill: 'address' });
    await type(input, api, 'Marienpl', [MARIENPLATZ]);
    key(input, 'ArrowDown');
    expect(key(input, 'Enter')).toBe(false);
    expect(input.value).toBe(MARIENPLATZ.text);
    await act(async () => {
      await flushPromises();
    });
    expect(input.value).toBe('Marienplatz 8, 80331 München');
    cleanup();
  });

  test("fill 'address': a visitor who typed on meanwhile keeps the text", async () => {
    const api = fakeApi();
    api.fetchPlace.mockResolvedValue({
      status: 'OK',
      value: street('Marienplatz 8, 80331 München', ['route']),
    });
    const { input, cleanup } = setup({ api, fill: 'address' });
    await type(input, api, 'Marienpl', [MARIENPLATZ]);
    key(input, 'ArrowDown');
    key(input, 'Enter');
    input.value = 'Marienplatz 8a';
    await act(async () => {
      await flushPromises();
    });
    expect(input.value).toBe('Marienplatz 8a');
    cleanup();
  });

  test('mounted while the visitor is typing (the map forms load on focus): what is typed is asked for at once', async () => {
    const api = fakeApi();
    const { input, cleanup } = setup({ api, typed: 'Karlspl' });
    await act(async () => {
      jest.advanceTimersByTime(DEBOUNCE_MS);
      await flushPromises();
    });
    expect(api.autocomplete).toHaveBeenCalledWith(expect.objectContaining({ input: 'Karlspl' }));
    await act(async () => {
      api.answer(0, [MARIENPLATZ]);
      await flushPromises();
    });
    expect(attr(input, 'aria-expanded')).toBe('true');
    expect(input.closest('.sf-place-ac')?.getAttribute('data-sf-ac')).toBe('ready');
    cleanup();
  });
});
