/**
 * Language selector (spec 2.12, 4.11). Hook: `data-sf-widget="language-selector"` on the frame
 * that holds the CMS's language links, the current language first. No settings.
 */
import './language-selector.css';
import { defineWidget } from '../core/types';
import { none } from '../core/schema';
import { LanguageSelector } from './LanguageSelector';
import { readLanguages } from './languages';

export default defineWidget({
  schema: none,
  mount(context) {
    const [current, ...others] = readLanguages(context.frame);
    if (!current) throw new Error('the frame holds no language links');
    context.render(context.frame, <LanguageSelector current={current} others={others} />);
  },
});
