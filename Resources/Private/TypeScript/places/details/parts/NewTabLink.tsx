import type { ReactNode } from 'react';
import { t } from '../../../core/i18n';

/**
 * A link that opens a new tab (the site's rule for them): rel="noopener" and the visually hidden
 * '(öffnet in einem neuen Tab)' after its text, so the accessible name says so too.
 */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener">
      {children}
      <span className="sf-visually-hidden"> {t('place.newTab')}</span>
    </a>
  );
}
