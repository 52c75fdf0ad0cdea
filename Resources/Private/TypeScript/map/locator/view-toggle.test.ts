/**
 * Issue 29: the phone's 'Karte' / 'Liste' toggle: aria-pressed follows the shown part, choosing a
 * list entry on a phone shows the map, and the list shown again marks the chosen entry.
 */
import { attachViewToggle, PHONE_QUERY } from './view-toggle';

function block(): { frame: HTMLElement; toggle: HTMLElement; list: HTMLElement } {
  document.body.innerHTML = `
    <section id="sf-map-31">
      <div id="sf-map-view-31" role="group" aria-label="Karte oder Liste zeigen">
        <button type="button" data-sf-view="map" aria-pressed="true">Karte</button>
        <button type="button" data-sf-view="list" aria-pressed="false">Liste</button>
      </div>
      <ul id="sf-map-list-31">
        <li><a href="#c" data-marker-index="0">A</a></li>
        <li><a href="#c" data-marker-index="1">B</a></li>
      </ul>
    </section>`;
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return { frame: get('sf-map-31'), toggle: get('sf-map-view-31'), list: get('sf-map-list-31') };
}

/** A window whose matchMedia answers `phone` for the phone query. */
function view(phone: boolean): Window {
  return {
    matchMedia: (query: string) => ({ matches: query === PHONE_QUERY && phone }),
  } as unknown as Window;
}

const pressed = (toggle: HTMLElement) =>
  [...toggle.querySelectorAll('button')].map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
const button = (toggle: HTMLElement, name: string) =>
  [...toggle.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('issue 29: the map/list toggle', () => {
  test('starts on the map; each button shows its part and is the one pressed', () => {
    const parts = block();
    const toggle = attachViewToggle(parts, view(true));
    expect(parts.frame.getAttribute('data-sf-view')).toBe('map');
    button(parts.toggle, 'Liste').click();
    expect([toggle.view, parts.frame.getAttribute('data-sf-view')]).toEqual(['list', 'list']);
    expect(pressed(parts.toggle)).toEqual([
      ['Karte', 'false'],
      ['Liste', 'true'],
    ]);
    button(parts.toggle, 'Karte').click();
    expect(pressed(parts.toggle)).toEqual([
      ['Karte', 'true'],
      ['Liste', 'false'],
    ]);
  });

  test('a list entry chosen on a phone shows the map; the list shown again marks it and scrolls to it', () => {
    const parts = block();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    attachViewToggle(parts, view(true));
    button(parts.toggle, 'Liste').click();
    const second = parts.list.querySelector<HTMLElement>('[data-marker-index="1"]') as HTMLElement;
    second.click();
    expect(parts.frame.getAttribute('data-sf-view')).toBe('map');
    expect(second.getAttribute('aria-current')).toBe('true');
    button(parts.toggle, 'Liste').click();
    expect(scrolled).toEqual([second.closest('li')]);
    // Enter on another entry moves the mark; Tab does nothing.
    const first = parts.list.querySelector<HTMLElement>('[data-marker-index="0"]') as HTMLElement;
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(first.hasAttribute('aria-current')).toBe(false);
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect([first.getAttribute('aria-current'), second.hasAttribute('aria-current')]).toEqual([
      'true',
      false,
    ]);
    expect(parts.frame.getAttribute('data-sf-view')).toBe('map');
  });

  test('at 700 px and wider a chosen entry keeps the view (both parts are shown anyway)', () => {
    const parts = block();
    const toggle = attachViewToggle(parts, view(false));
    toggle.show('list');
    parts.list.querySelector<HTMLElement>('[data-marker-index="0"]')?.click();
    expect(toggle.view).toBe('list');
  });

  test('a location chosen elsewhere (sf:location-select) is the marked entry and shown on the map; stop() lets go', () => {
    const parts = block();
    const toggle = attachViewToggle(parts, view(true));
    toggle.show('list');
    parts.frame.dispatchEvent(new CustomEvent('sf:location-select', { detail: { mapId: '31', index: 1 } }));
    expect(parts.list.querySelector('[aria-current]')?.getAttribute('data-marker-index')).toBe('1');
    expect(toggle.view).toBe('map');
    parts.frame.dispatchEvent(new CustomEvent('sf:location-select', { detail: { mapId: '31', index: 'x' } }));
    expect(parts.list.querySelector('[aria-current]')?.getAttribute('data-marker-index')).toBe('1');
    toggle.stop();
    expect(parts.frame.hasAttribute('data-sf-view')).toBe(false);
    button(parts.toggle, 'Liste').click();
    expect(toggle.view).toBe('map');
  });
});
