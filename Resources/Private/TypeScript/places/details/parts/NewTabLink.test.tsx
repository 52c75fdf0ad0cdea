/** The site's rule for links opening a new tab: rel="noopener" and the German visually hidden suffix. */
import { render, screen } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import { NewTabLink } from './NewTabLink';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('2.5 links opening a new tab', () => {
  it('2.5 target _blank, rel noopener, and "(öffnet in einem neuen Tab)" in the accessible name only', () => {
    render(
      <NewTabLink href="https://example.com/" className="sf-x">
        Weitere Informationen
      </NewTabLink>,
    );
    const link = screen.getByRole('link', { name: 'Weitere Informationen (öffnet in einem neuen Tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.className).toBe('sf-x');
    expect(link.querySelector('.sf-visually-hidden')?.textContent).toBe(' (öffnet in einem neuen Tab)');
  });
});
