/**
 * Photos by Google's REST form (spec 7.4): `GET {host}/v1/places/{placeId}/photos/{photoId}/media`
 * with `maxWidthPx` / `maxHeightPx` (each optional; width defaults to the photo's `widthPx`) and the
 * API key from configuration. `photoMediaURL` is that request exactly (an `<img>` may load it: Google
 * redirects to the image). `fetchPhotoURI` sends the same request with Google's documented
 * `skipHttpRedirect=true`, so Google answers `{ photoUri }` and the page shows the image without the
 * key in its markup. Any failure rejects with 'Error fetching photo URI' (8.4). The JavaScript source
 * uses `Photo.getURI`; this serves Google photo names kept by the CMS (`src: "places/…/photos/…"`),
 * asked only after the visitor's consent to Google (places/api.ts).
 */
import type { PhotoSize } from './model';

import { fetchText, REQUEST_TIMEOUT_SECONDS } from '../core/http';

/** 8.4 */
export const PHOTO_URI_ERROR = 'Error fetching photo URI';
/** 9.5: widgets ask for photos 500 px wide. */
export const PHOTO_WIDTH_PX = 500;
export const PLACES_API_HOST = 'https://places.googleapis.com';

const PHOTO_NAME = /^places\/([^/]+)\/photos\/([^/]+)$/;

/** True for a Google photo resource name, `places/{placeId}/photos/{photoId}` (3.8). */
export const isGooglePhotoName = (value: string): boolean => PHOTO_NAME.test(value);

/** The media URL of a photo name, or an Error('Error fetching photo URI') for a name of another form. */
export function photoMediaURL(
  name: string,
  size: PhotoSize,
  photo: { widthPx: number },
  apiKey: string,
  host = PLACES_API_HOST,
): string {
  const match = PHOTO_NAME.exec(name);
  if (!match || apiKey.trim() === '') throw new Error(PHOTO_URI_ERROR);
  const params = new URLSearchParams();
  params.set('maxWidthPx', String(Math.round(size.maxWidth ?? photo.widthPx)));
  if (size.maxHeight !== undefined) params.set('maxHeightPx', String(Math.round(size.maxHeight)));
  params.set('key', apiKey);
  return `${host.replace(/\/+$/, '')}/v1/places/${match[1] ?? ''}/photos/${match[2] ?? ''}/media?${params.toString()}`;
}

/** The image URI of a Google photo name; rejects with 'Error fetching photo URI'. */
export async function fetchPhotoURI(
  name: string,
  size: PhotoSize,
  photo: { widthPx: number },
  apiKey: string,
  doFetch: typeof fetch = (input, init) => fetch(input, init),
  host = PLACES_API_HOST,
): Promise<string> {
  try {
    const url = `${photoMediaURL(name, size, photo, apiKey, host)}&skipHttpRedirect=true`;
    const fetched = await fetchText(url, { timeoutMs: REQUEST_TIMEOUT_SECONDS * 1000, fetch: doFetch });
    if (!fetched.ok || fetched.httpStatus < 200 || fetched.httpStatus > 299) throw new Error(PHOTO_URI_ERROR);
    const body = JSON.parse(fetched.text) as { photoUri?: unknown } | null;
    if (typeof body?.photoUri !== 'string' || body.photoUri === '') throw new Error(PHOTO_URI_ERROR);
    return body.photoUri;
  } catch {
    throw new Error(PHOTO_URI_ERROR);
  }
}
