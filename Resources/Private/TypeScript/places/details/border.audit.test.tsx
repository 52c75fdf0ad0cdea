/**
 * Issue 28 audit, spec 9.5: `showsBorder` (on by default) and the colour scheme as applied by the
 * mounted widget on orte.html: the frame's own settings reach the widget's root class.
 */
import { loadFixture, mountBundle, waitFor } from '../../../../../tests/unit/fixture-dom';
import { setLanguage } from '../../core/i18n';

const frame = (id: string) => document.getElementById(id) as HTMLElement;
const state = (id: string) => frame(id).getAttribute('data-sf-place-state');
const root = (id: string) => frame(id).querySelector('.sf-place');

/** Rewrites one frame's inline JSON settings before the bundle reads them. */
function withSettings(id: string, change: Record<string, unknown>): void {
  const script = frame(id).querySelector('script[type="application/json"]')!;
  script.textContent = JSON.stringify({ ...(JSON.parse(script.textContent) as object), ...change });
}

let errors: jest.SpyInstance;
beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('issue 28 audit: showsBorder and colorScheme as applied', () => {
  it('9.5 showsBorder: the border by default, none with showsBorder false; dark scheme: the dark class and WHITE attribution', async () => {
    loadFixture('/orte.html');
    withSettings('c131', { showsBorder: false, colorScheme: 'dark' });
    await mountBundle();
    await waitFor(() => state('c131') === 'success' && state('c132') === 'success');
    expect(root('c132')?.classList.contains('sf-place--border')).toBe(true);
    expect(root('c132')?.classList.contains('sf-place--dark')).toBe(false);
    expect(frame('c132').querySelector('.sf-place-panel__attribution--gray')).not.toBeNull();
    expect(root('c131')?.classList.contains('sf-place--border')).toBe(false);
    expect(root('c131')?.classList.contains('sf-place--dark')).toBe(true);
    expect(frame('c131').querySelector('.sf-place-panel__attribution--white')).not.toBeNull();
  });
});
