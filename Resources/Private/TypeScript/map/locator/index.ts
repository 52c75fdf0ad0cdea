/**
 * Issue 29: what a block's locator parts get at mount, before consent and the map: the list entries
 * (marker letter, route links, phone) and the phone's map/list toggle (when the CMS rendered one).
 */
import { currentNavPlatform } from '../../services/nav-links';
import type { MapBlockSettings } from '../settings';
import { decorateListEntries } from './list-entry';
import { attachViewToggle, type ViewToggle } from './view-toggle';

export function startLocator(
  frame: HTMLElement,
  list: HTMLElement | null,
  toggle: HTMLElement | null,
  settings: MapBlockSettings,
): ViewToggle | undefined {
  if (!list) return undefined;
  decorateListEntries(list, settings, currentNavPlatform());
  return toggle ? attachViewToggle({ frame, toggle, list }) : undefined;
}
