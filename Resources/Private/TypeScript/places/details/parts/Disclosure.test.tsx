/** Spec 2.5 'Disclosure sections': the WAI-ARIA disclosure pattern. */
import { fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import { Disclosure } from './Disclosure';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('2.5 disclosure', () => {
  it('2.5 a button with aria-expanded and aria-controls shows and hides the content', () => {
    render(
      <Disclosure title="Über diese Ergebnisse">
        <p>Inhalt</p>
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'Über diese Ergebnisse' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const content = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(content.hidden).toBe(true);
    expect(content.textContent).toBe('Inhalt');
    expect(screen.queryByText('Inhalt')).not.toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(content.hidden).toBe(false);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(content.hidden).toBe(true);
  });

  it('2.5 the content takes the given id; two disclosures have distinct generated ids', () => {
    const { container } = render(
      <>
        <Disclosure title="A" id="sf-test-a">
          a
        </Disclosure>
        <Disclosure title="B">b</Disclosure>
        <Disclosure title="C">c</Disclosure>
      </>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]!.getAttribute('aria-controls')).toBe('sf-test-a');
    expect(container.querySelector('#sf-test-a')?.textContent).toBe('a');
    const ids = buttons.map((button) => button.getAttribute('aria-controls'));
    expect(new Set(ids).size).toBe(3);
    // The chevron is decoration.
    expect(buttons[1]!.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
