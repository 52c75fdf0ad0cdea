import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../../core/i18n';
import { rovingIndex } from '../../../core/a11y/roving';
import { useDismiss } from '../../../core/a11y/useDismiss';
import './menu.css';

export interface OverflowMenuItem {
  id: string;
  label: string;
  /** A link item; with `newTab` it opens in a new tab (and says so). */
  href?: string;
  newTab?: boolean;
  /** A button item. */
  onSelect?(): void;
}

/** 9.5 menu styles: NORMAL on light backgrounds, LIGHTBOX (light text) on the dark lightbox. */
export type OverflowMenuVariant = 'NORMAL' | 'LIGHTBOX';
/** 9.5 menu fonts. */
export type OverflowMenuFont = 'LABEL_LARGE' | 'BODY_MEDIUM';

export interface OverflowMenuProps {
  /** The button's accessible name (and tooltip); 'Menü öffnen' by default (2.5). */
  label?: string;
  items: OverflowMenuItem[];
  variant?: OverflowMenuVariant;
  font?: OverflowMenuFont;
  className?: string;
}

/** Where focus goes when the menu opens: the first item (0) or the last. */
type FocusRequest = 0 | 'last' | null;

function DotsIcon() {
  return (
    <svg
      className="sf-place-menu__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="5" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="19" r="2" fill="currentColor" />
    </svg>
  );
}

/**
 * The overflow menu (2.5) as a WAI-ARIA menu button: the button (aria-haspopup="menu", aria-expanded)
 * opens a menu of links and buttons. Click, Enter, Space and ArrowDown open it on the first item,
 * ArrowUp on the last; in the menu ArrowDown / ArrowUp move (wrapping), Home / End jump, Escape closes
 * and gives focus back to the button, Tab closes and moves on; a click outside closes it.
 */
export function OverflowMenu({
  label,
  items,
  variant = 'NORMAL',
  font = 'BODY_MEDIUM',
  className,
}: OverflowMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const entries = useRef<(HTMLElement | null)[]>([]);
  const base = useId();
  const buttonId = `${base}button`;
  const menuId = `${base}menu`;
  const name = label ?? t('place.menu');

  const focusItem = (index: number) => entries.current[index]?.focus();

  const openAt = (target: 0 | 'last') => {
    if (open) {
      focusItem(target === 'last' ? items.length - 1 : 0);
      return;
    }
    setOpen(true);
    setFocusRequest(target);
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setFocusRequest(null);
    if (returnFocus) button.current?.focus();
  }, []);

  // Focus moves into the menu once it is shown (it is `hidden` until then), then the keys move it.
  useLayoutEffect(() => {
    if (!open || focusRequest === null) return;
    const list = entries.current.slice(0, items.length);
    const target = focusRequest === 'last' ? list[list.length - 1] : list[0];
    target?.focus();
  }, [open, focusRequest, items.length]);

  // A click (or touch) outside closes the menu, leaving focus where the visitor put it. Escape is
  // handled on the menu's own elements, stopped there: a dialog around it (the lightbox) stays open.
  useDismiss(root, open, () => close(false), { escape: false });

  if (items.length === 0) return null;

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    switch (event.key) {
      case 'Enter':
      case ' ':
      case 'ArrowDown':
        event.preventDefault();
        openAt(0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        openAt('last');
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close(true);
        }
        break;
      default:
    }
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    // Up and down wrap; Home / PageUp and End / PageDown jump (WAI-ARIA menu).
    const target = rovingIndex(event.key, index, items.length, { orientation: 'vertical', pageKeys: true });
    if (target !== null) {
      event.preventDefault();
      focusItem(target);
      return;
    }
    switch (event.key) {
      case 'Escape':
        // Handled here: a dialog around the menu (the lightbox) must not close too.
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        // Focus goes back to the button, and the browser moves it on from there.
        close(true);
        break;
      case ' ':
        // Space selects a link item too (Enter already follows links and presses buttons).
        event.preventDefault();
        event.currentTarget.click();
        break;
      default:
    }
  };

  const classes = [
    'sf-place-menu',
    `sf-place-menu--${variant === 'LIGHTBOX' ? 'lightbox' : 'normal'}`,
    `sf-place-menu--${font === 'LABEL_LARGE' ? 'label-large' : 'body-medium'}`,
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div ref={root} className={classes} data-open={open ? 'true' : 'false'}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="sf-place-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={name}
        title={name}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <DotsIcon />
      </button>
      <ul id={menuId} className="sf-place-menu__list" role="menu" aria-labelledby={buttonId} hidden={!open}>
        {items.map((item, index) => {
          const setRef = (element: HTMLElement | null) => {
            entries.current[index] = element;
          };
          const common = {
            role: 'menuitem',
            tabIndex: -1,
            className: 'sf-place-menu__item',
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => onItemKeyDown(event, index),
          } as const;
          return (
            <li key={item.id} role="none">
              {item.href !== undefined ? (
                <a
                  ref={setRef}
                  {...common}
                  href={item.href}
                  target={item.newTab ? '_blank' : undefined}
                  rel={item.newTab ? 'noopener' : undefined}
                  onClick={() => {
                    item.onSelect?.();
                    close(true);
                  }}
                >
                  {item.label}
                  {item.newTab && <span className="sf-visually-hidden"> {t('place.newTab')}</span>}
                </a>
              ) : (
                <button
                  ref={setRef}
                  {...common}
                  type="button"
                  onClick={() => {
                    close(true);
                    item.onSelect?.();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
