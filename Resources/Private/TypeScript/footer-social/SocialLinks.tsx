import { t } from '../core/i18n';
import type { SocialLink } from './social';

const BADGES: Record<string, string> = {
  linkedin: 'in',
  xing: 'X̲',
  youtube: '▶',
  instagram: '◎',
  facebook: 'f',
  x: '𝕏',
  kununu: 'k',
  mastodon: 'M',
  tiktok: '♪',
};

/** The social-media links, as they appear inside a footer info column (spec 2.10). */
export function SocialLinks({ heading, links }: { heading: string; links: SocialLink[] }) {
  return (
    <div className="sf-social">
      <h2 className="sf-social__heading">{heading}</h2>
      <ul className="sf-social__list">
        {links.map((link) => (
          <li key={link.href}>
            <a
              className="sf-social__link"
              href={link.href}
              data-network={link.network}
              {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <span className="sf-social__badge" aria-hidden="true">
                {(link.network && BADGES[link.network]) ?? link.label.charAt(0)}
              </span>
              <span>{link.label}</span>
              {link.newTab && <span className="sf-visually-hidden"> {t('common.opensInNewTab')}</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
