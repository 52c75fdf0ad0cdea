/** Issue 16: the map forms' address fields load the place autocomplete on their first focus. */
import { addressAutocomplete, addressInputs, addressRequest, BIAS_RADIUS_METERS } from './autocomplete';

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('addressInputs / addressRequest', () => {
  it('finds the text fields named address, origin and destination of the forms', () => {
    const radius = form('<input name="address" type="text"><input name="radius" type="text">');
    const directions = form(
      '<input name="origin" type="text"><input name="destination" type="search"><select name="mode"></select>',
    );
    const hidden = form('<input name="address" type="hidden">');
    expect(addressInputs([radius, null, directions, hidden]).map((input) => input.name)).toEqual([
      'address',
      'origin',
      'destination',
    ]);
  });

  it('asks the provider in the page language, biased to the block, for the fields an address needs', () => {
    expect(addressRequest('google', { lat: 48.1, lng: 11.5 }, 'de')).toEqual({
      source: 'google',
      language: 'de',
      locationBias: { center: { lat: 48.1, lng: 11.5 }, radius: BIAS_RADIUS_METERS },
      fields: ['formattedAddress', 'addressComponents', 'location', 'displayName'],
    });
  });
});

describe('addressAutocomplete', () => {
  const flush = () => new Promise((done) => setTimeout(done, 0));

  function setup(load = jest.fn()) {
    const element = form('<input name="address" type="text"><input name="origin" type="text">');
    const inputs = addressInputs([element]);
    const unmount = jest.fn();
    const mount = jest.fn(() => unmount);
    load.mockResolvedValue({ mountAddressAutocomplete: mount });
    const report = jest.fn();
    const request = jest.fn(() => addressRequest('osm', { lat: 1, lng: 2 }, 'de'));
    const completion = addressAutocomplete(inputs, request, report, load);
    return { inputs, load, mount, unmount, report, completion };
  }

  it('loads nothing until the map is ready and a field is focused; then mounts every field once', async () => {
    const { inputs, load, mount, completion } = setup();
    inputs[0]?.focus();
    expect(load).not.toHaveBeenCalled();
    expect(inputs[0]?.hasAttribute('data-sf-autocomplete')).toBe(false);
    inputs[0]?.blur();
    completion.activate();
    expect(inputs.map((input) => input.getAttribute('data-sf-autocomplete'))).toEqual(['pending', 'pending']);
    inputs[1]?.focus();
    expect(inputs[0]?.getAttribute('data-sf-autocomplete')).toBe('loading');
    inputs[0]?.focus();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledWith(
      inputs,
      expect.objectContaining({ source: 'osm' }),
      expect.any(Function),
    );
    expect(inputs.map((input) => input.getAttribute('data-sf-autocomplete'))).toEqual(['ready', 'ready']);
  });

  it('a field focused when the map gets ready loads at once', async () => {
    const { inputs, mount, completion } = setup();
    inputs[1]?.focus();
    completion.activate();
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('the map going away unmounts; a load that finishes after that mounts nothing', async () => {
    const { inputs, mount, unmount, completion } = setup();
    completion.activate();
    inputs[0]?.focus();
    await flush();
    completion.deactivate();
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(inputs[0]?.hasAttribute('data-sf-autocomplete')).toBe(false);
    inputs[0]?.blur();
    // Activated again and focused, then deactivated before the code arrives.
    completion.activate();
    inputs[0]?.focus();
    completion.deactivate();
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('code that cannot load is reported; the fields stay plain and the next focus tries again', async () => {
    const load = jest.fn();
    const { inputs, report, mount, completion } = setup(load);
    load.mockReset();
    load
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ mountAddressAutocomplete: mount });
    completion.activate();
    inputs[0]?.focus();
    await flush();
    expect(report).toHaveBeenCalledWith(
      expect.stringContaining('the address autocomplete could not be loaded'),
    );
    expect(inputs[0]?.getAttribute('data-sf-autocomplete')).toBe('failed');
    inputs[0]?.blur();
    inputs[0]?.focus();
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('no fields: nothing to do', () => {
    const load = jest.fn();
    const completion = addressAutocomplete([], () => ({}), jest.fn(), load);
    completion.activate();
    expect(load).not.toHaveBeenCalled();
  });
});
