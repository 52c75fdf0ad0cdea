import type { CSSProperties } from 'react';
import { t } from '../../../core/i18n';
import { tp } from '../../../core/plural';
import type { Photo } from '../../model';
import { PHOTO_WIDTH_PX } from '../../photos';
import { usePhotoSource } from './photo-source';
import './photos.css';

/** 9.5: the collage shows 3 photos unless told otherwise. */
export const DEFAULT_MAX_PHOTOS = 3;

export interface PhotoCollageProps {
  photos: Photo[];
  placeName: string;
  /** How many photos the collage shows (9.5: 3); the lightbox still pages through all of them. */
  maxPhotos?: number;
  /** 9.5 media size: LARGE in the details widgets, SMALL in the search list. */
  size: 'LARGE' | 'SMALL';
  /** Opens the lightbox at the photo's index. */
  onOpen: (index: number) => void;
}

interface TileProps {
  photo: Photo;
  index: number;
  total: number;
  /** The photos not shown, counted on the last tile ('+N'); 0 elsewhere. */
  more: number;
  /** How many rows the smaller photos take (the hero spans them). */
  rows: number;
  onOpen: (index: number) => void;
}

function ErrorIcon() {
  return (
    <svg
      className="sf-place-photo__error-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9h.01M3 3l18 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PhotoTile({ photo, index, total, more, rows, onOpen }: TileProps) {
  const { state, uri, onLoad, onError } = usePhotoSource(photo, PHOTO_WIDTH_PX);
  const hasSize = photo.widthPx > 0 && photo.heightPx > 0;
  // The tile's box never depends on the image: the CSS fixes the collage's shape (the hero 3:2), so a
  // photo that arrives, fails or is slow shifts nothing. The hero spans the rows of the others.
  const style: CSSProperties | undefined = index === 0 && rows > 1 ? { gridRow: `span ${rows}` } : undefined;
  return (
    <li
      className={`sf-place-collage__item${index === 0 ? ' sf-place-collage__item--hero' : ''}`}
      style={style}
    >
      {/* The button is named by its content (the open label, the error, the '+N' text); the image is decorative in it. */}
      <button
        type="button"
        className="sf-place-photo"
        data-sf-photo={state}
        aria-busy={state === 'loading' ? true : undefined}
        onClick={() => onOpen(index)}
      >
        <span className="sf-visually-hidden">{t('place.photo.open', { index: index + 1, total })}</span>
        {uri !== null && state !== 'error' && (
          <img
            className="sf-place-photo__img"
            src={uri}
            alt=""
            loading="lazy"
            decoding="async"
            width={hasSize ? photo.widthPx : undefined}
            height={hasSize ? photo.heightPx : undefined}
            onLoad={onLoad}
            onError={onError}
          />
        )}
        {state === 'error' && (
          <span className="sf-place-photo__error">
            <ErrorIcon />
            <span className="sf-place-photo__error-text">{t('place.photo.error')}</span>
          </span>
        )}
        {more > 0 && (
          <span className="sf-place-photo__more">
            <span aria-hidden="true">+{more}</span>
            <span className="sf-visually-hidden">{tp('place.photo.more', more, { count: more })}</span>
          </span>
        )}
      </button>
    </li>
  );
}

/**
 * The photo collage (2.5, 4.12, 9.5): up to `maxPhotos` photos, the first big (the hero), the others
 * smaller beside it, '+N' on the last when there are more. Each photo is a button that opens the
 * lightbox; a neutral placeholder while it loads (aria-busy, `data-sf-photo="loading"`), an error tile
 * 'Bild kann nicht geladen werden' when its URI is refused or the image fails. No photos: nothing.
 */
export function PhotoCollage({
  photos,
  placeName,
  maxPhotos = DEFAULT_MAX_PHOTOS,
  size,
  onOpen,
}: PhotoCollageProps) {
  const limit = Number.isFinite(maxPhotos) ? Math.max(0, Math.floor(maxPhotos)) : DEFAULT_MAX_PHOTOS;
  const shown = photos.slice(0, limit);
  if (shown.length === 0) return null;
  const more = photos.length - shown.length;
  return (
    <ul
      className={`sf-place-collage sf-place-collage--${size === 'SMALL' ? 'small' : 'large'}`}
      data-sf-photo-count={shown.length}
      aria-label={t('place.lightbox', { name: placeName })}
    >
      {shown.map((photo, index) => (
        <PhotoTile
          key={`${index}-${photo.name}`}
          photo={photo}
          index={index}
          total={photos.length}
          more={index === shown.length - 1 ? more : 0}
          rows={shown.length - 1}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
}
