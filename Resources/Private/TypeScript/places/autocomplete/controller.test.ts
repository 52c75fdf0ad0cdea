import { Place } from '../model';
import { BOTH_BIAS_AND_RESTRICTION } from '../validate';
import { createAutocompleteController, DEBOUNCE_MS, type AutocompleteSettings } from './controller';
import {
  fakeApi,
  flushPromises,
  MARIENHOF,
  MARIENPLATZ,
  MARIENSTRASSE,
  type FakeApi,
} from '../testing/autocomplete-api';

const MUNICH = { center: { lat: 48.137, lng: 11.575 }, radius: 5000 };

function setup(settings: AutocompleteSettings = { source: 'google' }, api: FakeApi = fakeApi()) {
  const report = jest.fn<undefined, [string]>();
  const controller = createAutocompleteController({ api, settings, report });
  const states: ReturnType<typeof controller.getState>[] = [];
  controller.subscribe((state) => states.push(state));
  return { api, report, controller, states };
}

/** Types `text` and lets the debounce run out and the session token arrive. */
async function typeAndWait(controller: ReturnType<typeof setup>['controller'], text: string): Promise<void> {
  controller.setInput(text);
  jest.advanceTimersByTime(DEBOUNCE_MS);
  await flushPromises();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('place autocomplete controller (issue 16, 3.9, 5.3)', () => {
  test('3.9 debounce: fast typing makes one request, DEBOUNCE_MS after the last keystroke', async () => {
    const { api, controller } = setup();
    for (const text of ['M', 'Ma', 'Mar', 'Mari']) {
      controller.setInput(text);
      jest.advanceTimersByTime(DEBOUNCE_MS / 2);
    }
    await flushPromises();
    expect(api.autocomplete).not.toHaveBeenCalled();
    jest.advanceTimersByTime(DEBOUNCE_MS / 2 - 1);
    await flushPromises();
    expect(api.autocomplete).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await flushPromises();
    expect(api.autocomplete).toHaveBeenCalledTimes(1);
    expect(api.autocomplete.mock.calls[0]?.[0]).toMatchObject({ input: 'Mari', source: 'google' });
    expect(controller.getState().status).toBe('loading');
  });

  test('3.9 the static request elements go with every request, normalised by validateAutocomplete', async () => {
    const { api, controller } = setup({
      source: 'osm',
      locationBias: MUNICH,
      includedPrimaryTypes: [],
      includedRegionCodes: ['de'],
      language: 'de',
      region: null,
      origin: { lat: 48.1, lng: 11.5 },
    });
    await typeAndWait(controller, 'Mari');
    const call = api.autocomplete.mock.calls[0]?.[0];
    expect(call).toMatchObject({
      input: 'Mari',
      locationBias: MUNICH,
      includedRegionCodes: ['de'],
      language: 'de',
      origin: { lat: 48.1, lng: 11.5 },
      source: 'osm',
    });
    // Empty type arrays are unset (5.3), null elements are left out.
    expect(call).not.toHaveProperty('includedPrimaryTypes');
    expect(call).not.toHaveProperty('region');
    expect(call?.signal).toBeInstanceOf(AbortSignal);
  });

  test('3.9 inputOffset is the caret when it is not at the end', async () => {
    const { api, controller } = setup();
    controller.setInput('Marien 8', 3);
    jest.advanceTimersByTime(DEBOUNCE_MS);
    await flushPromises();
    expect(api.autocomplete.mock.calls[0]?.[0]).toMatchObject({ input: 'Marien 8', inputOffset: 3 });
    controller.setInput('Marien 8', 8);
    jest.advanceTimersByTime(DEBOUNCE_MS);
    await flushPromises();
    expect(api.autocomplete.mock.calls[1]?.[0]).not.toHaveProperty('inputOffset');
  });

  test('2.5 no request for an empty or whitespace input; the list clears', async () => {
    const { api, controller } = setup();
    controller.setInput('');
    controller.setInput('   ');
    jest.advanceTimersByTime(DEBOUNCE_MS * 3);
    await flushPromises();
    expect(api.autocomplete).not.toHaveBeenCalled();
    expect(api.newSessionToken).not.toHaveBeenCalled();

    await typeAndWait(controller, 'Mari');
    api.answer(0, [MARIENPLATZ]);
    await flushPromises();
    expect(controller.getState().predictions).toEqual([MARIENPLATZ]);
    controller.setInput('  ');
    expect(controller.getState()).toEqual({ input: '  ', predictions: [], status: 'idle', activeIndex: -1 });
    jest.advanceTimersByTime(DEBOUNCE_MS * 3);
    await flushPromises();
    expect(api.autocomplete).toHaveBeenCalledTimes(1);
  });

  test('3.9 a stale answer never overwrites a newer one (the first resolves after the second)', async () => {
    const { api, controller } = setup();
    await typeAndWait(controller, 'Mar');
    await typeAndWait(controller, 'Mari');
    expect(api.autocomplete).toHaveBeenCalledTimes(2);
    api.answer(1, [MARIENPLATZ]);
    await flushPromises();
    api.answer(0, [MARIENSTRASSE, MARIENHOF]);
    await flushPromises();
    expect(controller.getState()).toMatchObject({
      input: 'Mari',
      predictions: [MARIENPLATZ],
      status: 'ready',
    });
  });

  test('3.9 a new keystroke aborts the request in flight, and its late answer is dropped', async () => {
    const { api, controller } = setup();
    await typeAndWait(controller, 'Mar');
    const first = api.autocomplete.mock.calls[0]?.[0].signal;
    expect(first?.aborted).toBe(false);
    controller.setInput('Mari');
    expect(first?.aborted).toBe(true);
    // The old answer arrives during the new debounce: still loading, nothing shown.
    api.answer(0, [MARIENSTRASSE]);
    await flushPromises();
    expect(controller.getState()).toMatchObject({ input: 'Mari', predictions: [], status: 'loading' });
  });

  test('3.9 one session token per typing session: reused across keystrokes, renewed after a choice', async () => {
    const { api, controller } = setup();
    await typeAndWait(controller, 'Mar');
    await typeAndWait(controller, 'Mari');
    expect(api.newSessionToken).toHaveBeenCalledTimes(1);
    expect(api.newSessionToken).toHaveBeenCalledWith('google');
    expect(api.autocomplete.mock.calls.map(([call]) => call.sessionToken)).toEqual(['token-1', 'token-1']);
    api.answer(1, [MARIENPLATZ, MARIENSTRASSE]);
    await flushPromises();

    const choice = await controller.choose(1);
    expect(api.fetchPlace).toHaveBeenCalledWith({
      id: MARIENSTRASSE.placeId,
      source: 'google',
      sessionToken: 'token-1',
      fields: ['*'],
    });
    expect(choice).toMatchObject({ prediction: MARIENSTRASSE, status: 'OK' });
    expect(choice?.place).toBeInstanceOf(Place);
    expect(controller.getState()).toEqual({
      input: MARIENSTRASSE.text,
      predictions: [],
      status: 'idle',
      activeIndex: -1,
    });

    await typeAndWait(controller, 'Karl');
    expect(api.newSessionToken).toHaveBeenCalledTimes(2);
    expect(api.autocomplete.mock.calls[2]?.[0].sessionToken).toBe('token-2');
  });

  test('3.9 clearing the input ends the typing session', async () => {
    const { api, controller } = setup();
    await typeAndWait(controller, 'Mar');
    controller.setInput('');
    await typeAndWait(controller, 'Karl');
    expect(api.autocomplete.mock.calls.map(([call]) => call.sessionToken)).toEqual(['token-1', 'token-2']);
  });

  test('3.9 sources without sessions: no sessionToken element at all', async () => {
    const { api, controller } = setup({ source: 'osm' }, fakeApi({ tokens: false }));
    await typeAndWait(controller, 'Mari');
    expect(api.autocomplete.mock.calls[0]?.[0]).not.toHaveProperty('sessionToken');
    api.answer(0, [MARIENPLATZ]);
    await flushPromises();
    await controller.choose(0);
    expect(api.fetchPlace.mock.calls[0]?.[0]).not.toHaveProperty('sessionToken');
  });

  test('5.3 a request that breaks the rules is reported once and shows no list', async () => {
    const { api, controller, report } = setup({ locationBias: MUNICH, locationRestriction: MUNICH });
    await typeAndWait(controller, 'Mar');
    await typeAndWait(controller, 'Mari');
    await typeAndWait(controller, 'Marie');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(BOTH_BIAS_AND_RESTRICTION);
    expect(api.autocomplete).not.toHaveBeenCalled();
    expect(controller.getState()).toMatchObject({ predictions: [], status: 'idle' });
  });

  test("5.3 an origin that is no lat/lng: 'Invalid Origin', once", async () => {
    const { controller, report } = setup({ origin: { lat: 200, lng: 0 } });
    await typeAndWait(controller, 'Mar');
    await typeAndWait(controller, 'Mari');
    expect(report.mock.calls).toEqual([['Invalid Origin: {"lat":200,"lng":0}']]);
  });

  test('5.3 a request the place API rejects is reported once, without an unhandled rejection', async () => {
    const api = fakeApi();
    api.autocomplete.mockImplementation(() => Promise.reject(new Error('Place: `source` invalid')));
    const { controller, report } = setup({}, api);
    await typeAndWait(controller, 'Mar');
    await typeAndWait(controller, 'Mari');
    expect(report.mock.calls).toEqual([['Place: `source` invalid']]);
    expect(controller.getState()).toMatchObject({ predictions: [], status: 'idle' });
  });

  test("8.3 a failed source becomes the state 'error' (reported to the console), ZERO_RESULTS an empty list", async () => {
    const { api, controller, report } = setup();
    await typeAndWait(controller, 'Mar');
    api.answers[0]?.resolve({ status: 'NETWORK_ERROR', detail: 'offline' });
    await flushPromises();
    expect(controller.getState()).toMatchObject({ predictions: [], status: 'error' });
    expect(report).toHaveBeenCalledWith('Place autocomplete: NETWORK_ERROR: offline');

    await typeAndWait(controller, 'Mari');
    api.answers[1]?.resolve({ status: 'ZERO_RESULTS', detail: 'none' });
    await flushPromises();
    expect(controller.getState()).toMatchObject({ predictions: [], status: 'ready' });
  });

  test('2.5 the highlight moves by one and wraps at both ends', async () => {
    const { api, controller } = setup();
    await typeAndWait(controller, 'Mari');
    api.answer(0, [MARIENPLATZ, MARIENSTRASSE, MARIENHOF]);
    await flushPromises();
    const seen: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      controller.move(1);
      seen.push(controller.getState().activeIndex);
    }
    expect(seen).toEqual([0, 1, 2, 0]);
    controller.move(-1);
    expect(controller.getState().activeIndex).toBe(2);
    controller.close();
    expect(controller.getState().activeIndex).toBe(-1);
    controller.move(-1);
    expect(controller.getState().activeIndex).toBe(2);
    controller.setActive(7);
    expect(controller.getState().activeIndex).toBe(-1);
    controller.setActive(1);
    expect(controller.getState().activeIndex).toBe(1);
    // A new keystroke removes the highlight.
    controller.setInput('Marie');
    expect(controller.getState().activeIndex).toBe(-1);
  });

  test('2.5 choosing: the highlighted prediction by default; nothing to choose gives null', async () => {
    const { api, controller } = setup();
    expect(controller.choose()).toBeNull();
    await typeAndWait(controller, 'Mari');
    api.answer(0, [MARIENPLATZ, MARIENSTRASSE]);
    await flushPromises();
    expect(controller.choose()).toBeNull();
    controller.move(1);
    const choice = await controller.choose();
    expect(choice?.prediction).toBe(MARIENPLATZ);
  });

  test('2.5 a failed or rejected details fetch still gives the choice, with its status', async () => {
    const api = fakeApi();
    const { controller, report } = setup({ source: 'cms', fields: ['displayName', 'location'] }, api);
    api.fetchPlace.mockResolvedValueOnce({ status: 'NOT_FOUND', detail: 'gone' });
    await typeAndWait(controller, 'Mari');
    api.answer(0, [MARIENPLATZ]);
    await flushPromises();
    await expect(controller.choose(0)).resolves.toEqual({
      prediction: MARIENPLATZ,
      place: null,
      status: 'NOT_FOUND',
    });
    expect(api.fetchPlace.mock.calls[0]?.[0].fields).toEqual(['displayName', 'location']);

    api.fetchPlace.mockRejectedValueOnce(new Error('Place: `id` invalid'));
    await typeAndWait(controller, 'Mari');
    api.answer(1, [MARIENPLATZ]);
    await flushPromises();
    await expect(controller.choose(0)).resolves.toMatchObject({ place: null, status: 'INVALID_REQUEST' });
    expect(report).toHaveBeenCalledWith('Place: `id` invalid');
  });

  test('choosing drops the request in flight', async () => {
    const { api, controller } = setup();
    await typeAndWait(controller, 'Mari');
    api.answer(0, [MARIENPLATZ]);
    await flushPromises();
    controller.setInput('Marie');
    jest.advanceTimersByTime(DEBOUNCE_MS);
    await flushPromises();
    // The list of 'Mari' is still there while 'Marie' loads, and may be chosen.
    void controller.choose(0);
    api.answer(1, [MARIENHOF]);
    await flushPromises();
    expect(controller.getState()).toMatchObject({ input: MARIENPLATZ.text, predictions: [], status: 'idle' });
  });

  test('a session token that cannot be had: requests go without one, reported once', async () => {
    const api = fakeApi();
    api.newSessionToken.mockRejectedValue(new Error('no Google'));
    const { controller, report } = setup({}, api);
    await typeAndWait(controller, 'Mari');
    expect(api.autocomplete.mock.calls[0]?.[0]).not.toHaveProperty('sessionToken');
    expect(report).toHaveBeenCalledTimes(1);
  });

  test('dispose: the request in flight is aborted and no state is published any more', async () => {
    const { api, controller, states } = setup();
    await typeAndWait(controller, 'Mari');
    const count = states.length;
    controller.dispose();
    expect(api.autocomplete.mock.calls[0]?.[0].signal?.aborted).toBe(true);
    api.answer(0, [MARIENPLATZ]);
    controller.setInput('Marie');
    jest.advanceTimersByTime(DEBOUNCE_MS);
    await flushPromises();
    expect(states).toHaveLength(count);
    expect(api.autocomplete).toHaveBeenCalledTimes(1);
  });
});

describe('issue 25: a text longer than an engine takes', () => {
  test('201 characters ask nothing and publish tooLong; 200 still ask', async () => {
    const { api, controller } = setup();
    await typeAndWait(controller, 'M'.repeat(201));
    expect(api.autocomplete).not.toHaveBeenCalled();
    expect(controller.getState()).toMatchObject({ status: 'tooLong', predictions: [] });
    await typeAndWait(controller, 'M'.repeat(200));
    expect(api.autocomplete).toHaveBeenCalledTimes(1);
  });
});
