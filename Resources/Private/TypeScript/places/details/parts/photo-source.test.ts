import { act, renderHook } from '@testing-library/react';
import type { Photo } from '../../model';
import { PHOTO_URI_ERROR } from '../../photos';
import { usePhotoSource } from './photo-source';
import { settle } from '../../testing/act';
import { deferred } from '../../testing/factories';

const photoWith = (getURI: Photo['getURI']): Photo => ({
  authorAttributions: [],
  widthPx: 1200,
  heightPx: 800,
  name: 'places/x/photos/1',
  flagContentURI: null,
  googleMapsURI: null,
  openStreetMapURI: null,
  getURI,
});

describe('4.12 photo load state', () => {
  it('4.12 is loading until the URI arrives and the image loads, then loaded', async () => {
    const uri = deferred<string>();
    const getURI = jest.fn(() => uri.promise);
    const photo = photoWith(getURI);
    const { result } = renderHook(() => usePhotoSource(photo, 500));
    expect(result.current).toMatchObject({ state: 'loading', uri: null });
    expect(getURI).toHaveBeenCalledWith({ maxWidth: 500 });
    await settle(() => uri.resolve('https://img.example/1.jpg'));
    expect(result.current).toMatchObject({ state: 'loading', uri: 'https://img.example/1.jpg' });
    act(() => result.current.onLoad());
    expect(result.current.state).toBe('loaded');
  });

  it('8.3 a refused URI, an empty URI, a throwing getURI and an image error all give error', async () => {
    const photos = {
      rejected: photoWith(() => Promise.reject(new Error(PHOTO_URI_ERROR))),
      empty: photoWith(() => Promise.resolve('')),
      throwing: photoWith(() => {
        throw new Error(PHOTO_URI_ERROR);
      }),
      broken: photoWith(() => Promise.resolve('https://img.example/x.jpg')),
    };
    const rejected = renderHook(() => usePhotoSource(photos.rejected, 500));
    const empty = renderHook(() => usePhotoSource(photos.empty, 500));
    const throwing = renderHook(() => usePhotoSource(photos.throwing, 500));
    const broken = renderHook(() => usePhotoSource(photos.broken, 500));
    await settle();
    expect(rejected.result.current).toMatchObject({ state: 'error', uri: null });
    expect(empty.result.current.state).toBe('error');
    expect(throwing.result.current.state).toBe('error');
    expect(broken.result.current.state).toBe('loading');
    act(() => broken.result.current.onError());
    expect(broken.result.current).toMatchObject({ state: 'error', uri: null });
  });

  it('4.12 a new photo starts again at loading, and a late answer for the old one is dropped', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const a = photoWith(() => first.promise);
    const b = photoWith(() => second.promise);
    const { result, rerender } = renderHook(({ photo }) => usePhotoSource(photo, 500), {
      initialProps: { photo: a },
    });
    rerender({ photo: b });
    await settle(() => first.resolve('https://img.example/a.jpg'));
    expect(result.current).toMatchObject({ state: 'loading', uri: null });
    await settle(() => second.resolve('https://img.example/b.jpg'));
    expect(result.current.uri).toBe('https://img.example/b.jpg');
  });
});
