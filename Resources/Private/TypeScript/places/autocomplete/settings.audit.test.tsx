/**
 * Issue 28 audit, spec 5.3 / 8.4: a place autocomplete configured in the CMS goes through the rules
 * and messages of `window.SiteFrontend.places` (validateAutocomplete), once, at load. Before, the
 * settings schema replaced a bad origin by nothing with a schema message of its own, and a frame with
 * both a bias and a restriction said so only at the first keystroke.
 */
import { act } from '@testing-library/react';
import { setLanguage } from '../../core/i18n';
import { realContexts } from '../../core/testing/mount-context';
import { fakeServices } from '../../core/testing/services';
import widget, { autocompleteSettingsSchema } from './index';

const CIRCLE = { center: { lat: 48.137, lng: 11.575 }, radius: 2000 };
const contexts = realContexts();

async function mount(raw: object): Promise<void> {
  const frame = document.getElementById('c9')!;
  const context = contexts.context(
    { frame, label: 'place-autocomplete #c9', key: undefined },
    fakeServices(),
  );
  const { value } = autocompleteSettingsSchema.read({ source: 'cms', ...raw });
  await act(async () => {
    await widget.mount(context, value);
  });
}

const lines = () => contexts.lines();
const combobox = () => document.querySelector('#c9 input')?.getAttribute('role');

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));
beforeEach(() => {
  document.body.innerHTML =
    '<form id="c9" data-sf-widget="place-autocomplete"><label>Ort <input type="text" name="q"></label></form>';
  contexts.setUp();
});
afterEach(() => contexts.tearDown());

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
