/**
 * Tab blocks (spec 2.9, 4.10): the info tabs and the 'graphic with symbols' block. Hook
 * `data-sf-widget="tabs"`, no settings. Markup: a link column `[data-sf-tab-links]` and a detail
 * column `[data-sf-tab-details]` (its element children are the detail texts) under one parent.
 * Without JavaScript every detail text shows and each link jumps to its text.
 */
import './tabs.css';
import { defineWidget } from '../core/types';
import { none } from '../core/schema';
import { mismatchWarning, pairCount, readTabBlock } from './model';
import { Tabs } from './Tabs';

export default defineWidget({
  schema: none,
  mount(context) {
    const block = readTabBlock(context.frame);
    const warning = mismatchWarning(block.links.length, block.details.length);
    if (warning) context.warn(warning);
    const pairs = pairCount(block.links.length, block.details.length);
    if (pairs === 0) return;
    const links = block.links.map((link) => ({ nodes: [...link.childNodes], className: link.className }));
    const unpaired = block.links.slice(pairs);
    const details = block.details.map((detail) => ({
      nodes: [...detail.childNodes],
      className: detail.className,
      id: detail.id,
    }));
    context.frame.classList.add('sf-tabs');
    context.render(
      block.row,
      <Tabs
        linksClass={block.linksClass}
        detailsClass={block.detailsClass}
        label={block.label}
        links={links}
        details={details}
        unpaired={unpaired}
      />,
    );
  },
});
