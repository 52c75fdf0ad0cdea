import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import { OverflowMenu, type OverflowMenuItem } from './OverflowMenu';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

const items = (onSelect = jest.fn()): OverflowMenuItem[] => [
  { id: 'report', label: 'Foto melden', href: 'https://example.com/flag/1', newTab: true },
  { id: 'share', label: 'Teilen', onSelect },
  { id: 'help', label: 'Hilfe', href: '/hilfe' },
];

const menuButton = () => screen.getByRole('button', { name: 'Menü öffnen' });
const menuItems = () => screen.getAllByRole('menuitem');
const menu = () => document.querySelector<HTMLElement>('[role="menu"]')!;
const isOpen = () => !menu().hidden;

function key(target: Element, init: KeyboardEventInit) {
  act(() => {
    fireEvent.keyDown(target, init);
  });
}

describe('2.5 overflow menu (WAI-ARIA menu button)', () => {
  it('2.5 is a button titled "Menü öffnen" with aria-haspopup="menu" and aria-expanded, the menu hidden', () => {
    render(<OverflowMenu items={items()} />);
    const button = menuButton();
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('title')).toBe('Menü öffnen');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBe(menu());
    expect(menu().getAttribute('aria-labelledby')).toBe(button.id);
    expect(isOpen()).toBe(false);
    expect(screen.queryAllByRole('menuitem')).toHaveLength(0);
  });

  it('2.5 a label prop replaces the default name', () => {
    render(<OverflowMenu label="Weitere Aktionen" items={items()} />);
    expect(screen.getByRole('button', { name: 'Weitere Aktionen' }).getAttribute('title')).toBe(
      'Weitere Aktionen',
    );
    expect(screen.queryByRole('button', { name: 'Menü öffnen' })).toBeNull();
  });

  it('2.5 a click opens the menu on the first item; a second click closes it', () => {
    render(<OverflowMenu items={items()} />);
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(isOpen()).toBe(true);
    expect(menuItems().map((item) => item.textContent)).toEqual([
      'Foto melden (öffnet in einem neuen Tab)',
      'Teilen',
      'Hilfe',
    ]);
    expect(document.activeElement).toBe(menuItems()[0]);
    // Roving focus: the items are not in the tab order themselves.
    expect(menuItems().map((item) => item.tabIndex)).toEqual([-1, -1, -1]);
    fireEvent.click(menuButton());
    expect(isOpen()).toBe(false);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it.each(['Enter', ' ', 'ArrowDown'])(
    '2.5 key "%s" on the button opens the menu on the first item',
    (name) => {
      render(<OverflowMenu items={items()} />);
      menuButton().focus();
      key(menuButton(), { key: name });
      expect(isOpen()).toBe(true);
      expect(document.activeElement).toBe(menuItems()[0]);
    },
  );

  it('2.5 ArrowUp on the button opens the menu on the last item', () => {
    render(<OverflowMenu items={items()} />);
    key(menuButton(), { key: 'ArrowUp' });
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(menuItems()[2]);
  });

  it('2.5 arrow down and up move through the items and wrap', () => {
    render(<OverflowMenu items={items()} />);
    key(menuButton(), { key: 'ArrowDown' });
    const [first, second, third] = menuItems();
    key(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    key(second!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(third);
    key(third!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    key(first!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(third);
    key(third!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(second);
  });

  it('2.5 Home and End jump to the first and last item', () => {
    render(<OverflowMenu items={items()} />);
    key(menuButton(), { key: 'ArrowDown' });
    const [first, , third] = menuItems();
    key(first!, { key: 'End' });
    expect(document.activeElement).toBe(third);
    key(third!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
  });

  it('2.5 Escape closes the menu, returns focus to the button, and goes no further', () => {
    const outer = jest.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={outer}>
        <OverflowMenu items={items()} />
      </div>,
    );
    key(menuButton(), { key: 'ArrowDown' });
    key(menuItems()[1]!, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
    expect(outer.mock.calls.filter(([event]) => (event as { key: string }).key === 'Escape')).toHaveLength(0);
  });

  it('2.5 Tab closes the menu (focus moves on from the button)', () => {
    render(<OverflowMenu items={items()} />);
    key(menuButton(), { key: 'ArrowDown' });
    key(menuItems()[0]!, { key: 'Tab' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
  });

  it('2.5 a click outside closes the menu; a click inside does not', () => {
    render(
      <>
        <OverflowMenu items={items()} />
        <p>Außerhalb</p>
      </>,
    );
    fireEvent.click(menuButton());
    fireEvent.pointerDown(menu());
    fireEvent.mouseDown(menu());
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(screen.getByText('Außerhalb'));
    expect(isOpen()).toBe(false);
    fireEvent.click(menuButton());
    expect(isOpen()).toBe(true);
    fireEvent.click(document.body);
    expect(isOpen()).toBe(false);
  });

  it('2.5 a link item opening a new tab: target _blank, rel noopener, the German new-tab suffix', () => {
    render(<OverflowMenu items={items()} />);
    fireEvent.click(menuButton());
    const report = screen.getByRole('menuitem', { name: 'Foto melden (öffnet in einem neuen Tab)' });
    expect(report.tagName).toBe('A');
    expect(report.getAttribute('href')).toBe('https://example.com/flag/1');
    expect(report.getAttribute('target')).toBe('_blank');
    expect(report.getAttribute('rel')).toBe('noopener');
    expect(report.querySelector('.sf-visually-hidden')?.textContent).toBe(' (öffnet in einem neuen Tab)');
    const help = screen.getByRole('menuitem', { name: 'Hilfe' });
    expect(help.getAttribute('href')).toBe('/hilfe');
    expect(help.hasAttribute('target')).toBe(false);
    expect(help.hasAttribute('rel')).toBe(false);
    fireEvent.click(report);
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
  });

  it('2.5 a button item calls onSelect and closes the menu', () => {
    const onSelect = jest.fn();
    render(<OverflowMenu items={items(onSelect)} />);
    fireEvent.click(menuButton());
    const share = screen.getByRole('menuitem', { name: 'Teilen' });
    expect(share.tagName).toBe('BUTTON');
    fireEvent.click(share);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
  });

  it('2.5 Space on a link item follows it', () => {
    render(<OverflowMenu items={items()} />);
    key(menuButton(), { key: 'ArrowDown' });
    const help = menuItems()[2]!;
    const followed = jest.fn((event: Event) => event.preventDefault());
    help.addEventListener('click', followed);
    key(help, { key: ' ' });
    expect(followed).toHaveBeenCalledTimes(1);
    expect(isOpen()).toBe(false);
  });

  it('9.5 menu styles NORMAL / LIGHTBOX and fonts LABEL_LARGE / BODY_MEDIUM as classes', () => {
    const { container, rerender } = render(<OverflowMenu items={items()} />);
    const root = () => container.firstElementChild!;
    expect(root().className).toBe('sf-place-menu sf-place-menu--normal sf-place-menu--body-medium');
    rerender(<OverflowMenu items={items()} variant="LIGHTBOX" font="LABEL_LARGE" />);
    expect(root().className).toBe('sf-place-menu sf-place-menu--lightbox sf-place-menu--label-large');
  });

  it('unknown is nothing: a menu without items renders nothing', () => {
    const { container } = render(<OverflowMenu items={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('2.5 English pages: "Open menu" and the English new-tab suffix', () => {
    setLanguage('en');
    try {
      render(<OverflowMenu items={items()} />);
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(screen.getByRole('menuitem', { name: 'Foto melden (opens in a new tab)' })).toBeTruthy();
    } finally {
      setLanguage('de');
    }
  });
});
