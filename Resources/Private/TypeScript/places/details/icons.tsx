/** The few inline icons the place cards use (aria-hidden: their meaning is always in text too). */
const svg = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

/** A map pin: the open-in-maps button. */
export function MapsIcon() {
  return (
    <svg {...svg} className="sf-place-icon">
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
      />
    </svg>
  );
}

/** A wheelchair: a wheelchair-accessible entrance. */
export function AccessibleIcon() {
  return (
    <svg {...svg} className="sf-place-icon">
      <circle cx="12" cy="4" r="2" fill="currentColor" />
      <path
        fill="currentColor"
        d="M19 13v-2c-1.5 0-3.1-.8-4.1-1.9l-1.3-1.4c-.4-.4-.9-.7-1.5-.7-1.1 0-2 .9-2 2v5.7c0 1.1.9 2 2 2h5v5h2v-5.5c0-1.1-.9-2-2-2h-3v-3.5c1.3 1.1 3.1 2.3 4.9 2.3zM12.9 19A3 3 0 1 1 9 15.1v-2.1a5 5 0 1 0 5.9 6h-2z"
      />
    </svg>
  );
}

/** A warning triangle: a consumer alert, an outdated fuel price. */
export function WarningIcon({ className, size = 16 }: { className: string; size?: number }) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M8 1.8l6.6 12H1.4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <path d="M8 6.2v3.6M8 11.3v1.2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
