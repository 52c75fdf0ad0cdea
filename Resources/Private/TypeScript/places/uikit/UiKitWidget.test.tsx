/**
 * Issue 16, Google's Places UI Kit widget on mocks: the two-click placeholder before consent with
 * nothing of Google's loader imported or called, the load after `sf:consent`, Google's element in
 * its host, the German message for a loader rejection and for Google's gmp-error, consent revoked,
 * and the elements gone with the widget.
 */
import { ServicesProvider } from '../../core/services-context';
import { fakeServices } from '../../core/testing/services';
import { act, fireEvent, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createConsent, type ConsentApi } from '../../core/consent';
import { setLanguage } from '../../core/i18n';
import { autocompleteSettingsSchema } from '../autocomplete';
import { detailsSettingsSchema } from '../details/settings';
import { searchSettingsSchema } from '../search/settings';
import type { UiKitState } from './states';
import {
  fakePlacesLibrary,
  googlePlace,
  optionsOf,
  selectPlace,
  type FakePlaces,
} from '../testing/uikit-elements';
import { cmsInput, UiKitWidget, type UiKitWidgetProps } from './UiKitWidget';
import { uiKitPlan, type UiKitInput } from './config';

// Google's loader, as the widget imports it after consent: whether it was imported, and each call.
let mockLoaderImported = false;
const mockLoads: string[] = [];
let mockLoad: (apiKey: string) => Promise<google.maps.PlacesLibrary>;
jest.mock('../../services/google/loader', () => {
  mockLoaderImported = true;
  return {
    loadGooglePlaces: (apiKey: string) => {
      mockLoads.push(apiKey);
      return mockLoad(apiKey);
    },
  };
});

let root: Root | undefined;
let consent: ConsentApi;
let fake: FakePlaces;
let states: UiKitState[];
let report: jest.Mock<undefined, [string]>;
let onSelect: jest.Mock;

const frame = () => document.getElementById('c1')!;
const element = (tag: string) => frame().querySelector(tag);
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

type KindProps =
  | { kind: 'details-compact' | 'details'; settings: unknown }
  | { kind: 'search'; settings: unknown }
  | { kind: 'autocomplete'; settings: unknown };

function render(props: KindProps): void {
  const container = document.createElement('div');
  frame().prepend(container);
  const settings =
    props.kind === 'search'
      ? searchSettingsSchema.read(props.settings).value
      : props.kind === 'autocomplete'
        ? autocompleteSettingsSchema.read(props.settings).value
        : detailsSettingsSchema.read(props.settings).value;
  // As mountUiKitWidget does: the plan computed once, from the settings and the site.
  const plan = uiKitPlan({ kind: props.kind, settings } as UiKitInput, {
    region: 'DE',
    input: cmsInput(frame()),
  });
  const all = {
    kind: props.kind,
    plan,
    apiKey: 'KEY-1',
    privacyUrl: '/datenschutz.html',
    report,
    onSelect,
    onState: (state: UiKitState) => states.push(state),
  } as UiKitWidgetProps;
  const created = createRoot(container);
  root = created;
  act(() =>
    flushSync(() =>
      created.render(
        <ServicesProvider value={fakeServices({}, consent)}>
          <UiKitWidget {...all} />
        </ServicesProvider>,
      ),
    ),
  );
}

const COMPACT = {
  kind: 'details-compact',
  settings: { source: 'google', request: { id: 'ChIJx' } },
} as const;

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));
beforeEach(() => {
  document.body.innerHTML = '<section id="c1"><p class="cms">Beispiel AG – Zentrale</p></section>';
  // No remembered consent (createConsent keeps a grant in localStorage).
  localStorage.clear();
  consent = createConsent(document);
  fake = fakePlacesLibrary();
  states = [];
  report = jest.fn<undefined, [string]>();
  onSelect = jest.fn();
  mockLoads.length = 0;
  mockLoad = () => Promise.resolve(fake.library);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('issue 16 Places UI Kit widget: consent', () => {
  test("before consent: the two-click placeholder; Google's loader is neither imported nor called", async () => {
    render(COMPACT);
    await flush();
    expect(screen.getByRole('button', { name: 'Ortsinformationen laden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Datenschutz/ }).getAttribute('href')).toBe('/datenschutz.html');
    expect(states).toEqual(['consent']);
    expect(mockLoaderImported).toBe(false);
    expect(element('gmp-place-details-compact')).toBeNull();
  });

  test("the visitor's click grants consent (sf:consent): the places library loads, Google's element shows", async () => {
    render(COMPACT);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Ortsinformationen laden' }));
    });
    expect(consent.granted('google')).toBe(true);
    expect(states).toEqual(['consent', 'loading']);
    expect(screen.getByRole('status', { name: 'Wird geladen' })).toBeTruthy();
    await flush();
    expect(mockLoads).toEqual(['KEY-1']);
    const card = element('gmp-place-details-compact')!;
    expect(card.parentElement?.className).toBe('sf-place-uikit__elements');
    expect(screen.queryByRole('button', { name: 'Ortsinformationen laden' })).toBeNull();
    act(() => {
      card.dispatchEvent(new Event('gmp-load'));
    });
    expect(states).toEqual(['consent', 'loading', 'ready']);
    expect(screen.queryByRole('status', { name: 'Wird geladen' })).toBeNull();
  });

  test('consent given before (a consent tool, an earlier visit): it loads at once', async () => {
    consent.grant('google');
    render(COMPACT);
    await flush();
    expect(states).toEqual(['loading']);
    expect(mockLoads).toEqual(['KEY-1']);
    expect(element('gmp-place-details-compact')).not.toBeNull();
  });

  test("consent revoked: Google's element leaves, the placeholder is back; granted again, it comes back", async () => {
    consent.grant('google');
    render(COMPACT);
    await flush();
    act(() => {
      element('gmp-place-details-compact')!.dispatchEvent(new Event('gmp-load'));
    });
    act(() => consent.revoke('google'));
    expect(element('gmp-place-details-compact')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ortsinformationen laden' })).toBeTruthy();
    expect(states).toEqual(['loading', 'ready', 'consent']);
    act(() => consent.grant('google'));
    await flush();
    expect(element('gmp-place-details-compact')).not.toBeNull();
    expect(states).toEqual(['loading', 'ready', 'consent', 'loading']);
  });

  test("unmounted: Google's element is taken away with the widget", async () => {
    consent.grant('google');
    render(COMPACT);
    await flush();
    expect(element('gmp-place-details-compact')).not.toBeNull();
    act(() => root?.unmount());
    root = undefined;
    expect(element('gmp-place-details-compact')).toBeNull();
  });
});

describe('issue 16 Places UI Kit widget: failures (8.3)', () => {
  test('the loader rejects (no key, the script): the German message and a console message', async () => {
    mockLoad = () =>
      Promise.reject(new Error('Google Maps: no API key configured (settings field "google.apiKey")'));
    consent.grant('google');
    render(COMPACT);
    await flush();
    expect(states).toEqual(['loading', 'failed']);
    expect(screen.getByRole('alert').textContent).toBe(
      'Ortsdetails konnten nicht geladen werdenBitte versuchen Sie es später noch einmal.',
    );
    expect(report).toHaveBeenCalledWith(
      'Google Maps: no API key configured (settings field "google.apiKey")',
    );
  });

  test('Google\'s gmp-error on the search list: "Ortsergebnisse konnten nicht geladen werden", the element hidden', async () => {
    consent.grant('google');
    render({ kind: 'search', settings: { source: 'google', textSearch: { textQuery: 'Café' } } });
    await flush();
    const list = element('gmp-place-search')!;
    act(() => {
      list.dispatchEvent(new Event('gmp-error'));
    });
    expect(states).toEqual(['loading', 'failed']);
    expect(screen.getByRole('alert').textContent).toContain('Ortsergebnisse konnten nicht geladen werden');
    expect(list.parentElement?.hidden).toBe(true);
    expect(report).toHaveBeenCalledWith(
      expect.stringContaining('the place search (gmp-place-search, text search) failed'),
    );
  });

  test('the autocomplete failing: "Vorschläge konnten nicht geladen werden"', async () => {
    consent.grant('google');
    render({ kind: 'autocomplete', settings: {} });
    await flush();
    expect(states).toEqual(['loading', 'ready']);
    act(() => {
      element('gmp-place-autocomplete')!.dispatchEvent(new Event('gmp-error'));
    });
    expect(screen.getByRole('alert').textContent).toBe('Vorschläge konnten nicht geladen werden');
  });
});

describe('issue 16 Places UI Kit widget: a chosen place', () => {
  test('gmp-select on the search list reaches onSelect', async () => {
    consent.grant('google');
    render({
      kind: 'search',
      settings: { source: 'google', textSearch: { textQuery: 'Café' }, selectable: true },
    });
    await flush();
    const list = element('gmp-place-search')!;
    expect(optionsOf(list)).toMatchObject({ selectable: true });
    selectPlace(list, googlePlace('ChIJcafe', { displayName: 'Café Glockenspiel' }));
    expect(onSelect).toHaveBeenCalledWith({ id: 'ChIJcafe', displayName: 'Café Glockenspiel' });
  });

  test("the autocomplete takes the CMS input's placeholder and label", async () => {
    frame().insertAdjacentHTML(
      'beforeend',
      '<form><label for="q">Ort oder Adresse</label><input id="q" name="q" type="text" placeholder="z. B. Marienplatz 8"></form>',
    );
    consent.grant('google');
    render({ kind: 'autocomplete', settings: {} });
    await flush();
    expect(optionsOf(element('gmp-place-autocomplete'))).toMatchObject({
      placeholder: 'z. B. Marienplatz 8',
      description: 'Ort oder Adresse',
      name: 'q',
    });
  });
});
