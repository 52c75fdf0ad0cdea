import { useId, useRef, useState } from 'react';
import { useDismiss } from '../core/a11y/useDismiss';
import { t } from '../core/i18n';
import { ChevronIcon } from '../core/icons';
import type { LanguageLink } from './languages';

/**
 * The current language toggles the list of the other languages (spec 2.12, 4.11). A button with
 * aria-expanded; Escape closes and returns focus to it, so does a click outside or leaving with Tab.
 */
export function LanguageSelector({ current, others }: { current: LanguageLink; others: LanguageLink[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // Escape closes and gives focus back to the button; a press or focus outside just closes.
  useDismiss(root, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') toggle.current?.focus();
  });

  return (
    <div className="sf-lang" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="sf-lang__toggle"
        aria-expanded={open}
        aria-controls={listId}
        title={current.title}
        onClick={() => setOpen((value) => !value)}
      >
        <span lang={current.lang}>{current.label}</span>
        <span className="sf-visually-hidden">, {t('languageSelector.toggle')}</span>
        <ChevronIcon className="sf-lang__chevron" size={12} />
      </button>
      <ul id={listId} className="sf-lang__list" hidden={!open} aria-label={t('languageSelector.list')}>
        {others.map((language) => (
          <li key={language.href}>
            <a href={language.href} hrefLang={language.lang} lang={language.lang} title={language.title}>
              {language.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
