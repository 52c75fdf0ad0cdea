/**
 * The map themes (spec 2.3, 4.6, 9.1) as Google `MapTypeStyle` arrays, registered as styled map
 * types named after the theme. 'default' has no entry: it is the plain map type, unstyled. The
 * OpenStreetMap styles of `osm/` carry the same names and colour intents.
 */
import { own } from '../../core/own';
import type { ThemeName } from '../themes';

type Style = google.maps.MapTypeStyle;
type StyledTheme = Exclude<ThemeName, 'default'>;

const rule = (featureType: string, elementType: string, stylers: Style['stylers']): Style => ({
  featureType,
  elementType,
  stylers,
});
const color = (featureType: string, elementType: string, value: string): Style =>
  rule(featureType, elementType, [{ color: value }]);
const hidden = (featureType: string): Style => rule(featureType, 'all', [{ visibility: 'off' }]);

export const THEME_STYLES: Record<StyledTheme, readonly Style[]> = {
  /** Quiet grey land, the roads drawn loud: motorways orange-red, main roads amber, streets white. */
  ExpressRoute: [
    color('landscape', 'geometry', '#eceff1'),
    color('water', 'geometry', '#a7c8e8'),
    hidden('poi.business'),
    color('poi', 'geometry', '#dfe3e6'),
    color('road.highway', 'geometry.fill', '#ff5722'),
    color('road.highway', 'geometry.stroke', '#bf360c'),
    color('road.arterial', 'geometry.fill', '#ffb300'),
    color('road.arterial', 'geometry.stroke', '#e68a00'),
    color('road.local', 'geometry.fill', '#ffffff'),
    color('transit', 'geometry', '#cfd8dc'),
    color('all', 'labels.text.fill', '#37474f'),
  ],
  /** Night-blue land and water, roads in brighter blues, pale blue labels. */
  DarkBluePower: [
    color('all', 'geometry', '#0d1f3c'),
    color('water', 'geometry', '#06122a'),
    color('landscape', 'geometry', '#10264a'),
    color('poi', 'geometry', '#13305a'),
    color('road', 'geometry.fill', '#1d4a8c'),
    color('road', 'geometry.stroke', '#0a1a33'),
    color('road.highway', 'geometry.fill', '#2f6fd6'),
    color('transit', 'geometry', '#173a6b'),
    color('all', 'labels.text.fill', '#a9c8ff'),
    color('all', 'labels.text.stroke', '#06122a'),
    rule('all', 'labels.icon', [{ saturation: -60 }, { lightness: -40 }]),
  ],
  /** Warm cream land with orange and yellow roads, amber labels: the energy of sunlight. */
  Energy: [
    color('landscape', 'geometry', '#fff5e1'),
    color('poi', 'geometry', '#ffe7b8'),
    color('poi.park', 'geometry', '#f3e2a6'),
    color('water', 'geometry', '#9fd0dc'),
    color('road.highway', 'geometry.fill', '#ff8f00'),
    color('road.highway', 'geometry.stroke', '#e65100'),
    color('road.arterial', 'geometry.fill', '#ffd54f'),
    color('road.local', 'geometry.fill', '#fff0c2'),
    color('transit', 'geometry', '#ffcc80'),
    color('all', 'labels.text.fill', '#7a3e00'),
    color('all', 'labels.text.stroke', '#fff8ec'),
  ],
  /** Very light greys, white roads, soft grey labels; points of interest hidden. */
  UltraLight: [
    color('all', 'geometry', '#f5f5f5'),
    color('water', 'geometry', '#e3e6e8'),
    color('road', 'geometry.fill', '#ffffff'),
    color('road', 'geometry.stroke', '#ececec'),
    color('road.highway', 'geometry.fill', '#fdfdfd'),
    hidden('poi'),
    hidden('transit'),
    rule('all', 'labels.icon', [{ visibility: 'off' }]),
    color('all', 'labels.text.fill', '#9e9e9e'),
    color('all', 'labels.text.stroke', '#ffffff'),
  ],
  /** Soft greens: sage land, meadow parks, calm teal water, white roads, moss labels. */
  GreenSerenity: [
    color('landscape', 'geometry', '#e6f2e1'),
    color('poi', 'geometry', '#d4ead0'),
    color('poi.park', 'geometry', '#b9ddb1'),
    color('water', 'geometry', '#a9d8cf'),
    color('road', 'geometry.fill', '#ffffff'),
    color('road', 'geometry.stroke', '#cfe3c8'),
    color('road.highway', 'geometry.fill', '#c5e1a5'),
    color('transit', 'geometry', '#cde5c6'),
    color('all', 'labels.text.fill', '#3f6b47'),
    color('all', 'labels.text.stroke', '#f4faf2'),
  ],
  /** Black and white: every colour desaturated, white land and roads, black water and text. */
  BlackAndWhite: [
    rule('all', 'all', [{ saturation: -100 }]),
    color('landscape', 'geometry', '#ffffff'),
    color('poi', 'geometry', '#eeeeee'),
    color('water', 'geometry', '#1a1a1a'),
    color('road', 'geometry.fill', '#ffffff'),
    color('road', 'geometry.stroke', '#000000'),
    color('road.highway', 'geometry.fill', '#bdbdbd'),
    color('transit', 'geometry', '#d6d6d6'),
    color('all', 'labels.text.fill', '#000000'),
    color('all', 'labels.text.stroke', '#ffffff'),
  ],
};

/** The styled themes in the order of 9.1 (the map type ids they are registered under). */
export const STYLED_THEMES = Object.keys(THEME_STYLES) as StyledTheme[];

/** Whether the theme has a styled map type: one of ours, whatever string reaches it. */
export function isStyledTheme(theme: ThemeName): theme is StyledTheme {
  return own<readonly Style[]>(THEME_STYLES, theme) !== undefined;
}
