import { createConsent } from './consent';

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
