/**
 * Spec 2.12 and 4.11, the language selector as the integrator's page runs it: the current
 * language (the first link) toggles the list of languages between hidden and shown.
 */
import { act, fireEvent } from '@testing-library/react';
import { loadFixture, mountBundle } from '../../../../tests/unit/fixture-dom';
import { setLanguage } from '../core/i18n';
import { readLanguages } from './languages';

const frame = () => document.getElementById('c2')!;
const toggle = () => frame().querySelector<HTMLButtonElement>('.sf-lang__toggle')!;
const list = () => frame().querySelector<HTMLUListElement>('.sf-lang__list')!;

function click(element: Element): void {
  act(() => {
    fireEvent.pointerDown(element);
    fireEvent.click(element);
  });
}

let error: jest.SpyInstance;

beforeEach(() => {
  setLanguage(undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  // A list left open keeps its document listeners: close it before the next page loads.
  if (document.querySelector('.sf-lang__toggle[aria-expanded="true"]')) {
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Escape' });
    });
  }
  jest.restoreAllMocks();
});

describe('2.12 readLanguages', () => {
  it('reads the CMS language links, the current language first', () => {
    loadFixture('/home.html');
    expect(readLanguages(frame())).toEqual([
      { label: 'DE', href: '/home.html', lang: 'de', title: 'Deutsch' },
      { label: 'EN', href: '/en/home.html', lang: 'en', title: 'English' },
    ]);
  });

  it('falls back to lang, then to nothing, when hreflang is missing', () => {
    const nav = document.createElement('nav');
    nav.innerHTML = '<a href="/a" lang="fr">FR</a><a href="/b"> PL </a><a>no href</a>';
    expect(readLanguages(nav)).toEqual([
      { label: 'FR', href: '/a', lang: 'fr', title: undefined },
      { label: 'PL', href: '/b', lang: undefined, title: undefined },
    ]);
  });
});

describe('2.12 / 4.11 language selector on the home page', () => {
  beforeEach(async () => {
    loadFixture('/home.html');
    const reports = await mountBundle({ useChrome: true });
    expect(reports.find((report) => report.label === 'language-selector #c2')?.state).toBe('mounted');
  });

  it('turns the first link into a toggle button with aria-expanded and aria-controls', () => {
    const button = toggle();
    expect(button.tagName).toBe('BUTTON');
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBe(list());
    expect(button.textContent).toBe('DE, Sprache wählen');
    expect(button.querySelector('[lang="de"]')?.textContent).toBe('DE');
    expect(button.title).toBe('Deutsch');
    expect(list().hidden).toBe(true);
    expect(list().getAttribute('aria-label')).toBe('Sprachen');
    // The frame keeps its landmark; the current language is not repeated in the list.
    expect(frame().tagName).toBe('NAV');
    expect(frame().getAttribute('aria-label')).toBe('Sprachauswahl');
    expect(list().querySelectorAll('a')).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('the other languages keep their hrefs, hreflang, lang and title', () => {
    const links = [...list().querySelectorAll('a')];
    expect(
      links.map((link) => ({
        text: link.textContent,
        href: link.getAttribute('href'),
        hreflang: link.getAttribute('hreflang'),
        lang: link.getAttribute('lang'),
        title: link.getAttribute('title'),
      })),
    ).toEqual([{ text: 'EN', href: '/en/home.html', hreflang: 'en', lang: 'en', title: 'English' }]);
  });

  it('a click on the current language toggles the list between hidden and shown', () => {
    click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(list().hidden).toBe(false);
    click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(list().hidden).toBe(true);
  });

  it('Escape closes the list and returns focus to the toggle', () => {
    click(toggle());
    list().querySelector('a')!.focus();
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(list().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('a click outside closes the list; a click inside does not', () => {
    click(toggle());
    act(() => {
      fireEvent.pointerDown(list().querySelector('a')!);
    });
    expect(list().hidden).toBe(false);
    click(document.querySelector('main h1')!);
    expect(list().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('focus leaving the selector (Tab past the list) closes it', () => {
    click(toggle());
    act(() => {
      document.querySelector<HTMLAnchorElement>('main a')!.focus();
    });
    expect(list().hidden).toBe(true);
  });

  it('keys other than Escape leave the list alone, and a closed list ignores Escape', () => {
    click(toggle());
    act(() => {
      fireEvent.keyDown(toggle(), { key: 'ArrowDown' });
    });
    expect(list().hidden).toBe(false);
    click(toggle());
    document.querySelector<HTMLAnchorElement>('main a')!.focus();
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Escape' });
    });
    expect(document.activeElement).toBe(document.querySelector('main a'));
  });
});

describe('2.12 language selector on an English page', () => {
  it('the current language is English and the list offers German', async () => {
    loadFixture('/en/home.html');
    await mountBundle({ useChrome: true });
    expect(toggle().textContent).toBe('EN, choose language');
    expect(toggle().title).toBe('English');
    const link = list().querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/home.html');
    expect(link.getAttribute('hreflang')).toBe('de');
    expect(list().getAttribute('aria-label')).toBe('Languages');
  });
});

describe('2.12 language selector without links', () => {
  it('names the frame in one console error and keeps the CMS markup', async () => {
    loadFixture('/home.html');
    frame().innerHTML = '<ul><li><span>DE</span></li></ul>';
    const reports = await mountBundle({ useChrome: true });
    const logged = error.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[SiteFrontend\] language-selector #c2: .*no language links/);
    expect(frame().innerHTML).toBe('<ul><li><span>DE</span></li></ul>');
    expect(reports.find((report) => report.label === 'mobile-menu #c3')?.state).toBe('mounted');
  });
});
