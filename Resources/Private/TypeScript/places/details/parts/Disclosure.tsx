import { useId, useState, type ReactNode } from 'react';
import { ChevronIcon } from '../../../core/icons';
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
        <ChevronIcon className="sf-place-disclosure__chevron" />
      </button>
      <div id={contentId} className="sf-place-disclosure__content" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
