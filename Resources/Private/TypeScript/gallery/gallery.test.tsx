import { mountBundle } from '../../../../tests/unit/fixture-dom';
import { loadGalerie, setSettings } from './testing/galerie-fixture';

describe('gallery settings on the Galerie fixture', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = loadGalerie();
  });
  afterEach(() => jest.restoreAllMocks());

  it('a bad value gives one console error naming the frame and field, and the gallery uses the default', async () => {
    setSettings('c71', '{"row-height": "hoch", "margins": 4}');
    const reports = await mountBundle();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String((error.mock.calls[0] as unknown[] | undefined)?.[0])).toBe(
      '[SiteFrontend] gallery #c71: settings field "row-height": expected a row height in pixels (a number from 20 to 2000), got string "hoch"; using the default 120.',
    );
    expect(reports.find((report) => report.label === 'gallery #c71')?.state).toBe('mounted');
    const first = document.querySelector<HTMLElement>('#c71 .sf-gallery__item')!;
    expect(Number.parseFloat(first.style.top)).toBe(4);
    expect(Number.parseFloat(first.style.height)).toBeGreaterThan(80);
    expect(Number.parseFloat(first.style.height)).toBeLessThan(160);
  });

  it('renders every image with its lightbox link, caption and German hint', async () => {
    await mountBundle();
    expect(error).not.toHaveBeenCalled();
    const links = [...document.querySelectorAll<HTMLAnchorElement>('#c71 .sf-gallery__link')];
    expect(links).toHaveLength(18);
    expect(links[1]?.getAttribute('data-fancybox')).toBe('werk');
    expect(links[1]?.querySelector('.sf-gallery__caption')?.textContent).toBe(
      'Schaltanlage bei der Endprüfung',
    );
    expect(links[1]?.textContent).toContain('(öffnet die Bildansicht)');
    expect(document.querySelector('#c71 .sf-gallery')?.getAttribute('role')).toBe('list');
    // The entry title is the caption of the image without alt text.
    expect(document.querySelectorAll('#c72 .sf-gallery__caption')[1]?.textContent).toBe(
      'Qualitätskontrolle (Eintragstitel)',
    );
  });

  it('a malformed settings block leaves the CMS markup and the other gallery works', async () => {
    setSettings('c72', '{"row-height": 140,');
    const links = () =>
      [...document.querySelectorAll('#c72 [data-sf-gallery-items] > a')].map((link) =>
        link.getAttribute('href'),
      );
    const before = links();
    await mountBundle();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String((error.mock.calls[0] as unknown[] | undefined)?.[0])).toMatch(
      /gallery #c72: settings are not valid JSON/,
    );
    // The CMS list stays as it is (no grid), and its images still load as they come into view
    // (the entry loads them, not the gallery: jsdom counts every element as in view here).
    expect(document.querySelector('#c72 .sf-gallery')).toBeNull();
    expect(links()).toEqual(before);
    const images = [...document.querySelectorAll<HTMLImageElement>('#c72 [data-sf-gallery-items] > a > img')];
    expect(images.map((image) => image.classList.contains('unloaded'))).toEqual(images.map(() => false));
    expect(images[0]?.getAttribute('src')).toBe('/fileadmin/images/gallery/bild-19.jpg');
    expect(document.querySelectorAll('#c71 .sf-gallery__item')).toHaveLength(18);
  });
});
