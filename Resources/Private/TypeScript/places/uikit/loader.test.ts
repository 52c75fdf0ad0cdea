/** A UI Kit frame's mount cycle (loader.ts), without React: load, build, settle, stop. */
import type { UiKitConfig } from './config';
import { UiKitLoader } from './loader';
import type { mountUiKit, UiKitCallbacks } from './mount';

const CONFIG = { kind: 'autocomplete' } as UiKitConfig;
const library = {} as google.maps.PlacesLibrary;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(load: () => Promise<google.maps.PlacesLibrary> = () => Promise.resolve(library)) {
  const report = jest.fn();
  const onSelect = jest.fn();
  let given: UiKitCallbacks | undefined;
  const dispose = jest.fn();
  const mount = jest.fn((_kind, _host, _config, _places, callbacks: UiKitCallbacks) => {
    given = callbacks;
    return { dispose };
  }) as unknown as typeof mountUiKit;
  const loader = new UiKitLoader(load, { current: { report, onSelect } }, mount);
  const seen: string[] = [];
  loader.subscribe(() => seen.push(loader.getSnapshot()));
  return { loader, report, onSelect, mount, dispose, seen, callbacks: () => given! };
}

describe('Places UI Kit: the mount cycle', () => {
  it("loads the library with the site's key, builds Google's element, and follows its state", async () => {
    const load = jest.fn(() => Promise.resolve(library));
    const { loader, mount, callbacks, onSelect } = setup(load);
    const host = document.createElement('div');
    loader.start(host, CONFIG, 'KEY-1');
    expect(loader.getSnapshot()).toBe('loading');
    await flush();
    expect(load).toHaveBeenCalledWith('KEY-1');
    expect(mount).toHaveBeenCalledWith('autocomplete', host, CONFIG, library, expect.anything());
    callbacks().onState('ready');
    expect(loader.getSnapshot()).toBe('ready');
    callbacks().onSelect({ id: 'ChIJx' });
    expect(onSelect).toHaveBeenCalledWith({ id: 'ChIJx' });
  });

  it("a library that cannot load: reported, failed; a stop disposes Google's element and drops late answers", async () => {
    const failing = setup(() => Promise.reject(new Error('no API key')));
    failing.loader.start(document.createElement('div'), CONFIG, '');
    await flush();
    expect(failing.report).toHaveBeenCalledWith('no API key');
    expect(failing.loader.getSnapshot()).toBe('failed');

    const { loader, callbacks, dispose, onSelect } = setup();
    const stop = loader.start(document.createElement('div'), CONFIG, 'KEY-1');
    await flush();
    stop();
    expect(dispose).toHaveBeenCalledTimes(1);
    callbacks().onState('ready');
    callbacks().onSelect({ id: 'late' });
    expect(loader.getSnapshot()).toBe('loading');
    expect(onSelect).not.toHaveBeenCalled();
  });
});
