import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import type { SfEventName } from '../../core/events';
import { MAX_QUERY_LENGTH } from '../../core/http';
import { createPortal } from 'react-dom';
import { language, t } from '../../core/i18n';
import { formatDistance } from '../../services/geo';
import type { Place } from '../model';
import type { PlaceFailureStatus, PlacePrediction } from '../source';
import {
  createAutocompleteController,
  type AutocompleteApi,
  type AutocompleteController,
  type AutocompleteSettings,
  type AutocompleteState,
} from './controller';
import { predictionParts, type HighlightPart } from './highlight';
import { useComboboxInput } from './useComboboxInput';
import { useMediaQuery } from '../../core/hooks';
import { useScrollLock } from '../../core/a11y/useScrollLock';
import './autocomplete.css';

/** 9.5: the open dropdown goes full-window on screens this wide or narrower. */
export const FULL_WINDOW_MAX_WIDTH = 450;
export const FULL_WINDOW_QUERY = `(max-width: ${FULL_WINDOW_MAX_WIDTH}px)`;

/** Dispatched (bubbling) on the widget's frame when a prediction is chosen. */
export const PLACE_SELECT_EVENT = 'sf:place-select' satisfies SfEventName;

export interface PlaceSelectDetail {
  /** The chosen place, or null when its details fetch failed (then `status` says why). */
  place: Place | null;
  prediction: PlacePrediction;
  status?: PlaceFailureStatus;
}

export interface PlaceAutocompleteProps {
  /** The CMS's labelled text input; it stays the one input (enhanced, never replaced). */
  input: HTMLInputElement;
  /** The widget's frame element: `sf:place-select` is dispatched on it. */
  frame: HTMLElement;
  api: AutocompleteApi;
  /** The static request elements from the widget's settings (keep the object stable). */
  request: AutocompleteSettings;
  /** The integrator's console. */
  report: (message: string) => void;
  /**
   * What the input holds once a prediction is chosen: its text (default), or the chosen place's
   * street address when it arrives (the map forms: 'Marienplatz 8, 80331 München' is what a
   * geocoder takes; the prediction's text stays if the place has no street, a square say, or the
   * visitor typed on meanwhile). The request's `fields` must then include formattedAddress and
   * addressComponents.
   */
  fill?: 'prediction' | 'address';
}

const IDLE: AutocompleteState = { input: '', predictions: [], status: 'idle', activeIndex: -1 };

function Parts({ parts }: { parts: HighlightPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.matched ? (
          <mark key={index} className="sf-place-ac__mark">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

function CloseIcon() {
  return (
    <svg
      className="sf-place-ac__close-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 6l12 12M18 6L6 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The place's address when it names a street ('Marienplatz 8, 80331 München'); null for a place
 * without one (a square's address is just 'München': its prediction's text says more).
 */
export function streetAddress(place: Place | null): string | null {
  if (!place?.formattedAddress) return null;
  const street = place.addressComponents?.some((component) => component.types.includes('route'));
  return street ? place.formattedAddress : null;
}

/** The visitor is in the input and has typed something (the widget mounted late). */
const typingAlready = (input: HTMLInputElement): boolean =>
  document.activeElement === input && input.value.trim() !== '';

/** The input's text, set without an `input` event (no new request). */
function writeValue(input: HTMLInputElement, value: string): void {
  input.value = value;
}

/** The line shown in the open list instead of predictions: a failure, too long a text, none found. */
function statusMessage(open: boolean, state: AutocompleteState): string | null {
  if (!open) return null;
  if (state.status === 'error') return t('place.autocomplete.failed');
  if (state.status === 'tooLong') return t('place.autocomplete.tooLong', { max: MAX_QUERY_LENGTH });
  if (state.status === 'ready' && state.predictions.length === 0) return t('place.autocomplete.none');
  return null;
}

function announcement(open: boolean, state: AutocompleteState): string {
  const message = statusMessage(open, state);
  if (message !== null) return message;
  if (!open || state.status !== 'ready') return '';
  const count = state.predictions.length;
  if (count === 1) return t('place.autocomplete.countOne');
  return t('place.autocomplete.count', { count });
}

/**
 * The place autocomplete (issue 16, 2.5): turns the CMS's plain labelled text input into a WAI-ARIA
 * 1.2 combobox with a listbox of predictions ('Vorhersagen'), the typed part marked. Arrow keys move
 * (wrapping; Arrow down opens), Enter takes the highlighted prediction (without one, the form submits
 * the typed text as before), Escape and Tab close; a click or tap takes a prediction. A polite live
 * region tells how many predictions there are. On screens 450 px wide or less the open list goes
 * full-window: the input's wrapper becomes a fixed layer with the input on top and a close button,
 * the page does not scroll, and closing gives focus back to the input and the page its scroll
 * position. A chosen prediction's text goes into the input, its place is fetched (with the typing
 * session's token) and `sf:place-select` bubbles from the frame with `{ place, prediction }`.
 */
export function PlaceAutocomplete(props: PlaceAutocompleteProps) {
  const { input, frame, api, request, report, fill = 'prediction' } = props;
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const optionId = useCallback((index: number): string => `${id}-option-${index}`, [id]);

  const controllerRef = useRef<AutocompleteController | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<AutocompleteState>(IDLE);
  const [open, setOpen] = useState(() => typingAlready(input));
  const narrow = useMediaQuery(FULL_WINDOW_QUERY);

  const expanded = open && state.predictions.length > 0;
  const message = statusMessage(open, state);
  const full = open && narrow;
  const activeIndex = expanded ? state.activeIndex : -1;

  // The typing session.
  useEffect(() => {
    const controller = createAutocompleteController({ api, settings: request, report });
    controllerRef.current = controller;
    const unsubscribe = controller.subscribe(setState);
    // Mounted while the visitor is typing (the map forms load this on the first focus): what is
    // typed so far is asked for at once.
    if (typingAlready(input)) {
      controller.setInput(input.value, input.selectionStart);
    }
    return () => {
      unsubscribe();
      controller.dispose();
      if (controllerRef.current === controller) controllerRef.current = null;
    };
  }, [api, request, report, input]);

  // The highlighted prediction stays in view.
  useEffect(() => {
    if (activeIndex < 0) return;
    const option = document.getElementById(`${id}-option-${activeIndex}`);
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [id, activeIndex]);

  // Full-window: the page behind does not scroll; afterwards it is where it was.
  useScrollLock(full, { restoreScroll: true });

  const closeList = useCallback(
    (focusInput: boolean) => {
      setOpen(false);
      controllerRef.current?.close();
      if (focusInput) input.focus({ preventScroll: true });
    },
    [input],
  );

  const choose = useCallback(
    (index: number): boolean => {
      const controller = controllerRef.current;
      const prediction = controller?.getState().predictions[index];
      if (!controller || !prediction) return false;
      const pending = controller.choose(index);
      if (!pending) return false;
      writeValue(input, prediction.text);
      closeList(true);
      void pending.then((choice) => {
        const address = fill === 'address' ? streetAddress(choice.place) : null;
        if (address && input.value === prediction.text) writeValue(input, address);
        const detail: PlaceSelectDetail =
          choice.status === 'OK'
            ? { place: choice.place, prediction }
            : { place: null, prediction, status: choice.status };
        frame.dispatchEvent(
          new CustomEvent<PlaceSelectDetail>(PLACE_SELECT_EVENT, { bubbles: true, detail }),
        );
      });
      return true;
    },
    [input, frame, closeList, fill],
  );

  const wrapper = useComboboxInput({
    input,
    listboxId,
    hintId,
    optionId,
    view: { open, expanded, visible: expanded || message !== null, full, activeIndex, status: state.status },
    controller: controllerRef,
    closeButton,
    setOpen,
    choose,
    closeList,
  });

  const onCloseKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>): void => {
    if (event.key === 'Tab') {
      // Full-window: Tab goes between the input and the close button only.
      event.preventDefault();
      input.focus({ preventScroll: true });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeList(true);
    }
  };

  const lang = language();

  return createPortal(
    <>
      {full && (
        <button
          ref={closeButton}
          type="button"
          className="sf-place-ac__close"
          onClick={() => closeList(true)}
          onKeyDown={onCloseKeyDown}
        >
          <CloseIcon />
          <span className="sf-place-ac__close-text">{t('place.autocomplete.close')}</span>
        </button>
      )}
      <div className="sf-place-ac__popup" hidden={!expanded && message === null}>
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('place.autocomplete.predictions')}
          className="sf-place-ac__listbox"
          hidden={!expanded}
        >
          {expanded &&
            state.predictions.map((prediction, index) => {
              const parts = predictionParts(prediction);
              const selected = index === activeIndex;
              return (
                // Keys reach the options through the input (aria-activedescendant); a click or tap chooses.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={`${prediction.placeId}-${index}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  className={`sf-place-ac__option${selected ? ' sf-place-ac__option--active' : ''}`}
                  onClick={() => choose(index)}
                >
                  <span className="sf-place-ac__main">
                    <Parts parts={parts.main} />
                  </span>
                  {parts.secondary && (
                    <>
                      <span className="sf-visually-hidden">, </span>
                      <span className="sf-place-ac__secondary">
                        <Parts parts={parts.secondary} />
                      </span>
                    </>
                  )}
                  {prediction.distanceMeters !== null && (
                    <>
                      <span className="sf-visually-hidden">, </span>
                      <span className="sf-place-ac__distance">
                        {t('place.autocomplete.distance', {
                          distance: formatDistance(prediction.distanceMeters, lang),
                        })}
                      </span>
                    </>
                  )}
                </li>
              );
            })}
        </ul>
        {message !== null && <p className="sf-place-ac__message">{message}</p>}
      </div>
      <div className="sf-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement(open, state)}
      </div>
      <span id={hintId} className="sf-visually-hidden">
        {t('place.autocomplete.hint')}
      </span>
    </>,
    wrapper,
  );
}
