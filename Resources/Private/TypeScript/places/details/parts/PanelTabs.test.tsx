/** Spec 2.5 tabbed layout: Übersicht, Rezensionen, Info as WAI-ARIA tabs (arrows, Home, End). */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import { PanelTabs, type PanelTab } from './PanelTabs';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

const TABS: PanelTab[] = [
  { id: 'overview', content: <p>Inhalt Übersicht</p> },
  { id: 'reviews', content: <p>Inhalt Rezensionen</p> },
  { id: 'about', content: <p>Inhalt Info</p> },
];

const tabs = () => screen.getAllByRole('tab');
const tab = (name: string) => screen.getByRole('tab', { name });
const selectedName = () =>
  tabs().find((element) => element.getAttribute('aria-selected') === 'true')?.textContent;

function press(key: string): void {
  const focused = document.activeElement!;
  act(() => {
    fireEvent.keyDown(focused, { key });
  });
}

describe('2.5 tabbed layout', () => {
  it('2.5 a tab list named by the label with Übersicht, Rezensionen, Info; the first selected, roving tabindex', () => {
    render(<PanelTabs label="Informationen zum Ort" tabs={TABS} />);
    const list = screen.getByRole('tablist', { name: 'Informationen zum Ort' });
    expect(tabs().map((element) => element.textContent)).toEqual(['Übersicht', 'Rezensionen', 'Info']);
    expect(tabs().every((element) => list.contains(element))).toBe(true);
    expect(tabs().map((element) => element.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(tabs().map((element) => element.tabIndex)).toEqual([0, -1, -1]);
  });

  it('2.5 panels: role tabpanel, labelled by their tab, controlled by it, tabindex 0, hidden unless selected', () => {
    const { container } = render(<PanelTabs label="Informationen zum Ort" tabs={TABS} />);
    const panels = [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(panels).toHaveLength(3);
    panels.forEach((panel, index) => {
      const owner = tabs()[index]!;
      expect(panel.getAttribute('aria-labelledby')).toBe(owner.id);
      expect(owner.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.tabIndex).toBe(0);
      expect(panel.hidden).toBe(index !== 0);
    });
    expect(screen.getByRole('tabpanel', { name: 'Übersicht' }).textContent).toBe('Inhalt Übersicht');
    // The ids are unique per instance (useId).
    const second = render(<PanelTabs label="Zweites Panel" tabs={TABS} />);
    const ids = [...document.querySelectorAll('[role="tab"], [role="tabpanel"]')].map(
      (element) => element.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
    second.unmount();
  });

  it('2.5 ArrowRight and ArrowLeft move focus and selection, wrapping at both ends', () => {
    render(<PanelTabs label="Informationen zum Ort" tabs={TABS} />);
    tab('Übersicht').focus();
    press('ArrowRight');
    expect(selectedName()).toBe('Rezensionen');
    expect(document.activeElement).toBe(tab('Rezensionen'));
    expect(tab('Rezensionen').tabIndex).toBe(0);
    expect(tab('Übersicht').tabIndex).toBe(-1);
    expect(screen.getByText('Inhalt Rezensionen').closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(
      false,
    );
    expect(screen.getByText('Inhalt Übersicht').closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(
      true,
    );
    press('ArrowRight');
    press('ArrowRight');
    expect(selectedName()).toBe('Übersicht');
    expect(document.activeElement).toBe(tab('Übersicht'));
    press('ArrowLeft');
    expect(selectedName()).toBe('Info');
    expect(document.activeElement).toBe(tab('Info'));
  });

  it('2.5 Home and End jump to the first and the last tab', () => {
    render(<PanelTabs label="Informationen zum Ort" tabs={TABS} />);
    tab('Übersicht').focus();
    press('End');
    expect(selectedName()).toBe('Info');
    expect(document.activeElement).toBe(tab('Info'));
    press('Home');
    expect(selectedName()).toBe('Übersicht');
    expect(document.activeElement).toBe(tab('Übersicht'));
  });

  it('2.5 other keys do nothing; a click selects', () => {
    render(<PanelTabs label="Informationen zum Ort" tabs={TABS} />);
    tab('Übersicht').focus();
    press('ArrowDown');
    press('a');
    expect(selectedName()).toBe('Übersicht');
    act(() => tab('Info').click());
    expect(selectedName()).toBe('Info');
    expect(screen.getByText('Inhalt Info').closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(false);
  });

  it('2.5 right to left: ArrowLeft goes forward and ArrowRight back', () => {
    render(
      <div dir="rtl">
        <PanelTabs label="Informationen zum Ort" tabs={TABS} />
      </div>,
    );
    tab('Übersicht').focus();
    press('ArrowLeft');
    expect(selectedName()).toBe('Rezensionen');
    press('ArrowRight');
    expect(selectedName()).toBe('Übersicht');
    press('ArrowRight');
    expect(selectedName()).toBe('Info');
  });

  it('2.5 a tab without content is left out (keys skip it); no tab with content: nothing', () => {
    const { container, rerender } = render(
      <PanelTabs
        label="Informationen zum Ort"
        tabs={[TABS[0]!, { id: 'reviews', content: null }, TABS[2]!]}
      />,
    );
    expect(tabs().map((element) => element.textContent)).toEqual(['Übersicht', 'Info']);
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(2);
    tab('Übersicht').focus();
    press('ArrowRight');
    expect(selectedName()).toBe('Info');
    rerender(
      <PanelTabs
        label="Informationen zum Ort"
        tabs={[
          { id: 'overview', content: null },
          { id: 'about', content: false },
        ]}
      />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('2.5 when the selected tab loses its content, the first tab is selected', () => {
    const { rerender } = render(<PanelTabs label="Informationen zum Ort" tabs={TABS} />);
    act(() => tab('Rezensionen').click());
    rerender(
      <PanelTabs
        label="Informationen zum Ort"
        tabs={[TABS[0]!, { id: 'reviews', content: undefined }, TABS[2]!]}
      />,
    );
    expect(selectedName()).toBe('Übersicht');
    expect(tab('Übersicht').tabIndex).toBe(0);
  });

  it('2.5 English pages: Overview, Reviews, About', () => {
    setLanguage('en');
    try {
      render(<PanelTabs label="Place information" tabs={TABS} />);
      expect(tabs().map((element) => element.textContent)).toEqual(['Overview', 'Reviews', 'About']);
    } finally {
      setLanguage('de');
    }
  });
});
