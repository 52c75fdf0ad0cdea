/**
 * Issue 16, `mountUiKitWidget` with the page-wide loader on a mocked `@googlemaps/js-api-loader`:
 * nothing of Google is asked before consent (no setOptions, no importLibrary), the places library
 * after it; the state in each kind's attribute; the CMS markup until Google's element shows; a
 * chosen place as a bubbling `sf:place-select`; the frames it leaves to our own rendering.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createConsent, type ConsentApi } from '../../core/consent';
import { setLanguage } from '../../core/i18n';
import type { WidgetContext } from '../../core/types';
import { ServicesProvider } from '../../core/services-context';
import { fakeServices } from '../../core/testing/services';
import { autocompleteSettingsSchema } from '../autocomplete';
import { detailsSettingsSchema } from '../details/settings';
import { searchSettingsSchema } from '../search/settings';
import { siteGoogle } from '../site';
import { mountUiKitWidget, SELECT_EVENT } from './index';
import { fakePlacesLibrary, googlePlace, selectPlace, type FakePlaces } from '../testing/uikit-elements';

jest.mock('@googlemaps/js-api-loader', () => ({ setOptions: jest.fn(), importLibrary: jest.fn() }));

type LoaderApi = typeof import('@googlemaps/js-api-loader');
// The mocked package (jest.mock above), as the page-wide loader sees it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const api = require('@googlemaps/js-api-loader') as LoaderApi;

let roots: Root[] = [];
let consent: ConsentApi;
let fake: FakePlaces;
let context: WidgetContext;
let errors: jest.Mock<undefined, [string]>;
let warnings: jest.Mock<undefined, [string]>;

const frame = () => document.getElementById('c1')!;
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const details = (raw: object) => detailsSettingsSchema.read(raw).value;
const search = (raw: object) => searchSettingsSchema.read(raw).value;

function page(frameHtml: string, config: object = { google: { apiKey: 'KEY-1', region: 'AT' } }): void {
  document.body.innerHTML = `
    <script type="application/json" id="sf-places-config">${JSON.stringify(config)}</script>
    ${frameHtml}`;
  context = {
    frame: frame(),
    label: 'place-details-compact #c1',
    key: undefined,
    render: (container: Element, node: ReactNode) => {
      const root = createRoot(container);
      roots.push(root);
      // As core/react-host does: the page services around the widget.
      act(() =>
        flushSync(() => root.render(<ServicesProvider value={context.services}>{node}</ServicesProvider>)),
      );
      return () => root.unmount();
    },
    warn: warnings,
    error: errors,
    services: fakeServices({}, consent),
  };
}

const CARD = `
  <section id="c1" data-sf-widget="place-details-compact">
    <script type="application/json">{}</script>
    <div class="sf-place-fallback"><h2>Beispiel AG – Zentrale</h2></div>
  </section>`;
const fallback = () => frame().querySelector('.sf-place-fallback');

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));
beforeEach(() => {
  // No remembered consent (createConsent keeps a grant in localStorage).
  localStorage.clear();
  consent = createConsent(document);
  fake = fakePlacesLibrary();
  jest.mocked(api.importLibrary).mockResolvedValue(fake.library);
  errors = jest.fn<undefined, [string]>();
  warnings = jest.fn<undefined, [string]>();
});
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
});

describe('issue 16 mountUiKitWidget: consent and loading', () => {
  // First in this file: the page-wide loader has loaded nothing yet.
  test("7.2 nothing before consent; after it one setOptions (the site's key) and the places library only", async () => {
    page(CARD);
    const taken = mountUiKitWidget(
      context,
      'details-compact',
      details({ source: 'google', request: { id: 'ChIJx' }, privacyUrl: '/datenschutz.html' }),
    );
    expect(taken).toBe(true);
    await flush();
    expect(frame().getAttribute('data-sf-place-state')).toBe('empty');
    expect(frame().getAttribute('data-sf-place-uikit')).toBe('consent');
    expect(frame().getAttribute('data-sf-place-renderer')).toBe('google-ui-kit');
    expect(frame().firstElementChild?.className).toBe('sf-place-uikit-host');
    expect(fallback()).not.toBeNull();
    expect(api.setOptions).not.toHaveBeenCalled();
    expect(api.importLibrary).not.toHaveBeenCalled();
    expect(frame().querySelector('gmp-place-details-compact')).toBeNull();

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Ortsinformationen laden' }));
    });
    expect(frame().getAttribute('data-sf-place-state')).toBe('loading');
    await flush();
    expect(api.setOptions).toHaveBeenCalledTimes(1);
    expect(api.setOptions).toHaveBeenCalledWith(expect.objectContaining({ key: 'KEY-1', language: 'de' }));
    expect(jest.mocked(api.importLibrary).mock.calls).toEqual([['places']]);
    const card = frame().querySelector('gmp-place-details-compact')!;
    expect(card).not.toBeNull();
    expect(fallback()).not.toBeNull();

    act(() => {
      card.dispatchEvent(new Event('gmp-load'));
    });
    expect(frame().getAttribute('data-sf-place-state')).toBe('success');
    expect(fallback()).toBeNull();

    act(() => {
      card.dispatchEvent(new Event('gmp-error'));
    });
    expect(frame().getAttribute('data-sf-place-state')).toBe('error');
    expect(fallback()).not.toBeNull();
    expect(frame().textContent).toContain('Ortsdetails konnten nicht geladen werden');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('gmp-place-details-compact, place "ChIJx"'));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(warnings).not.toHaveBeenCalled();
  });

  test('a second widget on the page asks nothing more of the loader; the region of sf-places-config reaches Google', async () => {
    consent.grant('google');
    page(CARD);
    mountUiKitWidget(context, 'details', details({ source: 'google', request: { id: 'ChIJy' } }));
    await flush();
    expect(api.setOptions).toHaveBeenCalledTimes(1);
    expect(api.importLibrary).toHaveBeenCalledTimes(1);
    const request = frame().querySelector('gmp-place-details-place-request');
    expect(request).not.toBeNull();
    expect(frame().getAttribute('data-sf-place-state')).toBe('loading');
  });

  test('what Google has no element for: one warning naming it', () => {
    page(CARD);
    mountUiKitWidget(
      context,
      'details-compact',
      details({
        source: 'google',
        request: { id: 'ChIJx' },
        content: ['title', 'consumerAlert'],
        showsButtons: false,
      }),
    );
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings).toHaveBeenCalledWith(
      'renderer "google-ui-kit": Google\'s elements have nothing for content "consumerAlert", showsButtons: false; left out.',
    );
  });
});

describe('issue 16 mountUiKitWidget: the frames it leaves or keeps', () => {
  test('a source other than Google: our own rendering (false), nothing rendered', () => {
    page(CARD);
    expect(
      mountUiKitWidget(context, 'details-compact', details({ source: 'osm', request: { id: 'node/1' } })),
    ).toBe(false);
    expect(errors).toHaveBeenCalledWith(
      'settings field "renderer": google-ui-kit needs "source": "google"; our own rendering is used.',
    );
    expect(frame().querySelector('.sf-place-uikit-host')).toBeNull();
    expect(frame().hasAttribute('data-sf-place-state')).toBe(false);
  });

  test("no source: the site's default decides (Google in sf-places-config: taken)", () => {
    page(CARD, { source: 'google', google: { apiKey: 'KEY-1' } });
    expect(mountUiKitWidget(context, 'details-compact', details({ request: { id: 'ChIJx' } }))).toBe(true);
    page(CARD, {});
    expect(mountUiKitWidget(context, 'details-compact', details({ request: { id: 'ChIJx' } }))).toBe(false);
  });

  test('nothing to show yet (no request, no search): our own rendering, which waits for one', () => {
    page(CARD);
    expect(mountUiKitWidget(context, 'details-compact', details({ source: 'google' }))).toBe(false);
    expect(errors).toHaveBeenCalledWith(
      'settings field "request": google-ui-kit needs a place to show (an id or a location); our own rendering is used.',
    );
    expect(mountUiKitWidget(context, 'search', search({ source: 'google' }))).toBe(false);
  });

  test('5.3 a broken rule: taken, reported with the 8.4 text, the CMS markup stays, failed', () => {
    page(CARD);
    const taken = mountUiKitWidget(
      context,
      'search',
      search({ source: 'google', textSearch: { textQuery: 'Café', minRating: 7 } }),
    );
    expect(taken).toBe(true);
    expect(errors).toHaveBeenCalledWith(
      'settings field "textSearch": Place: `minRating` invalid; the frame keeps its CMS markup.',
    );
    expect(frame().getAttribute('data-sf-place-search')).toBe('error');
    expect(fallback()).not.toBeNull();
  });
});

describe('issue 16 mountUiKitWidget: search and autocomplete', () => {
  test("a place chosen in Google's list: sf:place-select bubbles with { place }; data-sf-place-search", async () => {
    consent.grant('google');
    page(CARD.replace('place-details-compact', 'place-search'));
    mountUiKitWidget(
      context,
      'search',
      search({ source: 'google', textSearch: { textQuery: 'Café' }, selectable: true }),
    );
    expect(frame().getAttribute('data-sf-place-search')).toBe('loading');
    await flush();
    const list = frame().querySelector('gmp-place-search')!;
    act(() => {
      list.dispatchEvent(new Event('gmp-load'));
    });
    expect(frame().getAttribute('data-sf-place-search')).toBe('ready');
    const chosen = jest.fn();
    document.body.addEventListener(SELECT_EVENT, (event) => {
      chosen((event as CustomEvent<unknown>).detail);
    });
    selectPlace(list, googlePlace('ChIJcafe', { displayName: 'Café Glockenspiel' }));
    expect(chosen).toHaveBeenCalledWith({ place: { id: 'ChIJcafe', displayName: 'Café Glockenspiel' } });
  });

  test("the autocomplete's placeholder stands under the CMS form (which never moves); the form leaves once Google's input is there", async () => {
    page(`
      <section id="c1" data-sf-widget="place-autocomplete">
        <script type="application/json">{}</script>
        <h2>Ort oder Adresse suchen</h2>
        <form><label for="q">Ort oder Adresse</label><input id="q" name="q" type="search" placeholder="z. B. Marienplatz 8"></form>
      </section>`);
    const taken = mountUiKitWidget(
      context,
      'autocomplete',
      autocompleteSettingsSchema.read({ source: 'google' }).value,
    );
    expect(taken).toBe(true);
    expect(frame().getAttribute('data-sf-place-autocomplete')).toBe('consent');
    expect([...frame().children].map((child) => child.localName)).toEqual(['script', 'h2', 'form', 'div']);
    act(() => consent.grant('google'));
    await flush();
    expect(frame().getAttribute('data-sf-place-autocomplete')).toBe('ready');
    expect(frame().querySelector('form')).toBeNull();
    expect(frame().querySelector('h2')).not.toBeNull();
    const input = frame().querySelector('gmp-place-autocomplete');
    expect(input).not.toBeNull();
    act(() => {
      input!.dispatchEvent(new Event('gmp-error'));
    });
    expect(frame().getAttribute('data-sf-place-autocomplete')).toBe('failed');
    expect([...frame().children].map((child) => child.localName)).toEqual(['script', 'h2', 'form', 'div']);
  });

  test('the attribute can be named', () => {
    page(CARD);
    mountUiKitWidget(context, 'details-compact', details({ source: 'google', request: { id: 'ChIJx' } }), {
      attribute: 'data-sf-place-search',
    });
    expect(frame().getAttribute('data-sf-place-search')).toBe('empty');
    expect(frame().hasAttribute('data-sf-place-state')).toBe(false);
  });
});

describe('siteGoogle', () => {
  test('the key and the region of sf-places-config; DE and no key by default or when unreadable', () => {
    page(CARD, { google: { apiKey: 'KEY-9', region: 'AT' } });
    expect(siteGoogle(document)).toEqual({ apiKey: 'KEY-9', region: 'AT' });
    page(CARD, {});
    expect(siteGoogle(document)).toEqual({ apiKey: '', region: 'DE' });
    document.getElementById('sf-places-config')!.textContent = '{ nope';
    expect(siteGoogle(document)).toEqual({ apiKey: '', region: 'DE' });
  });
});
