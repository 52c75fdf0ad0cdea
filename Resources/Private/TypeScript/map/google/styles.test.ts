/** 4.6 / 9.1 the Google theme styles: each its own, each with the colour intent of its name. */
import { THEMES, type ThemeName } from '../themes';
import { isStyledTheme, STYLED_THEMES, THEME_STYLES } from './styles';

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/** The colours a style sets, optionally only for one feature and element type. */
function colours(
  style: readonly google.maps.MapTypeStyle[],
  featureType?: string,
  elementType?: string,
): Rgb[] {
  return style
    .filter((rule) => featureType === undefined || rule.featureType === featureType)
    .filter((rule) => elementType === undefined || rule.elementType === elementType)
    .flatMap((rule) => rule.stylers)
    .flatMap((styler) => ('color' in styler && typeof styler.color === 'string' ? [rgb(styler.color)] : []));
}

function only(style: readonly google.maps.MapTypeStyle[], featureType: string, elementType: string): Rgb {
  const [first, ...rest] = colours(style, featureType, elementType);
  if (!first || rest.length > 0) throw new Error(`expected one colour for ${featureType} ${elementType}`);
  return first;
}

const spread = ([r, g, b]: Rgb) => Math.max(r, g, b) - Math.min(r, g, b);
const lightness = ([r, g, b]: Rgb) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

describe('4.6 / 9.1 Google theme styles', () => {
  test('9.1 every named theme has a style; default has none (plain road map)', () => {
    expect(STYLED_THEMES).toEqual(THEMES.filter((theme) => theme !== 'default'));
    expect(isStyledTheme('default')).toBe(false);
    for (const theme of STYLED_THEMES) {
      expect(isStyledTheme(theme)).toBe(true);
      expect(THEME_STYLES[theme].length).toBeGreaterThan(5);
    }
  });

  test('4.6 each theme applies its own style (no two alike)', () => {
    const serialised = new Set(STYLED_THEMES.map((theme) => JSON.stringify(THEME_STYLES[theme])));
    expect(serialised.size).toBe(STYLED_THEMES.length);
  });

  test('4.6 BlackAndWhite really is black and white: saturation -100 everywhere, only greys', () => {
    const style = THEME_STYLES.BlackAndWhite;
    const [first] = style;
    expect(first).toEqual({ featureType: 'all', elementType: 'all', stylers: [{ saturation: -100 }] });
    const used = colours(style);
    expect(used.length).toBeGreaterThan(4);
    for (const colour of used) expect(spread(colour)).toBe(0);
    expect(used).toContainEqual([0, 0, 0]);
    expect(used).toContainEqual([255, 255, 255]);
  });

  test('9.1 DarkBluePower is dark blue', () => {
    for (const featureType of ['all', 'water', 'landscape']) {
      const colour = only(THEME_STYLES.DarkBluePower, featureType, 'geometry');
      expect(lightness(colour)).toBeLessThan(0.2);
      expect(colour[2]).toBeGreaterThan(colour[0]);
      expect(colour[2]).toBeGreaterThan(colour[1]);
    }
  });

  test('9.1 UltraLight is very light grey', () => {
    for (const colour of colours(THEME_STYLES.UltraLight, undefined, 'geometry')) {
      expect(spread(colour)).toBeLessThanOrEqual(8);
    }
    for (const colour of colours(THEME_STYLES.UltraLight, undefined, 'geometry.fill')) {
      expect(lightness(colour)).toBeGreaterThan(0.95);
    }
    expect(lightness(only(THEME_STYLES.UltraLight, 'all', 'geometry'))).toBeGreaterThan(0.9);
  });

  test('9.1 Energy has warm orange and yellow roads on cream', () => {
    const [r, g, b] = only(THEME_STYLES.Energy, 'road.highway', 'geometry.fill');
    expect(r).toBe(255);
    expect(g).toBeGreaterThan(b);
    expect(r - b).toBeGreaterThan(200);
    const land = only(THEME_STYLES.Energy, 'landscape', 'geometry');
    expect(land[0]).toBeGreaterThan(land[2]);
  });

  test('9.1 GreenSerenity is soft green', () => {
    for (const featureType of ['landscape', 'poi', 'poi.park']) {
      const [r, g, b] = only(THEME_STYLES.GreenSerenity, featureType, 'geometry');
      expect(g).toBeGreaterThan(r);
      expect(g).toBeGreaterThan(b);
      expect(lightness([r, g, b])).toBeGreaterThan(0.7);
    }
  });

  test('9.1 ExpressRoute highlights the roads on quiet grey land', () => {
    const highway = only(THEME_STYLES.ExpressRoute, 'road.highway', 'geometry.fill');
    const arterial = only(THEME_STYLES.ExpressRoute, 'road.arterial', 'geometry.fill');
    const land = only(THEME_STYLES.ExpressRoute, 'landscape', 'geometry');
    expect(spread(highway)).toBeGreaterThan(150);
    expect(spread(arterial)).toBeGreaterThan(150);
    expect(spread(land)).toBeLessThan(20);
  });
});

test.each(['constructor', '__proto__', 'toString'])(
  'issue 25: "%s" is no styled theme (the plain map type is shown)',
  (name) => {
    expect(isStyledTheme(name as ThemeName)).toBe(false);
  },
);
