/** core/consent-ui.tsx: the one consent hook and the one placeholder of every widget. */
import { act, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ConsentApi } from './consent';
import { ConsentPlaceholder, useConsent, type ConsentPlaceholderProps } from './consent-ui';
import { setLanguage } from './i18n';
import { ServicesProvider } from './services-context';
import { fakeConsent, fakeServices } from './testing/services';

let consent: ConsentApi;
const withServices = (node: ReactNode) =>
  render(<ServicesProvider value={fakeServices({}, consent)}>{node}</ServicesProvider>);

function Probe({ required = true }: { required?: boolean }) {
  const { granted, revoke } = useConsent('google', required);
  return (
    <button type="button" onClick={revoke}>
      {granted ? 'granted' : 'waiting'}
    </button>
  );
}

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));
beforeEach(() => {
  consent = fakeConsent();
});

describe('useConsent', () => {
  it('follows sf:consent: a consent tool granting and revoking at any time', () => {
    const { container } = withServices(<Probe />);
    expect(container.textContent).toBe('waiting');
    act(() => consent.grant('google', { remember: false }));
    expect(container.textContent).toBe('granted');
    act(() => {
      fireEvent.click(container.querySelector('button')!);
    });
    expect(consent.granted('google')).toBe(false);
    expect(container.textContent).toBe('waiting');
  });

  it('a provider that needs no consent here is granted', () => {
    const { container } = withServices(<Probe required={false} />);
    expect(container.textContent).toBe('granted');
  });
});

/** The placeholder as a widget renders it: with the widget's own consent. */
function Placeholder(props: Omit<ConsentPlaceholderProps, 'consent'>) {
  return <ConsentPlaceholder {...props} consent={useConsent('google')} />;
}

describe('ConsentPlaceholder', () => {
  it('renders the BEM block it is given (styles and e2e tests use it) and grants on its button', () => {
    const { container } = withServices(
      <Placeholder
        block="sf-map-consent"
        providerLabel="Google Maps"
        label="Karte: Standorte"
        title="Karte von Google Maps laden?"
        transfer="Daten gehen an Google."
        privacyUrl="/datenschutz.html"
        load="Karte laden"
      />,
    );
    const group = container.querySelector('.sf-map-consent')!;
    expect(group.getAttribute('aria-label')).toBe('Karte: Standorte');
    expect(group.querySelector('.sf-map-consent__title')!.textContent).toBe('Karte von Google Maps laden?');
    expect(group.querySelector('a')!.getAttribute('href')).toBe('/datenschutz.html');
    expect(group.querySelector('.sf-map-consent__always')).not.toBeNull();
    act(() => {
      fireEvent.click(group.querySelector('.sf-map-consent__load')!);
    });
    expect(consent.granted('google')).toBe(true);
  });
});
