/** Spec 2.11: the off-canvas dialog (and every other trap) keeps focus with these helpers. */
import { cycleTarget, tabbables, tabbables as focusables, wrapTarget } from './focus';

function container(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
}

describe('2.11 focusables', () => {
  it('lists what a visitor can reach, in document order', () => {
    const root = container(`
      <button id="close">x</button>
      <a id="link" href="/a.html">a</a>
      <a id="no-href">no href</a>
      <button id="disabled" disabled>d</button>
      <input id="input">
      <input id="input-disabled" disabled>
      <select id="select"></select>
      <textarea id="textarea"></textarea>
      <div id="tabbable" tabindex="0">t</div>
      <div id="programmatic" tabindex="-1">p</div>
      <ul hidden><li><a id="in-hidden" href="/b.html">b</a></li></ul>
      <div hidden><div><button id="deep-hidden">c</button></div></div>
    `);
    expect(focusables(root).map((element) => element.id)).toEqual([
      'close',
      'link',
      'input',
      'select',
      'textarea',
      'tabbable',
    ]);
  });

  it('an empty container has none', () => {
    expect(focusables(container('<p>text</p>'))).toEqual([]);
  });
});

describe('2.11 wrapTarget', () => {
  const items = () =>
    focusables(container('<button id="a">a</button><a id="b" href="#">b</a><button id="c">c</button>'));

  it('Tab on the last element goes to the first', () => {
    const list = items();
    expect(wrapTarget(list, list[2]!, false)?.id).toBe('a');
  });

  it('Shift+Tab on the first element goes to the last', () => {
    const list = items();
    expect(wrapTarget(list, list[0]!, true)?.id).toBe('c');
  });

  it('inside the list it lets the browser move on', () => {
    const list = items();
    expect(wrapTarget(list, list[1]!, false)).toBeUndefined();
    expect(wrapTarget(list, list[1]!, true)).toBeUndefined();
    expect(wrapTarget(list, list[0]!, false)).toBeUndefined();
    expect(wrapTarget(list, list[2]!, true)).toBeUndefined();
  });

  it('focus outside (or none) is pulled back to the first or, backwards, the last', () => {
    const list = items();
    const outside = document.createElement('button');
    expect(wrapTarget(list, outside, false)?.id).toBe('a');
    expect(wrapTarget(list, outside, true)?.id).toBe('c');
    expect(wrapTarget(list, null, false)?.id).toBe('a');
    expect(wrapTarget(list, null, true)?.id).toBe('c');
  });

  it('one element wraps onto itself; an empty list gives nothing', () => {
    const single = focusables(container('<button id="only">x</button>'));
    expect(wrapTarget(single, single[0]!, false)?.id).toBe('only');
    expect(wrapTarget(single, single[0]!, true)?.id).toBe('only');
    expect(wrapTarget([], null, false)).toBeUndefined();
  });
});

describe('one focusable selector for every trap', () => {
  it('skips inert subtrees, disabled fieldsets and hidden inputs, and keeps tabindex 0 on anything', () => {
    const root = container(`
      <div inert><button id="inert">i</button></div>
      <fieldset disabled><input id="in-disabled-fieldset"></fieldset>
      <input id="hidden-input" type="hidden">
      <span id="span" tabindex="0">s</span>
      <a id="link-tabindex-minus" href="/x" tabindex="-1">x</a>
      <button id="ok">ok</button>
    `);
    expect(tabbables(root).map((element) => element.id)).toEqual(['span', 'ok']);
  });
});

describe('cycleTarget', () => {
  const pair = () => tabbables(container('<input id="input"><button id="close">x</button>'));

  it('always moves on, wrapping both ways (the full-window autocomplete: input ↔ close button)', () => {
    const [input, close] = pair();
    expect(cycleTarget([input!, close!], input!, false)?.id).toBe('close');
    expect(cycleTarget([input!, close!], input!, true)?.id).toBe('close');
    expect(cycleTarget([input!, close!], close!, false)?.id).toBe('input');
    expect(cycleTarget([input!, close!], null, true)?.id).toBe('close');
    expect(cycleTarget([], null, false)).toBeUndefined();
  });
});
