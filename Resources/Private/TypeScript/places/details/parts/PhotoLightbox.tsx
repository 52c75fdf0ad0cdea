import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../../core/i18n';
import type { Photo } from '../../model';
import { PHOTO_WIDTH_PX } from '../../photos';
import { clampIndex, gestureStep } from './gestures';
import { OverflowMenu, type OverflowMenuItem } from './OverflowMenu';
import { usePhotoSource } from './photo-source';
import './photos.css';
import { isRtl } from '../../../core/direction';
import { useFocusTrap } from '../../../core/a11y/useFocusTrap';
import { useScrollLock } from '../../../core/a11y/useScrollLock';

export interface PhotoLightboxProps {
  photos: Photo[];
  placeName: string;
  /** The photo shown; clamped into the list (4.12). */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Google serves photos up to 4,800 px wide (maxWidthPx 1–4800). */
const MAX_PHOTO_WIDTH_PX = 4800;

/** Only web links become links (a photo's author and flag URIs come from the data source). */
function webLink(uri: string | null | undefined): string | null {
  if (!uri) return null;
  try {
    const url = new URL(uri, document.baseURI);
    return url.protocol === 'https:' || url.protocol === 'http:' ? uri : null;
  } catch {
    return null;
  }
}

/** The width to ask for: the screen's, at least the widgets' 500 px (9.5). */
const viewportPhotoWidth = (): number =>
  Math.min(MAX_PHOTO_WIDTH_PX, Math.max(PHOTO_WIDTH_PX, Math.round(window.innerWidth || 0)));

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      className="sf-place-lightbox__chevron"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface StagePhotoProps {
  photo: Photo;
  alt: string;
  maxWidth: number;
}

function StagePhoto({ photo, alt, maxWidth }: StagePhotoProps) {
  const { state, uri, onLoad, onError } = usePhotoSource(photo, maxWidth);
  const hasSize = photo.widthPx > 0 && photo.heightPx > 0;
  return (
    <div
      className="sf-place-lightbox__photo"
      data-sf-photo={state}
      aria-busy={state === 'loading' ? true : undefined}
    >
      {uri !== null && state !== 'error' && (
        <img
          className="sf-place-lightbox__img"
          src={uri}
          alt={alt}
          width={hasSize ? photo.widthPx : undefined}
          height={hasSize ? photo.heightPx : undefined}
          draggable={false}
          onLoad={onLoad}
          onError={onError}
        />
      )}
      {state === 'error' && <p className="sf-place-lightbox__error">{t('place.photo.error')}</p>}
    </div>
  );
}

/**
 * The photo lightbox (2.5, 4.12): a modal dialog at the end of `<body>` showing one photo with its
 * author ('Foto von {name}', linked when the author has a URI), a report menu ('Foto melden' opens the
 * photo's flag link in a new tab), close / previous / next buttons and, with more than one photo, a
 * segmented progress bar. Previous stops at the first photo, next at the last; arrow keys move too.
 * Focus stays inside (Tab and Shift+Tab cycle), Escape closes, and focus goes back to the element
 * that opened it; the page behind does not scroll. On screens 640 px wide or less, swipes and taps on
 * the photo change it (gestures.ts), mirrored in right-to-left layouts.
 */
export function PhotoLightbox({ photos, placeName, index, onIndexChange, onClose }: PhotoLightboxProps) {
  const total = photos.length;
  const current = clampIndex(index, total);
  const photo = photos[current];
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const pointer = useRef<{ id: number; x: number; y: number } | null>(null);
  const [maxWidth] = useState(viewportPhotoWidth);
  const positionId = useId();

  // 4.12: a photo list that changed under the index pulls it back into range.
  useEffect(() => {
    if (current !== index) onIndexChange(current);
  }, [current, index, onIndexChange]);

  // Open: focus on the close button and kept inside (focus that lands outside, by a click on the
  // page behind say, comes back), page scroll locked. Close (unmount): scroll back, focus to the opener.
  useScrollLock(true);
  const trapTab = useFocusTrap(dialog, { initialFocus: closeButton, returnFocus: true });

  // A previous / next button that just became disabled (first or last photo) or went away hands
  // focus to its partner, or to the close button, so keyboard users stay in the dialog.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active === nextButton.current && nextButton.current?.disabled) previousButton.current?.focus();
    else if (active === previousButton.current && previousButton.current?.disabled)
      nextButton.current?.focus();
    else if (!active || active === document.body) closeButton.current?.focus();
  }, [current, total]);

  const go = useCallback(
    (step: number) => {
      const target = clampIndex(current + step, total);
      if (target !== current) onIndexChange(target);
    },
    [current, total, onIndexChange],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        onClose();
        return;
      case 'Tab':
        trapTab(event);
        return;
      case 'ArrowLeft':
      case 'ArrowRight': {
        if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        if (event.target instanceof Element && event.target.closest('[role="menu"]')) return;
        event.preventDefault();
        const forward = (event.key === 'ArrowRight') !== isRtl(event.currentTarget);
        go(forward ? 1 : -1);
        return;
      }
      default:
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || event.button > 0) return;
    pointer.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    try {
      // Keeps the pointerup here when a swipe ends beyond the photo.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // No capture (an old browser, jsdom): the gesture still works inside the area.
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start || start.id !== event.pointerId) return;
    const area = event.currentTarget.getBoundingClientRect();
    const width = area.width || event.currentTarget.clientWidth || window.innerWidth;
    const step = gestureStep({
      startX: start.x - area.left,
      endX: event.clientX - area.left,
      startY: start.y,
      endY: event.clientY,
      width,
      viewportWidth: window.innerWidth,
      rtl: isRtl(event.currentTarget),
    });
    if (step !== 0) go(step);
  };

  const report = webLink(photo?.flagContentURI);
  const menuItems: OverflowMenuItem[] = report
    ? [{ id: 'report', label: t('place.lightbox.report'), href: report, newTab: true }]
    : [];
  const authors = (photo?.authorAttributions ?? []).filter((author) => author.displayName.trim() !== '');
  const position = t('place.lightbox.position', { index: current + 1, total });

  return createPortal(
    // The dialog handles Escape, the Tab trap and the arrow keys for everything inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialog}
      className="sf-place-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={t('place.lightbox', { name: placeName })}
      aria-describedby={total > 1 ? positionId : undefined}
      tabIndex={-1}
      data-sf-lightbox-index={current}
      onKeyDown={onKeyDown}
    >
      <div className="sf-place-lightbox__top">
        {total > 1 && (
          <div
            className="sf-place-lightbox__progress"
            role="progressbar"
            aria-label={t('place.lightbox', { name: placeName })}
            aria-valuemin={1}
            aria-valuemax={total}
            aria-valuenow={current + 1}
            aria-valuetext={position}
            style={{ gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))` }}
          >
            {photos.map((item, segment) => (
              <span
                key={`${segment}-${item.name}`}
                className={`sf-place-lightbox__segment${
                  segment === current ? ' sf-place-lightbox__segment--current' : ''
                }${segment < current ? ' sf-place-lightbox__segment--seen' : ''}`}
                data-current={segment === current ? 'true' : undefined}
              />
            ))}
          </div>
        )}
        <div className="sf-place-lightbox__toolbar">
          <p id={positionId} className="sf-place-lightbox__position" aria-live="polite">
            {total > 1 ? position : null}
          </p>
          <OverflowMenu items={menuItems} variant="LIGHTBOX" font="BODY_MEDIUM" />
          <button
            ref={closeButton}
            type="button"
            className="sf-place-lightbox__button sf-place-lightbox__close"
            aria-label={t('place.lightbox.close')}
            title={t('place.lightbox.close')}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      {/* Swipes and taps (screens ≤ 640 px) are a pointer shortcut; the buttons and arrow keys do the same. */}
      <div
        className="sf-place-lightbox__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          pointer.current = null;
        }}
      >
        {photo && (
          <StagePhoto
            key={`${current}-${photo.name}`}
            photo={photo}
            alt={t('place.photo.alt', { name: placeName, index: current + 1, total })}
            maxWidth={maxWidth}
          />
        )}
      </div>
      {total > 1 && (
        <>
          <button
            ref={previousButton}
            type="button"
            className="sf-place-lightbox__button sf-place-lightbox__nav sf-place-lightbox__nav--previous"
            aria-label={t('place.lightbox.previous')}
            title={t('place.lightbox.previous')}
            disabled={current === 0}
            onClick={() => go(-1)}
          >
            <Chevron direction="previous" />
          </button>
          <button
            ref={nextButton}
            type="button"
            className="sf-place-lightbox__button sf-place-lightbox__nav sf-place-lightbox__nav--next"
            aria-label={t('place.lightbox.next')}
            title={t('place.lightbox.next')}
            disabled={current === total - 1}
            onClick={() => go(1)}
          >
            <Chevron direction="next" />
          </button>
        </>
      )}
      {authors.length > 0 && (
        <p className="sf-place-lightbox__attribution">
          {authors.map((author, position) => {
            const text = t('place.photo.by', { name: author.displayName.trim() });
            const href = webLink(author.uri);
            return href ? (
              <a
                key={position}
                className="sf-place-lightbox__author"
                href={href}
                target="_blank"
                rel="noopener"
              >
                {text}
                <span className="sf-visually-hidden"> {t('place.newTab')}</span>
              </a>
            ) : (
              <span key={position} className="sf-place-lightbox__author">
                {text}
              </span>
            );
          })}
        </p>
      )}
    </div>,
    document.body,
  );
}
