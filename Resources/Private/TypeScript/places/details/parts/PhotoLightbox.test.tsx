import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { setLanguage } from '../../../core/i18n';
import type { Photo } from '../../model';
import { PHOTO_URI_ERROR } from '../../photos';
import { PhotoLightbox } from './PhotoLightbox';

/** Runs `fn` inside act and lets the photo URIs' promises settle. */
async function settle(fn?: () => void): Promise<void> {
  await act(async () => {
    fn?.();
    await Promise.resolve();
  });
}

// jsdom has no PointerEvent: a MouseEvent with the pointer fields, so fireEvent.pointerDown/Up carry clientX.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly isPrimary: boolean;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.isPrimary = init.isPrimary ?? true;
    this.pointerType = init.pointerType ?? 'touch';
  }
}

const originalWidth = window.innerWidth;
const setViewportWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });

beforeAll(() => {
  setLanguage('de');
  Object.defineProperty(window, 'PointerEvent', {
    configurable: true,
    writable: true,
    value: TestPointerEvent,
  });
});
afterAll(() => {
  setLanguage(undefined);
  Reflect.deleteProperty(window, 'PointerEvent');
});
afterEach(() => {
  setViewportWidth(originalWidth);
  document.documentElement.removeAttribute('dir');
});

interface PhotoOptions {
  getURI?: Photo['getURI'];
  flag?: string | null;
  author?: { displayName: string; uri: string | null } | null;
}

function makePhoto(index: number, options: PhotoOptions = {}): Photo {
  const author =
    options.author === undefined ? { displayName: `Autorin ${index}`, uri: null } : options.author;
  return {
    authorAttributions: author ? [{ ...author, photoURI: null }] : [],
    widthPx: 1600,
    heightPx: 1200,
    name: `places/zentrale/photos/${index}`,
    flagContentURI: options.flag === undefined ? `https://example.com/flag/${index}` : options.flag,
    googleMapsURI: null,
    openStreetMapURI: null,
    getURI:
      options.getURI ??
      (({ maxWidth } = {}) => Promise.resolve(`https://img.example/${index}-${maxWidth}.jpg`)),
  };
}

const makePhotos = (count: number): Photo[] =>
  Array.from({ length: count }, (_, index) => makePhoto(index + 1));

/** A page with a button that opens the lightbox and holds its index, as the widgets will. */
function Page({
  photos,
  start = 0,
  onIndex,
}: {
  photos: Photo[];
  start?: number;
  onIndex?: (index: number) => void;
}) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <main>
      <button type="button" onClick={() => setIndex(start)}>
        Fotos ansehen
      </button>
      {index !== null && (
        <PhotoLightbox
          photos={photos}
          placeName="Zentrale"
          index={index}
          onIndexChange={(next) => {
            onIndex?.(next);
            setIndex(next);
          }}
          onClose={() => setIndex(null)}
        />
      )}
    </main>
  );
}

const dialog = () => screen.getByRole('dialog');
const queryDialog = () => screen.queryByRole('dialog');
const opener = () => screen.getByRole('button', { name: 'Fotos ansehen' });
const previous = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Vorheriges Foto' });
const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Nächstes Foto' });
const closeButton = () => screen.getByRole('button', { name: 'Lightbox schließen' });
const stage = () => document.querySelector<HTMLElement>('.sf-place-lightbox__stage')!;
const shownIndex = () => Number(dialog().getAttribute('data-sf-lightbox-index'));
const shownImage = () => stage().querySelector('img');

async function openLightbox() {
  opener().focus();
  fireEvent.click(opener());
  await settle();
}

async function key(target: Element, init: KeyboardEventInit) {
  await settle(() => {
    fireEvent.keyDown(target, init);
  });
}

async function gesture(startX: number, endX: number, y = 300) {
  await settle(() => {
    fireEvent.pointerDown(stage(), { clientX: startX, clientY: y, pointerId: 7 });
    fireEvent.pointerUp(stage(), { clientX: endX, clientY: y, pointerId: 7 });
  });
}

describe('2.5 / 4.12 photo lightbox', () => {
  it('2.5 is a modal dialog "Fotos von Zentrale" at the end of <body> (a portal), focus on the close button', async () => {
    const { container } = render(<Page photos={makePhotos(3)} />);
    expect(queryDialog()).toBeNull();
    await openLightbox();
    const box = dialog();
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(box.getAttribute('aria-label')).toBe('Fotos von Zentrale');
    expect(box.parentElement).toBe(document.body);
    expect(container.contains(box)).toBe(false);
    expect(document.activeElement).toBe(closeButton());
  });

  it('2.5 shows the current photo with its alt text, asked at the screen width (at least 500 px)', async () => {
    setViewportWidth(1280);
    render(<Page photos={makePhotos(3)} start={1} />);
    await openLightbox();
    expect(shownImage()?.getAttribute('src')).toBe('https://img.example/2-1280.jpg');
    expect(shownImage()?.getAttribute('alt')).toBe('Zentrale, Foto 2 von 3');
    const photo = stage().querySelector('[data-sf-photo]')!;
    expect(photo.getAttribute('data-sf-photo')).toBe('loading');
    fireEvent.load(shownImage()!);
    expect(photo.getAttribute('data-sf-photo')).toBe('loaded');
  });

  it('9.5 on a narrow screen the photo is still asked 500 px wide', async () => {
    setViewportWidth(390);
    render(<Page photos={makePhotos(2)} />);
    await openLightbox();
    expect(shownImage()?.getAttribute('src')).toBe('https://img.example/1-500.jpg');
  });

  it('4.12 photo lightbox: Escape closes and focus returns to the opener; scroll lock restored', async () => {
    document.body.style.overflow = 'auto';
    render(<Page photos={makePhotos(3)} />);
    await openLightbox();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.documentElement.classList.contains('sf-scroll-lock')).toBe(true);
    await key(next(), { key: 'Escape' });
    expect(queryDialog()).toBeNull();
    expect(document.activeElement).toBe(opener());
    expect(document.body.style.overflow).toBe('auto');
    expect(document.documentElement.classList.contains('sf-scroll-lock')).toBe(false);
    document.body.style.overflow = '';
  });

  it('2.5 the close button closes, focus returns to the opener', async () => {
    render(<Page photos={makePhotos(2)} />);
    await openLightbox();
    await settle(() => {
      fireEvent.click(closeButton());
    });
    expect(queryDialog()).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it('2.5 focus is trapped: Tab from the last control goes to the first, Shift+Tab from the first to the last', async () => {
    render(
      <Page
        photos={[
          makePhoto(1, { author: { displayName: 'Anna', uri: 'https://example.com/anna' } }),
          makePhoto(2),
        ]}
      />,
    );
    await openLightbox();
    const menuButton = screen.getByRole('button', { name: 'Menü öffnen' });
    const author = screen.getByRole('link', { name: 'Foto von Anna (öffnet in einem neuen Tab)' });
    // Order: menu, close, previous (disabled at the first photo: skipped), next, author link.
    author.focus();
    await key(author, { key: 'Tab' });
    expect(document.activeElement).toBe(menuButton);
    await key(menuButton, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(author);
    // In between, Tab is left to the browser.
    closeButton().focus();
    await key(closeButton(), { key: 'Tab' });
    expect(document.activeElement).toBe(closeButton());
  });

  it('2.5 focus that lands outside the dialog is brought back in', async () => {
    render(<Page photos={makePhotos(2)} />);
    await openLightbox();
    await settle(() => opener().focus());
    expect(dialog().contains(document.activeElement)).toBe(true);
  });

  it('4.12 photo lightbox: previous stops at the first photo, next at the last', async () => {
    render(<Page photos={makePhotos(3)} />);
    await openLightbox();
    expect(shownIndex()).toBe(0);
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);
    await settle(() => {
      fireEvent.click(next());
    });
    expect(shownIndex()).toBe(1);
    expect(previous().disabled).toBe(false);
    next().focus();
    await settle(() => {
      fireEvent.click(next());
    });
    expect(shownIndex()).toBe(2);
    expect(next().disabled).toBe(true);
    // Focus does not fall out of the dialog with the disabled button.
    expect(document.activeElement).toBe(previous());
    await settle(() => {
      fireEvent.click(next());
    });
    expect(shownIndex()).toBe(2);
    await settle(() => {
      fireEvent.click(previous());
    });
    await settle(() => {
      fireEvent.click(previous());
    });
    expect(shownIndex()).toBe(0);
    await settle(() => {
      fireEvent.click(previous());
    });
    expect(shownIndex()).toBe(0);
    expect(shownImage()?.getAttribute('alt')).toBe('Zentrale, Foto 1 von 3');
  });

  it('4.12 arrow keys move (and stop at the ends)', async () => {
    render(<Page photos={makePhotos(3)} />);
    await openLightbox();
    await key(closeButton(), { key: 'ArrowRight' });
    expect(shownIndex()).toBe(1);
    await key(closeButton(), { key: 'ArrowRight' });
    await key(closeButton(), { key: 'ArrowRight' });
    expect(shownIndex()).toBe(2);
    await key(closeButton(), { key: 'ArrowLeft' });
    expect(shownIndex()).toBe(1);
  });

  it('4.12 right to left: the arrow keys are mirrored', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    render(<Page photos={makePhotos(3)} />);
    await openLightbox();
    await key(closeButton(), { key: 'ArrowLeft' });
    expect(shownIndex()).toBe(1);
    await key(closeButton(), { key: 'ArrowRight' });
    expect(shownIndex()).toBe(0);
  });

  it('4.12 the index is clamped into range when the photo list shrinks', async () => {
    const onIndex = jest.fn();
    const photos = makePhotos(5);
    const { rerender } = render(<Page photos={photos} start={4} onIndex={onIndex} />);
    await openLightbox();
    expect(shownIndex()).toBe(4);
    rerender(<Page photos={photos.slice(0, 2)} start={4} onIndex={onIndex} />);
    await settle();
    expect(onIndex).toHaveBeenCalledWith(1);
    expect(shownIndex()).toBe(1);
    expect(shownImage()?.getAttribute('alt')).toBe('Zentrale, Foto 2 von 2');
    expect(next().disabled).toBe(true);
  });

  it('4.12 an index out of range from the start shows the nearest photo', async () => {
    const onIndex = jest.fn();
    render(<Page photos={makePhotos(3)} start={-2} onIndex={onIndex} />);
    await openLightbox();
    expect(shownIndex()).toBe(0);
    expect(onIndex).toHaveBeenCalledWith(0);
  });

  it('2.5 a segmented progress bar with more than one photo, the current segment marked', async () => {
    render(<Page photos={makePhotos(4)} start={1} />);
    await openLightbox();
    const progress = screen.getByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('2');
    expect(progress.getAttribute('aria-valuemin')).toBe('1');
    expect(progress.getAttribute('aria-valuemax')).toBe('4');
    expect(progress.getAttribute('aria-valuetext')).toBe('Foto 2 von 4');
    const segments = progress.querySelectorAll('.sf-place-lightbox__segment');
    expect(segments).toHaveLength(4);
    expect([...segments].map((segment) => segment.getAttribute('data-current'))).toEqual([
      null,
      'true',
      null,
      null,
    ]);
    // The position is also text (a polite live region announcing each move).
    const position = screen.getByText('Foto 2 von 4');
    expect(position.getAttribute('aria-live')).toBe('polite');
    await settle(() => {
      fireEvent.click(next());
    });
    expect(progress.getAttribute('aria-valuenow')).toBe('3');
    expect(screen.getByText('Foto 3 von 4')).toBe(position);
  });

  it('2.5 no progress bar, position or previous / next with a single photo', async () => {
    render(<Page photos={makePhotos(1)} />);
    await openLightbox();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/Foto 1 von 1/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vorheriges Foto' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nächstes Foto' })).toBeNull();
    expect(shownImage()?.getAttribute('alt')).toBe('Zentrale, Foto 1 von 1');
  });

  it('2.5 the report menu: "Foto melden" opens the flag link in a new tab with the German suffix', async () => {
    render(<Page photos={makePhotos(2)} />);
    await openLightbox();
    const menuButton = within(dialog()).getByRole('button', { name: 'Menü öffnen' });
    expect(menuButton.closest('.sf-place-menu')?.classList.contains('sf-place-menu--lightbox')).toBe(true);
    fireEvent.click(menuButton);
    const report = screen.getByRole('menuitem', { name: 'Foto melden (öffnet in einem neuen Tab)' });
    expect(report.getAttribute('href')).toBe('https://example.com/flag/1');
    expect(report.getAttribute('target')).toBe('_blank');
    expect(report.getAttribute('rel')).toBe('noopener');
    // Escape in the menu closes the menu, not the lightbox.
    await key(report, { key: 'Escape' });
    expect(queryDialog()).not.toBeNull();
    expect(document.activeElement).toBe(menuButton);
    // The menu follows the photo.
    await settle(() => {
      fireEvent.click(next());
    });
    fireEvent.click(menuButton);
    expect(screen.getByRole('menuitem').getAttribute('href')).toBe('https://example.com/flag/2');
  });

  it('2.5 no report menu for a photo without a flag link', async () => {
    render(<Page photos={[makePhoto(1, { flag: null })]} />);
    await openLightbox();
    expect(screen.queryByRole('button', { name: 'Menü öffnen' })).toBeNull();
  });

  it('2.5 "Foto von {name}" linked to the author in a new tab, plain text without a URI, nothing without an author', async () => {
    render(
      <Page
        photos={[
          makePhoto(1, { author: { displayName: 'Anna Beispiel', uri: 'https://example.com/anna' } }),
          makePhoto(2, { author: { displayName: 'Bernd', uri: null } }),
          makePhoto(3, { author: null }),
        ]}
      />,
    );
    await openLightbox();
    const link = screen.getByRole('link', { name: 'Foto von Anna Beispiel (öffnet in einem neuen Tab)' });
    expect(link.getAttribute('href')).toBe('https://example.com/anna');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    await settle(() => {
      fireEvent.click(next());
    });
    expect(screen.getByText('Foto von Bernd').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
    await settle(() => {
      fireEvent.click(next());
    });
    expect(screen.queryByText(/Foto von/)).toBeNull();
    expect(document.querySelector('.sf-place-lightbox__attribution')).toBeNull();
  });

  it('8.3 a photo that fails shows "Bild kann nicht geladen werden" (refused URI or image error)', async () => {
    render(
      <Page
        photos={[makePhoto(1, { getURI: () => Promise.reject(new Error(PHOTO_URI_ERROR)) }), makePhoto(2)]}
      />,
    );
    await openLightbox();
    expect(within(stage()).getByText('Bild kann nicht geladen werden')).toBeTruthy();
    expect(stage().querySelector('[data-sf-photo]')?.getAttribute('data-sf-photo')).toBe('error');
    expect(shownImage()).toBeNull();
    await settle(() => {
      fireEvent.click(next());
    });
    await settle();
    expect(within(stage()).queryByText('Bild kann nicht geladen werden')).toBeNull();
    fireEvent.error(shownImage()!);
    expect(within(stage()).getByText('Bild kann nicht geladen werden')).toBeTruthy();
  });

  it('4.12 swipe at 390 px: a move left goes to the next photo, a move right back', async () => {
    setViewportWidth(390);
    render(<Page photos={makePhotos(3)} />);
    await openLightbox();
    await gesture(300, 100);
    expect(shownIndex()).toBe(1);
    await gesture(300, 289);
    expect(shownIndex()).toBe(2);
    await gesture(100, 300);
    expect(shownIndex()).toBe(1);
  });

  it('4.12 taps at 390 px: left quarter back, middle and right quarter forward', async () => {
    setViewportWidth(390);
    render(<Page photos={makePhotos(4)} start={2} />);
    await openLightbox();
    await gesture(20, 20);
    expect(shownIndex()).toBe(1);
    await gesture(195, 195);
    expect(shownIndex()).toBe(2);
    await gesture(380, 375);
    expect(shownIndex()).toBe(3);
    // Forward at the last photo stays there.
    await gesture(380, 380);
    expect(shownIndex()).toBe(3);
  });

  it('4.12 a move of 10 px is a tap, not a swipe', async () => {
    setViewportWidth(390);
    render(<Page photos={makePhotos(3)} start={1} />);
    await openLightbox();
    // From the left quarter, 10 px to the left: a tap there (back), not a swipe (forward).
    await gesture(50, 40);
    expect(shownIndex()).toBe(0);
  });

  it('4.12 swipe and tap are ignored on a 1280 px screen', async () => {
    setViewportWidth(1280);
    render(<Page photos={makePhotos(3)} start={1} />);
    await openLightbox();
    await gesture(900, 200);
    await gesture(10, 10);
    await gesture(1200, 1200);
    expect(shownIndex()).toBe(1);
  });

  it('4.12 right to left at 390 px: swipe and tap mirrored', async () => {
    setViewportWidth(390);
    document.documentElement.setAttribute('dir', 'rtl');
    render(<Page photos={makePhotos(4)} start={1} />);
    await openLightbox();
    await gesture(100, 300);
    expect(shownIndex()).toBe(2);
    await gesture(300, 100);
    expect(shownIndex()).toBe(1);
    await gesture(20, 20);
    expect(shownIndex()).toBe(2);
    await gesture(380, 380);
    expect(shownIndex()).toBe(1);
  });

  it('4.12 a pointer that went down elsewhere, or was cancelled, does nothing', async () => {
    setViewportWidth(390);
    render(<Page photos={makePhotos(3)} start={1} />);
    await openLightbox();
    await settle(() => {
      fireEvent.pointerUp(stage(), { clientX: 20, pointerId: 7 });
    });
    await settle(() => {
      fireEvent.pointerDown(stage(), { clientX: 300, pointerId: 7 });
      fireEvent.pointerCancel(stage(), { pointerId: 7 });
      fireEvent.pointerUp(stage(), { clientX: 100, pointerId: 7 });
    });
    await settle(() => {
      fireEvent.pointerDown(stage(), { clientX: 300, pointerId: 7 });
      fireEvent.pointerUp(stage(), { clientX: 100, pointerId: 8 });
    });
    expect(shownIndex()).toBe(1);
  });

  it('2.5 English pages get the English labels', async () => {
    setLanguage('en');
    try {
      render(<Page photos={makePhotos(2)} />);
      fireEvent.click(screen.getByRole('button', { name: 'Fotos ansehen' }));
      await settle();
      expect(screen.getByRole('dialog', { name: 'Photos of Zentrale' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Close lightbox' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Next photo' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Previous photo' })).toBeTruthy();
      expect(screen.getByText('Photo by Autorin 1')).toBeTruthy();
      expect(screen.getByText('Photo 1 of 2')).toBeTruthy();
    } finally {
      setLanguage('de');
    }
  });
});
