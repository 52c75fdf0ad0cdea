/**
 * Issue 26: label overrides at runtime (`#sf-labels`): a TYPO3 label override reaches the bundle's
 * texts without a rebuild; a page without overrides reads nothing more than one getElementById.
 */
import { resetLabelOverrides, setLanguage, t } from './i18n';
import { checkLabelOverrides } from './label-overrides';

/** Lets the checks (a chunk loaded on the first lookup) run. */
const checked = () => new Promise((resolve) => setTimeout(resolve, 20));

function withOverrides(json: string | undefined, lang = 'de'): void {
  document.getElementById('sf-labels')?.remove();
  document.documentElement.lang = lang;
  if (json !== undefined) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'sf-labels';
    script.textContent = json;
    document.head.append(script);
  }
  resetLabelOverrides();
  setLanguage(undefined);
}

afterEach(() => {
  jest.restoreAllMocks();
  withOverrides(undefined);
});

describe('issue 26: label overrides (#sf-labels)', () => {
  it('the lookup prefers an overridden text; the other labels stay compiled', () => {
    withOverrides('{"map.load": "Karte anzeigen"}');
    expect(t('map.load')).toBe('Karte anzeigen');
    expect(t('mobileMenu.title')).toBe('MENÜ');
  });

  it('placeholders keep working in overrides, in any order', () => {
    withOverrides('{"map.always": "{provider}: immer laden", "mobileMenu.submenu": "{label} öffnen"}');
    expect(t('map.always', { provider: 'Google Maps' })).toBe('Google Maps: immer laden');
    expect(t('mobileMenu.submenu', { label: 'Karriere' })).toBe('Karriere öffnen');
  });

  it('the overrides are the page language’s: another language keeps its compiled texts', () => {
    withOverrides('{"map.load": "Show the map"}', 'en');
    expect(t('map.load')).toBe('Show the map');
    setLanguage('de');
    expect(t('map.load')).toBe('Karte laden');
  });

  it('values are text: markup stays literal characters', () => {
    withOverrides('{"map.load": "<b>Karte</b> laden"}');
    expect(t('map.load')).toBe('<b>Karte</b> laden');
  });

  it('a non-string value, an unknown key or a foreign placeholder: one console line each, ignored', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    withOverrides(
      '{"map.load": 5, "map.nothing": "x", "map.always": "{anbieter} immer", "mobileMenu.title": "NAVIGATION"}',
    );
    expect(t('map.load')).toBe('Karte laden');
    await checked();
    expect(t('map.always', { provider: 'OSM' })).toBe('Karten von OSM immer laden');
    expect(t('mobileMenu.title')).toBe('NAVIGATION');
    const lines = error.mock.calls.map((call) => String(call[0]));
    expect(lines).toEqual([
      '[SiteFrontend] #sf-labels: label "map.load": expected a text, got number; ignored.',
      '[SiteFrontend] #sf-labels: label "map.nothing": the bundle has no such label; ignored.',
      '[SiteFrontend] #sf-labels: label "map.always": placeholder {anbieter} is not one of the label\'s; ignored.',
    ]);
    // Read and checked once: further lookups report nothing again.
    t('map.load');
    await checked();
    expect(error).toHaveBeenCalledTimes(3);
  });

  it.each(['{not json', '["map.load"]', 'null'])(
    'unreadable overrides %s: one console line, compiled texts',
    async (json) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      withOverrides(json);
      expect(t('map.load')).toBe('Karte laden');
      await checked();
      expect(t('map.load')).toBe('Karte laden');
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toMatch(
        /^\[SiteFrontend\] #sf-labels: expected a JSON object/,
      );
    },
  );

  it('a page without overrides: read lazily, once, with one getElementById', () => {
    withOverrides(undefined);
    const byId = jest.spyOn(document, 'getElementById');
    const querySelector = jest.spyOn(document, 'querySelector');
    expect(byId).not.toHaveBeenCalled();
    t('map.load');
    t('mobileMenu.title');
    expect(byId.mock.calls).toEqual([['sf-labels']]);
    expect(querySelector).not.toHaveBeenCalled();
  });

  it("the place widgets' labels can be overridden too; checks know every group", () => {
    const report = jest.fn();
    const taken = new Map([
      ['place.consent.load', 'Ort anzeigen'],
      ['place.unknown', 'x'],
    ]);
    checkLabelOverrides('{"place.consent.load": "Ort anzeigen", "place.unknown": "x"}', taken, report);
    expect([...taken.keys()]).toEqual(['place.consent.load']);
    expect(report.mock.calls).toEqual([['label "place.unknown": the bundle has no such label; ignored.']]);
  });
});
