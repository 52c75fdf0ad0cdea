/**
 * One photo's image as a widget shows it (spec 4.12, 8.3): the URI comes from `photo.getURI` (a
 * Promise that rejects with 'Error fetching photo URI'), then the `<img>` loads it. The state is
 * 'loading' until the image has loaded, 'loaded' after, and 'error' when the URI is refused or the
 * image fails; a new photo or width starts again at 'loading'.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Photo } from '../../model';

export type PhotoState = 'loading' | 'loaded' | 'error';

export interface PhotoSource {
  state: PhotoState;
  /** The image URI once known (null while loading it and after an error). */
  uri: string | null;
  /** For the `<img>`'s `load` and `error` events. */
  onLoad: () => void;
  onError: () => void;
}

interface Result {
  photo: Photo;
  width: number;
  uri: string | null;
  loaded: boolean;
  failed: boolean;
}

function requestURI(photo: Photo, maxWidth: number): Promise<string> {
  try {
    return photo.getURI({ maxWidth });
  } catch (error) {
    // A getURI that throws instead of rejecting fails the same way.
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function usePhotoSource(photo: Photo, maxWidth: number): PhotoSource {
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    let live = true;
    requestURI(photo, maxWidth).then(
      (uri) => {
        if (!live) return;
        const usable = typeof uri === 'string' && uri !== '';
        setResult({ photo, width: maxWidth, uri: usable ? uri : null, loaded: false, failed: !usable });
      },
      () => {
        if (live) setResult({ photo, width: maxWidth, uri: null, loaded: false, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [photo, maxWidth]);

  const update = useCallback(
    (change: Partial<Pick<Result, 'uri' | 'loaded' | 'failed'>>) =>
      setResult((previous) =>
        previous && previous.photo === photo && previous.width === maxWidth
          ? { ...previous, ...change }
          : previous,
      ),
    [photo, maxWidth],
  );
  const onLoad = useCallback(() => update({ loaded: true }), [update]);
  const onError = useCallback(() => update({ failed: true, uri: null }), [update]);

  // A result for another photo or width (the props changed, the new URI is still coming) is no result.
  const current = result && result.photo === photo && result.width === maxWidth ? result : null;
  const state: PhotoState = current?.failed ? 'error' : current?.loaded ? 'loaded' : 'loading';
  return { state, uri: current && !current.failed ? current.uri : null, onLoad, onError };
}
