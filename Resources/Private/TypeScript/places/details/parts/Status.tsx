/**
 * Loader and status text (spec 2.5 'Loader and status text'): a spinner named 'Wird geladen', and a
 * message with an optional sub-message, announced politely (role="status") or at once for errors
 * (role="alert").
 */
import { t } from '../../../core/i18n';
import './status.css';

/** A live status 'Wird geladen' with a spinner (no animation under prefers-reduced-motion). */
export function Loader() {
  return (
    <div className="sf-place-loader" role="status" aria-label={t('place.loading')}>
      <span className="sf-place-loader__spinner" aria-hidden="true" />
      <span className="sf-visually-hidden">{t('place.loading')}</span>
    </div>
  );
}

export interface StatusTextProps {
  message: string;
  subMessage?: string;
  tone?: 'info' | 'error';
}

/** A message and its sub-message: 'Ortsdetails konnten nicht geladen werden' / 'Bitte versuchen Sie es später noch einmal.' */
export function StatusText({ message, subMessage, tone = 'info' }: StatusTextProps) {
  return (
    <div className={`sf-place-status sf-place-status--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="sf-place-status__message">{message}</p>
      {subMessage && <p className="sf-place-status__sub">{subMessage}</p>}
    </div>
  );
}
