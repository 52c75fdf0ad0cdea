/**
 * The place search list (issue 16, spec 2.5 'Place search list'): the results as internal compact
 * cards, vertically (an ordered list) or as a horizontal carousel (a scroll-snap row with
 * 'Vorherige anzeigen' / 'Nächste anzeigen', disabled at the ends once the scroll position has
 * settled, 9.5). Selectable results are a WAI-ARIA listbox with roving focus.
 *
 * A listbox option may hold nothing interactive (its children are presentational), and the maps
 * link must stay a link: so an option shows the card's text (the internal card of a copy of the
 * place without its maps links), and the maps links stand in a list of their own beside the
 * listbox, outside it. CSS subgrid lines each link up with its option (search.css).
 */
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../core/i18n';
import { mapsLink, Place, type PlaceSource } from '../model';
import type { Orientation } from '../validate';
import { MapsButton } from '../details/CompactCard';
import { ChevronIcon } from '../../core/icons';
import { InternalCompactCard } from '../details/InternalCompactCard';
import { AboutResults } from '../details/parts/Disclosures';
import { FailureText, Loader, StatusText } from '../details/parts/Status';
import type { PlaceFailureStatus } from '../source';
import { debounce, edges, scrollDelta, SCROLL_DEBOUNCE_MS, type Edges } from './carousel';
import { isSelectKey, moveTo } from './listbox';
import './search.css';
import { isRtl } from '../../core/direction';
import { prefersReducedMotion } from '../../core/media';

export type SearchStatus = 'loading' | 'ready' | 'error';

export interface PlaceSearchListProps {
  /** The results; null before any arrived. */
  places: Place[] | null;
  status: SearchStatus;
  /** The source of the results ('Über diese Ergebnisse' is worded for it). */
  source: PlaceSource;
  orientation: Orientation;
  selectable: boolean;
  /** A result was selected (selectable lists only). */
  onSelect: (place: Place) => void;
  /** The list's accessible name. */
  label: string;
  /** 'Über diese Ergebnisse' under the list; default true. */
  showsAboutResults?: boolean;
  /** Why the search failed (status 'error'), and asking again. */
  failure?: PlaceFailureStatus | null;
  onRetry?: () => void;
}

export function PlaceSearchList(props: PlaceSearchListProps) {
  const { places, status, source, showsAboutResults = true } = props;
  if (status === 'loading')
    return (
      <div className="sf-place-search sf-place-search--loading" aria-busy="true">
        <Loader />
      </div>
    );
  if (status === 'error')
    return (
      <div className="sf-place-search">
        <FailureText
          message={t('place.search.error')}
          failure={props.failure ?? null}
          {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        />
      </div>
    );
  if (!places || places.length === 0)
    return (
      <div className="sf-place-search">
        <StatusText message={t('place.search.empty')} />
      </div>
    );
  return (
    <div
      className={`sf-place-search sf-place-search--${props.orientation === 'HORIZONTAL' ? 'horizontal' : 'vertical'}`}
    >
      <Results {...props} places={places} />
      {showsAboutResults && (
        <div className="sf-place-search__about">
          <AboutResults source={source} />
        </div>
      )}
    </div>
  );
}

/** The internal card of the place's text only: no maps link, nothing interactive inside an option. */
const textOnly = (place: Place): Place =>
  new Place({ id: place.id }, place.source, {
    displayName: place.displayName,
    formattedAddress: place.formattedAddress,
  });

function CheckIcon() {
  return (
    <svg
      className="sf-place-search__check"
      viewBox="0 0 16 16"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 8.5l3.2 3.2L13 5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </svg>
  );
}

function Results(props: PlaceSearchListProps & { places: Place[] }) {
  const { places, orientation, selectable, onSelect, label } = props;
  const horizontal = orientation === 'HORIZONTAL';
  const base = useId();
  const scrollerId = `${base}-scroller`;
  const scroller = useRef<HTMLDivElement>(null);
  const options = useRef<(HTMLLIElement | null)[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [message, setMessage] = useState('');
  const [shown, setShown] = useState(places);
  // New results: nothing selected, the first option active, and the new count announced.
  if (shown !== places) {
    setShown(places);
    setSelected(null);
    setActive(0);
    setMessage(
      places.length === 1 ? t('place.search.countOne') : t('place.search.count', { count: places.length }),
    );
  }
  const texts = useMemo(() => places.map(textOnly), [places]);

  // Carousel: the buttons follow the scroll position once it has settled (9.5), and the width.
  const [ends, setEnds] = useState<Edges>({ atStart: true, atEnd: true });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!horizontal || !element) return;
    const measure = (): void => setEnds(edges(element.scrollLeft, element.clientWidth, element.scrollWidth));
    const settled = debounce(measure, SCROLL_DEBOUNCE_MS);
    measure();
    element.addEventListener('scroll', settled, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => settled()) : null;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', settled);
      observer?.disconnect();
      settled.cancel();
    };
  }, [horizontal, places]);

  const go = (direction: 'previous' | 'next'): void => {
    const element = scroller.current;
    if (!element || (direction === 'previous' ? ends.atStart : ends.atEnd)) return;
    const item = element.querySelector('.sf-place-search__item, [role="option"]');
    const list = element.querySelector('.sf-place-search__list');
    const gap = list ? parseFloat(getComputedStyle(list).columnGap) || 0 : 0;
    const step = (item?.getBoundingClientRect().width ?? 0) + gap || element.clientWidth;
    const left = scrollDelta(direction, step, isRtl(element));
    if (typeof element.scrollBy === 'function')
      element.scrollBy({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    else element.scrollLeft += left;
  };

  const select = (index: number): void => {
    const place = places[index];
    if (!place) return;
    setSelected(index);
    setActive(index);
    setMessage(t('place.search.selected', { name: place.displayName ?? place.formattedAddress ?? '' }));
    onSelect(place);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>): void => {
    if (isSelectKey(event.key)) {
      event.preventDefault();
      select(active);
      return;
    }
    const rtl = isRtl(event.currentTarget);
    const next = moveTo(event.key, active, places.length, orientation, rtl);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    options.current[next]?.focus();
  };

  /** A click (or tap) on an option selects it; handled on the listbox, whose keys select too. */
  const onClick = (event: React.MouseEvent<HTMLElement>): void => {
    const option = (event.target as Element).closest('[role="option"]');
    const index = Number(option?.getAttribute('data-index'));
    if (option && Number.isInteger(index)) select(index);
  };

  const count = { '--sf-place-search-count': places.length } as React.CSSProperties;
  const list = selectable ? (
    <div className="sf-place-search__grid" style={count}>
      <ol
        className="sf-place-search__list sf-place-search__list--options"
        role="listbox"
        aria-label={label}
        aria-orientation={horizontal ? 'horizontal' : 'vertical'}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {places.map((place, index) => (
          <li
            // Results may repeat a place; the position tells them apart.
            key={`${index}-${place.id}`}
            id={`${base}-option-${index}`}
            ref={(element) => {
              options.current[index] = element;
            }}
            className="sf-place-search__option"
            role="option"
            aria-selected={selected === index}
            tabIndex={index === active ? 0 : -1}
            data-index={index}
            onFocus={() => setActive(index)}
          >
            <InternalCompactCard place={texts[index] ?? place} />
            <CheckIcon />
          </li>
        ))}
      </ol>
      <ul className="sf-place-search__links">
        {places.map((place, index) =>
          mapsLink(place) ? (
            <li
              key={`${index}-${place.id}`}
              className="sf-place-search__link"
              style={horizontal ? { gridColumn: index + 1 } : { gridRow: index + 1 }}
            >
              {/* The link's purpose in its context (WCAG 2.4.4): the place it belongs to. */}
              <span className="sf-visually-hidden">{place.displayName ?? place.formattedAddress}</span>
              <MapsButton place={place} variant="minimal" />
            </li>
          ) : null,
        )}
      </ul>
    </div>
  ) : (
    <ol className="sf-place-search__list" aria-label={label}>
      {places.map((place, index) => (
        <li key={`${index}-${place.id}`} className="sf-place-search__item">
          <InternalCompactCard place={place} />
        </li>
      ))}
    </ol>
  );

  return (
    <>
      {horizontal ? (
        <>
          <div className="sf-place-search__controls">
            <CarouselButton
              direction="previous"
              controls={scrollerId}
              disabled={ends.atStart}
              onClick={() => go('previous')}
            />
            <CarouselButton
              direction="next"
              controls={scrollerId}
              disabled={ends.atEnd}
              onClick={() => go('next')}
            />
          </div>
          <div className="sf-place-search__scroller" id={scrollerId} ref={scroller}>
            {list}
          </div>
        </>
      ) : (
        list
      )}
      {/* Polite: the new count when results replace the list, the selected place on a selection. */}
      <div className="sf-visually-hidden" role="status">
        {message}
      </div>
    </>
  );
}

/**
 * 'Vorherige anzeigen' / 'Nächste anzeigen'. At an end the button is aria-disabled, not disabled:
 * it keeps the keyboard focus a visitor gave it (a disabled button would drop it to the page).
 */
function CarouselButton(props: {
  direction: 'previous' | 'next';
  controls: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const { direction, controls, disabled, onClick } = props;
  return (
    <button
      type="button"
      className={`sf-place-search__button sf-place-search__button--${direction}`}
      aria-controls={controls}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
    >
      <ChevronIcon className="sf-place-search__chevron" />
      <span className="sf-visually-hidden">
        {direction === 'previous' ? t('place.search.previous') : t('place.search.next')}
      </span>
    </button>
  );
}
