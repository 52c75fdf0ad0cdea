import './summary.css';

/**
 * One rating star (spec 2.5), decorative: the rating it belongs to carries the accessible text.
 * Filled or outlined, so filled and empty stars differ by shape, not by colour alone; the colour
 * (`.sf-place-star`, summary.css) meets 3:1 against white.
 */
const STAR_PATH =
  'M12 2.5l2.9 6.06 6.6.86-4.84 4.57 1.22 6.55L12 17.3l-5.88 3.24 1.22-6.55L2.5 9.42l6.6-.86L12 2.5z';

export function StarIcon({ filled = true }: { filled?: boolean }) {
  return (
    <svg
      className={filled ? 'sf-place-star sf-place-star--filled' : 'sf-place-star sf-place-star--empty'}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={STAR_PATH} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
