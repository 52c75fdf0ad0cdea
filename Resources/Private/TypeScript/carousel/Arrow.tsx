import type { CustomArrowProps } from 'react-slick';

/**
 * slick's arrow as a real button with a German label. At the end of a non-looping carousel it stays
 * focusable and says it is disabled (aria-disabled), so keyboard focus is not lost.
 */
export function Arrow({
  direction,
  label,
  className,
  onClick,
}: CustomArrowProps & { direction: 'prev' | 'next'; label: string }) {
  const disabled = !onClick || (className ?? '').includes('slick-disabled');
  return (
    <button
      type="button"
      className={className ?? `slick-arrow slick-${direction}`}
      aria-label={label}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
    />
  );
}
