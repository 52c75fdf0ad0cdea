/**
 * The map providers, in one table: the single source of their names (the `provider` setting), the
 * name a visitor reads, and whether a block needs the visitor's consent before the provider is asked
 * for anything (Google always: its servers see the visitor; OpenStreetMap only where the block says
 * so, `consent.required`). Data only: the entry may import its types, and `load.ts` its loaders.
 */
import type { ConsentProvider } from '../core/consent';

export const PROVIDERS = {
  osm: { label: 'OpenStreetMap', alwaysNeedsConsent: false },
  google: { label: 'Google Maps', alwaysNeedsConsent: true },
} as const satisfies Record<ConsentProvider, { label: string; alwaysNeedsConsent: boolean }>;

export type ProviderName = keyof typeof PROVIDERS;

/** The names, the default first: the settings schema accepts these. */
export const PROVIDER_NAMES = ['osm', 'google'] as const satisfies readonly ProviderName[];

// The consent names (core/consent.ts) and the provider names are one list: each holds the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const PROVIDERS_MATCH_CONSENT: Same<ProviderName, ConsentProvider> = true;
