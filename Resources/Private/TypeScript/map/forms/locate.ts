/**
 * Issue 29: "Meinen Standort verwenden" beside an address field (radius search and map search
 * `address`, directions `origin`). The bundle inserts the button when it binds the form (it needs
 * JavaScript). Only a click asks the browser for the position, never the page load. While locating
 * the button is busy (aria-busy, aria-disabled: it keeps the focus) and the form's status line says
 * so. A failure says why in the status line and leaves the field as the visitor typed it. A position
 * becomes the street address at it (the provider's reverse geocoding; "Mein Standort" when there is
 * none) in the field, which then carries `data-sf-located="true"` until the visitor types; the form
 * is submitted and, while the field holds that text, searches from the exact position (`at`), with
 * no forward geocoding of the label. The position stays in memory: never in the URL, the DOM, the
 * storage or the console.
 */
import { locate as browserLocate, type LocateResult, type VisitorPosition } from '../../core/geolocation';
import { t } from '../../core/i18n';
import { withheldDetail } from '../../services/outcome';
import { locateFailedMessage } from '../messages';
import type { ActiveMap } from './run';
import { say } from './status';

export const LOCATED_ATTRIBUTE = 'data-sf-located';

export interface LocateOptions {
  /** The ready map, or undefined before it (then the button asks for the map, as a submit does). */
  active(): ActiveMap | undefined;
  /** The sentence of a submission before the map is ready (the runner's). */
  notReady(form: HTMLFormElement): string;
  /** A console error naming the block (never the position, never a request that carried it). */
  report(message: string): void;
  /** The browser's position (tests); by default core/geolocation.ts. */
  locate?: () => Promise<LocateResult>;
}

/**
 * The one way to the visitor's position once it is located: the runner asks it for a submission's
 * address and, when it answers, words every message of that submission without a request.
 */
export interface Located {
  /** The exact position behind a located field of `form` that holds `address`, else undefined. */
  at(form: HTMLFormElement, address: string): VisitorPosition | undefined;
}

/**
 * core/geolocation.ts is part of the map chunk, not a chunk of its own: a few hundred bytes there,
 * where a chunk of its own would add its name and hash to the entry's runtime.
 */
const defaultLocate = (): Promise<LocateResult> => browserLocate();

/** The directions form's destination is empty and nothing stands in for it: ask for it, no submit. */
function wantsDestination(form: HTMLFormElement, field: HTMLInputElement, fallback: string): boolean {
  const destination = form.elements.namedItem('destination');
  if (!(destination instanceof HTMLInputElement) || destination === field) return false;
  return destination.value.trim() === '' && fallback.trim() === '';
}

function submit(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.dispatchEvent(new Event('submit', { cancelable: true }));
}

/** Adds the button to each field; `fallback` is the settings' fallback address (5.1). */
export function attachLocate(
  fields: readonly HTMLInputElement[],
  fallback: string,
  options: LocateOptions,
): Located {
  const positions = new WeakMap<HTMLInputElement, { position: VisitorPosition; label: string }>();
  const locate = options.locate ?? defaultLocate;

  const forget = (field: HTMLInputElement): void => {
    field.removeAttribute(LOCATED_ATTRIBUTE);
    positions.delete(field);
  };

  const bindField = (field: HTMLInputElement): void => {
    const form = field.form;
    if (!form) return;
    const doc = field.ownerDocument;
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'ce-map__locate';
    button.textContent = t('map.locate.button');
    if (field.id) button.setAttribute('aria-controls', field.id);
    // Between the label and the input (content.css keeps its row from the first paint).
    field.before(button);
    // The visitor's own text replaces the located one (any other new text no longer matches `at`).
    field.addEventListener('input', () => forget(field));
    form.addEventListener('reset', () => forget(field));

    const setBusy = (busy: boolean): void => {
      button.textContent = t(busy ? 'map.locate.busy' : 'map.locate.button');
      if (busy) {
        button.setAttribute('aria-busy', 'true');
        button.setAttribute('aria-disabled', 'true');
      } else {
        button.removeAttribute('aria-busy');
        button.removeAttribute('aria-disabled');
      }
    };

    const run = async (): Promise<void> => {
      if (!options.active()) {
        say(form, options.notReady(form), 'error');
        return;
      }
      const typed = field.value;
      setBusy(true);
      say(form, t('map.locate.busy'), 'busy');
      try {
        const found = await locate();
        if ('failure' in found) {
          say(form, locateFailedMessage(found.failure), 'error');
          return;
        }
        const active = options.active();
        if (!active) {
          say(form, options.notReady(form), 'error');
          return;
        }
        const reversed = await active.services.reverse(found.position);
        if (reversed.status !== 'OK') {
          // The reverse request is the position itself: only the engine and its answer are named.
          options.report(
            `"${t('map.locate.button')}": reverse geocoding failed: ${reversed.status} (${withheldDetail(reversed)})`,
          );
        }
        // The visitor typed while we located: their text wins, the position is dropped.
        if (field.value !== typed) {
          say(form, '', 'ok');
          return;
        }
        const label = reversed.status === 'OK' ? reversed.label : t('map.locate.label');
        field.value = label;
        field.setAttribute(LOCATED_ATTRIBUTE, 'true');
        positions.set(field, { position: found.position, label });
        if (wantsDestination(form, field, fallback)) {
          say(form, t('map.locate.enterDestination'), 'ok');
          const destination = form.elements.namedItem('destination');
          if (destination instanceof HTMLInputElement) destination.focus();
          return;
        }
        setBusy(false);
        submit(form);
      } catch (error) {
        // A defect of our own: its message might hold what it was handed, the position among it.
        const kind = error instanceof Error ? error.name : typeof error;
        options.report(
          `"${t('map.locate.button')}": ${kind} (its message is left out: it may hold the position)`,
        );
        say(form, locateFailedMessage('unavailable'), 'error');
      } finally {
        setBusy(false);
      }
    };

    button.addEventListener('click', () => {
      if (button.getAttribute('aria-busy') === 'true') return;
      void run();
    });
  };

  for (const field of fields) bindField(field);

  return {
    at(form, address) {
      const wanted = address.trim();
      for (const field of form.querySelectorAll<HTMLInputElement>(`input[${LOCATED_ATTRIBUTE}="true"]`)) {
        const stored = positions.get(field);
        if (stored && field.value.trim() === wanted && stored.label.trim() === wanted) return stored.position;
      }
      return undefined;
    },
  };
}

/** The address fields that get the button: radius and map search `address`, directions `origin`. */
export function locateFields(forms: {
  radiusForm: HTMLFormElement | null;
  searchForm: HTMLFormElement | null;
  directionsForm: HTMLFormElement | null;
}): HTMLInputElement[] {
  const pick = (form: HTMLFormElement | null, name: string): HTMLInputElement[] => {
    const field = form?.elements.namedItem(name);
    return field instanceof HTMLInputElement ? [field] : [];
  };
  return [
    ...pick(forms.radiusForm, 'address'),
    ...pick(forms.searchForm, 'address'),
    ...pick(forms.directionsForm, 'origin'),
  ];
}
