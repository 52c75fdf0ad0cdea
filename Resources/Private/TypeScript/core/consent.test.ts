import { createConsent } from './consent';
import { grantFromPlaceholder } from './consent-placeholder';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('consent to map providers', () => {
  it('is not granted until the visitor or a consent tool grants it, and announces each change', () => {
    const storage = memoryStorage();
    const consent = createConsent(document, storage);
    const changes: unknown[] = [];
    document.addEventListener('sf:consent', (event) => changes.push((event as CustomEvent).detail));
    expect(consent.granted('google')).toBe(false);
    consent.grant('google');
    expect(consent.granted('google')).toBe(true);
    consent.grant('google');
    consent.revoke('google');
    expect(consent.granted('google')).toBe(false);
    expect(changes).toEqual([
      { provider: 'google', granted: true },
      { provider: 'google', granted: false },
    ]);
  });

  it('remembers a choice for the next page, unless asked not to', () => {
    const storage = memoryStorage();
    createConsent(document, storage).grant('google');
    expect(createConsent(document, storage).granted('google')).toBe(true);
    const other = memoryStorage();
    const once = createConsent(document, other);
    once.grant('google', { remember: false });
    expect(once.granted('google')).toBe(true);
    expect(createConsent(document, other).granted('google')).toBe(false);
  });

  it('a revoke is remembered too', () => {
    const storage = memoryStorage();
    createConsent(document, storage).grant('google');
    createConsent(document, storage).revoke('google');
    expect(createConsent(document, storage).granted('google')).toBe(false);
  });

  it('listens to the DOM events of consent tools and ignores unknown providers and broken storage', () => {
    const doc = document.implementation.createHTMLDocument('x');
    const storage = memoryStorage();
    storage.setItem('sf-consent', '{not json');
    const consent = createConsent(doc, storage);
    expect(consent.granted('google')).toBe(false);
    doc.dispatchEvent(new CustomEvent('sf:consent-grant', { detail: { provider: 'google' } }));
    expect(consent.granted('google')).toBe(true);
    doc.dispatchEvent(new CustomEvent('sf:consent-grant', { detail: { provider: 'bing' } }));
    doc.dispatchEvent(new CustomEvent('sf:consent-revoke', { detail: { provider: 'google' } }));
    expect(consent.granted('google')).toBe(false);
  });
});

/** A document whose maps configuration (#sf-maps-config) holds `text`. */
function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('x');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'sf-maps-config';
  script.textContent = text;
  doc.head.append(script);
  return doc;
}

describe('issue 26: consent.mode of the page configuration', () => {
  afterEach(() => jest.restoreAllMocks());

  it('unreadable JSON is the placeholder mode, silently here (the map blocks report it)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createConsent(pageWith('{not json'), memoryStorage()).mode).toBe('placeholder');
    expect(createConsent(pageWith('null'), memoryStorage()).mode).toBe('placeholder');
    expect(error).not.toHaveBeenCalled();
  });

  it('placeholder (the default, also without a configuration): choices are remembered in sf-consent', () => {
    for (const doc of [
      document.implementation.createHTMLDocument('x'),
      pageWith('{"consent": {"mode": "placeholder"}}'),
      pageWith('{"provider": "osm"}'),
    ]) {
      const storage = memoryStorage();
      const consent = createConsent(doc, storage);
      expect(consent.mode).toBe('placeholder');
      grantFromPlaceholder(consent, 'google', true, doc);
      expect(JSON.parse(storage.getItem('sf-consent') ?? '[]')).toEqual(['google']);
      expect(createConsent(doc, storage).granted('google')).toBe(true);
    }
  });

  it('placeholder: the button without "always" grants for this page view and asks no tool', () => {
    const doc = pageWith('{"consent": {"mode": "placeholder"}}');
    const storage = memoryStorage();
    const requests: unknown[] = [];
    doc.addEventListener('sf:consent-request', (event) => requests.push((event as CustomEvent).detail));
    const consent = createConsent(doc, storage);
    grantFromPlaceholder(consent, 'google', false, doc);
    expect(consent.granted('google')).toBe(true);
    expect(storage.getItem('sf-consent')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('external: sf-consent is neither read nor written; the tool re-grants by API or event on each page view', () => {
    const doc = pageWith('{"consent": {"mode": "external"}}');
    const storage = memoryStorage();
    storage.setItem('sf-consent', '["google"]');
    const getItem = jest.spyOn(storage, 'getItem');
    const setItem = jest.spyOn(storage, 'setItem');
    const consent = createConsent(doc, storage);
    expect(consent.mode).toBe('external');
    // A choice the bundle once stored does not count: the tool decides.
    expect(consent.granted('google')).toBe(false);
    consent.grant('google');
    expect(consent.granted('google')).toBe(true);
    consent.revoke('google');
    doc.dispatchEvent(new CustomEvent('sf:consent-grant', { detail: { provider: 'osm' } }));
    expect(consent.granted('osm')).toBe(true);
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    // The next page view starts without consent until the tool grants again.
    expect(createConsent(doc, storage).granted('osm')).toBe(false);
  });

  it('external: the placeholder grants for this page view and dispatches sf:consent-request for the tool', () => {
    const doc = pageWith('{"consent": {"mode": "external"}}');
    const storage = memoryStorage();
    const consent = createConsent(doc, storage);
    const seen: string[] = [];
    doc.addEventListener('sf:consent', (event) =>
      seen.push(`consent ${JSON.stringify((event as CustomEvent).detail)}`),
    );
    doc.addEventListener('sf:consent-request', (event) =>
      seen.push(`request ${JSON.stringify((event as CustomEvent).detail)}`),
    );
    grantFromPlaceholder(consent, 'google', true, doc);
    expect(consent.granted('google')).toBe(true);
    expect(seen).toEqual(['consent {"provider":"google","granted":true}', 'request {"provider":"google"}']);
    expect(storage.getItem('sf-consent')).toBeNull();
  });

  it.each([
    [
      '{"consent": {"mode": "klaro"}}',
      /settings field "consent.mode": expected "placeholder" or "external", got "klaro"/,
    ],
    ['{"consent": {"mode": 1}}', /got 1; using "placeholder"/],
    ['{"consent": {"mode": null}}', /got null; using "placeholder"/],
  ])('a bad configuration %s is one console line, and the placeholder mode', (text, line) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = memoryStorage();
    const consent = createConsent(pageWith(text), storage);
    expect(consent.mode).toBe('placeholder');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[SiteFrontend\] #sf-maps-config: /);
    expect(String(error.mock.calls[0]?.[0])).toMatch(line);
    consent.grant('google');
    expect(storage.getItem('sf-consent')).toBe('["google"]');
  });
});
