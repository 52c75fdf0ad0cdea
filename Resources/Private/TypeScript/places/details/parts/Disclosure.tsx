import { useId, useState, type ReactNode } from 'react';
import './reviews.css';

export interface DisclosureProps {
  /** The button's text. */
  title: string;
  children: ReactNode;
  /** The content's id (aria-controls); a generated one by default. */
  id?: string;
}

/**
 * A WAI-ARIA disclosure (spec 2.5 'Disclosure sections'): a button with aria-expanded and
 * aria-controls shows or hides the content; collapsed content is `hidden`, out of the page and the
 * accessibility tree.
 */
export function Disclosure({ title, children, id }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const generated = useId();
  const contentId = id ?? generated;
  return (
    <div className="sf-place-disclosure">
      <button
        type="button"
        className="sf-place-disclosure__button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{title}</span>
        <svg
          className="sf-place-disclosure__chevron"
          viewBox="0 0 16 16"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={contentId} className="sf-place-disclosure__content" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
