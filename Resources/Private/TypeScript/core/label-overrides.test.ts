/**
 * Issue 26: label overrides at runtime (`#sf-labels`): a TYPO3 label override reaches the bundle's
 * texts without a rebuild; a page without overrides reads nothing more than one getElementById.
 */
import { addLabels, resetLabelOverrides, setLanguage, t } from './i18n';
import { readLabelOverrides } from './label-overrides';

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

  it('a non-string value, an unknown key or a foreign placeholder: one console line each, ignored', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    withOverrides(
      '{"map.load": 5, "map.nothing": "x", "map.always": "{anbieter} immer", "mobileMenu.title": "NAVIGATION"}',
    );
    expect(t('map.load')).toBe('Karte laden');
    expect(t('map.always', { provider: 'OSM' })).toBe('Karten von OSM immer laden');
    expect(t('mobileMenu.title')).toBe('NAVIGATION');
    const lines = error.mock.calls.map((call) => String(call[0]));
    expect(lines).toEqual([
      '[SiteFrontend] #sf-labels: label "map.load": expected a text, got number; ignored.',
      '[SiteFrontend] #sf-labels: label "map.nothing": the bundle has no such label; ignored.',
      '[SiteFrontend] #sf-labels: label "map.always": placeholder {anbieter} is not one of the label\'s; ignored.',
    ]);
    // Read once: further lookups report nothing again.
    t('map.load');
    expect(error).toHaveBeenCalledTimes(3);
  });

  it.each(['{not json', '["map.load"]', 'null'])(
    'unreadable overrides %s: one console line, compiled texts',
    (json) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      withOverrides(json);
      expect(t('map.load')).toBe('Karte laden');
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[SiteFrontend\] #sf-labels: /);
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

  it('overrides of a group that loads later (the place labels) are checked when it arrives', () => {
    const report = jest.fn();
    const doc = document.implementation.createHTMLDocument('x');
    doc.head.innerHTML =
      '<script type="application/json" id="sf-labels">{"place.later": "Später {n}", "place.unknown": "x"}</script>';
    const compiled: Record<string, string> = {};
    const overrides = readLabelOverrides(doc, (key) => compiled[key], report);
    expect(report).not.toHaveBeenCalled();
    expect(overrides.text('place.later')).toBeUndefined();
    compiled['place.later'] = 'Later {n}';
    overrides.check();
    expect(overrides.text('place.later')).toBe('Später {n}');
    expect(report.mock.calls).toEqual([['label "place.unknown": the bundle has no such label; ignored.']]);
  });

  it('through the lookup: a group added after the overrides were read gets its overrides', () => {
    withOverrides('{"place.testOnly.late": "Überschrieben"}');
    const lookup = t as unknown as (key: string) => string;
    expect(t('map.load')).toBe('Karte laden');
    addLabels({ en: { 'place.testOnly.late': 'Late' }, de: { 'place.testOnly.late': 'Spät' } });
    expect(lookup('place.testOnly.late')).toBe('Überschrieben');
  });
});
