import { fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import type { Photo } from '../../model';
import { PHOTO_URI_ERROR } from '../../photos';
import { DEFAULT_MAX_PHOTOS, PhotoCollage } from './PhotoCollage';
import { settle } from '../../testing/act';
import { deferred } from '../../testing/factories';

function makePhoto(index: number, getURI?: Photo['getURI']): Photo {
  return {
    authorAttributions: [{ displayName: 'Anna Beispiel', uri: null, photoURI: null }],
    widthPx: 1200 + index,
    heightPx: 800,
    name: `places/zentrale/photos/${index}`,
    flagContentURI: null,
    googleMapsURI: null,
    openStreetMapURI: null,
    getURI: getURI ?? (() => Promise.resolve(`https://img.example/${index}.jpg`)),
  };
}

const makePhotos = (count: number): Photo[] =>
  Array.from({ length: count }, (_, index) => makePhoto(index + 1));

const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-sf-photo]')];
const flush = () => settle();

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('4.12 / 9.5 photo collage', () => {
  it('9.5 shows 3 photos by default: the first big (hero), the others smaller', async () => {
    expect(DEFAULT_MAX_PHOTOS).toBe(3);
    render(<PhotoCollage photos={makePhotos(3)} placeName="Zentrale" size="LARGE" onOpen={jest.fn()} />);
    await flush();
    const list = screen.getByRole('list', { name: 'Fotos von Zentrale' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.classList.contains('sf-place-collage__item--hero')).toBe(true);
    expect(items[1]?.classList.contains('sf-place-collage__item--hero')).toBe(false);
    // The hero spans the rows of the two smaller photos.
    expect(items[0]?.style.gridRow).toBe('span 2');
    expect(list.classList.contains('sf-place-collage--large')).toBe(true);
    expect(list.getAttribute('data-sf-photo-count')).toBe('3');
    // No '+N' when every photo is shown.
    expect(document.querySelector('.sf-place-photo__more')).toBeNull();
  });

  it('4.12 photo collage: a placeholder while the URI loads (aria-busy, no text, no image)', () => {
    const uri = deferred<string>();
    const getURI = jest.fn(() => uri.promise);
    render(
      <PhotoCollage photos={[makePhoto(1, getURI)]} placeName="Zentrale" size="LARGE" onOpen={jest.fn()} />,
    );
    const tile = tiles()[0]!;
    expect(tile.getAttribute('data-sf-photo')).toBe('loading');
    expect(tile.getAttribute('aria-busy')).toBe('true');
    expect(tile.querySelector('img')).toBeNull();
    // Only the button's visually hidden name, no visible text.
    const visible = [...tile.childNodes].filter(
      (node) => !(node instanceof HTMLElement && node.classList.contains('sf-visually-hidden')),
    );
    expect(visible.map((node) => node.textContent).join('')).toBe('');
    // 9.5: widgets ask for photos 500 px wide.
    expect(getURI).toHaveBeenCalledWith({ maxWidth: 500 });
  });

  it('4.12 photo collage: the image once the URI arrives, lazy, with width and height, loaded after its load event', async () => {
    const uri = deferred<string>();
    render(
      <PhotoCollage
        photos={[makePhoto(1, () => uri.promise)]}
        placeName="Zentrale"
        size="LARGE"
        onOpen={jest.fn()}
      />,
    );
    await settle(() => uri.resolve('https://img.example/hero.jpg'));
    const tile = tiles()[0]!;
    const img = tile.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://img.example/hero.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('1201');
    expect(img.getAttribute('height')).toBe('800');
    expect(tile.getAttribute('data-sf-photo')).toBe('loading');
    fireEvent.load(img);
    expect(tile.getAttribute('data-sf-photo')).toBe('loaded');
    expect(tile.hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByText('Bild kann nicht geladen werden')).toBeNull();
  });

  it('8.3 photo collage: a refused URI gives the error tile "Bild kann nicht geladen werden"', async () => {
    const uri = deferred<string>();
    render(
      <PhotoCollage
        photos={[makePhoto(1), makePhoto(2, () => uri.promise)]}
        placeName="Zentrale"
        size="LARGE"
        onOpen={jest.fn()}
      />,
    );
    await settle(() => uri.reject(new Error(PHOTO_URI_ERROR)));
    const [first, second] = tiles();
    expect(second?.getAttribute('data-sf-photo')).toBe('error');
    expect(second?.querySelector('img')).toBeNull();
    expect(within(second!).getByText('Bild kann nicht geladen werden')).toBeTruthy();
    expect(second?.hasAttribute('aria-busy')).toBe(false);
    // The other photo is not affected.
    expect(first?.querySelector('img')).not.toBeNull();
    expect(screen.getAllByText('Bild kann nicht geladen werden')).toHaveLength(1);
  });

  it('8.3 photo collage: an image that fails (error event) gives the error tile', async () => {
    render(<PhotoCollage photos={makePhotos(2)} placeName="Zentrale" size="LARGE" onOpen={jest.fn()} />);
    await flush();
    const hero = tiles()[0]!;
    fireEvent.error(hero.querySelector('img')!);
    expect(hero.getAttribute('data-sf-photo')).toBe('error');
    expect(hero.querySelector('img')).toBeNull();
    expect(hero.textContent).toContain('Bild kann nicht geladen werden');
    // A failed photo keeps its place and its button (the layout does not shift).
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('2.5 each photo is a button named "Foto {i} von {n} öffnen" (one name, the image decorative) that opens it', async () => {
    const onOpen = jest.fn();
    render(<PhotoCollage photos={makePhotos(3)} placeName="Zentrale" size="LARGE" onOpen={onOpen} />);
    await flush();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Foto 1 von 3 öffnen',
      'Foto 2 von 3 öffnen',
      'Foto 3 von 3 öffnen',
    ]);
    for (const button of buttons) {
      expect(button.getAttribute('type')).toBe('button');
      expect(button.hasAttribute('aria-label')).toBe(false);
      expect(button.querySelector('img')?.getAttribute('alt')).toBe('');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Foto 2 von 3 öffnen' }));
    expect(onOpen).toHaveBeenCalledWith(1);
    fireEvent.click(buttons[0]!);
    expect(onOpen).toHaveBeenLastCalledWith(0);
  });

  it('9.5 with more photos than shown: "+N" on the last with "{count} weitere Fotos"; the labels count all photos', async () => {
    const onOpen = jest.fn();
    render(<PhotoCollage photos={makePhotos(5)} placeName="Zentrale" size="LARGE" onOpen={onOpen} />);
    await flush();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    const last = buttons[2]!;
    expect(last.textContent).toBe('Foto 3 von 5 öffnen+22 weitere Fotos');
    const more = last.querySelector('.sf-place-photo__more')!;
    expect(more.querySelector('[aria-hidden="true"]')?.textContent).toBe('+2');
    expect(more.querySelector('.sf-visually-hidden')?.textContent).toBe('2 weitere Fotos');
    expect(buttons[0]?.querySelector('.sf-place-photo__more')).toBeNull();
    fireEvent.click(last);
    expect(onOpen).toHaveBeenCalledWith(2);
  });

  it('9.5 maxPhotos sets how many are shown', async () => {
    const { rerender } = render(
      <PhotoCollage
        photos={makePhotos(6)}
        placeName="Zentrale"
        maxPhotos={5}
        size="LARGE"
        onOpen={jest.fn()}
      />,
    );
    await flush();
    expect(tiles()).toHaveLength(5);
    expect(document.querySelector('.sf-place-photo__more')?.textContent).toContain('1 weiteres Foto');
    rerender(
      <PhotoCollage
        photos={makePhotos(6)}
        placeName="Zentrale"
        maxPhotos={1}
        size="SMALL"
        onOpen={jest.fn()}
      />,
    );
    await flush();
    expect(tiles()).toHaveLength(1);
    expect(document.querySelector('.sf-place-collage')?.classList.contains('sf-place-collage--small')).toBe(
      true,
    );
    expect(document.querySelector<HTMLElement>('.sf-place-collage__item--hero')?.style.gridRow).toBe('');
  });

  it('unknown is nothing: no photos (or maxPhotos 0) render no collage', () => {
    const { container, rerender } = render(
      <PhotoCollage photos={[]} placeName="Zentrale" size="LARGE" onOpen={jest.fn()} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(
      <PhotoCollage
        photos={makePhotos(2)}
        placeName="Zentrale"
        maxPhotos={0}
        size="LARGE"
        onOpen={jest.fn()}
      />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('2.5 English pages get the English labels', async () => {
    setLanguage('en');
    try {
      render(
        <PhotoCollage
          photos={[
            makePhoto(1, () => Promise.reject(new Error(PHOTO_URI_ERROR))),
            makePhoto(2),
            makePhoto(3),
            makePhoto(4),
          ]}
          placeName="Head office"
          size="LARGE"
          onOpen={jest.fn()}
        />,
      );
      await flush();
      expect(screen.getByRole('list', { name: 'Photos of Head office' })).toBeTruthy();
      expect(screen.getByText('Image cannot be loaded')).toBeTruthy();
      expect(screen.getByText('Open photo 2 of 4')).toBeTruthy();
      expect(screen.getByText('1 more photo')).toBeTruthy();
    } finally {
      setLanguage('de');
    }
  });
});
