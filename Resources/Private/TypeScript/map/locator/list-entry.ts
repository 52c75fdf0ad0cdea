/**
 * Issue 29: the block's list entries as a locator audit asks for them: the marker's letter as text
 * beside the title when the pins carry letters (markerLabel), the route links of the visitor's
 * navigation app, and the phone number as a `tel:` link when the location's CMS place has one. The
 * distance during a map search is written by forms/location-list.ts. Runs once per list at mount
 * (before consent too: none of it needs the map).
 */
import { markerLetter } from '../clusters';
import type { MapBlockSettings } from '../settings';
import type { NavPlatform } from '../../services/nav-links';
import { cmsPlacePhones, phoneElement, routeLinksElement } from './app-links';

const DONE = 'data-sf-entry';

export function decorateListEntries(
  list: HTMLElement,
  settings: Pick<MapBlockSettings, 'locations' | 'mapSettings'>,
  platform: NavPlatform,
): void {
  const doc = list.ownerDocument;
  const phones = cmsPlacePhones(doc);
  for (const link of list.querySelectorAll<HTMLElement>('[data-marker-index]')) {
    const index = Number.parseInt(link.dataset.markerIndex ?? '', 10);
    const location = settings.locations[index];
    const entry = link.closest('li') ?? link.parentElement;
    if (!location || !entry || !list.contains(entry) || entry.hasAttribute(DONE)) continue;
    entry.setAttribute(DONE, '');
    if (settings.mapSettings.markerLabel) {
      const letter = doc.createElement('span');
      letter.className = 'ce-map__letter';
      letter.setAttribute('data-sf-letter', '');
      letter.textContent = markerLetter(index);
      entry.prepend(letter, ' ');
    }
    entry.append(
      routeLinksElement(
        doc,
        { lat: location.latitude, lng: location.longitude, label: location.title },
        platform,
      ),
    );
    const phone = location.placeId ? phones.get(location.placeId) : undefined;
    const phoneLink = phone ? phoneElement(doc, phone, location.title) : null;
    if (phoneLink) entry.append(phoneLink);
  }
}
