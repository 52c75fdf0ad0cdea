/** Spec 2.5 / 3.8: the consumer alert of the full panel and its details dialog. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import type { ConsumerAlert as ConsumerAlertData } from '../../model';
import { ConsumerAlert } from './ConsumerAlert';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

const ALERT: ConsumerAlertData = {
  overview: 'Die Ladesäule 3 ist bis Freitag außer Betrieb.',
  languageCode: 'de',
  details: {
    title: 'Wartung der Ladesäulen',
    description: 'Wir tauschen die Ladetechnik aus.\nDie übrigen Säulen laden wie gewohnt.',
    aboutLinkTitle: 'Mehr zur Wartung',
    aboutLinkURI: 'https://laden.example.org/wartung',
  },
};

const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
const nativeShowModal = proto.showModal;
const nativeClose = proto.close;

/** jsdom has no modal dialog API: a stand-in that sets `open` and fires 'close' as browsers do. */
function stubDialogApi(): { showModal: jest.Mock; close: jest.Mock } {
  const showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = jest.fn(function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  });
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
  return { showModal, close };
}

function restoreDialogApi(): void {
  const target = HTMLDialogElement.prototype as Partial<HTMLDialogElement> & Record<string, unknown>;
  if (nativeShowModal) target.showModal = nativeShowModal;
  else delete target.showModal;
  if (nativeClose) target.close = nativeClose;
  else delete target.close;
}

const dialog = (): HTMLDialogElement => document.querySelector('dialog')!;
const detailsButton = () => screen.getByRole('button', { name: 'Details' });

describe('2.5 / 3.8 consumer alert', () => {
  it('3.8 renders nothing for null, or for an alert without overview', () => {
    const { container, rerender } = render(<ConsumerAlert alert={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<ConsumerAlert alert={{ ...ALERT, overview: null }} />);
    expect(container.innerHTML).toBe('');
    rerender(<ConsumerAlert alert={{ ...ALERT, overview: '' }} />);
    expect(container.innerHTML).toBe('');
  });

  it('2.5 a note with a warning icon and the overview in the alert’s language', () => {
    render(
      <ConsumerAlert alert={{ ...ALERT, languageCode: 'en', overview: 'Charger 3 is out of order.' }} />,
    );
    const note = screen.getByRole('note');
    expect(note.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    const overview = screen.getByText('Charger 3 is out of order.');
    expect(note.contains(overview)).toBe(true);
    expect(overview.getAttribute('lang')).toBe('en');
    // The German 'Details' button is not in the alert's language.
    expect(detailsButton().closest('[lang="en"]')).toBeNull();
  });

  it('3.8 no details: no button and no dialog; no languageCode: no lang attribute', () => {
    render(<ConsumerAlert alert={{ overview: 'Heute geschlossen.', details: null, languageCode: null }} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
    expect(screen.getByText('Heute geschlossen.').hasAttribute('lang')).toBe(false);
  });

  describe('2.5 the details dialog (native showModal)', () => {
    let api: ReturnType<typeof stubDialogApi>;
    beforeEach(() => {
      api = stubDialogApi();
    });
    afterEach(() => restoreDialogApi());

    it('2.5 is closed until "Details" opens it as a modal dialog named by its title; focus goes to "Dialog schließen"', () => {
      render(<ConsumerAlert alert={ALERT} />);
      expect(dialog().open).toBe(false);
      const button = detailsButton();
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      act(() => button.click());
      expect(api.showModal).toHaveBeenCalledTimes(1);
      expect(dialog().open).toBe(true);
      const named = screen.getByRole('dialog', { name: 'Wartung der Ladesäulen' });
      expect(named).toBe(dialog());
      const close = screen.getByRole('button', { name: 'Dialog schließen' });
      expect(document.activeElement).toBe(close);
      expect(dialog().textContent).toContain('Wir tauschen die Ladetechnik aus.');
    });

    it('2.5 the about link opens the other site in a new tab with the German suffix', () => {
      render(<ConsumerAlert alert={ALERT} />);
      act(() => detailsButton().click());
      const link = screen.getByRole('link', { name: 'Mehr zur Wartung (öffnet in einem neuen Tab)' });
      expect(link.getAttribute('href')).toBe('https://laden.example.org/wartung');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    });

    it('2.5 an about link on the page’s own site stays in the tab; without a title it reads "Weitere Informationen"', () => {
      render(
        <ConsumerAlert
          alert={{
            ...ALERT,
            details: { ...ALERT.details!, aboutLinkTitle: null, aboutLinkURI: '/hinweise/wartung' },
          }}
        />,
      );
      act(() => detailsButton().click());
      const link = screen.getByRole('link', { name: 'Weitere Informationen' });
      expect(link.getAttribute('href')).toBe(`${window.location.origin}/hinweise/wartung`);
      expect(link.hasAttribute('target')).toBe(false);
    });

    it('3.8 without a title the dialog is named "Hinweis"; without description and link it has the title and close only', () => {
      render(
        <ConsumerAlert
          alert={{
            ...ALERT,
            details: { title: null, description: null, aboutLinkTitle: 'X', aboutLinkURI: null },
          }}
        />,
      );
      act(() => detailsButton().click());
      expect(screen.getByRole('dialog', { name: 'Hinweis' })).toBeTruthy();
      expect(dialog().querySelector('a')).toBeNull();
      expect(dialog().querySelectorAll('p')).toHaveLength(0);
    });

    it('2.5 Escape closes the dialog and focus returns to "Details"', () => {
      render(<ConsumerAlert alert={ALERT} />);
      act(() => detailsButton().click());
      fireEvent.keyDown(screen.getByRole('button', { name: 'Dialog schließen' }), { key: 'Escape' });
      expect(api.close).toHaveBeenCalled();
      expect(dialog().open).toBe(false);
      expect(document.activeElement).toBe(detailsButton());
    });

    it('2.5 the browser’s own cancel (Escape) closes it too, and focus returns', () => {
      render(<ConsumerAlert alert={ALERT} />);
      act(() => detailsButton().click());
      act(() => {
        dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
      });
      expect(dialog().open).toBe(false);
      expect(document.activeElement).toBe(detailsButton());
    });

    it('2.5 "Dialog schließen" closes it, focus returns, and it opens again', () => {
      render(<ConsumerAlert alert={ALERT} />);
      act(() => detailsButton().click());
      act(() => screen.getByRole('button', { name: 'Dialog schließen' }).click());
      expect(dialog().open).toBe(false);
      expect(document.activeElement).toBe(detailsButton());
      act(() => detailsButton().click());
      expect(api.showModal).toHaveBeenCalledTimes(2);
      expect(dialog().open).toBe(true);
    });
  });

  describe('2.5 the details dialog without showModal (fallback)', () => {
    beforeEach(() => restoreDialogApi());

    it('2.5 opens by the open attribute, focuses the close button, keeps Tab inside, Escape closes and returns focus', () => {
      expect(typeof (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal).toBe('undefined');
      render(<ConsumerAlert alert={ALERT} />);
      act(() => detailsButton().click());
      expect(dialog().hasAttribute('open')).toBe(true);
      const close = screen.getByRole('button', { name: 'Dialog schließen' });
      const link = screen.getByRole('link', { name: /Mehr zur Wartung/ });
      expect(document.activeElement).toBe(close);
      // Tab from the last focusable (the link) wraps to the first (the close button), Shift+Tab back.
      link.focus();
      fireEvent.keyDown(link, { key: 'Tab' });
      expect(document.activeElement).toBe(close);
      fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
      expect(document.activeElement).toBe(link);
      fireEvent.keyDown(link, { key: 'Escape' });
      expect(dialog().hasAttribute('open')).toBe(false);
      expect(document.activeElement).toBe(detailsButton());
    });
  });
});
