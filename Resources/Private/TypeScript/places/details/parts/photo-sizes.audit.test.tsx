/**
 * Issue 28 audit, spec 9.5: the horizontal card's 90 px square thumbnail and the collage's 3:2 hero.
 * jsdom lays nothing out, so the rules are read from the style sheets the widget loads and the
 * hero's ratio is computed from the grid they declare; the card is rendered to check that it uses
 * the selectors those rules match.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import { Place, type Photo } from '../../model';
import { CompactCard } from '../CompactCard';
import { COMPACT_CONTENT } from '../content';
import { detailsSettingsSchema } from '../settings';

/** A style sheet without comments and without its @media / @container blocks (the rules for every size). */
const css = (file: string) =>
  readFileSync(path.join(__dirname, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@(?:media|container)[^{]*\{(?:[^{}]*\{[^}]*\})*\s*\}/g, '');

/** The declarations of the rules with exactly this selector (a later one wins, as in the cascade). */
function declarations(sheet: string, selector: string): Record<string, string> {
  const out: Record<string, string> = {};
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const match of sheet.matchAll(new RegExp(`(?:^|[},])\\s*${escaped}\\s*\\{([^}]*)\\}`, 'g'))) {
    for (const line of match[1]!.split(';')) {
      const [name, ...value] = line.split(':');
      if (name?.trim() && value.length) out[name.trim()] = value.join(':').trim();
    }
  }
  return out;
}

const ratio = (value: string | undefined): number => {
  const [w, h] = (value ?? '').split('/').map((part) => Number(part.trim()));
  return w! / (h ?? 1);
};

const photos: Photo[] = [1, 2, 3].map((index) => ({
  authorAttributions: [],
  widthPx: 1200,
  heightPx: 800,
  name: `places/x/photos/${index}`,
  flagContentURI: null,
  googleMapsURI: null,
  openStreetMapURI: null,
  getURI: () => Promise.resolve(`https://img.example/${index}.jpg`),
}));

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('issue 28 audit: thumbnail and hero sizes', () => {
  it('9.5 the collage hero is 3:2: two thirds of a 9:4 grid over two rows, and 3:2 alone', () => {
    const sheet = css('photos.css');
    const collage = declarations(sheet, '.sf-place-collage');
    const [hero, side] = [...(collage['grid-template-columns'] ?? '').matchAll(/([\d.]+)fr/g)].map((m) =>
      Number(m[1]),
    );
    const width = hero! / (hero! + side!);
    // The hero spans the collage's full height (both rows): its ratio is its width share × the grid's.
    expect(width * ratio(collage['aspect-ratio'])).toBeCloseTo(3 / 2, 5);
    expect(ratio(declarations(sheet, ".sf-place-collage[data-sf-photo-count='1']")['aspect-ratio'])).toBe(
      1.5,
    );
  });

  it('9.5 the horizontal card: a 90 px square thumbnail in a 90 px column', () => {
    const sheet = css('../details.css');
    const media = declarations(sheet, '.sf-place-card--horizontal .sf-place-card__media');
    expect(media.width).toBe('90px');
    expect(media.height).toBe('90px');
    expect(
      declarations(sheet, ".sf-place-card--horizontal[data-sf-hero='shown']")['grid-template-columns'],
    ).toMatch(/^90px /);
    expect(
      declarations(sheet, '.sf-place-card--horizontal .sf-place-card__media .sf-place-collage')[
        'aspect-ratio'
      ],
    ).toBe('1');
  });

  it('9.5 the horizontal card renders one small photo inside those selectors; the vertical one the large collage', async () => {
    const place = new Place({ id: 'x' }, 'cms', { displayName: 'Zentrale', photos });
    const view = (orientation: string) =>
      render(
        <CompactCard
          place={place}
          settings={detailsSettingsSchema.read({ orientation }).value}
          content={COMPACT_CONTENT}
          timeZone="Europe/Berlin"
          onOpenPhoto={() => undefined}
        />,
      ).container;
    const horizontal = view('HORIZONTAL');
    await act(async () => Promise.resolve());
    const thumb = horizontal.querySelector(
      '.sf-place-card--horizontal .sf-place-card__media .sf-place-collage',
    );
    expect(thumb?.classList.contains('sf-place-collage--small')).toBe(true);
    expect(thumb?.querySelectorAll('[data-sf-photo]')).toHaveLength(1);
    const vertical = view('VERTICAL');
    await act(async () => Promise.resolve());
    const collage = vertical.querySelector('.sf-place-card--vertical .sf-place-collage');
    expect(collage?.classList.contains('sf-place-collage--large')).toBe(true);
    expect(collage?.querySelectorAll('[data-sf-photo]')).toHaveLength(3);
  });
});
