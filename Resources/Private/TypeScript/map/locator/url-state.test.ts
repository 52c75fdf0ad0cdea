/**
 * Issue 29, links that can be shared: the URL scheme, two blocks apart, other parameters and the
 * hash kept, replaceState only, the visitor's located address and coordinates never written, values
 * from the URL checked, and the restore order (filter, search, then the location once it has run).
 */
import { emit } from '../../core/events';
import { paramName, readParams, shareState, stateQuery, withState } from './url-state';

const BASE = 'http://localhost/standorte.html';

function block(id: string, withFilter = true): string {
  return `
  <section id="sf-map-${id}">
    <form id="sf-map-search-${id}">
      <input name="address" type="text"><input name="radius" type="text" value="1">
      <button type="submit">Suchen</button><button type="reset">Alle</button>
    </form>
    ${
      withFilter
        ? `<form id="sf-map-filter-${id}">
      <input type="checkbox" name="category" value="beratung" checked>
      <input type="checkbox" name="category" value="service">
      <input type="checkbox" name="category" value="laden">
      <input type="checkbox" name="openNow" value="1">
    </form>`
        : ''
    }
  </section>`;
}

/** The forms' runner, as attachForms binds it first: 'nein' is refused, anything else runs (busy). */
function runner(form: HTMLFormElement, log: string[]): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const address = (form.elements.namedItem('address') as HTMLInputElement).value;
    log.push(`submit ${address}`);
    if (address !== 'nein') form.setAttribute('aria-busy', 'true');
  });
}

interface Bound {
  log: string[];
  warnings: string[];
  stop: () => void;
  search: HTMLFormElement;
  filter: HTMLFormElement | null;
  frame: HTMLElement;
}

function bind(id: string, locationCount = 12): Bound {
  const log: string[] = [];
  const warnings: string[] = [];
  const search = document.getElementById(`sf-map-search-${id}`) as HTMLFormElement;
  const filter = document.getElementById(`sf-map-filter-${id}`) as HTMLFormElement | null;
  const frame = document.getElementById(`sf-map-${id}`)!;
  runner(search, log);
  filter?.addEventListener('change', () => {
    const checked = [...filter.querySelectorAll<HTMLInputElement>('input:checked')].map((box) => box.value);
    log.push(`filter ${checked.join(',')}`);
  });
  const stop = shareState({
    id,
    frame,
    searchForm: search,
    radiusForm: null,
    filterForm: filter,
    locationCount,
    select: (index) => log.push(`select ${index}`),
    warn: (message) => warnings.push(message),
  });
  return { log, warnings, stop, search, filter, frame };
}

const params = (): URLSearchParams => new URLSearchParams(window.location.search);
const address = (form: HTMLFormElement): HTMLInputElement =>
  form.elements.namedItem('address') as HTMLInputElement;
const radius = (form: HTMLFormElement): HTMLInputElement =>
  form.elements.namedItem('radius') as HTMLInputElement;

function search(form: HTMLFormElement, text: string, km?: string): void {
  address(form).value = text;
  if (km !== undefined) radius(form).value = km;
  form.requestSubmit();
}

let bound: Bound[] = [];
beforeEach(() => {
  window.history.replaceState(null, '', `${BASE}?utm_source=x%20y&flag#liste`);
  document.body.innerHTML = block('31') + block('32', false);
  bound = [];
});
afterEach(() => {
  for (const b of bound) b.stop();
});
const start = (id: string, count?: number): Bound => {
  const b = bind(id, count);
  bound.push(b);
  return b;
};

describe('the scheme', () => {
  it('names each parameter by the block, in a fixed order, the categories comma-separated', () => {
    expect(paramName('31', 'address')).toBe('sf-31-address');
    expect(
      stateQuery('31', {
        loc: 4,
        open: true,
        cat: ['beratung', 'service'],
        radius: '2',
        address: 'Karlsplatz 11',
      }),
    ).toEqual([
      'sf-31-address=Karlsplatz%2011',
      'sf-31-radius=2',
      'sf-31-cat=beratung,service',
      'sf-31-open=1',
      'sf-31-loc=4',
    ]);
  });

  it('replaces only the block’s own parameters: the others, untouched in their spelling, and the hash stay', () => {
    const href = `${BASE}?utm_source=x%20y&sf-32-address=Ulm&flag&sf-31-radius=9#liste`;
    expect(withState(href, '31', { address: 'Karlsplatz 11' })).toBe(
      `${BASE}?utm_source=x%20y&sf-32-address=Ulm&flag&sf-31-address=Karlsplatz%2011#liste`,
    );
    expect(withState(`${BASE}?sf-31-loc=2`, '31', {})).toBe(BASE);
    // Written again, the block keeps its place among the others: the same state, the same URL.
    expect(withState(`${BASE}?sf-21-loc=1&sf-22-loc=2&sf-21-radius=3`, '21', { loc: 4 })).toBe(
      `${BASE}?sf-21-loc=4&sf-22-loc=2`,
    );
    expect(readParams('?sf-31-address=A%26B+C&sf-31-address=second&sf-310-loc=1', '31')).toEqual({
      address: 'A%26B+C',
    });
  });
});

describe('writing', () => {
  it('an accepted search writes the typed address and radius with replaceState; other params and the hash stay', () => {
    const { search: form } = start('31');
    const entries = window.history.length;
    search(form, 'Karlsplatz 11', '2');
    expect(window.location.search).toBe(
      '?utm_source=x%20y&flag&sf-31-address=Karlsplatz%2011&sf-31-radius=2',
    );
    expect(window.location.hash).toBe('#liste');
    expect(window.history.length).toBe(entries);
  });

  it('a refused submission writes nothing', () => {
    const { search: form, log } = start('31');
    search(form, 'nein');
    expect(log).toEqual(['submit nein']);
    expect(params().has('sf-31-address')).toBe(false);
  });

  it('two blocks on one page never touch each other’s parameters', () => {
    const a = start('31');
    const b = start('32');
    search(a.search, 'Karlsplatz 11', '2');
    search(b.search, 'Marienplatz 1', '5');
    emit(b.frame, 'sf:location-select', { mapId: '32', index: 3 }, true);
    b.search.reset();
    expect(params().get('sf-31-address')).toBe('Karlsplatz 11');
    expect(params().get('sf-31-radius')).toBe('2');
    expect(params().has('sf-32-address')).toBe(false);
    expect(params().has('sf-32-loc')).toBe(false);
  });

  it('never the visitor’s located address, nor a coordinate pair: the address parameter goes, the radius stays', () => {
    const { search: form } = start('31');
    search(form, 'Karlsplatz 11', '2');
    address(form).setAttribute('data-sf-located', 'true');
    search(form, 'Marienplatz 8, 80331 München', '3');
    expect(params().has('sf-31-address')).toBe(false);
    expect(params().get('sf-31-radius')).toBe('3');
    address(form).removeAttribute('data-sf-located');
    search(form, '48.1374, 11.5755');
    expect(window.location.search).not.toMatch(/48\.13|11\.57/);
  });

  it('a search that reports itself (sf:search) is written too, by the same rule', () => {
    const { search: form, frame } = start('31');
    search(form, 'Karlsplatz 11');
    address(form).value = 'Residenzstraße 1';
    address(form).setAttribute('data-sf-located', 'true');
    emit(frame, 'sf:search', { mapId: '31', kind: 'map', results: 3 }, true);
    expect(params().has('sf-31-address')).toBe(false);
  });

  it('the filter writes the categories and open-now only where they differ from the page’s own', () => {
    const { filter } = start('31');
    const boxes = [...filter!.querySelectorAll<HTMLInputElement>('input')];
    boxes[1]!.checked = true;
    boxes[3]!.checked = true;
    filter!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(params().get('sf-31-cat')).toBe('beratung,service');
    expect(params().get('sf-31-open')).toBe('1');
    boxes[0]!.checked = false;
    boxes[1]!.checked = false;
    boxes[3]!.checked = false;
    filter!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(params().get('sf-31-cat')).toBe('');
    expect(params().has('sf-31-open')).toBe(false);
    boxes[0]!.checked = true;
    filter!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(params().has('sf-31-cat')).toBe(false);
  });

  it('a chosen location writes loc; a new search or the reset takes it away with the search', () => {
    const { search: form, frame } = start('31');
    search(form, 'Karlsplatz 11', '2');
    emit(frame, 'sf:location-select', { mapId: '31', index: 4 }, true);
    expect(params().get('sf-31-loc')).toBe('4');
    search(form, 'Marienplatz 1');
    expect(params().has('sf-31-loc')).toBe(false);
    emit(frame, 'sf:location-select', { mapId: '31', index: 2 }, true);
    form.reset();
    expect(window.location.search).toBe('?utm_source=x%20y&flag');
  });
});

describe('restoring', () => {
  it('fills the filter (change first), sends the search, and selects the location once the search has run', async () => {
    window.history.replaceState(
      null,
      '',
      `${BASE}?sf-31-address=Karlsplatz%2011&sf-31-radius=2&sf-31-cat=service,laden&sf-31-open=1&sf-31-loc=4#liste`,
    );
    const { search: form, filter, log } = start('31');
    expect(address(form).value).toBe('Karlsplatz 11');
    expect(radius(form).value).toBe('2');
    expect(log).toEqual(['filter service,laden,1', 'submit Karlsplatz 11']);
    // The location waits for the search (it would close the info window), and stays in the URL meanwhile.
    expect(params().get('sf-31-loc')).toBe('4');
    form.removeAttribute('aria-busy');
    await Promise.resolve();
    expect(log).toEqual(['filter service,laden,1', 'submit Karlsplatz 11', 'select 4']);
    expect([...filter!.querySelectorAll<HTMLInputElement>('input:checked')].map((b) => b.value)).toEqual([
      'service',
      'laden',
      '1',
    ]);
    expect(window.location.search).toBe(
      '?sf-31-address=Karlsplatz%2011&sf-31-radius=2&sf-31-cat=service,laden&sf-31-open=1&sf-31-loc=4',
    );
  });

  it('with nothing in the URL, nothing runs', () => {
    const { log } = start('31');
    expect(log).toEqual([]);
    expect(window.location.search).toBe('?utm_source=x%20y&flag');
  });

  it('a bad value is ignored with one warning naming the block’s parameter; nothing runs as script', () => {
    window.history.replaceState(
      null,
      '',
      `${BASE}?sf-31-address=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&sf-31-radius=abc&sf-31-cat=beratung,hacker&sf-31-open=ja&sf-31-loc=12`,
    );
    const { search: form, log, warnings } = start('31');
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/"sf-31-radius" \("abc"\) is no radius this form takes; it is ignored/);
    expect(warnings[1]).toMatch(/"sf-31-cat"/);
    expect(warnings[2]).toMatch(/"sf-31-open"/);
    expect(warnings[3]).toMatch(/"sf-31-loc" \("12"\) is no location of this block/);
    // The address is text in the field, never markup.
    expect(address(form).value).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    expect(radius(form).value).toBe('1');
    expect(log).toEqual(['submit <img src=x onerror=alert(1)>']);
  });

  it('the map search’s radius range: a whole number over 0; a block without a filter ignores its parameters', () => {
    window.history.replaceState(null, '', `${BASE}?sf-32-radius=0&sf-32-cat=service&sf-32-open=1`);
    const { warnings } = start('32');
    expect(warnings.map((w) => /"(sf-32-\w+)"/.exec(w)?.[1])).toEqual([
      'sf-32-radius',
      'sf-32-cat',
      'sf-32-open',
    ]);
  });

  it('on popstate: restores a different state of its own, and ignores one that is the same', () => {
    const a = start('31');
    const b = start('32');
    search(a.search, 'Karlsplatz 11', '2');
    a.search.removeAttribute('aria-busy');
    window.history.pushState(null, '', `${BASE}?sf-31-address=Marienplatz%201&sf-31-radius=3`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(a.log).toEqual(['submit Karlsplatz 11', 'submit Marienplatz 1']);
    expect(radius(a.search).value).toBe('3');
    expect(b.log).toEqual([]);
    // A hash change: the same state, nothing runs again.
    window.history.pushState(null, '', `${BASE}?sf-31-address=Marienplatz%201&sf-31-radius=3#oben`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(a.log).toHaveLength(2);
    // Back to an entry without a search: the search is reset.
    let reset = 0;
    a.search.addEventListener('reset', () => (reset += 1));
    window.history.pushState(null, '', BASE);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reset).toBe(1);
  });

  it('stops listening when the map goes', () => {
    const { search: form, stop } = bind('31');
    stop();
    search(form, 'Karlsplatz 11');
    expect(params().has('sf-31-address')).toBe(false);
  });
});
