/**
 * Small React hooks every widget may use (the React side of `core/media.ts`): `useMediaQuery`
 * follows a media query as it changes; `prefersReducedMotion` is re-exported for components.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { mediaMatches } from './media';

export { prefersReducedMotion, REDUCED_MOTION_QUERY } from './media';

/** Whether `query` matches, re-rendering when that changes; false without matchMedia (and on the server). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const snapshot = useCallback(() => mediaMatches(query), [query]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
