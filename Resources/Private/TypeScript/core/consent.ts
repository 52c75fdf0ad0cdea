/**
 * The visitor's consent to third-party map providers (German law: nothing is requested from
 * Google before the visitor agrees). Part of the entry, so a consent tool can call it before any
 * map code has loaded.
 *
 *   window.SiteFrontend.consent.grant('google')                    // and remember it
 *   window.SiteFrontend.consent.grant('google', { remember: false }) // this page view only
 *   window.SiteFrontend.consent.revoke('google')
 *   window.SiteFrontend.consent.granted('google')                   // boolean
 *
 * Or with DOM events (for tools that only dispatch events):
 *   document.dispatchEvent(new CustomEvent('sf:consent-grant', { detail: { provider: 'google' } }))
 *   document.dispatchEvent(new CustomEvent('sf:consent-revoke', { detail: { provider: 'google' } }))
 *
 * Every change dispatches `sf:consent` on document with `detail: { provider, granted }`.
 *
 * `consent.mode` of the page's maps configuration (`#sf-maps-config`, Documentation/maps.md):
 * - `placeholder` (default): the bundle keeps the visitor's choice; remembered choices live in
 *   localStorage under `sf-consent`.
 * - `external`: a consent tool is the source of truth. Nothing is read from or written to
 *   localStorage; the tool grants again on each page view. The placeholders' button grants for this
 *   page view only and dispatches `sf:consent-request` on document (`detail: { provider }`), so the
 *   tool can record the choice.
 */
import { emit, listen } from './events';
import { LOG_PREFIX } from './mount';

/**
 * The providers a visitor consents to: the map providers (map/providers.ts names them and checks
 * that its table matches this list). Defined here so core imports nothing from map/.
 */
export const CONSENT_PROVIDERS = ['google', 'osm'] as const;
export type ConsentProvider = (typeof CONSENT_PROVIDERS)[number];

export type ConsentMode = 'placeholder' | 'external';

export interface ConsentApi {
  /** Who keeps the choice: the bundle (`placeholder`) or a consent tool (`external`). */
  readonly mode: ConsentMode;
  granted(provider: ConsentProvider): boolean;
  grant(provider: ConsentProvider, options?: { remember?: boolean }): void;
  revoke(provider: ConsentProvider): void;
}

export interface ConsentChange {
  provider: ConsentProvider;
  granted: boolean;
}

const STORAGE_KEY = 'sf-consent';
const CONFIG_ID = 'sf-maps-config';
const MODES: readonly ConsentMode[] = ['placeholder', 'external'];

function isProvider(value: unknown): value is ConsentProvider {
  return (CONSENT_PROVIDERS as readonly unknown[]).includes(value);
}

function readStored(storage: Storage | undefined): Set<ConsentProvider> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter(isProvider) : []);
  } catch {
    return new Set();
  }
}

/**
 * `consent.mode` of `#sf-maps-config`; `placeholder` when unset or unreadable (unreadable JSON is
 * reported by the map blocks, map/page-config.ts). A bad value is one console error.
 */
export function consentMode(doc: Document): ConsentMode {
  let mode: unknown;
  try {
    mode = (
      JSON.parse(doc.getElementById(CONFIG_ID)?.textContent || '{}') as { consent?: { mode?: unknown } }
    ).consent?.mode;
  } catch {
    // No configuration to read: the default.
  }
  if (mode === undefined || MODES.includes(mode as ConsentMode))
    return (mode as ConsentMode | undefined) ?? 'placeholder';
  console.error(
    `${LOG_PREFIX} #${CONFIG_ID}: settings field "consent.mode": expected "placeholder" or "external", got ${JSON.stringify(mode)}; using "placeholder".`,
  );
  return 'placeholder';
}

export function createConsent(
  doc: Document = document,
  storage: Storage | undefined = safeStorage(),
): ConsentApi {
  const mode = consentMode(doc);
  // A consent tool keeps the choice: the bundle neither reads nor writes its own.
  const store = mode === 'external' ? undefined : storage;
  const remembered = readStored(store);
  const session = new Set<ConsentProvider>();
  const save = (): void => {
    if (!store) return;
    try {
      store.setItem(STORAGE_KEY, JSON.stringify([...remembered]));
    } catch {
      // Storage may be full or blocked: the choice then lasts for this page view.
    }
  };
  const announce = (provider: ConsentProvider, granted: boolean): void => {
    emit(doc, 'sf:consent', { provider, granted });
  };
  const api: ConsentApi = {
    mode,
    granted: (provider) => session.has(provider) || remembered.has(provider),
    grant(provider, options = {}) {
      if (!isProvider(provider)) return;
      const before = api.granted(provider);
      session.add(provider);
      if (options.remember !== false && store) {
        remembered.add(provider);
        save();
      }
      if (!before) announce(provider, true);
    },
    revoke(provider) {
      if (!isProvider(provider)) return;
      const before = api.granted(provider);
      session.delete(provider);
      remembered.delete(provider);
      save();
      if (before) announce(provider, false);
    },
  };
  const providerOf = (detail: unknown): ConsentProvider | undefined => {
    const provider = (detail as { provider?: unknown } | null)?.provider;
    return isProvider(provider) ? provider : undefined;
  };
  // A consent tool's detail is outside data: checked, not trusted.
  listen(doc, 'sf:consent-grant', (detail) => {
    const provider = providerOf(detail);
    if (provider) api.grant(provider);
  });
  listen(doc, 'sf:consent-revoke', (detail) => {
    const provider = providerOf(detail);
    if (provider) api.revoke(provider);
  });
  return api;
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
