/**
 * The page's own settings scripts (`#sf-places-config`, `#sf-maps-config`, `#sf-places`,
 * `#sf-labels`) carry what the CMS left out as `data-sf-refused`, as a frame's settings script does
 * (Documentation/robustness.md 'Settings the CMS cannot write'): each reader reports every entry,
 * naming the script and the field, and reads the rest.
 */
import { checkLabelScript } from '../../Resources/Private/TypeScript/core/label-overrides';
import { pageMapsConfig } from '../../Resources/Private/TypeScript/map/page-config';
import { readPlacesConfig } from '../../Resources/Private/TypeScript/places/config';
import { readCmsPlaces } from '../../Resources/Private/TypeScript/places/sources/cms';

const REFUSED = JSON.stringify([
  { field: 'searchArea.radius', why: 'the decimal 1e999 is not finite; the field is left out' },
]);

function withScript(id: string, json: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = json;
  script.setAttribute('data-sf-refused', REFUSED);
  doc.body.append(script);
  return doc;
}

let error: jest.SpyInstance<void, unknown[]>;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
const logged = (): string[] => error.mock.calls.map((call: unknown[]) => String(call[0]));

describe('what the CMS left out of the page scripts is reported by their readers', () => {
  it('the site place settings name the script and the field, and keep the rest', () => {
    const reports: string[] = [];
    const config = readPlacesConfig(withScript('sf-places-config', '{"requestTimeout": 20}'), (message) =>
      reports.push(message),
    );
    expect(reports).toEqual([
      expect.stringMatching(/^#sf-places-config: .*"searchArea\.radius".*not finite/),
    ]);
    expect(config.requestTimeout).toBe(20);
  });

  it('the page map configuration names the script and the field, once per script', () => {
    const doc = withScript('sf-maps-config', '{}');
    pageMapsConfig(doc);
    pageMapsConfig(doc);
    expect(logged()).toEqual([expect.stringMatching(/#sf-maps-config: .*"searchArea\.radius"/)]);
  });

  it('the CMS places list names the script and the field, and keeps its places', () => {
    const doc = withScript('sf-places', '[]');
    const { places, errors } = readCmsPlaces(doc);
    expect(places).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/^#sf-places: .*"searchArea\.radius"/)]);
  });

  it('the label overrides name the script and the field, and keep the good overrides', () => {
    const doc = withScript('sf-labels', '{"map.locate.button": "Wo bin ich?"}');
    const taken = new Map([['map.locate.button', 'Wo bin ich?']]);
    checkLabelScript(doc.getElementById('sf-labels')!, taken);
    expect(logged()).toEqual([expect.stringMatching(/#sf-labels: .*"searchArea\.radius"/)]);
    expect(taken.get('map.locate.button')).toBe('Wo bin ich?');
  });
});
