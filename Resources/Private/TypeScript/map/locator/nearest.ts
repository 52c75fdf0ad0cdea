/**
 * Issue 29, the nearest location when none is near: a map search or a filter that leaves no
 * location shown names the nearest one (of those the other constraints keep, to the searched point)
 * with its distance, and offers a button that shows it; without a searched point it says that no
 * location matches and offers to clear the filter. The sentence goes to the form's status line
 * (announced); the button stands in its own element right after it (a live region holds no controls).
 */
import { t } from '../../core/i18n';
import { haversineMeters, type LatLng } from '../../services/geo';
import { distance } from '../messages';
import type { MapBlockSettings } from '../settings';

export interface Nearest {
  index: number;
  meters: number;
}

/** The candidate nearest to the point (the first of equals), or undefined when there is none. */
export function nearestOf(
  locations: MapBlockSettings['locations'],
  point: LatLng,
  candidates: readonly number[],
): Nearest | undefined {
  let best: Nearest | undefined;
  for (const index of candidates) {
    const location = locations[index];
    if (!location) continue;
    const meters = haversineMeters(point, { lat: location.latitude, lng: location.longitude });
    if (!best || meters < best.meters) best = { index, meters };
  }
  return best;
}

/** 'Der nächste Standort ist Zentrale am Marienplatz, 1,2 km entfernt.' */
export function nearestMessage(title: string, meters: number): string {
  return t('map.nearest.found', { title, distance: distance(meters) });
}

const ACTION = 'data-sf-action';

/** Puts one button after the form's status line (replacing any earlier one). */
export function offerAction(form: HTMLFormElement, label: string, act: () => void): HTMLButtonElement {
  clearAction(form);
  const doc = form.ownerDocument;
  const holder = doc.createElement('p');
  holder.className = 'ce-map__action';
  holder.setAttribute(ACTION, '');
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.addEventListener('click', () => {
    holder.remove();
    act();
  });
  holder.append(button);
  const status = form.querySelector('[data-sf-status]');
  if (status) status.after(holder);
  else form.append(holder);
  return button;
}

export function clearAction(form: HTMLFormElement | null): void {
  form?.querySelector(`[${ACTION}]`)?.remove();
}
