/** Spec 2.5 'Loader and status text', 8.3: the loader 'Wird geladen' and the status text. */
import { fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import { FailureText, Loader, StatusText } from './Status';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('2.5 loader', () => {
  it('2.5 a status named "Wird geladen" with a decorative spinner', () => {
    const { container } = render(<Loader />);
    const status = screen.getByRole('status', { name: 'Wird geladen' });
    expect(status.textContent).toBe('Wird geladen');
    const spinner = container.querySelector('.sf-place-loader__spinner');
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
  });

  it('9.6 English pages: "Loading"', () => {
    setLanguage('en');
    try {
      render(<Loader />);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    } finally {
      setLanguage('de');
    }
  });
});

describe('2.5 / 8.3 status text', () => {
  it('8.3 the error tone is an alert with message and sub-message', () => {
    render(
      <StatusText
        tone="error"
        message="Ortsdetails konnten nicht geladen werden"
        subMessage="Bitte versuchen Sie es später noch einmal."
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('.sf-place-status__message')?.textContent).toBe(
      'Ortsdetails konnten nicht geladen werden',
    );
    expect(alert.querySelector('.sf-place-status__sub')?.textContent).toBe(
      'Bitte versuchen Sie es später noch einmal.',
    );
    expect(alert.closest('.sf-place-status--error')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('issue 25: a transient failure offers "Erneut versuchen" outside the alert; the others do not', () => {
    const onRetry = jest.fn();
    const { rerender } = render(
      <FailureText
        message="Ortsdetails konnten nicht geladen werden"
        failure="NETWORK_ERROR"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Der Dienst antwortet gerade nicht.');
    const button = screen.getByRole('button', { name: 'Erneut versuchen' });
    expect(screen.getByRole('alert').contains(button)).toBe(false);
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<FailureText message="x" failure="OVER_QUERY_LIMIT" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Bitte versuchen Sie es später noch einmal.');
    expect(screen.queryByRole('button')).not.toBeNull();
    rerender(<FailureText message="x" failure="NOT_FOUND" onRetry={onRetry} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('2.5 the info tone (default) is a status; no sub-message, no empty paragraph', () => {
    const { container } = render(<StatusText message="Keine Rezensionen" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Keine Rezensionen');
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
