/**
 * The React context that carries the page services (core/types.ts `SiteServices`) to every component
 * of a widget: core/react-host.tsx provides it next to each root's error boundary, components read it
 * with `useServices()`. A module of its own so components need not import the host (and React DOM).
 */
import { createContext, useContext } from 'react';
import type { SiteServices } from './types';

export const ServicesContext = createContext<SiteServices | null>(null);

/** For tests that render a component alone: `<ServicesProvider value={fakeServices()}>`. */
export const ServicesProvider = ServicesContext.Provider;

/** The page's services in a component rendered through `context.render` (or a ServicesProvider). */
export function useServices(): SiteServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside a root rendered by context.render');
  return services;
}
