/**
 * The news category filter (spec 2.7, 3.6, 5.2). Hook `data-sf-widget="news-filter"` on the form,
 * no settings. The form holds the region select (id `region`), the industry select (id `branchen`)
 * and the hidden field `selectedcats`. Whenever either select changes (and when the widget starts,
 * so a restored form is right too), `selectedcats` is rebuilt. The form submits natively to the
 * action the CMS gives it; without JavaScript the CMS receives both selects and `selectedcats` empty.
 * This widget has no visible interface of its own, so it renders no React root.
 */
import { defineWidget } from '../core/types';
import { none } from '../core/schema';
import { selectedCategories } from './selected-categories';

function field(form: HTMLElement, id: string, tag: 'select' | 'input'): HTMLElement {
  const element = form.querySelector<HTMLElement>(`#${id}`);
  if (!element || element.tagName.toLowerCase() !== tag) {
    throw new Error(`the form holds no ${tag} with id "${id}"`);
  }
  return element;
}

export default defineWidget({
  schema: none,
  mount(context) {
    const form = context.frame;
    const region = field(form, 'region', 'select') as HTMLSelectElement;
    const industry = field(form, 'branchen', 'select') as HTMLSelectElement;
    const hidden = field(form, 'selectedcats', 'input') as HTMLInputElement;
    const update = (): void => {
      hidden.value = selectedCategories(region.value, industry.value);
    };
    update();
    region.addEventListener('change', update);
    industry.addEventListener('change', update);
    form.addEventListener('submit', update);
  },
});
