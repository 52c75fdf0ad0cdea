/**
 * A map form's status line (spec 8.1, 8.5): each form reports in an aria-live region of its own,
 * `[data-sf-status]` in the form, created when the CMS renders none. `data-tone` tells the styles
 * (and the tests) whether the form is busy, done or failed.
 */
export type Tone = 'busy' | 'ok' | 'error';

export function statusRegion(form: HTMLFormElement): HTMLElement {
  const existing = form.querySelector<HTMLElement>('[data-sf-status]');
  if (existing) return existing;
  const region = form.ownerDocument.createElement('p');
  region.className = 'ce-map__status';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('data-sf-status', '');
  form.append(region);
  return region;
}

export function say(form: HTMLFormElement, message: string, tone: Tone): void {
  const region = statusRegion(form);
  region.textContent = message;
  region.dataset.tone = tone;
}

/** Empties the status line if it reports results (a failure or a busy line stays). */
export function clearResultStatus(form: HTMLFormElement | null): void {
  const region = form?.querySelector<HTMLElement>('[data-sf-status]');
  if (region?.dataset.tone !== 'ok') return;
  region.textContent = '';
  delete region.dataset.tone;
}
