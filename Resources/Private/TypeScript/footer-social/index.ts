/**
 * Footer (spec 2.10): the social-media links sit in one of the footer's info columns.
 * Hook: `data-sf-widget="footer-social"` on the footer. Inside it: the info columns
 * (`data-sf-footer-column`) and the social block (`data-sf-social`). Setting `column`: the
 * 1-based info column that holds the links; by default the last.
 *
 * The CMS renders the block in its final shape inside that column, so nothing moves while the page
 * loads (issue 12; the styles are in main.css). The widget only moves it when the setting names
 * another column, and builds it from a block outside the columns (older markup, as the old site's).
 */
import { defineWidget } from '../core/types';
import { integer, object, optional } from '../core/schema';
import { t } from '../core/i18n';
import { socialLinks } from './social-links';
import { readSocialLinks } from './social';

export const schema = object({
  column: optional(integer({ min: 1, describe: 'the 1-based number of an info column' })),
});

export default defineWidget({
  schema,
  mount(context, settings) {
    const { frame } = context;
    const columns = [...frame.querySelectorAll('[data-sf-footer-column]')];
    const block = frame.querySelector<HTMLElement>('[data-sf-social]');
    if (!block) throw new Error('no social-media block ([data-sf-social]) in the footer');
    const last = columns[columns.length - 1];
    if (!last) throw new Error('no info column ([data-sf-footer-column]) in the footer');
    let target = last;
    if (settings.column !== undefined) {
      const chosen = columns[settings.column - 1];
      if (chosen) target = chosen;
      else
        context.warn(
          `settings field "column": the footer has ${columns.length} info columns, not ${settings.column}; using the last`,
        );
    }
    const home = block.closest('[data-sf-footer-column]');
    if (home) {
      // Rendered in place by the CMS: at most a move to the configured column.
      if (home !== target) target.append(block);
      return;
    }
    const heading = block.querySelector('h2, h3, h4')?.textContent.trim() || t('footer.followUs');
    const links = readSocialLinks(block);
    const container = frame.ownerDocument.createElement('div');
    container.className = 'site-footer__social-moved';
    container.append(socialLinks(frame.ownerDocument, heading, links));
    target.append(container);
    block.hidden = true;
  },
});
