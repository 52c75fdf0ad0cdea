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

/**
 * The social-media links as they appear inside a footer info column (spec 2.10). Plain DOM: the
 * footer is on every page, and a few links are not worth loading React for.
 */
export function socialLinks(doc: Document, heading: string, links: readonly SocialLink[]): HTMLElement {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string) => {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    return node;
  };
  const root = element('div', 'sf-social');
  const title = element('h2', 'sf-social__heading');
  title.textContent = heading;
  const list = element('ul', 'sf-social__list');
  for (const link of links) {
    const anchor = element('a', 'sf-social__link');
    anchor.href = link.href;
    anchor.setAttribute('href', link.href);
    if (link.network) anchor.setAttribute('data-network', link.network);
    if (link.newTab) {
      anchor.target = '_blank';
      anchor.rel = 'noopener noreferrer';
    }
    const badge = element('span', 'sf-social__badge');
    badge.setAttribute('aria-hidden', 'true');
    badge.textContent = (link.network && BADGES[link.network]) ?? link.label.charAt(0);
    const label = element('span');
    label.textContent = link.label;
    anchor.append(badge, label);
    if (link.newTab) {
      const hint = element('span', 'sf-visually-hidden');
      hint.textContent = ` ${t('common.opensInNewTab')}`;
      anchor.append(hint);
    }
    const item = element('li');
    item.append(anchor);
    list.append(item);
  }
  root.append(title, list);
  return root;
}
