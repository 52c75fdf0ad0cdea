import { fireEvent } from '@testing-library/react';
import { loadFixture, mountBundle } from '../../../../tests/unit/fixture-dom';

const block = (id: string) => document.getElementById(id) as HTMLElement;
const tabs = (id: string) => [...block(id).querySelectorAll<HTMLElement>('[role="tab"]')];
const panels = (id: string) => [...block(id).querySelectorAll<HTMLElement>('[role="tabpanel"]')];
const visibleTexts = (id: string) =>
  [
    ...block(id).querySelectorAll<HTMLElement>(
      '[data-sf-tab-details] > *, .info-tabs__details > *, .symbols-graphic__details > *',
    ),
  ]
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.querySelector('h3')?.textContent);

describe('2.9 / 4.10 tab blocks on the Lösungen fixture', () => {
  let warn: jest.SpyInstance;
  beforeEach(async () => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadFixture('/loesungen.html');
    await mountBundle();
  });
  afterEach(() => warn.mockRestore());

  it('marks the first link active on load and shows only its text', () => {
    for (const id of ['c61', 'c62', 'c63']) {
      expect(tabs(id)[0]?.getAttribute('aria-selected')).toBe('true');
      expect(tabs(id)[0]?.classList.contains('active')).toBe(true);
      expect(tabs(id).filter((tab) => tab.classList.contains('active'))).toHaveLength(1);
    }
    expect(visibleTexts('c61')).toEqual(['Energie']);
  });

  it('on click clears the previous mark, hides every text and shows the one paired by position', () => {
    fireEvent.click(tabs('c61')[2]!);
    expect(tabs('c61').map((tab) => tab.classList.contains('active'))).toEqual([false, false, true, false]);
    expect(visibleTexts('c61')).toEqual(['Industrie']);
    expect(panels('c61')[2]?.getAttribute('aria-labelledby')).toBe(tabs('c61')[2]?.id);
  });

  it('moves with the arrow keys, Home and End, and keeps one tab in the tab order', () => {
    tabs('c62')[0]!.focus();
    fireEvent.keyDown(tabs('c62')[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tabs('c62')[1]);
    expect(visibleTexts('c62')).toEqual(['Planung']);
    fireEvent.keyDown(tabs('c62')[1]!, { key: 'End' });
    expect(visibleTexts('c62')).toEqual(['Betrieb']);
    fireEvent.keyDown(tabs('c62')[3]!, { key: 'ArrowRight' });
    expect(visibleTexts('c62')).toEqual(['Beratung']);
    expect(tabs('c62').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('keeps the symbols in the tab labels', () => {
    expect(tabs('c62')[0]?.querySelector('img')?.getAttribute('src')).toBe('/fileadmin/icons/beratung.svg');
    expect(tabs('c62')[0]?.textContent.trim()).toBe('Beratung');
  });

  it('works for the pairs that exist when links and texts do not match, and warns naming the block', () => {
    expect(tabs('c63')).toHaveLength(3);
    fireEvent.click(tabs('c63')[2]!);
    expect(visibleTexts('c63')).toEqual(['Wartung']);
    expect(block('c63').textContent).toContain('Arbeiten Sie auch im Ausland?');
    expect(warn).toHaveBeenCalledWith(
      '[SiteFrontend] tabs #c63: the block has 4 links but 3 detail texts; only the first 3 pairs are tabs',
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
