import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { NodeSlot } from '../core/node-slot';
import { keyTarget, pairCount } from './model';

export interface TabsProps {
  linksClass: string;
  detailsClass: string;
  label: string;
  /** Each link's content (text, symbol image). */
  links: readonly { nodes: readonly Node[]; className: string }[];
  /** Each detail text's content, class and id (kept, so the CMS's anchors still point at it). */
  details: readonly { nodes: readonly Node[]; className: string; id: string }[];
  /** Links without a detail text, kept as the CMS gave them. */
  unpaired: readonly Node[];
}

/**
 * Info tabs and the 'graphic with symbols' block (2.9, 4.10) as WAI-ARIA tabs: the first link is
 * active on load; choosing a link clears the previous active mark, hides every detail text and shows
 * the one paired by position. Arrow keys, Home and End move between the tabs.
 */
export function Tabs({ linksClass, detailsClass, label, links, details, unpaired }: TabsProps) {
  const [active, setActive] = useState(0);
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const pairs = pairCount(links.length, details.length);
  const panelId = (index: number): string => details[index]?.id || `${base}panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const target = keyTarget(event.key, index, pairs);
    if (target === undefined) return;
    event.preventDefault();
    setActive(target);
    tabs.current[target]?.focus();
  };

  return (
    <>
      <div className={linksClass}>
        <div
          role="tablist"
          aria-label={label || undefined}
          aria-orientation="vertical"
          className="sf-tabs__list"
        >
          {links.slice(0, pairs).map((link, index) => (
            <button
              key={index}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}tab-${index}`}
              aria-selected={index === active}
              aria-controls={panelId(index)}
              tabIndex={index === active ? 0 : -1}
              className={['sf-tabs__tab', link.className, index === active ? 'active' : '']
                .filter(Boolean)
                .join(' ')}
              onClick={() => setActive(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <NodeSlot as="span" nodes={link.nodes} className="sf-tabs__label" />
            </button>
          ))}
        </div>
        {unpaired.length > 0 && <NodeSlot nodes={unpaired} className="sf-tabs__unpaired" />}
      </div>
      <div className={detailsClass}>
        {details.map((detail, index) =>
          index < pairs ? (
            <NodeSlot
              key={index}
              nodes={detail.nodes}
              role="tabpanel"
              id={panelId(index)}
              aria-labelledby={`${base}tab-${index}`}
              tabIndex={0}
              hidden={index !== active}
              className={detail.className}
            />
          ) : (
            <NodeSlot
              key={index}
              nodes={detail.nodes}
              hidden
              className={detail.className}
              id={detail.id || undefined}
            />
          ),
        )}
      </div>
    </>
  );
}
