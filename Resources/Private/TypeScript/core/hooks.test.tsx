/** useMediaQuery and prefersReducedMotion over window.matchMedia (absent in jsdom: stubbed here). */
import { act, render } from '@testing-library/react';
import { prefersReducedMotion, useMediaQuery } from './hooks';

function stubMatchMedia(matches: (query: string) => boolean) {
  const listeners = new Set<() => void>();
  const fake = jest.fn((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: fake });
  return { notify: () => listeners.forEach((listener) => listener()), listeners };
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'yes' : 'no'}</p>;
}

describe('useMediaQuery', () => {
  it('is false without matchMedia', () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
    const view = render(<Probe query="(max-width: 450px)" />);
    expect(view.container.textContent).toBe('no');
  });

  it('follows the query as it changes, and stops listening on unmount', () => {
    let narrow = false;
    const media = stubMatchMedia(() => narrow);
    const view = render(<Probe query="(max-width: 450px)" />);
    expect(view.container.textContent).toBe('no');
    narrow = true;
    act(() => media.notify());
    expect(view.container.textContent).toBe('yes');
    view.unmount();
    expect(media.listeners.size).toBe(0);
  });
});

describe('prefersReducedMotion', () => {
  it('reads (prefers-reduced-motion: reduce), false without matchMedia', () => {
    expect(prefersReducedMotion()).toBe(false);
    stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    expect(prefersReducedMotion()).toBe(true);
    stubMatchMedia(() => false);
    expect(prefersReducedMotion(window)).toBe(false);
  });
});
