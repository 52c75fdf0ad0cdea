/** 2.5 / 9.5 the compact card's layout by orientation and width. */
import { cardLayout } from './layout';

describe('2.5 compact card layout', () => {
  it.each([
    ['VERTICAL', 400, true, 'expanded'],
    ['VERTICAL', 300, true, 'expanded'],
    ['VERTICAL', 200, true, 'expanded'],
    ['VERTICAL', 199, true, 'condensed'],
    ['VERTICAL', 180, true, 'condensed'],
    ['HORIZONTAL', 400, true, 'minimal'],
    ['HORIZONTAL', 350, true, 'minimal'],
    ['HORIZONTAL', 349, false, 'minimal'],
    ['HORIZONTAL', 300, false, 'minimal'],
    ['HORIZONTAL', 200, false, 'minimal'],
    ['HORIZONTAL', 199, false, 'condensed'],
    ['HORIZONTAL', 180, false, 'condensed'],
    ['HORIZONTAL', null, true, 'minimal'],
  ] as const)('%s at %p px: hero %p, button %p', (orientation, width, showHero, button) => {
    expect(cardLayout(orientation, width)).toEqual({ showHero, button });
  });
});
