/**
 * Issue 29: the route links ('Route in App öffnen: Google Maps · OpenStreetMap') and the phone link
 * of a location, as DOM for the block's list entries and info windows. The URLs come from
 * services/nav-links.ts (the place card builds the same links in React); every text is textContent.
 */
import { cmsPlaceFacts } from './cms-places';
import { t } from '../../core/i18n';
import {
  routeLinks,
  telHref,
  type Destination,
  type NavPlatform,
  ROUTE_APP_LABEL,
} from '../../services/nav-links';

/**
 * `<p class="sf-route">Route in App öffnen: <a>Google Maps</a> <a>OpenStreetMap</a></p>`. Each link's
 * name says the location and the app ('Route zu Vertrieb Süd in Google Maps öffnen (öffnet in einem
 * neuen Tab)'), holding the visible app name (WCAG 2.5.3); https links open in a new tab.
 */
export function routeLinksElement(
  doc: Document,
  destination: Destination,
  platform: NavPlatform,
  /** The info window's one line ('Route: Google Maps OpenStreetMap'): a taller window would cover other markers. */
  compact = false,
): HTMLElement {
  const paragraph = doc.createElement('p');
  paragraph.className = compact ? 'sf-route sf-route--compact' : 'sf-route';
  const label = doc.createElement('span');
  label.className = 'sf-route__label';
  label.textContent = t(compact ? 'map.route.short' : 'map.route.label');
  paragraph.append(label);
  for (const link of routeLinks(destination, platform)) {
    const anchor = doc.createElement('a');
    anchor.className = `sf-route__link sf-route__link--${link.app}`;
    anchor.href = link.href;
    anchor.setAttribute('data-sf-route-app', link.app);
    const app = t(ROUTE_APP_LABEL[link.app]);
    anchor.textContent = app;
    let name = t('map.route.to', { title: destination.label, app });
    if (link.newTab) {
      anchor.target = '_blank';
      anchor.rel = 'noopener';
      name = `${name} ${t('common.opensInNewTab')}`;
    }
    anchor.setAttribute('aria-label', name);
    paragraph.append(' ', anchor);
  }
  return paragraph;
}

/** `<p class="sf-phone">Telefon: <a href="tel:+49…">+49 89 …</a></p>`, or null for no usable number. */
export function phoneElement(doc: Document, number: string, title: string): HTMLElement | null {
  const href = telHref(number);
  if (!href) return null;
  const paragraph = doc.createElement('p');
  paragraph.className = 'sf-phone';
  const label = doc.createElement('span');
  label.className = 'sf-phone__label';
  label.textContent = t('map.phone.label');
  const anchor = doc.createElement('a');
  anchor.href = href;
  anchor.textContent = number.trim();
  anchor.setAttribute('aria-label', t('map.phone.call', { title, number: number.trim() }));
  paragraph.append(label, ' ', anchor);
  return paragraph;
}

/**
 * The phone numbers of the page's CMS places (`#sf-places`, the places the locations name by
 * `placeId`): id → the international number, else the national one. Unreadable JSON gives none
 * (the place widgets report it).
 */
export function cmsPlacePhones(doc: Document): Map<string, string> {
  const phones = new Map<string, string>();
  for (const [id, facts] of cmsPlaceFacts(doc)) if (facts.phone) phones.set(id, facts.phone);
  return phones;
}
