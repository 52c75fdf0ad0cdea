/**
 * Links that can be shared: two blocks apart, other parameters and the hash kept, replaceState
 * only, the visitor's located address and coordinates never written, values from the URL checked,
 * the restore order (filter, map search, radius search, then the location once they have run), a
 * chosen location that the filter hides no longer chosen, and any typed text survives.
 */
import fc from 'fast-check';
import { emit } from '../../core/events';
import { wellFormed } from '../../core/http';
import { isCoordinates } from './url-params';
import { shareState } from './url-state';

const BASE = 'http://localhost/standorte.html';

interface Forms {
  search?: boolean;
  radius?: boolean;
  filter?: boolean;
}

function block(id: string, { search = true, radius = false, filter = false }: Forms): string {
  return `
  <section id="sf-map-${id}">
    ${
      radius
        ? `<form id="sf-map-radius-${id}">
      <input name="address" type="text">
      <select name="type"><option value="restaurant">Restaurant</option><option value="cafe" selected>Café</option><option value="pharmacy">Apotheke</option></select>
      <input name="radius" type="text" value="1">
      <button type="submit">Suchen</button>
    </form>`
        : ''
    }
    ${
      search
        ? `<form id="sf-map-search-${id}">
      <input name="address" type="text"><input name="radius" type="text" value="1">
      <button type="submit">Suchen</button><button type="reset">Alle</button>
    </form>`
        : ''
    }
    ${
      filter
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
function runner(form: HTMLFormElement | null, log: string[], name: string): void {
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const address = (form.elements.namedItem('address') as HTMLInputElement).value;
    log.push(`${name} ${address}`);
    if (address !== 'nein') form.setAttribute('aria-busy', 'true');
  });
}

/** The block's shown locations: all, but those a test hides (as the filter or a search would). */
function fakeShown() {
  const hidden = new Set<number>();
  const listeners = new Set<() => void>();
  return {
    isShown: (index: number) => !hidden.has(index),
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Shows exactly the locations not in `indices`. */
    hide(...indices: number[]) {
      hidden.clear();
      for (const index of indices) hidden.add(index);
      for (const listener of listeners) listener();
    },
  };
}

interface Bound {
  log: string[];
  warnings: string[];
  stop: () => void;
  search: HTMLFormElement;
  near: HTMLFormElement;
  filter: HTMLFormElement | null;
  frame: HTMLElement;
  shown: ReturnType<typeof fakeShown>;
}

function bind(id: string, locationCount = 12, beforeRestore?: (bound: Omit<Bound, 'stop'>) => void): Bound {
  const log: string[] = [];
  const warnings: string[] = [];
  const search = document.getElementById(`sf-map-search-${id}`) as HTMLFormElement;
  const near = document.getElementById(`sf-map-radius-${id}`) as HTMLFormElement;
  const filter = document.getElementById(`sf-map-filter-${id}`) as HTMLFormElement | null;
  const frame = document.getElementById(`sf-map-${id}`)!;
  const shown = fakeShown();
  runner(search, log, 'submit');
  runner(near, log, 'near');
  filter?.addEventListener('change', () => {
    const checked = [...filter.querySelectorAll<HTMLInputElement>('input:checked')].map((box) => box.value);
    log.push(`filter ${checked.join(',')}`);
  });
  beforeRestore?.({ log, warnings, search, near, filter, frame, shown });
  const parts = {
    id,
    frame,
    searchForm: search,
    radiusForm: near,
    filterForm: filter,
    locationCount,
    select: (index: number) => void log.push(`select ${index}`),
    deselect: (index: number) => void log.push(`deselect ${index}`),
    shown,
    warn: (message: string) => void warnings.push(message),
  };
  const stop = shareState(parts);
  return { log, warnings, stop, search, near, filter, frame, shown };
}

const params = (): URLSearchParams => new URLSearchParams(window.location.search);
const address = (form: HTMLFormElement): HTMLInputElement =>
  form.elements.namedItem('address') as HTMLInputElement;
const radius = (form: HTMLFormElement): HTMLInputElement =>
  form.elements.namedItem('radius') as HTMLInputElement;
const type = (form: HTMLFormElement): HTMLSelectElement =>
  form.elements.namedItem('type') as HTMLSelectElement;
/** The search has run: the runner is no longer busy (the observer reacts in a microtask). */
async function done(form: HTMLFormElement): Promise<void> {
  form.removeAttribute('aria-busy');
  await Promise.resolve();
}

function search(form: HTMLFormElement, text: string, km?: string): void {
  address(form).value = text;
  if (km !== undefined) radius(form).value = km;
  form.requestSubmit();
}

let bound: Bound[] = [];
beforeEach(() => {
  window.history.replaceState(null, '', `${BASE}?utm_source=x%20y&flag#liste`);
  document.body.innerHTML =
    block('31', { filter: true }) +
    block('32', {}) +
    block('11', { radius: true }) +
    block('61', { search: false, radius: true });
  bound = [];
});
afterEach(() => {
  for (const b of bound) b.stop();
});
const start = (id: string, count?: number, beforeRestore?: Parameters<typeof bind>[2]): Bound => {
  const b = bind(id, count, beforeRestore);
  bound.push(b);
  return b;
};

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

describe('any typed text', () => {
  it('a lone surrogate in the address is written as U+FFFD, and every later click still writes', () => {
    const { search: form, frame, filter } = start('31');
    search(form, 'Karlsplatz \uD800 11', '2');
    expect(params().get('sf-31-address')).toBe('Karlsplatz \uFFFD 11');
    emit(frame, 'sf:location-select', { mapId: '31', index: 4 }, true);
    expect(params().get('sf-31-loc')).toBe('4');
    (filter!.querySelector('input[value="laden"]') as HTMLInputElement).checked = true;
    filter!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(params().get('sf-31-cat')).toBe('beratung,laden');
  });

  it('whatever the visitor types, writing never throws and a reload restores it, well-formed', () => {
    const unit = fc.oneof(
      fc.constantFrom('\uD800', '\uDFFF', '%', '+', '&', '=', '#', ',', ' '),
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), fc.string({ unit, maxLength: 60 }), (typed, near) => {
        window.history.replaceState(null, '', BASE);
        // One block with the map search, one with the radius search only.
        const page = block('32', {}) + block('61', { search: false, radius: true });
        document.body.innerHTML = page;
        const errors: unknown[] = [];
        const onError = (event: ErrorEvent) => errors.push(event.error);
        window.addEventListener('error', onError);
        try {
          const first = [bind('32'), bind('61')] as const;
          search(first[0].search, typed);
          search(first[1].near, near);
          // What the fields hold (a text field drops line breaks), well-formed.
          const wanted = [address(first[0].search), address(first[1].near)].map((input) =>
            wellFormed(input.value.trim()),
          );
          for (const b of first) b.stop();
          expect(errors).toEqual([]);
          // The URL holds the text well-formed (only what is no address is left out)…
          const written = [params().get('sf-32-address'), params().get('sf-61-near-address')];
          expect(written).toEqual(wanted.map((text) => (text === '' || isCoordinates(text) ? null : text)));
          // …and a reload fills the fields with it.
          document.body.innerHTML = page;
          const again = [bind('32'), bind('61')] as const;
          for (const b of again) b.stop();
          const filled = [address(again[0].search).value, address(again[1].near).value];
          written.forEach((value, index) => {
            if (value !== null) expect(filled[index]).toBe(wanted[index]);
          });
          expect(errors).toEqual([]);
        } finally {
          window.removeEventListener('error', onError);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('the chosen location across history', () => {
  it('popstate to an entry with only a chosen location, after a search: the search is reset, the location selected and kept in the URL', async () => {
    const { search: form, log } = start('31');
    search(form, 'Karlsplatz 11', '2');
    await done(form);
    window.history.pushState(null, '', `${BASE}?sf-31-loc=2`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await Promise.resolve();
    expect(log).toEqual(['submit Karlsplatz 11', 'select 2']);
    expect(window.location.search).toBe('?sf-31-loc=2');
  });

  it('the visitor’s own reset during a restored search drops the location the restore was waiting to show', async () => {
    window.history.replaceState(null, '', `${BASE}?sf-31-address=Karlsplatz%2011&sf-31-loc=4`);
    const { search: form, log } = start('31');
    form.reset();
    await done(form);
    expect(log).toEqual(['submit Karlsplatz 11']);
    expect(params().has('sf-31-loc')).toBe(false);
  });
});

describe('a chosen location the block no longer shows', () => {
  it('is no longer chosen: its info window closes and loc leaves the URL', () => {
    const { frame, shown, log } = start('31');
    emit(frame, 'sf:location-select', { mapId: '31', index: 1 }, true);
    shown.hide(3);
    expect(params().get('sf-31-loc')).toBe('1');
    shown.hide(1, 3);
    expect(log).toEqual(['deselect 1']);
    expect(params().has('sf-31-loc')).toBe(false);
    shown.hide();
    expect(log).toEqual(['deselect 1']);
  });

  it('a link whose restored filter hides its location does not select it, and loc leaves the URL', async () => {
    window.history.replaceState(null, '', `${BASE}?sf-31-cat=laden&sf-31-loc=1`);
    const { log } = start('31', 12, ({ filter, shown }) => {
      // The filter hides location 1 as soon as 'laden' alone is checked.
      filter!.addEventListener('change', () => shown.hide(1));
    });
    await Promise.resolve();
    expect(log).toEqual(['filter laden']);
    expect(window.location.search).toBe('?sf-31-cat=laden');
  });

  it('a restore waiting for its search keeps its location while the old search still hides it', async () => {
    const { search: form, shown, log } = start('31');
    search(form, 'Karlsplatz 11');
    await done(form);
    shown.hide(5);
    window.history.pushState(null, '', `${BASE}?sf-31-address=Marienplatz%201&sf-31-loc=5`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    shown.hide(5, 7);
    expect(params().get('sf-31-loc')).toBe('5');
    shown.hide(7);
    await done(form);
    expect(log).toEqual(['submit Karlsplatz 11', 'submit Marienplatz 1', 'select 5']);
    expect(params().get('sf-31-loc')).toBe('5');
  });
});

describe('the radius place search', () => {
  it('is written beside the map search, namespaced near-…; a block’s two forms never collide', () => {
    const { search: form, near } = start('11');
    search(form, 'Karlsplatz 11', '2');
    search(near, 'Marienplatz 8', '1,5');
    type(near).value = 'pharmacy';
    search(near, 'Marienplatz 8');
    expect(window.location.search).toBe(
      '?utm_source=x%20y&flag&sf-11-address=Karlsplatz%2011&sf-11-radius=2&sf-11-near-address=Marienplatz%208&sf-11-near-type=pharmacy&sf-11-near-radius=1%2C5',
    );
  });

  it('a map search and the map search’s reset take the radius search’s keys away (they take its places off the map)', () => {
    const { search: form, near, frame } = start('11');
    search(near, 'Marienplatz 8');
    expect(params().get('sf-11-near-address')).toBe('Marienplatz 8');
    search(form, 'Karlsplatz 11');
    expect([...params().keys()]).toEqual(['utm_source', 'flag', 'sf-11-address', 'sf-11-radius']);
    search(near, 'Marienplatz 8');
    emit(frame, 'sf:location-select', { mapId: '11', index: 3 }, true);
    form.reset();
    expect(window.location.search).toBe('?utm_source=x%20y&flag');
  });

  it('never the visitor’s located position, nor a coordinate pair; a located search reports itself', () => {
    const { near, frame } = start('11');
    address(near).value = 'Residenzstraße 1';
    address(near).setAttribute('data-sf-located', 'true');
    emit(frame, 'sf:search', { mapId: '11', kind: 'radius', results: 3 }, true);
    expect(params().has('sf-11-near-address')).toBe(false);
    expect(params().get('sf-11-near-type')).toBe('cafe');
    address(near).removeAttribute('data-sf-located');
    search(near, '48.1374, 11.5755');
    expect(window.location.search).not.toMatch(/48\.13|11\.57/);
  });

  it('restores the map search first, the radius search once it has run, then the location', async () => {
    window.history.replaceState(
      null,
      '',
      `${BASE}?sf-11-address=Karlsplatz%2011&sf-11-radius=2&sf-11-near-address=Marienplatz%208&sf-11-near-type=pharmacy&sf-11-near-radius=1.5&sf-11-loc=3`,
    );
    const written = window.location.search;
    const { search: form, near, log } = start('11');
    expect(log).toEqual(['submit Karlsplatz 11']);
    // Meanwhile the URL keeps what is still to run.
    expect(window.location.search).toBe(written);
    await done(form);
    expect(log).toEqual(['submit Karlsplatz 11', 'near Marienplatz 8']);
    expect([type(near).value, radius(near).value]).toEqual(['pharmacy', '1.5']);
    await done(near);
    expect(log).toEqual(['submit Karlsplatz 11', 'near Marienplatz 8', 'select 3']);
    expect(window.location.search).toBe(written);
  });

  it('on popstate to an entry without the radius search: its fields are reset and its places taken off with the map search’s reset', () => {
    const { search: form, near } = start('11');
    let resets = 0;
    form.addEventListener('reset', () => (resets += 1));
    type(near).value = 'pharmacy';
    search(near, 'Marienplatz 8', '3');
    window.history.pushState(null, '', `${BASE}?other=1`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(resets).toBe(1);
    expect([address(near).value, type(near).value, radius(near).value]).toEqual(['', 'cafe', '1']);
    expect(window.location.search).toBe('?other=1');
  });

  it('a block with only the radius search reads older links’ address, type and radius, and writes them as near-…', () => {
    window.history.replaceState(
      null,
      '',
      `${BASE}?sf-61-address=Marienplatz%208&sf-61-type=pharmacy&sf-61-radius=2`,
    );
    const { near, log, warnings } = start('61');
    expect(log).toEqual(['near Marienplatz 8']);
    expect(type(near).value).toBe('pharmacy');
    expect(warnings).toEqual([]);
    expect(window.location.search).toBe(
      '?sf-61-near-address=Marienplatz%208&sf-61-near-type=pharmacy&sf-61-near-radius=2',
    );
  });

  it('bad values of the radius search are skipped with a warning naming the parameter', () => {
    window.history.replaceState(
      null,
      '',
      `${BASE}?sf-11-near-address=Marienplatz%208&sf-11-near-type=constructor&sf-11-near-radius=viele&sf-11-type=cafe&sf-32-near-address=Ulm`,
    );
    const a = start('11');
    const b = start('32');
    expect(a.log).toEqual(['near Marienplatz 8']);
    expect(a.warnings.map((w) => /"(sf-11-[\w-]+)"/.exec(w)?.[1])).toEqual([
      'sf-11-near-type',
      'sf-11-near-radius',
      'sf-11-type',
    ]);
    expect(b.warnings).toEqual([expect.stringMatching(/"sf-32-near-address" \("Ulm"\) has no search form/)]);
  });
});
