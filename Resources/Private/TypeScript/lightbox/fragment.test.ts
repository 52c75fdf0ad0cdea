import { formatFragment, parseFragment } from './fragment';
import { isAllowedRemote } from './remote';

const galleries = new Map([
  ['werk', 18],
  ['team-2026', 8],
]);

describe('2.2 / 9.3 lightbox fragment', () => {
  it('reads #{gallery}-{index} with a 1-based index in range', () => {
    expect(parseFragment('#werk-2', galleries)).toEqual({ gallery: 'werk', index: 2 });
    expect(parseFragment('#werk-18', galleries)).toEqual({ gallery: 'werk', index: 18 });
    expect(parseFragment('#team-2026-3', galleries)).toEqual({ gallery: 'team-2026', index: 3 });
  });

  it.each([
    '',
    '#',
    '#werk',
    '#werk-0',
    '#werk-19',
    '#werk-02',
    '#werk-1.5',
    '#werk--1',
    '#unbekannt-1',
    '#"><img src=x onerror=alert(1)>',
    '#%E0%A4%A',
    `#werk-${'9'.repeat(300)}`,
  ])('ignores %j', (hash) => {
    expect(parseFragment(hash, galleries)).toBeUndefined();
  });

  it('writes the fragment the reader accepts', () => {
    const fragment = formatFragment({ gallery: 'team-2026', index: 4 });
    expect(fragment).toBe('#team-2026-4');
    expect(parseFragment(fragment, galleries)).toEqual({ gallery: 'team-2026', index: 4 });
  });
});

describe('7.5 remote lightbox content', () => {
  const page = 'http://127.0.0.1:8080/galerie.html';
  it('is allowed from the page’s own origin and the allow-list only', () => {
    expect(isAllowedRemote('/fileadmin/lightbox/anfahrt.html', page, [])).toBe(true);
    expect(isAllowedRemote('https://example.org/plan.html', page, [])).toBe(false);
    expect(isAllowedRemote('https://example.org/plan.html', page, ['https://example.org'])).toBe(true);
    expect(isAllowedRemote('javascript:alert(1)', page, [])).toBe(false);
    expect(isAllowedRemote('data:text/html,<script>', page, ['data:'])).toBe(false);
  });
});
