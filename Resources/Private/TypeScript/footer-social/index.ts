/**
 * Footer (spec 2.10): moves the social-media links into the footer's info columns.
 * Hook: `data-sf-widget="footer-social"` on the footer. Inside it: the info columns
 * (`data-sf-footer-column`) and the social block (`data-sf-social`). Setting `column`: the
 * 1-based info column that receives the links; by default the last.
 */
import './footer-social.css';
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
    const heading = block.querySelector('h2, h3, h4')?.textContent.trim() || t('footer.followUs');
    const links = readSocialLinks(block);
    const container = frame.ownerDocument.createElement('div');
    container.className = 'site-footer__social-moved';
    container.append(socialLinks(frame.ownerDocument, heading, links));
    target.append(container);
    block.hidden = true;
  },
});
