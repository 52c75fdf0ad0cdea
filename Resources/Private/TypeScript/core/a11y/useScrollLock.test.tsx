/** The counted page-scroll lock: one class on <html>, held while any overlay holds it. */
import { render } from '@testing-library/react';
import { acquireScrollLock, SCROLL_LOCK_CLASS, scrollLockHolders, useScrollLock } from './useScrollLock';

const locked = () => document.documentElement.classList.contains(SCROLL_LOCK_CLASS);

function Holder({ active }: { active: boolean }) {
  useScrollLock(active);
  return null;
}

afterEach(() => {
  document.documentElement.className = '';
  document.body.removeAttribute('style');
});

describe('useScrollLock', () => {
  it('the class is sf-scroll-lock (the page CSS styles it)', () => {
    expect(SCROLL_LOCK_CLASS).toBe('sf-scroll-lock');
  });

  it('locks while active and lets go when inactive', () => {
    const view = render(<Holder active={false} />);
    expect(locked()).toBe(false);
    view.rerender(<Holder active />);
    expect(locked()).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    view.rerender(<Holder active={false} />);
    expect(locked()).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('lets go on unmount while active', () => {
    const view = render(<Holder active />);
    expect(locked()).toBe(true);
    view.unmount();
    expect(locked()).toBe(false);
    expect(scrollLockHolders()).toBe(0);
  });

  it('counts holders: A locks, B locks, A lets go first, the page stays locked until B lets go', () => {
    const a = render(<Holder active />);
    const b = render(<Holder active />);
    expect(scrollLockHolders()).toBe(2);
    a.unmount();
    expect(locked()).toBe(true);
    b.unmount();
    expect(locked()).toBe(false);
  });

  it('gives <body> its own overflow back, and a release twice counts once', () => {
    document.body.style.overflow = 'auto';
    const release = acquireScrollLock();
    const other = acquireScrollLock();
    release();
    release();
    expect(locked()).toBe(true);
    other();
    expect(locked()).toBe(false);
    expect(document.body.style.overflow).toBe('auto');
  });

  it('restoreScroll scrolls back to where the holder took the lock', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const release = acquireScrollLock(document, { restoreScroll: true });
    release();
    expect(scrollTo).toHaveBeenCalledWith(window.scrollX, window.scrollY);
    scrollTo.mockRestore();
  });
});
