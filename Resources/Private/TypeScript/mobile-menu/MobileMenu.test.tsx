/**
 * Spec 2.11 and 9.4, the mobile menu as the integrator's page runs it: the fixture page in jsdom,
 * the bundle's entry mounting every frame.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { loadFixture, mountBundle } from '../../../../tests/unit/fixture-dom';
import { setLanguage } from '../core/i18n';
import { silenceConsole } from '../core/testing/console';
import { MobileMenu } from './MobileMenu';

function setSettings(frameId: string, json: string): string {
  const frame = document.getElementById(frameId)!;
  frame.querySelector(':scope > script[type="application/json"]')!.textContent = json;
  return frame.innerHTML;
}

const burger = () => document.querySelector<HTMLButtonElement>('#c3 .sf-burger')!;
const dialog = () => document.querySelector<HTMLElement>('.sf-mmenu__panel')!;
const root = () => document.querySelector<HTMLElement>('.sf-mmenu')!;
const closeButton = () => document.querySelector<HTMLButtonElement>('.sf-mmenu__close')!;
const isOpen = () => root().getAttribute('data-open') === 'true';
const messages = (spy: jest.SpyInstance) => spy.mock.calls.map((call) => String((call as unknown[])[0]));

function openMenu(): void {
  act(() => {
    fireEvent.click(burger());
  });
}

function key(target: Element, init: KeyboardEventInit): void {
  act(() => {
    fireEvent.keyDown(target, init);
  });
}

let error: jest.SpyInstance;
let warn: jest.SpyInstance;

beforeEach(() => {
  setLanguage(undefined);
  ({ error, warn } = silenceConsole());
});

afterEach(() => {
  // A menu left open by a test keeps its document listeners: close it before the next page loads.
  if (document.querySelector('.sf-mmenu[data-open="true"]')) key(document.body, { key: 'Escape' });
  jest.restoreAllMocks();
});

describe('2.11 mobile menu on the home page', () => {
  beforeEach(async () => {
    loadFixture('/home.html');
    const reports = await mountBundle({ useChrome: true });
    expect(reports.find((report) => report.label === 'mobile-menu #c3')?.state).toBe('mounted');
  });

  it('replaces the no-JS link by a burger button with aria-expanded false → true', () => {
    expect(document.querySelector('#c3 a.burger')).toBeNull();
    const button = burger();
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('Menü');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBe(dialog());
    expect(isOpen()).toBe(false);
    expect(dialog().hasAttribute('inert')).toBe(true);
    openMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(isOpen()).toBe(true);
    expect(dialog().hasAttribute('inert')).toBe(false);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('9.4 is a modal dialog titled MENÜ, dark panel at the end of <body>, on the left by default', () => {
    openMenu();
    const panel = dialog();
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(panel.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('MENÜ');
    expect(panel.contains(title)).toBe(true);
    expect(root().parentElement?.className).toBe('sf-mmenu-root');
    expect(root().parentElement?.parentElement).toBe(document.body);
    expect(root().getAttribute('data-position')).toBe('left');
    expect(panel.querySelector('.sf-mmenu__backdrop')).toBeNull();
    expect(root().querySelector(':scope > .sf-mmenu__backdrop')).not.toBeNull();
    expect(closeButton().getAttribute('aria-label')).toBe('Menü schließen');
    expect(panel.querySelector('nav')?.getAttribute('aria-label')).toBe('Mobile Navigation');
  });

  it('copies the main navigation with its nested level', () => {
    openMenu();
    const top = [...dialog().querySelectorAll('nav > ul > li > .sf-mmenu__row > a')];
    expect(top.map((link) => link.textContent)).toEqual([
      'Unternehmen',
      'Lösungen',
      'Karriere',
      'Journal',
      'Kontakt',
    ]);
    expect(top.map((link) => link.getAttribute('href'))).toEqual([
      '/unternehmen.html',
      '/loesungen.html',
      '/karriere.html',
      '/journal.html',
      '/kontakt.html',
    ]);
    const nested = [...dialog().querySelectorAll('nav > ul > li > ul a')].map((link) => link.textContent);
    expect(nested).toEqual([
      'Über uns',
      'Geschichte',
      'Nachhaltigkeit',
      'Energie',
      'Mobilität',
      'Industrie',
      'Stellenangebote',
      'Ausbildung',
    ]);
    // The CMS navigation itself stays where it was.
    expect(document.querySelectorAll('#main-nav a')).toHaveLength(13);
  });

  it('a nested level opens and closes with its toggle (aria-expanded, aria-controls)', () => {
    openMenu();
    const toggles = [...dialog().querySelectorAll<HTMLButtonElement>('.sf-mmenu__toggle')];
    expect(toggles).toHaveLength(3);
    const toggle = toggles[0]!;
    expect(toggle.getAttribute('aria-label')).toBe('Untermenü Unternehmen');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list.tagName).toBe('UL');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    act(() => {
      fireEvent.click(toggle);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(toggles[1]!.getAttribute('aria-expanded')).toBe('false');
    act(() => {
      fireEvent.click(toggle);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
  });

  it('moves focus into the dialog, and Escape closes it and returns focus to the burger', () => {
    burger().focus();
    openMenu();
    expect(document.activeElement).toBe(closeButton());
    key(document.activeElement!, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(burger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(burger());
  });

  it('a click on the dimmed page closes it and returns focus to the burger', () => {
    openMenu();
    act(() => {
      fireEvent.click(document.querySelector('.sf-mmenu__backdrop')!);
    });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(burger());
  });

  it('the close button closes it and returns focus to the burger', () => {
    openMenu();
    act(() => {
      fireEvent.click(closeButton());
    });
    expect(isOpen()).toBe(false);
    expect(burger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(burger());
  });

  it('traps Tab: from the last element to the first, Shift+Tab from the first to the last', () => {
    openMenu();
    const last = [...dialog().querySelectorAll<HTMLAnchorElement>('.sf-mmenu__link')].at(-1)!;
    expect(last.textContent).toBe('Kontakt');
    last.focus();
    key(last, { key: 'Tab' });
    expect(document.activeElement).toBe(closeButton());
    key(closeButton(), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // In the middle of the dialog Tab is left to the browser.
    const middle = dialog().querySelector<HTMLAnchorElement>('.sf-mmenu__link')!;
    middle.focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    act(() => {
      middle.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(middle);
  });

  it('the trap follows an opened nested level: its last link becomes the end', () => {
    openMenu();
    const toggles = [...dialog().querySelectorAll<HTMLButtonElement>('.sf-mmenu__toggle')];
    act(() => {
      fireEvent.click(toggles[2]!);
    });
    const kontakt = [...dialog().querySelectorAll<HTMLAnchorElement>('.sf-mmenu__link')].at(-1)!;
    kontakt.focus();
    key(kontakt, { key: 'Tab' });
    expect(document.activeElement).toBe(closeButton());
    // Focus that lands outside the open dialog is pulled back in.
    act(() => {
      document.querySelector<HTMLAnchorElement>('.site-footer a')!.focus();
    });
    expect(dialog().contains(document.activeElement)).toBe(true);
  });

  it('locks the page scroll while open and releases it on close', () => {
    const html = document.documentElement;
    expect(html.classList.contains('sf-scroll-lock')).toBe(false);
    openMenu();
    expect(html.classList.contains('sf-scroll-lock')).toBe(true);
    key(document.body, { key: 'Escape' });
    expect(html.classList.contains('sf-scroll-lock')).toBe(false);
  });
});

describe('2.11 mobile menu on a page of the navigation', () => {
  it('marks the current page and opens its nested level', async () => {
    loadFixture('/karriere.html');
    await mountBundle({ useChrome: true });
    openMenu();
    const current = dialog().querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual(['Karriere']);
    const item = current[0]!.closest('li')!;
    expect(item.classList.contains('sf-mmenu__item--active')).toBe(true);
    expect(item.querySelector('.sf-mmenu__toggle')?.getAttribute('aria-expanded')).toBe('true');
    expect(item.querySelector('ul')?.hidden).toBe(false);
  });

  it('speaks English on an English page', async () => {
    loadFixture('/en/home.html');
    await mountBundle({ useChrome: true });
    openMenu();
    expect(burger().textContent).toBe('Menu');
    expect(document.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent).toBe('MENU');
    expect(dialog().querySelector('.sf-mmenu__link')?.textContent).toBe('Company');
  });
});

describe('2.11 mobile menu settings', () => {
  beforeEach(() => loadFixture('/home.html'));

  it('position "right" puts the panel on the right', async () => {
    setSettings('c3', '{"navigation": "main-nav", "position": "right"}');
    await mountBundle({ useChrome: true });
    expect(root().getAttribute('data-position')).toBe('right');
    expect(error).not.toHaveBeenCalled();
  });

  it('a bad position names the frame and field, keeps the CMS link, and the other widgets mount', async () => {
    const before = setSettings('c3', '{"navigation": "main-nav", "position": "oben"}');
    const reports = await mountBundle({ useChrome: true });
    expect(messages(error)).toEqual([
      '[SiteFrontend] mobile-menu #c3: settings field "position": expected one of "left", "right", got string "oben". The frame keeps its CMS markup.',
    ]);
    expect(document.getElementById('c3')!.innerHTML).toBe(before);
    expect(document.getElementById('c3')!.getAttribute('data-sf-state')).toBe('invalid');
    expect(document.querySelector('.sf-mmenu')).toBeNull();
    const states = Object.fromEntries(reports.map((report) => [report.label, report.state]));
    expect(states['language-selector #c2']).toBe('mounted');
    expect(states['footer-social #c90']).toBe('mounted');
  });

  it('a navigation id that is not on the page names the frame and field; the CMS link stays', async () => {
    const before = setSettings('c3', '{"navigation": "haupt-navigation"}');
    const reports = await mountBundle({ useChrome: true });
    const logged = messages(error);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^\[SiteFrontend\] mobile-menu #c3: .*settings field "navigation".*"haupt-navigation"/,
    );
    expect(document.getElementById('c3')!.innerHTML).toBe(before);
    expect(document.querySelector('.sf-mmenu-root')).toBeNull();
    expect(reports.find((report) => report.label === 'mobile-menu #c3')?.state).toBe('failed');
    expect(reports.find((report) => report.label === 'language-selector #c2')?.state).toBe('mounted');
  });

  it('a navigation value that is no element id, or none at all, names the field', async () => {
    setSettings('c3', '{"navigation": "#main-nav"}');
    await mountBundle({ useChrome: true });
    expect(messages(error)).toEqual([
      '[SiteFrontend] mobile-menu #c3: settings field "navigation": expected the id of the main navigation element, got string "#main-nav". The frame keeps its CMS markup.',
    ]);
    error.mockClear();
    loadFixture('/home.html');
    setSettings('c3', '{}');
    await mountBundle({ useChrome: true });
    expect(messages(error)).toEqual([
      '[SiteFrontend] mobile-menu #c3: settings field "navigation": expected the id of the main navigation element, got nothing (field missing). The frame keeps its CMS markup.',
    ]);
  });

  it('a navigation without links gives a warning naming the frame', async () => {
    document.getElementById('main-nav')!.innerHTML = '<ul></ul>';
    await mountBundle({ useChrome: true });
    expect(error).not.toHaveBeenCalled();
    expect(messages(warn)).toEqual([
      '[SiteFrontend] mobile-menu #c3: the navigation #main-nav holds no links',
    ]);
  });
});

describe('2.11 mobile menu unmounted while open', () => {
  it('releases the page scroll lock (react-host puts the CMS markup back after a render error)', () => {
    const portal = document.createElement('div');
    document.body.replaceChildren(portal);
    const items = [{ label: 'Start', href: '/', active: false, current: true, children: [] }];
    const view = render(<MobileMenu items={items} position="left" portal={portal} />);
    act(() => {
      fireEvent.click(view.container.querySelector('.sf-burger')!);
    });
    expect(document.documentElement.classList.contains('sf-scroll-lock')).toBe(true);
    view.unmount();
    expect(document.documentElement.classList.contains('sf-scroll-lock')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });
});
