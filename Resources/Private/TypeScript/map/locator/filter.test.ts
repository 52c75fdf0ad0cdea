/** Issue 29, the filter form: categories (any / all), open now, the count, sf:search, nothing left. */
import { setLanguage } from '../../core/i18n';
import { mapBlockSchema, type MapBlockSettings } from '../settings';
import { bindFilter, categoryKeep, countMessage, readFilter, wantsOpenState } from './filter';
import { nearestMessage, nearestOf } from './nearest';
import { Visibility } from './visibility';

function settingsOf(match: 'any' | 'all' = 'any'): MapBlockSettings {
  const parsed = mapBlockSchema.parse({
    mapSettings: { id: '7' },
    categoryMatch: match,
    locations: [
      { latitude: 48.137, longitude: 11.575, title: 'Zentrale', categories: ['beratung', 'verwaltung'] },
      { latitude: 48.138, longitude: 11.573, title: 'Laden Süd', categories: ['laden'] },
      { latitude: 48.2, longitude: 11.6, title: 'Service Nord', categories: ['service', 'beratung'] },
      { latitude: 48.135, longitude: 11.576, title: 'Archiv' },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  return parsed.value;
}

function setup(match: 'any' | 'all' = 'any', openNow?: () => Promise<(index: number) => boolean>) {
  const settings = settingsOf(match);
  document.body.innerHTML = `
    <section id="sf-map-7">
      <form id="sf-map-filter-7" role="search">
        <fieldset><legend>Kategorien</legend>
          ${['beratung', 'service', 'verwaltung', 'laden']
            .map((key) => `<label><input type="checkbox" name="category" value="${key}"> ${key}</label>`)
            .join('')}
        </fieldset>
        <label><input type="checkbox" name="openNow" value="1"> Jetzt geöffnet</label>
        <p role="status" aria-live="polite" data-sf-status></p>
      </form>
      <ul id="list">${settings.locations
        .map((location, index) => `<li><a data-marker-index="${index}">${location.title}</a></li>`)
        .join('')}</ul>
    </section>`;
  const form = document.getElementById('sf-map-filter-7') as HTMLFormElement;
  const frame = document.getElementById('sf-map-7')!;
  const visibility = new Visibility(settings.locations.length, document.getElementById('list'));
  const reveal = jest.fn((index: number) => visibility.pin(index));
  const searches: unknown[] = [];
  document.addEventListener('sf:search', (event) => searches.push((event as CustomEvent).detail));
  const unbind = bindFilter({
    form,
    frame,
    mapId: '7',
    locations: settings.locations,
    match,
    visibility,
    reveal,
    ...(openNow ? { openNow } : {}),
  });
  const check = async (...values: string[]) => {
    for (const box of form.querySelectorAll<HTMLInputElement>('input'))
      box.checked = values.includes(box.value);
    form.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const status = () => form.querySelector('[data-sf-status]')!.textContent;
  return { settings, form, visibility, reveal, searches, unbind, check, status };
}

beforeEach(() => setLanguage('de'));
afterEach(() => setLanguage(undefined));

describe('issue 29 categories', () => {
  test('any: a location in at least one checked category; all: in every one; none checked: no constraint', () => {
    const { locations } = settingsOf();
    const kept = (keep: ((index: number) => boolean) | null) => [0, 1, 2, 3].filter((i) => keep?.(i) ?? true);
    expect(kept(categoryKeep(locations, ['beratung', 'laden'], 'any'))).toEqual([0, 1, 2]);
    expect(kept(categoryKeep(locations, ['beratung', 'service'], 'all'))).toEqual([2]);
    expect(categoryKeep(locations, [], 'all')).toBeNull();
  });

  test('a change filters markers and list, announces "2 von 4 Standorten" and sends sf:search', async () => {
    const { visibility, check, status, searches } = setup();
    await check('beratung');
    expect(visibility.shown()).toEqual([0, 2]);
    expect([...document.querySelectorAll('li')].map((li) => li.hidden)).toEqual([false, true, false, true]);
    expect(status()).toBe('2 von 4 Standorten');
    expect(searches).toEqual([{ mapId: '7', kind: 'filter', results: 2 }]);
    await check();
    expect(status()).toBe('4 von 4 Standorten');
  });

  test('the count speaks the singular of the total: "1 von 1 Standort", English "1 of 12 locations"', () => {
    expect(countMessage(1, 1)).toBe('1 von 1 Standort');
    expect(countMessage(1, 12)).toBe('1 von 12 Standorten');
    setLanguage('en');
    expect(countMessage(7, 12)).toBe('7 of 12 locations');
  });

  test('all: nothing left and no searched point: says so and offers to clear the filter', async () => {
    const { check, status, form, visibility } = setup('all');
    await check('laden', 'service');
    expect(status()).toBe('0 von 4 Standorten. Kein Standort passt zum Filter.');
    const clear = form.querySelector<HTMLButtonElement>('[data-sf-action] button')!;
    expect(clear.textContent).toBe('Filter zurücksetzen');
    clear.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readFilter(form)).toEqual({ categories: [], openNow: false });
    expect(visibility.shown()).toHaveLength(4);
  });

  test('nothing left inside the radius: names the nearest matching location with its distance; the button shows it', async () => {
    const { check, status, form, visibility, reveal } = setup();
    visibility.set('radius', (index) => index === 0 || index === 1, { lat: 48.137, lng: 11.575 });
    await check('service');
    expect(status()).toBe('0 von 4 Standorten. Der nächste Standort ist Service Nord, 7,2 km entfernt.');
    const show = form.querySelector<HTMLButtonElement>('[data-sf-action] button')!;
    expect(show.textContent).toBe('Auf der Karte zeigen');
    show.click();
    expect(reveal).toHaveBeenCalledWith(2);
    expect(visibility.shown()).toEqual([2]);
    expect(form.querySelector('[data-sf-action]')).toBeNull();
  });
});

describe('issue 29 open now in the filter', () => {
  test('the open-now constraint combines with the categories; it loads only when checked', async () => {
    const openNow = jest.fn(() => Promise.resolve((index: number) => index !== 0));
    const { check, visibility, status } = setup('any', openNow);
    await check('beratung');
    expect(openNow).not.toHaveBeenCalled();
    await check('beratung', '1');
    expect(visibility.shown()).toEqual([2]);
    expect(status()).toBe('1 von 4 Standorten');
  });

  test('the chunk is wanted for CMS places or an open-now box', () => {
    const { locations } = settingsOf();
    expect(wantsOpenState(locations, null)).toBe(false);
    expect(wantsOpenState([{ ...locations[0]!, placeId: 'cms:zentrale' }], null)).toBe(true);
    document.body.innerHTML = '<form><input type="checkbox" name="openNow" value="1"></form>';
    expect(wantsOpenState(locations, document.querySelector('form'))).toBe(true);
  });
});

describe('issue 29 nearest', () => {
  test('the nearest candidate and its sentence in German formatting', () => {
    const { locations } = settingsOf();
    const point = { lat: 48.137, lng: 11.576 };
    expect(nearestOf(locations, point, [0, 1])?.index).toBe(0);
    expect(nearestOf(locations, point, [])).toBeUndefined();
    expect(nearestMessage('Zentrale', 1234)).toBe('Der nächste Standort ist Zentrale, 1,2 km entfernt.');
  });
});
