/** Map themes (spec 2.3, 4.6, 9.1). */
export const THEMES = [
  'default',
  'ExpressRoute',
  'DarkBluePower',
  'Energy',
  'UltraLight',
  'GreenSerenity',
  'BlackAndWhite',
] as const;
export type ThemeName = (typeof THEMES)[number];

/**
 * The theme a select value names: the names of 9.1 in any letter case (DARKBLUEPOWER is
 * DarkBluePower); anything else is the plain road map ('default'), as 4.6 says.
 */
export function themeByName(value: string): ThemeName {
  const wanted = value.trim().toLowerCase();
  return THEMES.find((theme) => theme.toLowerCase() === wanted) ?? 'default';
}
