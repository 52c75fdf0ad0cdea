/**
 * The page services of a test (core/types.ts `SiteServices`): a real consent API kept in memory
 * (nothing stored; it dispatches `sf:consent` like the page's) and the places client the test gives.
 * Tests pass these in the context they build instead of patching `window.SiteFrontend`.
 */
import { createConsent, type ConsentApi, type ConsentProvider } from '../consent';
import type { PlacesClient, SiteServices } from '../types';

/** A consent API over `doc` with no storage; `granted` providers start granted (for this page view). */
export function fakeConsent(granted: readonly ConsentProvider[] = [], doc: Document = document): ConsentApi {
  const consent = createConsent(doc, undefined);
  for (const provider of granted) consent.grant(provider, { remember: false });
  return consent;
}

/** Services for a test: the places calls it gives (the others are missing), consent as `fakeConsent`. */
export function fakeServices(
  places: Partial<PlacesClient> = {},
  consent: ConsentApi = fakeConsent(),
): SiteServices {
  return { consent, places: places as PlacesClient };
}
