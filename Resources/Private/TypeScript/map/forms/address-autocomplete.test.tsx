/**
 * The map forms' address autocomplete renders inside the block's error boundary (context.render):
 * an autocomplete that throws is taken away and leaves the field and its form working.
 */
import { act } from '@testing-library/react';
import { createContext } from '../../core/react-host';
import { fakeServices } from '../../core/testing/services';
import { mountAddressAutocomplete } from './address-autocomplete';

jest.mock('../../places/autocomplete/PlaceAutocomplete', () => ({
  PlaceAutocomplete: () => {
    throw new Error('the autocomplete broke');
  },
}));

let error: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

it('2.3 a throwing address autocomplete leaves the form working and the map block mounted', async () => {
  document.body.innerHTML = `
    <div id="sf-map-7" data-sf-state="mounted">
      <form id="search"><input type="text" id="address" name="address"><button>Suchen</button></form>
    </div>`;
  const frame = document.getElementById('sf-map-7')!;
  const context = createContext({ frame, label: 'map #sf-map-7', key: '7' }, fakeServices());
  const form = document.querySelector('form')!;
  const input = document.querySelector<HTMLInputElement>('#address')!;
  await act(async () => {
    mountAddressAutocomplete([input], {}, jest.fn(), context.services.places, (...args) =>
      context.render(...args),
    );
    await Promise.resolve();
  });
  // The boundary caught it, named the block, and took the autocomplete's host away.
  expect(error.mock.calls.some((call: unknown[]) => String(call[0]).includes('map #sf-map-7'))).toBe(true);
  expect(form.querySelector('.sf-place-ac-host')).toBeNull();
  expect(frame.getAttribute('data-sf-state')).toBe('mounted');
  // The field is still a plain field of its form, and the form still submits.
  expect(input.isConnected && input.form).toBe(form);
  const submitted = jest.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', submitted);
  input.value = 'Marienplatz 8';
  form.requestSubmit();
  expect(submitted).toHaveBeenCalledTimes(1);
  expect(new FormData(form).get('address')).toBe('Marienplatz 8');
});
