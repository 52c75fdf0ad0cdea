/**
 * The compact card's layout from its orientation and its own width (spec 2.5, 9.5): in the
 * horizontal layout the hero (the 90 px thumbnail) hides below 350 px; the open-in-maps button is
 * expanded ('In OpenStreetMap öffnen') in the vertical card and minimal (icon only) in the
 * horizontal one, and condensed ('Maps' with icon) below 200 px in both. Pure.
 */
import type { Orientation } from '../validate';

export const HERO_MIN_WIDTH_PX = 350;
export const CONDENSED_BELOW_PX = 200;

export type ButtonVariant = 'expanded' | 'condensed' | 'minimal';

export interface CardLayout {
  showHero: boolean;
  button: ButtonVariant;
}

/** `width` null (not measured yet): the layout of a roomy card. */
export function cardLayout(orientation: Orientation, width: number | null): CardLayout {
  const horizontal = orientation === 'HORIZONTAL';
  const narrow = width !== null && width < CONDENSED_BELOW_PX;
  return {
    showHero: !horizontal || width === null || width >= HERO_MIN_WIDTH_PX,
    button: narrow ? 'condensed' : horizontal ? 'minimal' : 'expanded',
  };
}
