/**
 * What the CMS left out of a frame's settings (sf:frameSettings writes it on the settings script as
 * `data-sf-refused`, see Documentation/robustness.md 'Settings the CMS cannot write'): one console
 * error per entry naming the frame and the field, and the frame still mounts with the rest.
 */
import { LOG_PREFIX, mountAll, type Host } from './mount';
import { integer, object, optional, string } from './schema';
import type { RegistryEntry, WidgetModule } from './types';

/** As FrameSettingsViewHelper writes it for a zoom of 20 digits, an ISO-8859-1 title and a bad category line. */
const MAP_BLOCK = `
  <section id="sf-map-11"><h2>Karte</h2></section>
  <script type="application/json" id="sf-map-settings-11" data-sf-refused="[{&quot;field&quot;:&quot;mapSettings.zoom&quot;,&quot;why&quot;:&quot;the integer 12345678901234567890 is beyond \\u00b19007199254740991, the largest the browser reads exactly; the field is left out&quot;},{&quot;field&quot;:&quot;locations[0].title&quot;,&quot;why&quot;:&quot;the text holds invalid UTF-8 (not UTF-8 encoded?); it is written as \\u0022Caf\\ufffd\\u0022, each invalid byte shown as U+FFFD \\u0022\\ufffd\\u0022&quot;},{&quot;field&quot;:&quot;settings.filter.categories&quot;,&quot;why&quot;:&quot;line 2 \\u0022a b = X\\u0022: no&quot;}]">{"mapSettings":{"id":"11"},"locations":[{"title":"Caf\\ufffd","latitude":1,"longitude":2}]}</script>`;

const mapSchema = object({
  mapSettings: object({ id: string(), zoom: optional(integer({ min: 0, max: 22 }), 12) }),
});

function mapEntry(): RegistryEntry & { mount: jest.Mock<undefined, [unknown, unknown]> } {
  const mount = jest.fn<undefined, [unknown, unknown]>();
  const module: WidgetModule = { schema: mapSchema, mount };
  return {
    name: 'map',
    hook: {
      kind: 'id',
      pattern: /^sf-map-([A-Za-z0-9_]+)$/,
      settingsId: (key: string) => `sf-map-settings-${key}`,
      prefix: 'sf-map-',
    },
    when: 'now',
    react: false,
    mount,
    load: () => Promise.resolve(module),
  };
}

const host: Host = { mountWidget: () => Promise.reject(new Error('plain widgets only')) };

let error: jest.SpyInstance<void, unknown[]>;
beforeEach(() => {
  document.body.innerHTML = '';
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const messages = (): string[] => error.mock.calls.map((call: unknown[]) => String(call[0]));

describe('settings the CMS left out (data-sf-refused on the settings script)', () => {
  it('logs one error per refused field naming the frame and the field, and the frame mounts with the rest', async () => {
    document.body.innerHTML = MAP_BLOCK;
    const map = mapEntry();

    const reports = await mountAll([map], document, () => Promise.resolve(host));

    expect(messages()).toEqual([
      `${LOG_PREFIX} map #sf-map-11: the CMS left out or changed settings field "mapSettings.zoom": the integer 12345678901234567890 is beyond ±9007199254740991, the largest the browser reads exactly; the field is left out.`,
      `${LOG_PREFIX} map #sf-map-11: the CMS left out or changed settings field "locations[0].title": the text holds invalid UTF-8 (not UTF-8 encoded?); it is written as "Caf\uFFFD", each invalid byte shown as U+FFFD "\uFFFD".`,
      `${LOG_PREFIX} map #sf-map-11: the CMS left out or changed settings field "settings.filter.categories": line 2 "a b = X": no.`,
    ]);
    expect(reports).toEqual([{ label: 'map #sf-map-11', widget: 'map', state: 'mounted' }]);
    expect(map.mount.mock.calls[0]?.[1]).toEqual({ mapSettings: { id: '11', zoom: 12 } });
  });

  it('a report that is not the CMS list is one error quoting it, and the frame still mounts', async () => {
    document.body.innerHTML = MAP_BLOCK.replace(/data-sf-refused="[^"]*"/, 'data-sf-refused="{oops"');

    const reports = await mountAll([mapEntry()], document, () => Promise.resolve(host));

    expect(messages()).toEqual([
      `${LOG_PREFIX} map #sf-map-11: the CMS reported settings it left out, but the report is unreadable: {oops.`,
    ]);
    expect(reports[0]?.state).toBe('mounted');
  });

  it('a script without the attribute logs nothing', async () => {
    document.body.innerHTML = MAP_BLOCK.replace(/ data-sf-refused="[^"]*"/, '');
    await mountAll([mapEntry()], document, () => Promise.resolve(host));
    expect(error).not.toHaveBeenCalled();
  });
});
