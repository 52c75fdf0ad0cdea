/**
 * Issue 28 audit, spec 5.3 / 8.4: a place autocomplete configured in the CMS goes through the rules
 * and messages of `window.SiteFrontend.places` (validateAutocomplete), once, at load. Before, the
 * settings schema replaced a bad origin by nothing with a schema message of its own, and a frame with
 * both a bias and a restriction said so only at the first keystroke.
 */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { setLanguage } from '../../core/i18n';
import { plainContext } from '../../core/mount';
import { ServicesProvider } from '../../core/services-context';
import { fakeServices } from '../../core/testing/services';
import type { WidgetContext } from '../../core/types';
import widget, { autocompleteSettingsSchema } from './index';

const CIRCLE = { center: { lat: 48.137, lng: 11.575 }, radius: 2000 };
let roots: Root[] = [];
let consoleError: jest.SpyInstance;

async function mount(raw: object): Promise<void> {
  const frame = document.getElementById('c9')!;
  const base = plainContext({ frame, label: 'place-autocomplete #c9', key: undefined }, fakeServices());
  const context: WidgetContext = {
    ...base,
    render: (container: Element, node: ReactNode) => {
      const root = createRoot(container);
      roots.push(root);
      flushSync(() => root.render(<ServicesProvider value={base.services}>{node}</ServicesProvider>));
      return () => root.unmount();
    },
  };
  const { value } = autocompleteSettingsSchema.read({ source: 'cms', ...raw });
  await act(async () => {
    await widget.mount(context, value);
  });
}

const lines = () => consoleError.mock.calls.map((call: unknown[]) => String(call[0]));
const combobox = () => document.querySelector('#c9 input')?.getAttribute('role');

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));
beforeEach(() => {
  document.body.innerHTML =
    '<form id="c9" data-sf-widget="place-autocomplete"><label>Ort <input type="text" name="q"></label></form>';
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  consoleError.mockRestore();
});

describe('issue 28 audit: CMS autocomplete settings get the 5.3 rules and 8.4 messages', () => {
  it('8.4 a bad origin: "Invalid Origin: {json}" naming the element, at load; the form stays a plain form', async () => {
    await mount({ origin: { lat: 'x' } });
    expect(lines()).toEqual([
      '[SiteFrontend] place-autocomplete #c9: settings: Invalid Origin: {"lat":"x"}; the input offers no predictions.',
    ]);
    expect(combobox()).not.toBe('combobox');
  });

  it('8.4 bias and restriction both set: "Cannot set both locationBias and locationRestriction." at load', async () => {
    await mount({ locationBias: CIRCLE, locationRestriction: CIRCLE });
    expect(lines()).toEqual([
      '[SiteFrontend] place-autocomplete #c9: settings: Cannot set both locationBias and locationRestriction.; the input offers no predictions.',
    ]);
  });

  it('5.3 a bias that is no area: "Place: `locationBias` invalid"', async () => {
    await mount({ locationBias: 'Bayern' });
    expect(lines()).toEqual([
      '[SiteFrontend] place-autocomplete #c9: settings: Place: `locationBias` invalid; the input offers no predictions.',
    ]);
  });

  it('3.9 valid settings: no console line, and the input becomes the combobox', async () => {
    await mount({ origin: { lat: 48.1, lng: 11.5 }, locationBias: CIRCLE });
    expect(lines()).toEqual([]);
    expect(combobox()).toBe('combobox');
  });
});
