/** 2.3 / 4.6 / 9.1 theme lookup from the theme select's values. */
import { THEMES, themeByName } from './themes';

describe('4.6 theme lookup', () => {
  test('9.1 the themes of the select', () => {
    expect(THEMES).toEqual([
      'default',
      'ExpressRoute',
      'DarkBluePower',
      'Energy',
      'UltraLight',
      'GreenSerenity',
      'BlackAndWhite',
    ]);
  });

  test.each(THEMES)('4.6 %s names itself', (theme) => {
    expect(themeByName(theme)).toBe(theme);
  });

  test.each([
    ['DARKBLUEPOWER', 'DarkBluePower'],
    ['darkbluepower', 'DarkBluePower'],
    [' BlackAndWhite ', 'BlackAndWhite'],
    ['blackandwhite', 'BlackAndWhite'],
    ['EXPRESSROUTE', 'ExpressRoute'],
    ['Default', 'default'],
  ] as const)('2.3 %j → %s (any letter case)', (value, theme) => {
    expect(themeByName(value)).toBe(theme);
  });

  test.each(['', 'roadmap', 'Dark Blue Power', 'BlackWhite', 'satellite', 'Energy2'])(
    '4.6 an unknown value (%j) is the plain road map',
    (value) => {
      expect(themeByName(value)).toBe('default');
    },
  );
});

test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
  'issue 25: "%s" is the plain road map',
  (value) => {
    expect(themeByName(value)).toBe('default');
  },
);
