/**
 * Issue 28 audit, spec 3.1 / 9.3: the gallery's `captions` and `randomize` as applied on the Galerie
 * fixture (the settings tests check only that the values are read).
 */
import { loadFixture, mountBundle } from '../../../../tests/unit/fixture-dom';
import { loadGalerie, setSettings } from './testing/galerie-fixture';

/** The CMS order of the gallery's links (before the widget moves them). */
const cmsOrder = (): string[] =>
  [...document.querySelectorAll<HTMLAnchorElement>('#c71 [data-sf-gallery-items] a[href]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
const shownOrder = (): string[] =>
  [...document.querySelectorAll<HTMLAnchorElement>('#c71 .sf-gallery__item .sf-gallery__link')].map(
    (link) => link.getAttribute('href') ?? '',
  );
const captions = () => document.querySelectorAll('#c71 .sf-gallery__caption');

const BASE = { 'row-height': 160, margins: 4, 'last-row': 'nojustify' };

describe('issue 28 audit: gallery captions and randomize as applied', () => {
  beforeEach(() => {
    loadGalerie();
  });
  afterEach(() => jest.restoreAllMocks());

  it('3.1 captions 1: each image with a caption in the CMS shows it; captions 0: none is added', async () => {
    setSettings('c71', { ...BASE, captions: 1, randomize: 0 });
    await mountBundle();
    const shown = captions().length;
    expect(shown).toBeGreaterThan(0);
    expect(captions()[0]?.getAttribute('aria-hidden')).toBe('true');

    loadFixture('/galerie.html');
    setSettings('c71', { ...BASE, captions: 0, randomize: 0 });
    await mountBundle();
    expect(document.querySelectorAll('#c71 .sf-gallery__link')).toHaveLength(18);
    expect(captions()).toHaveLength(0);
  });

  it('3.1 randomize 0 keeps the CMS order; randomize 1 shuffles, keeping every image', async () => {
    const before = cmsOrder();
    setSettings('c71', { ...BASE, captions: 1, randomize: 0 });
    await mountBundle();
    expect(shownOrder()).toEqual(before);

    loadFixture('/galerie.html');
    setSettings('c71', { ...BASE, captions: 1, randomize: 1 });
    await mountBundle();
    const shuffled = shownOrder();
    // 18 images keep their order by chance once in 18! (6.4 × 10¹⁵) loads.
    expect(shuffled).not.toEqual(before);
    expect([...shuffled].sort()).toEqual([...before].sort());
  });
});
