import { DEFAULTS, gallerySettings, schema } from './settings';

/** What the mounting core does with a gallery's raw settings: a lenient read, then the widget's names. */
function parseGallerySettings(raw: unknown) {
  const { value, issues } = schema.read(raw);
  return { settings: gallerySettings(value), issues };
}

describe('3.1 / 9.3 gallery settings', () => {
  it('defaults to row height 120 and margins 1', () => {
    expect(parseGallerySettings({})).toEqual({ settings: DEFAULTS, issues: [] });
    expect(DEFAULTS.rowHeight).toBe(120);
    expect(DEFAULTS.margins).toBe(1);
  });

  it('reads the 3.1 names, with the CMS’s strings and 0/1 flags', () => {
    const { settings, issues } = parseGallerySettings({
      'row-height': '180',
      margins: 4,
      captions: '0',
      randomize: 1,
      'last-row': 'hide',
      border: 2,
    });
    expect(issues).toEqual([]);
    expect(settings).toEqual({
      rowHeight: 180,
      margins: 4,
      captions: false,
      randomize: true,
      lastRow: 'hide',
      border: 2,
    });
  });

  it('gives a bad value its default and reports the field', () => {
    const { settings, issues } = parseGallerySettings({
      'row-height': 'hoch',
      'last-row': 'middle',
      margins: -3,
    });
    expect(settings.rowHeight).toBe(120);
    expect(settings.lastRow).toBe('nojustify');
    expect(settings.margins).toBe(1);
    expect(issues.map((issue) => issue.path)).toEqual(['row-height', 'margins', 'last-row']);
  });
});
