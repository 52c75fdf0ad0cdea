import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from '../../core/i18n';
import { Place, type PlaceSource } from '../model';
import { PlaceSearchList, type PlaceSearchListProps } from './PlaceSearchList';

const place = (id: string, displayName: string, maps = true): Place =>
  new Place({ id }, 'cms', {
    displayName,
    formattedAddress: `${displayName}straße 1, 80331 München`,
    openStreetMapURI: maps ? `https://www.openstreetmap.org/node/${id}` : null,
  });

const places = [place('1', 'Zentrale'), place('2', 'Kapelle', false), place('3', 'Ladepark')];

function show(props: Partial<PlaceSearchListProps> = {}, dir: 'ltr' | 'rtl' = 'ltr') {
  const onSelect = jest.fn();
  const all: PlaceSearchListProps = {
    places,
    status: 'ready',
    source: 'cms',
    orientation: 'VERTICAL',
    selectable: false,
    onSelect,
    label: 'Orte',
    ...props,
  };
  const view = render(
    <div dir={dir}>
      <PlaceSearchList {...all} />
    </div>,
  );
  const rerenderWith = (more: Partial<PlaceSearchListProps>) =>
    view.rerender(
      <div dir={dir}>
        <PlaceSearchList {...all} {...more} />
      </div>,
    );
  return { ...view, onSelect, rerenderWith };
}

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('issue 16 place search list: states', () => {
  it('2.5 vertical: an ordered list of internal compact cards, each with its maps link', () => {
    const { container } = show();
    const list = screen.getByRole('list', { name: 'Orte' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Zentrale',
      'Kapelle',
      'Ladepark',
    ]);
    expect(container.querySelectorAll('.sf-place-card--internal')).toHaveLength(3);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(
      'https://www.openstreetmap.org/node/1',
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nächste anzeigen' })).toBeNull();
  });

  it('8.3 loading: the loader "Wird geladen", no list', () => {
    show({ status: 'loading', places: null });
    expect(screen.getByRole('status', { name: 'Wird geladen' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('8.3 failure: "Ortsergebnisse konnten nicht geladen werden" as an alert', () => {
    show({ status: 'error', places: null });
    expect(screen.getByRole('alert').textContent).toContain('Ortsergebnisse konnten nicht geladen werden');
    expect(screen.queryByText('Über diese Ergebnisse')).toBeNull();
  });

  it('2.5 no results: "Keine Orte vorhanden", no list and no "Über diese Ergebnisse"', () => {
    show({ places: [] });
    expect(screen.getByRole('status').textContent).toBe('Keine Orte vorhanden');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('Über diese Ergebnisse')).toBeNull();
  });

  it.each<[PlaceSource, string]>([
    ['google', 'Lokale Ergebnisse berücksichtigen Relevanz, Entfernung und Bekanntheit.'],
    [
      'osm',
      'Ergebnisse aus OpenStreetMap sind nach Entfernung sortiert; OpenStreetMap kennt keine Bekanntheit.',
    ],
    ['cms', 'Unsere eigenen Standorte, nach Passung zur Suche und Entfernung sortiert.'],
  ])('2.5 "Über diese Ergebnisse" under the list explains the ranking of %s', (source, text) => {
    show({ source });
    const button = screen.getByRole('button', { name: 'Über diese Ergebnisse' });
    fireEvent.click(button);
    expect(document.getElementById(button.getAttribute('aria-controls')!)?.textContent).toBe(text);
  });

  it('2.5 showsAboutResults false: no "Über diese Ergebnisse"', () => {
    show({ showsAboutResults: false });
    expect(screen.queryByRole('button', { name: 'Über diese Ergebnisse' })).toBeNull();
  });
});

describe('issue 16 place search list: carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** jsdom lays nothing out: the scroller's metrics as a browser would report them. */
  function scrollTo(scroller: HTMLElement, scrollLeft: number): void {
    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 1000 });
    Object.defineProperty(scroller, 'scrollLeft', { configurable: true, writable: true, value: scrollLeft });
    fireEvent.scroll(scroller);
  }
  const settle = (ms = 10): void => act(() => jest.advanceTimersByTime(ms));

  function carousel(dir: 'ltr' | 'rtl' = 'ltr') {
    const view = show({ orientation: 'HORIZONTAL' }, dir);
    const previous = screen.getByRole('button', { name: 'Vorherige anzeigen' });
    const next = screen.getByRole('button', { name: 'Nächste anzeigen' });
    const scroller = document.getElementById(next.getAttribute('aria-controls')!)!;
    return { ...view, previous, next, scroller };
  }
  const disabled = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

  it('2.5 / 9.5 the buttons disable at the ends once the scroll position settled (10 ms debounce)', () => {
    const { previous, next, scroller } = carousel();
    expect(scroller.contains(screen.getByRole('list', { name: 'Orte' }))).toBe(true);
    scrollTo(scroller, 0);
    settle();
    expect([disabled(previous), disabled(next)]).toEqual([true, false]);
    scrollTo(scroller, 350);
    settle(9);
    expect(disabled(previous)).toBe(true);
    settle(1);
    expect([disabled(previous), disabled(next)]).toEqual([false, false]);
    scrollTo(scroller, 699.5);
    settle();
    expect([disabled(previous), disabled(next)]).toEqual([false, true]);
  });

  it('2.5 right to left: scrollLeft runs negative, the end is at -700', () => {
    const { previous, next, scroller } = carousel('rtl');
    scrollTo(scroller, -700);
    settle();
    expect([disabled(previous), disabled(next)]).toEqual([false, true]);
    scrollTo(scroller, 0);
    settle();
    expect([disabled(previous), disabled(next)]).toEqual([true, false]);
  });

  it('2.5 next and previous scroll by one card width, mirrored in right to left; not at the ends', () => {
    const { previous, next, scroller } = carousel();
    const scrollBy = jest.fn();
    scroller.scrollBy = scrollBy as typeof scroller.scrollBy;
    for (const item of scroller.querySelectorAll('li'))
      item.getBoundingClientRect = () => ({ width: 280 }) as DOMRect;
    scrollTo(scroller, 0);
    settle();
    fireEvent.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 280, behavior: 'smooth' });
    scrollTo(scroller, 350);
    settle();
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -280, behavior: 'smooth' });
    scroller.closest('.sf-place-search')!.setAttribute('dir', 'rtl');
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -280, behavior: 'smooth' });
  });

  it('2.5 vertical lists have no carousel buttons', () => {
    show({ orientation: 'VERTICAL' });
    expect(screen.queryByRole('button', { name: 'Vorherige anzeigen' })).toBeNull();
  });
});

describe('issue 16 place search list: selectable (listbox)', () => {
  const options = () => screen.getAllByRole('option');
  const selectedNames = () =>
    options()
      .filter((option) => option.getAttribute('aria-selected') === 'true')
      .map((option) => option.querySelector('h3')?.textContent);

  it('2.5 a listbox named "Orte"; options with aria-selected, one tab stop, nothing interactive inside', () => {
    show({ selectable: true });
    const listbox = screen.getByRole('listbox', { name: 'Orte' });
    expect(listbox.getAttribute('aria-orientation')).toBe('vertical');
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(options().map((option) => option.tabIndex)).toEqual([0, -1, -1]);
    for (const option of options()) expect(option.querySelector('a, button, input, [tabindex]')).toBeNull();
    // The maps links stand beside the listbox, outside it, each with its place's name as context.
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) expect(listbox.contains(link)).toBe(false);
    expect(links[1]!.closest('li')?.textContent).toContain('Ladepark');
    expect(links[1]!.getAttribute('href')).toBe('https://www.openstreetmap.org/node/3');
  });

  it('2.5 ArrowDown / ArrowUp move the focus, Home / End jump, the ends stop', () => {
    show({ selectable: true });
    const [first, second, third] = options();
    act(() => first!.focus());
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    expect(options().map((option) => option.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(second!, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    expect(selectedNames()).toEqual([]);
  });

  it('2.5 Enter and Space select: aria-selected, onSelect with the place, "… ausgewählt" announced', () => {
    const { onSelect } = show({ selectable: true });
    const [first, second] = options();
    act(() => first!.focus());
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    fireEvent.keyDown(second!, { key: 'Enter' });
    expect(selectedNames()).toEqual(['Kapelle']);
    expect(onSelect).toHaveBeenLastCalledWith(places[1]);
    const live = screen.getAllByRole('status').find((element) => element.textContent !== '');
    expect(live?.textContent).toBe('Kapelle ausgewählt');
    fireEvent.keyDown(second!, { key: 'Home' });
    fireEvent.keyDown(first!, { key: ' ' });
    expect(selectedNames()).toEqual(['Zentrale']);
    expect(onSelect).toHaveBeenLastCalledWith(places[0]);
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('2.5 a click on an option selects it (also on the card text inside)', () => {
    const { onSelect } = show({ selectable: true });
    fireEvent.click(within(options()[2]!).getByText('Ladepark'));
    expect(selectedNames()).toEqual(['Ladepark']);
    expect(onSelect).toHaveBeenCalledWith(places[2]);
    expect(options()[2]!.tabIndex).toBe(0);
  });

  it('2.5 horizontal: ArrowRight / ArrowLeft move (mirrored in right to left), ArrowDown does not', () => {
    show({ selectable: true, orientation: 'HORIZONTAL' });
    const listbox = screen.getByRole('listbox', { name: 'Orte' });
    expect(listbox.getAttribute('aria-orientation')).toBe('horizontal');
    const [first, second] = options();
    act(() => first!.focus());
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(first);
    listbox.closest('.sf-place-search')!.setAttribute('dir', 'rtl');
    fireEvent.keyDown(first!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(second);
    expect(screen.getByRole('button', { name: 'Nächste anzeigen' })).toBeTruthy();
  });

  it('2.5 new results clear the selection and announce their count', () => {
    const { rerenderWith } = show({ selectable: true });
    fireEvent.click(options()[0]!);
    expect(selectedNames()).toEqual(['Zentrale']);
    rerenderWith({ places: [place('4', 'Filiale Nord'), place('5', 'Filiale Süd')] });
    expect(selectedNames()).toEqual([]);
    expect(screen.getAllByRole('status').some((element) => element.textContent === '2 Orte')).toBe(true);
  });
});

describe('issue 27: a result without a name (an unnamed charging station in OSM)', () => {
  it('is titled by its type, not a card with only its maps link', () => {
    const unnamed = new Place({ id: 'node/1' }, 'osm', {
      primaryType: 'electric_vehicle_charging_station',
      primaryTypeDisplayName: 'Ladestation',
      formattedAddress: 'Sonnenstraße 1, 80331 München',
    });
    show({ places: [unnamed], source: 'osm' });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Ladestation');
  });
});
