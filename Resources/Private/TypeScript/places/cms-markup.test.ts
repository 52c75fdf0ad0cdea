/**
 * The CMS markup of a place frame leaves the page while the widget shows its content and comes back,
 * in order and where the widget says, while it does not.
 */
import { cmsMarkup, toggleCmsMarkup } from './cms-markup';

function frame(): HTMLElement {
  const element = document.createElement('section');
  element.innerHTML =
    '<script type="application/json">{}</script><h2>Zentrale</h2><p>Marienplatz 1</p><div class="host"></div>';
  document.body.replaceChildren(element);
  return element;
}

describe('cmsMarkup / toggleCmsMarkup', () => {
  it('the markup is every element child but the settings script', () => {
    expect(cmsMarkup(frame()).map((element) => element.tagName)).toEqual(['H2', 'P', 'DIV']);
  });

  it('shown: removed; not shown: the missing ones handed back in order, once', () => {
    const section = frame();
    const host = section.querySelector<HTMLElement>('.host')!;
    const markup = cmsMarkup(section).filter((element) => element !== host);
    const restore = jest.fn((missing: HTMLElement[]) => host.after(...missing));
    toggleCmsMarkup(markup, true, restore);
    expect(section.querySelector('h2, p')).toBeNull();
    expect(restore).not.toHaveBeenCalled();
    toggleCmsMarkup(markup, false, restore);
    expect([...section.children].map((element) => element.tagName)).toEqual(['SCRIPT', 'DIV', 'H2', 'P']);
    toggleCmsMarkup(markup, false, restore);
    expect(restore).toHaveBeenCalledTimes(1);
  });
});
