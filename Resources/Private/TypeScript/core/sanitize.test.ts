/**
 * Issue 25: remote HTML (info windows 4.4, lightbox remote content 7.5) cannot take the page's ids
 * or names: DOMPurify's named-property sanitising prefixes them with `user-content-`.
 */
import { sanitizeHtml } from './sanitize';

const html = (fragment: DocumentFragment): string => {
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
};

describe('sanitizeHtml', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  test.each([
    ['<div id="sf-places-config">x</div>', 'id', 'user-content-sf-places-config'],
    ['<img src="a.png" alt="" name="login">', 'name', 'user-content-login'],
    ['<a href="/x" id="cookie">x</a>', 'id', 'user-content-cookie'],
    ['<p id="sf-map-settings-11">x</p>', 'id', 'user-content-sf-map-settings-11'],
    ['<a href="/y" name="body">y</a>', 'name', 'user-content-body'],
  ])('%s keeps its %s only with the prefix: %s', (source, attribute, value) => {
    const element = sanitizeHtml(source).firstElementChild;
    expect(element?.getAttribute(attribute)).toBe(value);
  });

  test('content inserted before the page’s elements takes none of their ids or names', () => {
    document.body.innerHTML =
      '<main></main><script type="application/json" id="sf-places-config">{}</script><p id="x">page</p>';
    const content = sanitizeHtml(
      '<div id="sf-places-config">fake</div><img src="a.png" alt="" name="login"><form id="x"><input name="y"></form><b id="x">fake</b>',
    );
    document.querySelector('main')?.append(content);
    // In tree order, as a browser's getElementById answers (jsdom's answers by insertion).
    expect(document.querySelector('#sf-places-config')?.localName).toBe('script');
    expect(document.querySelector('#x')?.textContent).toBe('page');
    expect(document.getElementsByName('login')).toHaveLength(0);
    expect(document.querySelector('main form, main input')).toBeNull();
  });

  test('an id that already has the prefix is kept as it is', () => {
    expect(sanitizeHtml('<p id="user-content-a">a</p>').firstElementChild?.id).toBe('user-content-a');
  });

  test('the info window markup of the fixtures stays intact', () => {
    expect(
      html(
        sanitizeHtml(
          '<p><strong>Zentrale</strong><br>Marienplatz 1</p><p><a href="tel:+498912345670">+49 89</a> <a href="https://example.org/" target="_blank">Web</a></p>',
        ),
      ),
    ).toBe(
      '<p><strong>Zentrale</strong><br>Marienplatz 1</p><p><a href="tel:+498912345670">+49 89</a> <a href="https://example.org/" target="_blank" rel="noopener noreferrer">Web</a></p>',
    );
  });
});
