import { highlightParts, normaliseMatches, predictionParts } from './highlight';
import { prediction } from '../testing/autocomplete-api';

const marked = (parts: { text: string; matched: boolean }[]): string =>
  parts.map((part) => (part.matched ? `[${part.text}]` : part.text)).join('');

describe('place autocomplete highlight (issue 16, 2.5: the typed part highlighted)', () => {
  test('2.5 one range splits the text into matched and unmatched parts', () => {
    expect(highlightParts('Marienplatz 8', [{ start: 0, end: 6 }])).toEqual([
      { text: 'Marien', matched: true },
      { text: 'platz 8', matched: false },
    ]);
    expect(marked(highlightParts('Am Marienplatz', [{ start: 3, end: 9 }]))).toBe('Am [Marien]platz');
  });

  test('2.5 no ranges: one unmatched part; an empty text: no parts', () => {
    expect(highlightParts('München', [])).toEqual([{ text: 'München', matched: false }]);
    expect(highlightParts('München', null)).toEqual([{ text: 'München', matched: false }]);
    expect(highlightParts('', [{ start: 0, end: 3 }])).toEqual([]);
  });

  test('2.5 ranges are clamped into the text; empty and reversed ones dropped', () => {
    expect(marked(highlightParts('Karlsplatz', [{ start: -4, end: 5 }]))).toBe('[Karls]platz');
    expect(marked(highlightParts('Karlsplatz', [{ start: 5, end: 99 }]))).toBe('Karls[platz]');
    expect(marked(highlightParts('Karlsplatz', [{ start: 4, end: 4 }]))).toBe('Karlsplatz');
    expect(marked(highlightParts('Karlsplatz', [{ start: 6, end: 2 }]))).toBe('Karlsplatz');
    expect(marked(highlightParts('Karlsplatz', [{ start: Number.NaN, end: 3 }]))).toBe('Karlsplatz');
    expect(marked(highlightParts('Karlsplatz', [{ start: 20, end: 30 }]))).toBe('Karlsplatz');
  });

  test('2.5 unsorted, overlapping and touching ranges merge', () => {
    const matches = [
      { start: 8, end: 10 },
      { start: 0, end: 3 },
      { start: 2, end: 5 },
      { start: 5, end: 6 },
    ];
    expect(normaliseMatches('Karlsplatz 11', matches)).toEqual([
      { start: 0, end: 6 },
      { start: 8, end: 10 },
    ]);
    expect(marked(highlightParts('Karlsplatz 11', matches))).toBe('[Karlsp]la[tz] 11');
  });

  test('a range never splits a surrogate pair', () => {
    const text = 'Café 😀 Bar';
    // The emoji is two UTF-16 units at 5 and 6.
    expect(marked(highlightParts(text, [{ start: 6, end: 7 }]))).toBe('Café [😀] Bar');
  });

  test('2.5 a prediction: main text by its own ranges, the secondary text by the whole text’s', () => {
    const parts = predictionParts({
      ...prediction('p1', 'Marienplatz 8', '80331 München', 6),
      textMatches: [
        { start: 0, end: 6 },
        { start: 21, end: 24 },
      ],
    });
    expect(marked(parts.main)).toBe('[Marien]platz 8');
    expect(parts.secondary && marked(parts.secondary)).toBe('80331 [Mün]chen');
  });

  test('2.5 a prediction without main ranges takes them from the whole text; no secondary text gives null', () => {
    const parts = predictionParts({
      ...prediction('p2', 'Marienhof', null),
      mainTextMatches: [],
      textMatches: [{ start: 0, end: 5 }],
    });
    expect(marked(parts.main)).toBe('[Marie]nhof');
    expect(parts.secondary).toBeNull();
  });

  test('2.5 a secondary text that is not part of the whole text is shown unmarked', () => {
    const parts = predictionParts({
      ...prediction('p3', 'Isartor', 'München'),
      text: 'Isartor',
      textMatches: [{ start: 0, end: 4 }],
    });
    expect(marked(parts.main)).toBe('[Isar]tor');
    expect(parts.secondary).toEqual([{ text: 'München', matched: false }]);
  });
});
