/** Spec 2.5: a review's text split into paragraphs. */
import { reviewParagraphs } from './review-text';

describe('2.5 review paragraphs', () => {
  it('2.5 splits on blank lines, keeps single line breaks inside a paragraph', () => {
    expect(reviewParagraphs('Erster Satz.\nZweite Zeile.\n\nZweiter Absatz.')).toEqual([
      'Erster Satz.\nZweite Zeile.',
      'Zweiter Absatz.',
    ]);
  });

  it('2.5 blank lines with spaces, Windows line ends and runs of blank lines are one break', () => {
    expect(reviewParagraphs('  A \r\n \r\n\r\n\n B\r\n\r\nC  ')).toEqual(['A', 'B', 'C']);
  });

  it('2.5 no text, or only white space: no paragraph', () => {
    expect(reviewParagraphs(null)).toEqual([]);
    expect(reviewParagraphs(' \n\n ')).toEqual([]);
  });
});
