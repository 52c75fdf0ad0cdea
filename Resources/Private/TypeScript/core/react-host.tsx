/**
 * The React side of mounting, loaded lazily with the first widget: a root per container, each
 * inside its own error boundary. When a widget throws while rendering, its root is unmounted and
 * the container gets its original CMS children back, so the visitor keeps a readable page.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { LOG_PREFIX, plainContext, type Host } from './mount';
import { ServicesContext } from './services-context';
import type { FrameInfo, RenderOptions, SiteServices, WidgetContext, WidgetModule } from './types';

export { useServices } from './services-context';

interface BoundaryProps {
  label: string;
  onError: (error: unknown) => void;
  children: ReactNode;
}

class FrameErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      `${LOG_PREFIX} ${this.props.label}: the widget failed while rendering; its CMS markup was restored.`,
      error,
      info.componentStack,
    );
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

const roots = new WeakMap<Element, Root>();

export function render(
  info: FrameInfo,
  container: Element,
  node: ReactNode,
  options: RenderOptions = {},
  services: SiteServices | null = null,
): () => void {
  if (roots.has(container)) throw new Error(`a React root already exists on this container`);
  // React clears the container when it first commits; keep the CMS nodes to put them back on error.
  const original = [...container.childNodes];
  const root = createRoot(container, { identifierPrefix: `sf-${info.frame.id || 'frame'}-` });
  roots.set(container, root);
  const restore = (): void => {
    // Unmounting is not allowed while React is rendering: wait for the current work to finish.
    queueMicrotask(() => {
      root.unmount();
      roots.delete(container);
      container.replaceChildren(...original);
      if (!options.part) info.frame.setAttribute('data-sf-state', 'failed');
      options.onError?.();
    });
  };
  // Commit at once: when `SiteFrontend.ready` resolves, the widgets are in the DOM (React 19 would
  // otherwise commit in a later task, and a visitor's or a test's first click could meet a widget
  // that is not there yet or is still measuring itself).
  flushSync(() => {
    root.render(
      <FrameErrorBoundary label={info.label} onError={restore}>
        <ServicesContext.Provider value={services}>{node}</ServicesContext.Provider>
      </FrameErrorBoundary>,
    );
  });
  return () => {
    if (roots.get(container) !== root) return;
    root.unmount();
    roots.delete(container);
  };
}

export function createContext(info: FrameInfo, services: SiteServices): WidgetContext {
  return {
    ...plainContext(info, services),
    render: (container, node, options) => render(info, container, node, options, services),
  };
}

export const host: Host = {
  async mountWidget(
    info: FrameInfo,
    module: WidgetModule,
    settings: unknown,
    services: SiteServices,
  ): Promise<void> {
    await module.mount(createContext(info, services), settings);
  },
};
