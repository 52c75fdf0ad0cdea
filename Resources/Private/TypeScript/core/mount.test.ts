import { findFrames, LOG_PREFIX, mountAll, readSettings, type FoundFrame, type Host } from './mount';
import { integer, none, object, oneOf, optional, type Schema } from './schema';
import { fakeServices } from './testing/services';
import type { FrameInfo, RegistryEntry, WidgetContext, WidgetModule } from './types';

const MAP_PATTERN = /^sf-map-([A-Za-z0-9_]+)$/;

/** A registry entry whose module records every mount (`mount`); `load` may be replaced per test. */
function entry(
  name: string,
  hook: RegistryEntry['hook'],
  schema: Schema<unknown> = none,
  mount: jest.Mock = jest.fn(),
): RegistryEntry & { mount: jest.Mock; load: jest.Mock<Promise<WidgetModule>> } {
  const module: WidgetModule = { schema, mount };
  return { name, hook, mount, load: jest.fn(() => Promise.resolve(module)) };
}

const attribute = (value: string) => ({ kind: 'attribute', value }) as const;
const mapHook = {
  kind: 'id',
  pattern: MAP_PATTERN,
  settingsId: (key: string) => `sf-map-settings-${key}`,
  prefix: 'sf-map-',
  keyRule: 'A–Z, a–z, 0–9 and "_"',
} as const;

/** A Host that records what it was asked to mount, without React. */
function fakeHost(): Host & { mounted: { info: FrameInfo; settings: unknown }[] } {
  const mounted: { info: FrameInfo; settings: unknown }[] = [];
  return {
    mounted,
    async mountWidget(info, module, settings) {
      mounted.push({ info, settings });
      await module.mount({} as never, settings);
    },
  };
}

let error: jest.SpyInstance<void, unknown[]>;
beforeEach(() => {
  document.documentElement.lang = 'de';
  document.body.innerHTML = '';
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const errorMessages = (): string[] => error.mock.calls.map((call: unknown[]) => String(call[0]));

describe('findFrames: the frames of the registered hooks', () => {
  it('finds attribute hooks in document order and labels a frame with an id `name #id`', () => {
    document.body.innerHTML = `
      <div id="c1" data-sf-widget="tabs"></div>
      <div data-sf-widget="other"></div>
      <div id="c2" data-sf-widget="tabs"><div id="c3" data-sf-widget="tabs"></div></div>`;
    const frames = findFrames([entry('tabs', attribute('tabs'))], document);
    expect(frames.map((f) => f.frame.id)).toEqual(['c1', 'c2', 'c3']);
    expect(frames.map((f) => f.label)).toEqual(['tabs #c1', 'tabs #c2', 'tabs #c3']);
    expect(frames.every((f) => f.key === undefined && f.entry.name === 'tabs')).toBe(true);
  });

  it('labels a frame without an id by its index among all frames of that widget in the document', () => {
    document.body.innerHTML = `
      <div data-sf-widget="tabs"></div>
      <section id="s"><div data-sf-widget="tabs"></div></section>`;
    const registry = [entry('tabs', attribute('tabs'))];
    expect(findFrames(registry, document).map((f) => f.label)).toEqual([
      'tabs (frame 1 of data-sf-widget="tabs")',
      'tabs (frame 2 of data-sf-widget="tabs")',
    ]);
    // Counted in the whole document even when only a part of it is searched.
    expect(findFrames(registry, document.getElementById('s')!).map((f) => f.label)).toEqual([
      'tabs (frame 2 of data-sf-widget="tabs")',
    ]);
  });

  it('finds id hooks by pattern, with the first group as the key, and skips ids that do not match', () => {
    document.body.innerHTML = `
      <section id="sf-map-11"></section>
      <div id="sf-map-canvas-11"></div>
      <section id="sf-map-abc_2"></section>
      <script type="application/json" id="sf-map-settings-11">{}</script>`;
    const frames = findFrames([entry('map', mapHook)], document);
    expect(frames.map((f) => [f.frame.id, f.key, f.label])).toEqual([
      ['sf-map-11', '11', 'map #sf-map-11'],
      ['sf-map-abc_2', 'abc_2', 'map #sf-map-abc_2'],
    ]);
  });

  it('gives an id hook without a capture group the empty key', () => {
    document.body.innerHTML = '<div id="store-locator"></div>';
    const hook = { kind: 'id', pattern: /^store-locator$/, settingsId: () => 'x' } as const;
    expect(findFrames([entry('locator', hook)], document).map((f) => f.key)).toEqual(['']);
  });

  it('includes the root element itself when it is a frame (attribute and id hooks)', () => {
    document.body.innerHTML = `
      <div id="c5" data-sf-widget="tabs"><div id="c6" data-sf-widget="tabs"></div></div>
      <section id="sf-map-7"></section>`;
    const tabs = findFrames([entry('tabs', attribute('tabs'))], document.getElementById('c5')!);
    expect(tabs.map((f) => f.frame.id)).toEqual(['c5', 'c6']);
    const map = findFrames([entry('map', mapHook)], document.getElementById('sf-map-7')!);
    expect(map.map((f) => f.key)).toEqual(['7']);
  });

  it('finds nothing outside the root and nothing for unregistered widgets', () => {
    document.body.innerHTML = `
      <div id="a"><div id="c1" data-sf-widget="tabs"></div></div>
      <div id="b"><div id="c2" data-sf-widget="gallery"></div></div>`;
    const frames = findFrames([entry('tabs', attribute('tabs'))], document.getElementById('b')!);
    expect(frames).toEqual([]);
  });

  it('returns frames grouped by registry order', () => {
    document.body.innerHTML = `
      <div id="g" data-sf-widget="gallery"></div>
      <section id="sf-map-1"></section>
      <div id="t" data-sf-widget="tabs"></div>`;
    const registry = [
      entry('tabs', attribute('tabs')),
      entry('map', mapHook),
      entry('gallery', attribute('gallery')),
    ];
    expect(findFrames(registry, document).map((f) => f.label)).toEqual([
      'tabs #t',
      'map #sf-map-1',
      'gallery #g',
    ]);
  });
});

describe('mountAll: the page services', () => {
  it('hands the services it is given to every widget in its context (React or not)', async () => {
    document.body.innerHTML = '<div data-sf-widget="plain"></div>';
    const services = fakeServices();
    const plain = { ...entry('plain', attribute('plain')), react: false, when: 'now' as const };
    await mountAll([plain], document, () => Promise.reject(new Error('no React here')), { services });
    const [context] = plain.mount.mock.calls[0] as [WidgetContext];
    expect(context.services).toBe(services);
  });

  it('a widget reading services that the pass was not given fails with an error naming the cause', async () => {
    document.body.innerHTML = '<div data-sf-widget="plain"></div>';
    const mount = jest.fn((context: WidgetContext) => context.services.consent.granted('google'));
    const plain = { ...entry('plain', attribute('plain'), none, mount), react: false, when: 'now' as const };
    const [report] = await mountAll([plain], document, () => Promise.reject(new Error('no React')));
    expect(report!.state).toBe('failed');
    expect(String(error.mock.calls[0]![0])).toContain('mountAll() was given no services (read "consent")');
  });
});

describe('readSettings: the inline JSON of a frame', () => {
  const tabs = entry('tabs', attribute('tabs'));
  const only = (registry: RegistryEntry[]): FoundFrame => {
    const frames = findFrames(registry, document);
    expect(frames).toHaveLength(1);
    return frames[0]!;
  };

  it('reads the JSON script that is a direct child of the frame', () => {
    document.body.innerHTML = `<div data-sf-widget="tabs">
      <script type="application/json"> {"variant": "career", "n": 3} </script></div>`;
    expect(readSettings(only([tabs]))).toEqual({ variant: 'career', n: 3 });
  });

  it('ignores a JSON script nested deeper (it belongs to another frame or to content)', () => {
    document.body.innerHTML = `<div data-sf-widget="tabs">
      <div><script type="application/json">{"inner": true}</script></div></div>`;
    expect(readSettings(only([tabs]))).toEqual({});
  });

  it('reads the script named by data-sf-settings-id, anywhere in the document', () => {
    document.body.innerHTML = `
      <div data-sf-widget="tabs" data-sf-settings-id="tabs-settings">
        <script type="application/json">{"child": true}</script></div>
      <script type="application/json" id="tabs-settings">{"byId": true}</script>`;
    expect(readSettings(only([tabs]))).toEqual({ byId: true });
  });

  it('throws when data-sf-settings-id names no element', () => {
    document.body.innerHTML = '<div data-sf-widget="tabs" data-sf-settings-id="missing"></div>';
    expect(() => readSettings(only([tabs]))).toThrow(
      'no settings script with id "missing" (data-sf-settings-id)',
    );
  });

  it('reads the settings script of an id hook, keyed by the settings id', () => {
    document.body.innerHTML = `
      <section id="sf-map-11"></section>
      <script type="application/json" id="sf-map-settings-11">{"provider": "osm"}</script>`;
    expect(readSettings(only([entry('map', mapHook)]))).toEqual({ provider: 'osm' });
  });

  it('throws when an id hook has no settings script', () => {
    document.body.innerHTML = '<section id="sf-map-12"></section>';
    expect(() => readSettings(only([entry('map', mapHook)]))).toThrow(
      'no settings script with id "sf-map-settings-12"',
    );
  });

  it('gives {} when the frame has no settings script', () => {
    document.body.innerHTML = '<div data-sf-widget="tabs"><p>CMS</p></div>';
    expect(readSettings(only([tabs]))).toEqual({});
  });

  it('gives {} for an empty or whitespace-only script', () => {
    document.body.innerHTML =
      '<div data-sf-widget="tabs"><script type="application/json">  \n </script></div>';
    expect(readSettings(only([tabs]))).toEqual({});
  });

  it('throws when the referenced settings element is not an application/json script', () => {
    document.body.innerHTML = `
      <div data-sf-widget="tabs" data-sf-settings-id="s"></div>
      <script type="text/plain" id="s">{"a": 1}</script>`;
    expect(() => readSettings(only([tabs]))).toThrow('the settings script is not of type "application/json"');
    document.body.innerHTML = `
      <section id="sf-map-1"></section><div id="sf-map-settings-1">{"a": 1}</div>`;
    expect(() => readSettings(only([entry('map', mapHook)]))).toThrow('not of type "application/json"');
  });

  it('throws on malformed JSON, saying so', () => {
    document.body.innerHTML =
      '<div data-sf-widget="tabs"><script type="application/json">{"a": </script></div>';
    expect(() => readSettings(only([tabs]))).toThrow(/^settings are not valid JSON \(.+\)$/);
  });
});

describe('mountAll: each widget mounts in a task of its own where the browser offers scheduler.yield', () => {
  afterEach(() => {
    delete (window as { scheduler?: unknown }).scheduler;
  });

  it('yields before each mount, so frames whose code arrived together do not make one long task', async () => {
    document.body.innerHTML = `<div id="a" data-sf-widget="one"></div><div id="b" data-sf-widget="one"></div>`;
    const order: string[] = [];
    (window as { scheduler?: unknown }).scheduler = {
      yield: jest.fn(() => {
        order.push('yield');
        return Promise.resolve();
      }),
    };
    const one = entry(
      'one',
      attribute('one'),
      none,
      jest.fn(() => order.push('mount')),
    );
    const reports = await mountAll([one], document, () => Promise.resolve(fakeHost()));
    expect(reports.map((report) => report.state)).toEqual(['mounted', 'mounted']);
    expect(order.filter((step) => step === 'yield')).toHaveLength(2);
    // Every mount has a yield before it.
    expect(order.indexOf('yield')).toBeLessThan(order.indexOf('mount'));
    expect(order.lastIndexOf('yield')).toBeLessThan(order.lastIndexOf('mount'));
  });
});

describe('mountAll: a frame whose CMS markup is final loads no code', () => {
  it('reports it mounted without loading the module or the host; the others load as usual', async () => {
    document.body.innerHTML = `
      <div id="j" data-sf-widget="carousel"><script type="application/json">{"variant": "journal"}</script></div>
      <div id="c" data-sf-widget="carousel"><script type="application/json">{"variant": "career"}</script></div>`;
    const carousel = {
      ...entry('carousel', attribute('carousel')),
      final: (frame: HTMLElement, raw: unknown) => {
        if ((raw as { variant?: string }).variant !== 'journal') return false;
        frame.setAttribute('data-sf-carousel', 'list');
        return true;
      },
    };
    const loadHost = jest.fn(() => Promise.resolve(fakeHost()));
    const reports = await mountAll([carousel], document, loadHost);
    expect(reports.map((report) => report.state)).toEqual(['mounted', 'mounted']);
    expect(carousel.mount).toHaveBeenCalledTimes(1);
    expect(carousel.load).toHaveBeenCalledTimes(1);
    expect(document.getElementById('j')!.getAttribute('data-sf-carousel')).toBe('list');
    expect(document.getElementById('j')!.getAttribute('data-sf-state')).toBe('mounted');
  });
});

describe('mountAll: frames with a pre-mount shape are marked data-sf-settled once mounted, invalid or failed', () => {
  it('marks premount frames only, whatever their outcome', async () => {
    document.body.innerHTML = `
      <div id="t1" data-sf-widget="tabs"></div>
      <div id="t2" data-sf-widget="tabs"><script type="application/json">{"oops": </script></div>
      <div id="g1" data-sf-widget="gallery"></div>`;
    const tabs = { ...entry('tabs', attribute('tabs')), premount: true };
    const gallery = entry('gallery', attribute('gallery'));
    const reports = await mountAll([tabs, gallery], document, () => Promise.resolve(fakeHost()));
    expect(reports.map((report) => report.state)).toEqual(['mounted', 'invalid', 'mounted']);
    expect(document.getElementById('t1')!.hasAttribute('data-sf-settled')).toBe(true);
    expect(document.getElementById('t2')!.hasAttribute('data-sf-settled')).toBe(true);
    expect(document.getElementById('g1')!.hasAttribute('data-sf-settled')).toBe(false);
  });
});

describe('mountAll: validates once at the boundary, mounts each frame, isolates failures', () => {
  const footerSchema = object({ column: optional(integer({ min: 1, max: 4 }), 3) });

  function page(): void {
    document.body.innerHTML = `
      <footer id="c90" data-sf-widget="footer"><script type="application/json">{"column": "vier"}</script><p>CMS <a href="/x">link</a></p></footer>
      <footer id="c91" data-sf-widget="footer"><script type="application/json">{"column": 2}</script><p>ok</p></footer>
      <nav id="c2" data-sf-widget="lang"><ul><li>DE</li></ul></nav>`;
  }

  it('an invalid frame logs exactly one error naming frame and field, keeps its markup, is "invalid"; the others mount', async () => {
    page();
    const footer = entry('footer', attribute('footer'), footerSchema);
    const lang = entry('lang', attribute('lang'));
    const host = fakeHost();
    const broken = document.getElementById('c90')!;
    const before = broken.innerHTML;

    const reports = await mountAll([footer, lang], document, () => Promise.resolve(host));

    expect(error).toHaveBeenCalledTimes(1);
    expect(errorMessages()[0]).toBe(
      `${LOG_PREFIX} footer #c90: settings field "column": expected an integer from 1 to 4, got string "vier". The frame keeps its CMS markup.`,
    );
    expect(broken.innerHTML).toBe(before);
    expect(broken.getAttribute('data-sf-state')).toBe('invalid');
    expect(reports).toEqual([
      { label: 'footer #c90', widget: 'footer', state: 'invalid' },
      { label: 'footer #c91', widget: 'footer', state: 'mounted' },
      { label: 'lang #c2', widget: 'lang', state: 'mounted' },
    ]);
    expect(document.getElementById('c91')!.getAttribute('data-sf-state')).toBe('mounted');
    expect(document.getElementById('c2')!.getAttribute('data-sf-state')).toBe('mounted');
    // The widget receives the parsed, typed settings, never the raw JSON.
    expect(host.mounted.map((m) => [m.info.label, m.settings])).toEqual([
      ['footer #c91', { column: 2 }],
      ['lang #c2', {}],
    ]);
    expect(footer.mount).toHaveBeenCalledTimes(1);
  });

  it('malformed JSON makes the frame "invalid" with one error naming the frame, without loading its widget', async () => {
    document.body.innerHTML = `<div id="c7" data-sf-widget="tabs"><script type="application/json">{oops}</script>Text</div>`;
    const tabs = entry('tabs', attribute('tabs'));
    const reports = await mountAll([tabs], document, () => Promise.resolve(fakeHost()));
    expect(reports).toEqual([{ label: 'tabs #c7', widget: 'tabs', state: 'invalid' }]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(errorMessages()[0]).toMatch(/^\[SiteFrontend\] tabs #c7: settings are not valid JSON/);
    expect(tabs.load).not.toHaveBeenCalled();
    expect(document.getElementById('c7')!.innerHTML).toBe(
      '<script type="application/json">{oops}</script>Text',
    );
  });

  it('a second mountAll over the same root mounts nothing more', async () => {
    page();
    const lang = entry('lang', attribute('lang'));
    const host = fakeHost();
    await mountAll([lang], document, () => Promise.resolve(host));
    const again = await mountAll([lang], document, () => Promise.resolve(host));
    const overPart = await mountAll([lang], document.getElementById('c2')!, () => Promise.resolve(host));
    expect(again).toEqual([]);
    expect(overPart).toEqual([]);
    expect(lang.mount).toHaveBeenCalledTimes(1);
    expect(host.mounted).toHaveLength(1);
  });

  it('an invalid frame is not retried by a second pass either', async () => {
    page();
    const footer = entry('footer', attribute('footer'), footerSchema);
    await mountAll([footer], document, () => Promise.resolve(fakeHost()));
    await mountAll([footer], document, () => Promise.resolve(fakeHost()));
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('frames inserted later are mounted by a later call, the earlier ones are left alone', async () => {
    page();
    const lang = entry('lang', attribute('lang'));
    const host = fakeHost();
    await mountAll([lang], document, () => Promise.resolve(host));
    const inserted = document.createElement('div');
    inserted.innerHTML = '<nav id="c99" data-sf-widget="lang"></nav>';
    document.body.append(inserted);
    const reports = await mountAll([lang], inserted, () => Promise.resolve(host));
    expect(reports).toEqual([{ label: 'lang #c99', widget: 'lang', state: 'mounted' }]);
    expect(host.mounted.map((m) => m.info.label)).toEqual(['lang #c2', 'lang #c99']);
    expect(lang.mount).toHaveBeenCalledTimes(2);
  });

  it('marks frames "loading" synchronously, before their code has arrived', () => {
    page();
    const lang = entry('lang', attribute('lang'));
    lang.load.mockReturnValue(new Promise<WidgetModule>(() => undefined));
    void mountAll([lang], document, () => Promise.resolve(fakeHost()));
    expect(document.getElementById('c2')!.getAttribute('data-sf-state')).toBe('loading');
  });

  it('a chunk-load failure logs one error and marks the frame "failed"; the others mount', async () => {
    page();
    const footer = entry('footer', attribute('footer'));
    footer.load.mockRejectedValue(new Error('ChunkLoadError: Loading chunk footer failed'));
    const lang = entry('lang', attribute('lang'));
    const before = document.getElementById('c91')!.innerHTML;
    const reports = await mountAll([footer, lang], document, () => Promise.resolve(fakeHost()));
    expect(reports.map((r) => `${r.label}=${r.state}`)).toEqual([
      'footer #c90=failed',
      'footer #c91=failed',
      'lang #c2=mounted',
    ]);
    expect(error).toHaveBeenCalledTimes(2); // one per failed frame
    expect(errorMessages()[1]).toBe(
      `${LOG_PREFIX} footer #c91: the widget's code could not be loaded (Error: ChunkLoadError: Loading chunk footer failed).`,
    );
    expect(document.getElementById('c91')!.getAttribute('data-sf-state')).toBe('failed');
    expect(document.getElementById('c91')!.innerHTML).toBe(before);
    expect(lang.mount).toHaveBeenCalledTimes(1);
  });

  it('a single frame whose chunk fails gives exactly one console error', async () => {
    document.body.innerHTML = '<div id="c1" data-sf-widget="tabs"></div>';
    const tabs = entry('tabs', attribute('tabs'));
    tabs.load.mockRejectedValue(new Error('offline'));
    const reports = await mountAll([tabs], document, () => Promise.resolve(fakeHost()));
    expect(reports).toEqual([{ label: 'tabs #c1', widget: 'tabs', state: 'failed' }]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(errorMessages()[0]).toContain('tabs #c1');
  });

  it('never rejects: a failing host load, a throwing mount or a throwing schema each fail only their frame', async () => {
    document.body.innerHTML = `
      <div id="a" data-sf-widget="throws"></div>
      <div id="b" data-sf-widget="bad-schema"></div>
      <div id="c" data-sf-widget="fine"></div>`;
    const throws = entry(
      'throws',
      attribute('throws'),
      none,
      jest.fn(() => {
        throw new Error('boom');
      }),
    );
    const throwingSchema: Schema<unknown> = {
      expected: 'anything',
      parse: () => {
        throw new TypeError('schema bug');
      },
    };
    const badSchema = entry('bad-schema', attribute('bad-schema'), throwingSchema);
    const fine = entry('fine', attribute('fine'));
    const reports = await mountAll([throws, badSchema, fine], document, () => Promise.resolve(fakeHost()));
    expect(reports.map((r) => `${r.label}=${r.state}`)).toEqual([
      'throws #a=failed',
      'bad-schema #b=failed',
      'fine #c=mounted',
    ]);
    expect(errorMessages().some((m) => m.startsWith(`${LOG_PREFIX} throws #a: mounting failed`))).toBe(true);
    expect(errorMessages().some((m) => m.startsWith(`${LOG_PREFIX} bad-schema #b:`))).toBe(true);
    expect(badSchema.mount).not.toHaveBeenCalled();

    document.body.innerHTML = '<div id="d" data-sf-widget="fine"></div>';
    const noHost = await mountAll([fine], document, () => Promise.reject(new Error('react-host chunk')));
    expect(noHost).toEqual([{ label: 'fine #d', widget: 'fine', state: 'failed' }]);
  });

  it('keeps "failed" when the widget reported a render error while mounting', async () => {
    document.body.innerHTML = '<div id="c1" data-sf-widget="tabs"></div>';
    const tabs = entry('tabs', attribute('tabs'));
    const host: Host = {
      mountWidget: (info) => {
        info.frame.setAttribute('data-sf-state', 'failed');
        return Promise.resolve();
      },
    };
    expect(await mountAll([tabs], document, () => Promise.resolve(host))).toEqual([
      { label: 'tabs #c1', widget: 'tabs', state: 'failed' },
    ]);
  });

  it('mounts id-hook frames with their key and the settings from their keyed script', async () => {
    document.body.innerHTML = `
      <section id="sf-map-11"><p>Liste</p></section>
      <script type="application/json" id="sf-map-settings-11">{"provider": "osm"}</script>
      <section id="sf-map-12"><p>Liste</p></section>`;
    const map = entry('map', mapHook, object({ provider: oneOf(['osm', 'google']) }));
    const host = fakeHost();
    const reports = await mountAll([map], document, () => Promise.resolve(host));
    expect(reports.map((r) => `${r.label}=${r.state}`)).toEqual([
      'map #sf-map-11=mounted',
      'map #sf-map-12=invalid',
    ]);
    expect(host.mounted.map((m) => [m.info.key, m.settings])).toEqual([['11', { provider: 'osm' }]]);
    expect(errorMessages()).toEqual([
      `${LOG_PREFIX} map #sf-map-12: no settings script with id "sf-map-settings-12". The frame keeps its CMS markup.`,
    ]);
  });
});

describe('map block ids: used twice, or with characters outside the set', () => {
  it('two blocks with one id: the first mounts, the second gets one error naming the id and the keeper', async () => {
    document.body.innerHTML = `
      <section id="sf-map-21" class="ce-map first"><script type="application/json" id="sf-map-settings-21">{}</script></section>
      <section id="sf-map-21" class="ce-map second"><p>CMS</p></section>`;
    const map = entry('map', mapHook);
    const reports = await mountAll([map], document, () => Promise.resolve(fakeHost()));
    const [first, second] = [...document.querySelectorAll('section')];
    expect(map.mount).toHaveBeenCalledTimes(1);
    expect(first?.getAttribute('data-sf-state')).toBe('mounted');
    expect(second?.getAttribute('data-sf-state')).toBe('invalid');
    expect(second?.innerHTML).toBe('<p>CMS</p>');
    expect(errorMessages()).toEqual([
      `${LOG_PREFIX} map #sf-map-21 (element 2 of 2 with this id): the id "sf-map-21" is used more than once; the first element with it, <section class="ce-map first">, keeps it and is the one mounted. This element is ignored and keeps its CMS markup: give each block its own settings id.`,
    ]);
    expect(reports.map((r) => r.state).sort()).toEqual(['invalid', 'mounted']);
    // A second pass reports nothing again.
    await mountAll([map], document, () => Promise.resolve(fakeHost()));
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('an id with characters outside the set, with its settings script, gets one error naming it', async () => {
    document.body.innerHTML = `
      <section id="sf-map-2-1"><script type="application/json" id="sf-map-settings-2-1">{}</script></section>
      <h2 id="sf-map-21-title">Titel</h2><div id="sf-map-canvas-21"></div>`;
    const map = entry('map', mapHook);
    await mountAll([map], document, () => Promise.resolve(fakeHost()));
    expect(map.mount).not.toHaveBeenCalled();
    expect(errorMessages()).toEqual([
      `${LOG_PREFIX} map #sf-map-2-1: the id has characters outside the allowed set after "sf-map-" (A–Z, a–z, 0–9 and "_"), so the block is ignored and keeps its CMS markup.`,
    ]);
    expect(document.getElementById('sf-map-2-1')!.getAttribute('data-sf-state')).toBe('invalid');
    expect(document.getElementById('sf-map-canvas-21')!.hasAttribute('data-sf-state')).toBe(false);
  });
});

describe('mountAll: when a frame mounts (`when`)', () => {
  /** A controllable IntersectionObserver: `fire(element, near)` delivers an entry. */
  const observers: {
    callback: IntersectionObserverCallback;
    elements: Element[];
    options?: IntersectionObserverInit;
  }[] = [];
  const fire = (element: Element, near: boolean): void => {
    for (const observer of observers.filter((o) => o.elements.includes(element))) {
      observer.callback(
        [{ target: element, isIntersecting: near } as IntersectionObserverEntry],
        {} as never,
      );
    }
  };
  beforeEach(() => {
    observers.length = 0;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      private readonly record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, elements: [], options };
        observers.push(this.record);
      }
      observe(element: Element): void {
        this.record.elements.push(element);
      }
      disconnect(): void {
        this.record.elements = [];
      }
    };
  });
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('near (the default): mounts a frame within one screen at once, defers the others until they come near', async () => {
    document.body.innerHTML =
      '<div id="c1" data-sf-widget="tabs"></div><div id="c2" data-sf-widget="tabs"></div>';
    const tabs = entry('tabs', attribute('tabs'));
    const later = jest.fn();
    const pass = mountAll([tabs], document, () => Promise.resolve(fakeHost()), { onLater: later });
    expect(observers.map((o) => o.options?.rootMargin)).toEqual(['100% 0px', '100% 0px']);
    fire(document.getElementById('c1')!, true);
    fire(document.getElementById('c2')!, false);
    expect((await pass).map((r) => r.state)).toEqual(['mounted', 'deferred']);
    expect(document.getElementById('c2')!.getAttribute('data-sf-state')).toBe('deferred');
    expect(tabs.load).toHaveBeenCalledTimes(1);
    fire(document.getElementById('c2')!, true);
    await flush();
    expect(document.getElementById('c2')!.getAttribute('data-sf-state')).toBe('mounted');
    expect(later).toHaveBeenCalledWith([{ label: 'tabs #c2', widget: 'tabs', state: 'mounted' }]);
    expect(tabs.mount).toHaveBeenCalledTimes(2);
  });

  it('now: mounts without waiting for the observer', async () => {
    document.body.innerHTML = '<div id="c1" data-sf-widget="box"></div>';
    const box = { ...entry('box', attribute('box')), when: 'now' as const };
    expect(await mountAll([box], document, () => Promise.resolve(fakeHost()))).toEqual([
      { label: 'box #c1', widget: 'box', state: 'mounted' },
    ]);
    expect(observers).toHaveLength(0);
  });

  it('idle: reported deferred, mounted once the browser is idle after load', async () => {
    document.body.innerHTML = '<div id="c1" data-sf-widget="box"></div>';
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    const box = { ...entry('box', attribute('box')), when: 'idle' as const };
    const later = jest.fn();
    expect(await mountAll([box], document, () => Promise.resolve(fakeHost()), { onLater: later })).toEqual([
      { label: 'box #c1', widget: 'box', state: 'deferred' },
    ]);
    expect(box.load).not.toHaveBeenCalled();
    idle.forEach((callback) => callback({} as IdleDeadline));
    await flush();
    expect(box.mount).toHaveBeenCalledTimes(1);
    expect(later).toHaveBeenCalledWith([{ label: 'box #c1', widget: 'box', state: 'mounted' }]);
  });

  it('first-use: hover prefetches, the first click mounts and is replayed on the widget, never lost', async () => {
    document.body.innerHTML =
      '<div id="c3" data-sf-widget="menu"><a class="burger" href="#nav">Menü</a></div>';
    const opened = jest.fn();
    const mount = jest.fn((context: { frame: HTMLElement }) => {
      const button = document.createElement('button');
      button.className = 'sf-burger';
      button.addEventListener('click', opened);
      context.frame.replaceChildren(button);
    });
    const menu = {
      ...entry('menu', attribute('menu'), none, mount),
      when: 'first-use' as const,
      firstUse: { trigger: 'a.burger', target: 'button.sf-burger' },
    };
    const host: Host = {
      async mountWidget(info, module, settings) {
        await module.mount(info as never, settings);
      },
    };
    const loadHost = jest.fn(() => Promise.resolve(host));
    expect((await mountAll([menu], document, loadHost))[0]!.state).toBe('deferred');
    expect(menu.load).not.toHaveBeenCalled();
    const link = document.querySelector<HTMLElement>('a.burger')!;
    link.dispatchEvent(new Event('pointerenter'));
    expect(menu.load).toHaveBeenCalledTimes(1);
    expect(loadHost).toHaveBeenCalledTimes(1);
    expect(mount).not.toHaveBeenCalled();
    link.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    // The CMS link does not jump to #nav: the click is held for the widget.
    expect(click.defaultPrevented).toBe(true);
    await flush();
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(document.querySelector('button.sf-burger'));
    expect(document.getElementById('c3')!.getAttribute('data-sf-state')).toBe('mounted');
    // Later clicks are the widget's own.
    document.querySelector<HTMLElement>('button.sf-burger')!.click();
    expect(opened).toHaveBeenCalledTimes(2);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('first-use: when the widget cannot mount, the held click goes back to the CMS link', async () => {
    document.body.innerHTML =
      '<div id="c3" data-sf-widget="menu"><a class="burger" href="#nav">Menü</a></div>';
    const menu = {
      ...entry('menu', attribute('menu')),
      when: 'first-use' as const,
      firstUse: { trigger: 'a.burger', target: 'button.sf-burger' },
    };
    menu.load.mockImplementation(() => Promise.reject(new Error('offline')));
    await mountAll([menu], document, () => Promise.resolve(fakeHost()));
    const link = document.querySelector<HTMLElement>('a.burger')!;
    const clicks: boolean[] = [];
    link.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    link.click();
    await flush();
    await flush();
    expect(document.getElementById('c3')!.getAttribute('data-sf-state')).toBe('failed');
    // The first click was held, the replay is not prevented: the link does what it does without JS.
    expect(clicks).toEqual([true, false]);
  });
});
