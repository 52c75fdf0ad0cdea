import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ChevronIcon } from '../core/icons';
import { t } from '../core/i18n';
import { useDismiss } from '../core/a11y/useDismiss';
import { useFocusTrap } from '../core/a11y/useFocusTrap';
import { useScrollLock } from '../core/a11y/useScrollLock';
import type { NavItem } from './nav-model';

export interface MobileMenuProps {
  items: NavItem[];
  position: 'left' | 'right';
  /** Where the off-canvas panel lives: a container at the end of `<body>`. */
  portal: Element;
}

function MenuItem({ item }: { item: NavItem }) {
  const [expanded, setExpanded] = useState(item.active && item.children.length > 0);
  const listId = useId();
  return (
    <li className={`sf-mmenu__item${item.active ? ' sf-mmenu__item--active' : ''}`}>
      <div className="sf-mmenu__row">
        <a className="sf-mmenu__link" href={item.href} aria-current={item.current ? 'page' : undefined}>
          {item.label}
        </a>
        {item.children.length > 0 && (
          <button
            type="button"
            className="sf-mmenu__toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={t('mobileMenu.submenu', { label: item.label })}
            onClick={() => setExpanded((value) => !value)}
          >
            <ChevronIcon className="sf-mmenu__chevron" />
          </button>
        )}
      </div>
      {item.children.length > 0 && <MenuList id={listId} items={item.children} hidden={!expanded} />}
    </li>
  );
}

function MenuList({ items, id, hidden }: { items: NavItem[]; id?: string; hidden?: boolean }) {
  return (
    <ul className="sf-mmenu__list" id={id} hidden={hidden}>
      {items.map((item, index) => (
        <MenuItem key={`${item.href}-${index}`} item={item} />
      ))}
    </ul>
  );
}

/**
 * The burger button and the off-canvas copy of the main navigation: a modal dialog titled 'MENÜ'
 * with a dark theme over a dimmed page. It traps focus while open, closes on Escape, on the dimmed
 * page and on its close button, and gives focus back to the burger.
 */
export function MobileMenu({ items, position, portal }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const panelId = `${baseId}panel`;
  const titleId = `${baseId}title`;

  const close = useCallback(() => setOpen(false), []);

  // Open: the page does not scroll, focus goes to the close button and stays in the dialog, Escape
  // closes. Closed (or unmounted while open): the page scrolls again and focus goes back to the burger.
  useScrollLock(open);
  const trapTab = useFocusTrap(panel, { active: open, initialFocus: closeButton, returnFocus: burger });
  useDismiss(panel, open, close, { outside: false });

  // The burger is hidden on wide screens: an open menu closes when the window grows past it.
  useEffect(() => {
    if (!open) return undefined;
    const onResize = () => {
      if (burger.current && burger.current.offsetParent === null) setOpen(false);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => trapTab(event);

  return (
    <>
      <button
        ref={burger}
        type="button"
        className="sf-burger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="sf-burger__bars" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className="sf-burger__label">{t('mobileMenu.burger')}</span>
      </button>
      {createPortal(
        <div className="sf-mmenu" data-position={position} data-open={open ? 'true' : 'false'}>
          {/* The dimmed page: a pointer target only; keyboard users close with Escape or the close button. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div className="sf-mmenu__backdrop" onClick={close} />
          {/* The dialog handles Escape and the Tab trap for everything inside it (WAI-ARIA dialog pattern). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <div
            ref={panel}
            id={panelId}
            className="sf-mmenu__panel"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            inert={!open}
            onKeyDown={onPanelKeyDown}
          >
            <div className="sf-mmenu__header">
              <h2 id={titleId} className="sf-mmenu__title">
                {t('mobileMenu.title')}
              </h2>
              <button
                ref={closeButton}
                type="button"
                className="sf-mmenu__close"
                aria-label={t('mobileMenu.close')}
                onClick={close}
              >
                <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </div>
            <nav className="sf-mmenu__nav" aria-label={t('mobileMenu.navigation')}>
              <MenuList items={items} />
            </nav>
          </div>
        </div>,
        portal,
      )}
    </>
  );
}
