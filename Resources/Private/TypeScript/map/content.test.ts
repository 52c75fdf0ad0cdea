import { sanitizeHtml } from '../core/sanitize';
import { infoContent } from './content';

const html = (raw: string, title = 'Titel') =>
  (infoContent(raw, title).firstElementChild as HTMLElement).innerHTML;

describe('4.4 info-window content', () => {
  it('keeps harmless HTML', () => {
    expect(html('<p><strong>Zentrale</strong><br>Marienplatz 1</p>')).toBe(
      '<p><strong>Zentrale</strong><br>Marienplatz 1</p>',
    );
  });

  it('drops scripts, event handlers and javascript: URLs', () => {
    const out = html(
      '<p onclick="x()">A</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">L</a>',
    );
    expect(out).not.toMatch(/onerror|onclick|script|javascript:/i);
    expect(out).toContain('<p>A</p>');
  });

  it('keeps target="_blank" links, with rel="noopener noreferrer"; drops other targets', () => {
    const wrapper = infoContent(
      '<p><a href="https://example.org/" target="_blank" rel="opener">Extern</a> <a href="/a" target="_top">A</a> <a href="/b" target="_BLANK ">B</a></p>',
      'Titel',
    ).firstElementChild as HTMLElement;
    const [external, top, upper] = [...wrapper.querySelectorAll('a')];
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(top?.hasAttribute('target')).toBe(false);
    expect(upper?.getAttribute('target')).toBe('_blank');
    expect(upper?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('sanitizeHtml gives a fragment of the given document', () => {
    const other = document.implementation.createHTMLDocument('x');
    const fragment = sanitizeHtml('<p>Hallo<script>alert(1)</script></p>', other);
    expect(fragment.ownerDocument).toBe(other);
    expect(fragment.firstElementChild?.outerHTML).toBe('<p>Hallo</p>');
  });

  it('escapes plain text', () => {
    expect(html('Öffnungszeiten 8–18 Uhr & mehr')).toBe('<p>Öffnungszeiten 8–18 Uhr &amp; mehr</p>');
  });

  it('shows the title when there is no content', () => {
    expect(html('', 'Zentrale <am> Platz')).toBe('<strong>Zentrale &lt;am&gt; Platz</strong>');
  });
});
