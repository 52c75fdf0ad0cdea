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

/** Runs the bundle's entry on the current document (fresh module state) and waits for it. */
export async function mountBundle(): Promise<FrameReport[]> {
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
  return reports;
}

/** Waits (inside React's act) until `condition` holds; frames mounted on first use load their chunks asynchronously. */
export async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: the condition did not hold in time');
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
  }
}
