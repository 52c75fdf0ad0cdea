/**
 * Loads a fixture page into jsdom exactly as the demo server renders it, and mounts the bundle on
 * it the way an integrator's page does (`main.ts` runs, `window.SiteFrontend.ready` resolves).
 */
import { act } from '@testing-library/react';
import { renderPage } from '../../fixtures/server/render';
import type { FrameReport } from '../../Resources/Private/TypeScript/core/mount';

export function loadFixture(urlPath: string): void {
  const page = renderPage(urlPath);
  if (!page) throw new Error(`no fixture page ${urlPath}`);
  const parsed = new DOMParser().parseFromString(page.html, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.documentElement.className = parsed.documentElement.className;
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  for (const attribute of [...document.body.attributes]) document.body.removeAttribute(attribute.name);
  for (const attribute of parsed.body.attributes) document.body.setAttribute(attribute.name, attribute.value);
}

/**
 * Runs the bundle's entry on the current document (fresh module state) and waits for it.
 * `useChrome`: then gives the header widgets that wait for their first use (mobile menu, language
 * selector) that use, waits for them, and reports their final state.
 */
export async function mountBundle(options: { useChrome?: boolean } = {}): Promise<FrameReport[]> {
  delete window.SiteFrontend;
  let reports: FrameReport[] = [];
  await act(async () => {
    jest.isolateModules(() => {
      // A synchronous require: isolateModules runs the entry afresh, as a page load does.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../../Resources/Private/TypeScript/main');
    });
    reports = await window.SiteFrontend!.ready;
  });
  if (!options.useChrome) return reports;
  const frames = [
    ...document.querySelectorAll<HTMLElement>(
      '[data-sf-widget="mobile-menu"][data-sf-state="deferred"], [data-sf-widget="language-selector"][data-sf-state="deferred"]',
    ),
  ];
  for (const frame of frames) frame.dispatchEvent(new Event('pointerdown'));
  await waitFor(() =>
    frames.every((frame) => !['deferred', 'loading'].includes(frame.getAttribute('data-sf-state') ?? '')),
  );
  return reports.map((report) => {
    const id = /#(\S+)$/.exec(report.label)?.[1];
    const frame = id ? document.getElementById(id) : null;
    return frame && report.state === 'deferred'
      ? { ...report, state: frame.getAttribute('data-sf-state') as FrameReport['state'] }
      : report;
  });
}

/** Waits (inside React's act) until `condition` holds; frames mounted on first use load their chunks asynchronously. */
export async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: the condition did not hold in time');
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
  }
}
