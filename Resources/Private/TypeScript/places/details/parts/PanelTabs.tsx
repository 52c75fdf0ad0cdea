import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { t, type LabelKey } from '../../../core/i18n';
import './panel.css';
import { isRtl } from '../../../core/direction';
import { rovingIndex } from '../../../core/a11y/roving';

export type PanelTabId = 'overview' | 'reviews' | 'about';

export interface PanelTab {
  id: PanelTabId;
  /** The panel's content; a tab without content is left out. */
  content: ReactNode;
}

export interface PanelTabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly PanelTab[];
}

const hasContent = (content: ReactNode): boolean =>
  content !== null && content !== undefined && content !== false && content !== '';

/**
 * The full panel's tabbed layout (spec 2.5): Übersicht, Rezensionen, Info as WAI-ARIA tabs with
 * automatic activation. One tab in the tab order (roving tabindex); the arrow keys move and select,
 * wrapping at the ends (swapped right to left), Home and End jump to the first and last tab. Every
 * panel stays mounted; the others are hidden.
 */
export function PanelTabs({ label, tabs }: PanelTabsProps) {
  const base = useId();
  const [selected, setSelected] = useState<PanelTabId | null>(null);
  const buttons = useRef(new Map<PanelTabId, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);

  const shown = tabs.filter((tab) => hasContent(tab.content));
  const first = shown[0];
  if (!first) return null;
  // The chosen tab, or the first when none was chosen yet or the chosen one has gone.
  const current = shown.find((tab) => tab.id === selected) ?? first;
  const tabId = (id: PanelTabId): string => `${base}tab-${id}`;
  const panelId = (id: PanelTabId): string => `${base}panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const rtl = list.current ? isRtl(list.current) : false;
    // Wrapping, left and right only, mirrored right to left.
    const target = rovingIndex(event.key, index, shown.length, { orientation: 'horizontal', rtl });
    const tab = target === null ? undefined : shown[target];
    if (!tab) return;
    event.preventDefault();
    setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className="sf-place-tabs">
      <div ref={list} role="tablist" aria-label={label} className="sf-place-tabs__list">
        {shown.map((tab, index) => {
          const active = tab.id === current.id;
          const name: LabelKey = `place.tab.${tab.id}`;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              className="sf-place-tabs__tab"
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {t(name)}
            </button>
          );
        })}
      </div>
      {shown.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== current.id}
          className="sf-place-tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
