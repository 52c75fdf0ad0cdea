import { WarningIcon } from '../icons';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { language, t } from '../../../core/i18n';
import type { ConsumerAlert as ConsumerAlertData } from '../../model';
import { webLink } from './panel-links';
import { useFocusTrap } from '../../../core/a11y/useFocusTrap';
import './panel.css';

export interface ConsumerAlertProps {
  alert: ConsumerAlertData | null;
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M3.5 3.5l9 9M12.5 3.5l-9 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Whether the browser has the modal dialog API (jsdom has not). */
const hasModalApi = (dialog: HTMLDialogElement): boolean =>
  typeof dialog.showModal === 'function' && typeof dialog.close === 'function';

/**
 * The full panel's consumer alert (spec 2.5, 3.8): a note with a warning icon and the overview, in
 * the alert's language; with details, a 'Details' button opens them in a modal dialog (the native
 * <dialog>: title, description, the 'about' link, 'Dialog schließen'). Escape closes it and focus
 * returns to the button. Where the browser lacks showModal(), the dialog is opened by its `open`
 * attribute and keeps focus itself. Nothing without an overview.
 */
export function ConsumerAlert({ alert }: ConsumerAlertProps) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  /** Whether the dialog is open, for the close handlers (the native 'close' event comes after ours). */
  const openRef = useRef(false);
  const titleId = useId();
  // Focus stays in the open dialog: the browser's modal does it; without one (no showModal) the
  // shared trap does, Tab included (the effect below focuses the close button, close() gives focus
  // back to the 'Details' button).
  const trapTab = useFocusTrap(dialogRef, { active: open, initialFocus: false, returnFocus: false });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (hasModalApi(dialog)) {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    closeRef.current?.focus();
  }, [open]);

  /** Closes the dialog (if still open) and gives focus back to the 'Details' button; safe to call twice. */
  const close = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog?.open) {
      if (hasModalApi(dialog)) dialog.close();
      else dialog.removeAttribute('open');
    }
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const show = (): void => {
    openRef.current = true;
    setOpen(true);
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    event.preventDefault();
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const dialog = dialogRef.current;
    if (dialog && !hasModalApi(dialog)) trapTab(event);
  };

  if (!alert?.overview) return null;
  const { details } = alert;
  const lang = alert.languageCode ?? undefined;
  const about = details ? webLink(details.aboutLinkURI, window.location.origin) : null;

  return (
    <div className="sf-place-alert" role="note">
      <WarningIcon className="sf-place-alert__icon" size={20} />
      <div className="sf-place-alert__body">
        <p className="sf-place-alert__overview" lang={lang}>
          {alert.overview}
        </p>
        {details && (
          <>
            <button
              ref={buttonRef}
              type="button"
              className="sf-place-alert__details"
              aria-haspopup="dialog"
              onClick={show}
            >
              {t('place.alert.details')}
            </button>
            {/* Escape is handled on the dialog itself: the native one and the fallback alike. */}
            <dialog
              ref={dialogRef}
              className="sf-place-alert__dialog"
              aria-labelledby={titleId}
              onCancel={onCancel}
              onClose={close}
              onKeyDown={onKeyDown}
            >
              <div className="sf-place-alert__dialog-header">
                <h2 id={titleId} className="sf-place-alert__title" lang={details.title ? lang : undefined}>
                  {details.title ?? t('place.alert.title')}
                </h2>
                <button ref={closeRef} type="button" className="sf-place-alert__close" onClick={close}>
                  <CloseIcon />
                  <span className="sf-visually-hidden">{t('place.dialog.close')}</span>
                </button>
              </div>
              {details.description && (
                <p className="sf-place-alert__description" lang={lang}>
                  {details.description}
                </p>
              )}
              {about && (
                <p className="sf-place-alert__about">
                  <a
                    href={about.href}
                    lang={details.aboutLinkTitle ? lang : undefined}
                    {...(about.external ? { target: '_blank', rel: 'noopener' } : {})}
                  >
                    {details.aboutLinkTitle ?? t('place.disclosure.learnMore')}
                    {about.external && (
                      <span className="sf-visually-hidden" lang={language()}>
                        {' '}
                        {t('place.newTab')}
                      </span>
                    )}
                  </a>
                </p>
              )}
            </dialog>
          </>
        )}
      </div>
    </div>
  );
}
