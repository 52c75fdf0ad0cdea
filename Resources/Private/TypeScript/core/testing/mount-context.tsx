/**
 * Test support (not part of the bundle): a widget mounted with the mounting core's own context
 * (`plainContext`, so its console lines are the ones an integrator reads) that renders React
 * synchronously inside the services provider, and the console errors it wrote.
 */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { plainContext } from '../mount';
import { ServicesProvider } from '../services-context';
import type { FrameInfo, SiteServices, WidgetContext } from '../types';

/**
 * Contexts of the mounting core for frames of one test file, and the console.error they report to:
 * call `setUp` in a beforeEach and `tearDown` in an afterEach (it unmounts every React root made).
 */
export function realContexts() {
  let roots: Root[] = [];
  let consoleError: jest.SpyInstance | undefined;
  return {
    setUp(): void {
      consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    },
    tearDown(): void {
      act(() => roots.forEach((root) => root.unmount()));
      roots = [];
      consoleError?.mockRestore();
    },
    /** The context `plainContext` gives `info`, rendering into a React root inside the services. */
    context(info: FrameInfo, services: SiteServices): WidgetContext {
      const base = plainContext(info, services);
      return {
        ...base,
        render: (container: Element, node: ReactNode) => {
          const root = createRoot(container);
          roots.push(root);
          flushSync(() => root.render(<ServicesProvider value={base.services}>{node}</ServicesProvider>));
          return () => root.unmount();
        },
      };
    },
    /** The console.error lines since `setUp` (or the last `clearLines`). */
    lines(): string[] {
      return (consoleError?.mock.calls ?? []).map((call: unknown[]) => String(call[0]));
    },
    clearLines(): void {
      consoleError?.mockClear();
    },
  };
}
