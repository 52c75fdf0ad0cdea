/** A chevron pointing down: the button of a disclosure or a menu (turned by CSS when open). */
export function ChevronIcon({ className, size = 16 }: { className: string; size?: number }) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
