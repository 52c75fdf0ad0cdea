/**
 * Issue 26: the map block's two-click placeholder in both consent modes (core/consent.ts).
 */
import { act, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createConsent, type ConsentApi } from '../core/consent';
import { ServicesProvider } from '../core/services-context';
import { fakeServices } from '../core/testing/services';
import { setLanguage } from '../core/i18n';
import { ConsentPlaceholder } from '../places/details/ConsentPlaceholder';
import { useConsent } from '../core/consent-ui';
import { MapBlock } from './MapBlock';

function withMode(mode: string): void {
  document.getElementById('sf-maps-config')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sf-maps-config';
  script.textContent = JSON.stringify({ consent: { mode } });
  document.head.append(script);
  window.localStorage.clear();
  consent = createConsent(document, window.localStorage);
}

/** The page's consent, handed to the components as the widget context would (services). */
let consent: ConsentApi;
const withServices = (node: ReactNode) =>
  render(<ServicesProvider value={fakeServices({}, consent)}>{node}</ServicesProvider>);

const block = (
  start: (element: HTMLElement, signal: AbortSignal) => Promise<() => void> = jest.fn(
    () => new Promise<() => void>(() => undefined),
  ),
) =>
  withServices(
    <MapBlock
      provider="google"
      providerLabel="Google Maps"
      host=""
      needsConsent
      privacyUrl="/datenschutz.html"
      title="Standorte"
      start={start}
    />,
  );

beforeAll(() => setLanguage('de'));
afterAll(() => {
  setLanguage(undefined);
  document.getElementById('sf-maps-config')?.remove();
});

describe('issue 26: the consent placeholder and consent.mode', () => {
  it("placeholder: the 'always' checkbox; ticked, the choice is remembered in sf-consent", () => {
    withMode('placeholder');
    const requests = jest.fn();
    document.addEventListener('sf:consent-request', requests);
    const { container } = block();
    const always = container.querySelector<HTMLInputElement>('.sf-map-consent__always input');
    expect(always).not.toBeNull();
    fireEvent.click(always!);
    act(() => {
      fireEvent.click(container.querySelector('.sf-map-consent__load')!);
    });
    expect(window.localStorage.getItem('sf-consent')).toBe('["google"]');
    expect(container.querySelector('.sf-map-consent')).toBeNull();
    expect(requests).not.toHaveBeenCalled();
    document.removeEventListener('sf:consent-request', requests);
  });

  it("external: no 'always' checkbox; the button loads this page view's map and tells the tool", () => {
    withMode('external');
    const requests: unknown[] = [];
    const listener = (event: Event): void => void requests.push((event as CustomEvent).detail);
    document.addEventListener('sf:consent-request', listener);
    const { container } = block();
    expect(container.querySelector('.sf-map-consent')).not.toBeNull();
    expect(container.querySelector('.sf-map-consent__always')).toBeNull();
    act(() => {
      fireEvent.click(container.querySelector('.sf-map-consent__load')!);
    });
    expect(container.querySelector('.sf-map-consent')).toBeNull();
    expect(requests).toEqual([{ provider: 'google' }]);
    expect(window.localStorage.getItem('sf-consent')).toBeNull();
    document.removeEventListener('sf:consent-request', listener);
  });

  it("external: the place widgets' placeholder behaves the same", () => {
    withMode('external');
    const requests = jest.fn();
    document.addEventListener('sf:consent-request', requests);
    const Widget = () => <ConsentPlaceholder privacyUrl="" consent={useConsent('google')} />;
    const { container } = withServices(<Widget />);
    expect(container.querySelector('.sf-place-consent__always')).toBeNull();
    fireEvent.click(container.querySelector('.sf-place-consent__load')!);
    expect(requests).toHaveBeenCalledTimes(1);
    expect(consent.granted('google')).toBe(true);
    expect(window.localStorage.getItem('sf-consent')).toBeNull();
    document.removeEventListener('sf:consent-request', requests);
  });
});

describe('the block follows a grant it did not hear (e2e: a click before the subscription)', () => {
  /** A consent API that grants without dispatching sf:consent (a consent tool's own, say). */
  const silentApi = () => {
    let granted = false;
    const api = {
      mode: 'placeholder' as const,
      granted: () => granted,
      grant: jest.fn(() => {
        granted = true;
      }),
      revoke: jest.fn(),
      /** Grants silently once the block subscribes to sf:consent (after its first render). */
      grantOnSubscribe() {
        const add = document.addEventListener.bind(document);
        jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
          if (type === 'sf:consent') granted = true;
          add(type, listener, options);
        });
      },
    };
    consent = api;
    return api;
  };
  afterEach(() => jest.restoreAllMocks());

  it('a grant between the first render and the subscription: the map loads', () => {
    // The first render reads no; the grant comes as the block subscribes, without the event.
    silentApi().grantOnSubscribe();
    const start = jest.fn(() => new Promise<() => void>(() => undefined));
    const { container } = block(start);
    expect(container.querySelector('.sf-map-consent')).toBeNull();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('the button: the block loads once the API says granted, even without the event', () => {
    const api = silentApi();
    const start = jest.fn(() => new Promise<() => void>(() => undefined));
    const { container } = block(start);
    expect(container.querySelector('.sf-map-consent')).not.toBeNull();
    act(() => {
      fireEvent.click(container.querySelector('.sf-map-consent__load')!);
    });
    expect(api.grant).toHaveBeenCalledWith('google', { remember: false });
    expect(container.querySelector('.sf-map-consent')).toBeNull();
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('a map that is still loading when consent is revoked', () => {
  it('is given up: the signal its start got aborts, and the placeholder is back', () => {
    withMode('placeholder');
    let signal: AbortSignal | undefined;
    const start = jest.fn((_element: HTMLElement, given: AbortSignal) => {
      signal = given;
      return new Promise<() => void>(() => undefined);
    });
    const { container } = block(start);
    act(() => {
      fireEvent.click(container.querySelector('.sf-map-consent__load')!);
    });
    expect(start).toHaveBeenCalledTimes(1);
    expect(signal?.aborted).toBe(false);
    act(() => consent.revoke('google'));
    expect(signal?.aborted).toBe(true);
    expect(container.querySelector('.sf-map-consent')).not.toBeNull();
  });
});
