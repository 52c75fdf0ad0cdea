/**
 * The combobox wiring on the CMS's own text input (issue 16, 2.5), apart from the autocomplete's
 * view: the wrapper that goes around the input (the list and the close button live in it; in
 * full-window mode it is the fixed layer), the ARIA attributes the widget manages on the input (its
 * own values come back when the widget goes), and the input's native listeners (it is the CMS's
 * element, not React's): typing, the keys, leaving, presses in the widget, and the form's reset.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { cycleTarget } from '../../core/a11y/focus';
import type { AutocompleteController, AutocompleteStatus } from './controller';

/** The combobox attributes the widget sets on the input (restored when it goes). */
const MANAGED_ATTRIBUTES = [
  'role',
  'aria-autocomplete',
  'aria-expanded',
  'aria-controls',
  'aria-activedescendant',
  'aria-describedby',
  'autocomplete',
] as const;

/** What the view shows now; the native listeners read the newest of it. */
export interface ComboboxView {
  /** The visitor is working with the list (it may still be empty). */
  open: boolean;
  /** The listbox is shown with predictions. */
  expanded: boolean;
  /** The list or a status line is shown. */
  visible: boolean;
  /** Full-window mode (a narrow screen, list open). */
  full: boolean;
  /** The highlighted prediction, -1 for none. */
  activeIndex: number;
  status: AutocompleteStatus;
}

export interface ComboboxInputOptions {
  input: HTMLInputElement;
  /** The ids the input points to: the listbox, the hint, and each option. */
  listboxId: string;
  hintId: string;
  optionId: (index: number) => string;
  view: ComboboxView;
  controller: RefObject<AutocompleteController | null>;
  /** The full-window close button (Tab goes between it and the input only). */
  closeButton: RefObject<HTMLButtonElement | null>;
  setOpen: (open: boolean) => void;
  /** Takes the prediction at `index`; false when there is none to take. */
  choose: (index: number) => boolean;
  closeList: (focusInput: boolean) => void;
}

/** The wrapper around the input (made here, attached in a layout effect, removed with the widget). */
function useWrapper(input: HTMLInputElement): HTMLDivElement {
  const [wrapper] = useState(() => {
    const element = document.createElement('div');
    element.className = 'sf-place-ac';
    return element;
  });
  // The wrapper goes around the input (focus kept), and away again with the widget.
  useLayoutEffect(() => {
    const hadFocus = document.activeElement === input;
    input.replaceWith(wrapper);
    wrapper.prepend(input);
    if (hadFocus) input.focus({ preventScroll: true });
    return () => {
      const focused = document.activeElement === input;
      if (wrapper.parentNode) wrapper.replaceWith(input);
      if (focused) input.focus({ preventScroll: true });
    };
  }, [input, wrapper]);
  return wrapper;
}

/**
 * Wires `input` as the combobox of the widget and returns the wrapper the view renders into.
 * Arrow keys move (wrapping; Arrow down opens), Enter takes the highlighted prediction (without one
 * the form submits the typed text), Escape and Tab close; full-window, Tab goes between the input
 * and the close button.
 */
export function useComboboxInput(options: ComboboxInputOptions): HTMLDivElement {
  const { input, listboxId, hintId, optionId, view, controller, closeButton, setOpen, choose, closeList } =
    options;
  const wrapper = useWrapper(input);
  const { expanded, activeIndex, visible, full, status } = view;

  // The newest values for the input's own (native) listeners.
  const latest = useRef(view);
  useLayoutEffect(() => {
    latest.current = view;
  });

  // The input's combobox attributes (its own values come back when the widget goes).
  useLayoutEffect(() => {
    const saved = MANAGED_ATTRIBUTES.map((name) => [name, input.getAttribute(name)] as const);
    const describedBy = input.getAttribute('aria-describedby');
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listboxId);
    input.setAttribute('aria-describedby', describedBy ? `${describedBy} ${hintId}` : hintId);
    // The browser's own suggestions would cover ours.
    input.setAttribute('autocomplete', 'off');
    return () => {
      for (const [name, value] of saved) {
        if (value === null) input.removeAttribute(name);
        else input.setAttribute(name, value);
      }
    };
  }, [input, listboxId, hintId]);

  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(expanded));
    if (activeIndex >= 0) input.setAttribute('aria-activedescendant', optionId(activeIndex));
    else input.removeAttribute('aria-activedescendant');
    wrapper.classList.toggle('sf-place-ac--open', visible);
    wrapper.classList.toggle('sf-place-ac--full', full);
    // For pages and tests that wait: idle, loading (a request is due or under way), ready or error.
    wrapper.setAttribute('data-sf-ac', status);
  }, [input, wrapper, optionId, expanded, activeIndex, visible, full, status]);

  // The input's own events (it is the CMS's element, not React's).
  useEffect(() => {
    const caret = (): number | null => input.selectionStart;

    const onInput = (): void => {
      setOpen(true);
      controller.current?.setInput(input.value, caret());
    };

    const onArrow = (event: KeyboardEvent, typing: AutocompleteController): void => {
      if (event.ctrlKey || event.metaKey || event.shiftKey) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const current = typing.getState();
      if (latest.current.expanded) {
        event.preventDefault();
        typing.move(step);
        return;
      }
      if (current.predictions.length > 0 && current.input === input.value) {
        event.preventDefault();
        setOpen(true);
        typing.move(step);
        return;
      }
      if (event.key === 'ArrowDown' && input.value.trim() !== '') {
        event.preventDefault();
        setOpen(true);
        if (current.status !== 'loading' || current.input !== input.value) {
          typing.setInput(input.value, caret());
        }
      }
    };

    const onKeyDown = (event: KeyboardEvent): void => {
      const typing = controller.current;
      if (!typing || event.isComposing || event.defaultPrevented) return;
      const now = latest.current;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          onArrow(event, typing);
          return;
        case 'Enter':
          if (now.expanded && now.activeIndex >= 0) {
            if (choose(now.activeIndex)) event.preventDefault();
            return;
          }
          // No prediction taken: the form submits the typed text, as without JavaScript.
          if (now.open) closeList(false);
          return;
        case 'Escape':
          if (!now.open) return;
          if (now.visible || now.full) event.preventDefault();
          closeList(true);
          return;
        case 'Tab': {
          // Full-window: Tab goes between the input and the close button only.
          const target =
            now.full && closeButton.current
              ? cycleTarget([input, closeButton.current], input, event.shiftKey)
              : undefined;
          if (target) {
            event.preventDefault();
            target.focus();
            return;
          }
          if (now.open) closeList(false);
          return;
        }
        default:
      }
    };

    const onFocusOut = (event: FocusEvent): void => {
      const next = event.relatedTarget;
      if (next instanceof Node && wrapper.contains(next)) return;
      const now = latest.current;
      // Full-window: the page behind is covered; only focus that really went elsewhere closes it.
      if (now.full && !(next instanceof Node)) return;
      if (now.open) closeList(false);
    };

    // A press anywhere in the widget but the input keeps focus in the input (a click takes a
    // prediction; touch and mouse go the same way).
    const onPress = (event: MouseEvent): void => {
      if (event.target !== input) event.preventDefault();
    };

    const form = input.form;
    const onReset = (): void => {
      closeList(false);
      // The form resets its fields after this event.
      queueMicrotask(() => controller.current?.setInput(input.value, null));
    };

    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('focusout', onFocusOut);
    wrapper.addEventListener('mousedown', onPress);
    form?.addEventListener('reset', onReset);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('focusout', onFocusOut);
      wrapper.removeEventListener('mousedown', onPress);
      form?.removeEventListener('reset', onReset);
    };
  }, [input, wrapper, controller, closeButton, setOpen, choose, closeList]);

  return wrapper;
}
