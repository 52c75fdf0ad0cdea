/**
 * Loader and status text (spec 2.5 'Loader and status text'): a spinner named 'Wird geladen', and a
 * message with an optional sub-message, announced politely (role="status") or at once for errors
 * (role="alert").
 */
import { isTransient } from '../../../core/http';
import { t } from '../../../core/i18n';
import type { PlaceFailureStatus } from '../../source';
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
  /** A failure worth asking again: 'Erneut versuchen' under the message. */
  onRetry?: () => void;
}

/** A message and its sub-message: 'Ortsdetails konnten nicht geladen werden' / 'Bitte versuchen Sie es später noch einmal.' */
export function StatusText({ message, subMessage, tone = 'info', onRetry }: StatusTextProps) {
  return (
    <div className={`sf-place-status sf-place-status--${tone}`}>
      <div role={tone === 'error' ? 'alert' : 'status'}>
        <p className="sf-place-status__message">{message}</p>
        {subMessage && <p className="sf-place-status__sub">{subMessage}</p>}
      </div>
      {onRetry && (
        <button type="button" className="sf-place-status__retry" onClick={onRetry}>
          {t('place.retry')}
        </button>
      )}
    </div>
  );
}

/**
 * The error of a failed load: the hint fits the status; a transient failure may be asked again
 * where the widget can ask again (`onRetry`).
 */
export function FailureText({
  message,
  failure,
  onRetry,
}: {
  message: string;
  failure: PlaceFailureStatus | null;
  onRetry?: () => void;
}) {
  const transient = failure !== null && isTransient(failure);
  return (
    <StatusText
      tone="error"
      message={message}
      subMessage={t(failure === 'NETWORK_ERROR' ? 'place.unreachableHint' : 'place.errorHint')}
      {...(transient && onRetry ? { onRetry } : {})}
    />
  );
}
