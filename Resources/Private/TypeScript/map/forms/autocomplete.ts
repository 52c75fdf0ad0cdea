/**
 * Autocomplete in the map forms (issue 16): the address fields of the radius search, the map
 * search and the directions (start and end) offer the place autocomplete of the block's provider
 * once the map is ready (on Google only after consent, like every Google request). Its code loads
 * on the first focus of one of the fields (a page runs only what the visitor touches); a field
 * focused while it loads gets its predictions as soon as it is there. The forms are unchanged
 * otherwise: they submit the text in the field. Setting `addressAutocomplete: 0` turns it off.
 *
 * Each field publishes `data-sf-autocomplete`: 'pending' (the map is ready, nothing loaded yet),
 * 'loading', 'ready' (the field is the combobox) or 'failed' (the code could not load; the field
 * stays plain and the next focus tries again).
 */
import type { AutocompleteSettings } from '../../places/autocomplete/controller';
import type { LatLng } from '../provider';

/** The named address fields of the map forms. */
export const ADDRESS_FIELDS = ['address', 'origin', 'destination'] as const;

export const STATE_ATTRIBUTE = 'data-sf-autocomplete';

/** Predictions are preferred within this distance of the block's first location. */
export const BIAS_RADIUS_METERS = 20_000;

/** The forms' address fields (text inputs named address, origin or destination). */
export function addressInputs(forms: readonly (HTMLFormElement | null)[]): HTMLInputElement[] {
  return forms.flatMap((form) =>
    ADDRESS_FIELDS.flatMap((name) => {
      const field = form?.elements.namedItem(name);
      return field instanceof HTMLInputElement && (field.type === 'text' || field.type === 'search')
        ? [field]
        : [];
    }),
  );
}

/** The request of the forms' autocomplete: the provider's source, the page's language, the bias. */
export function addressRequest(
  source: 'google' | 'osm',
  center: LatLng,
  language: string,
): AutocompleteSettings {
  return {
    source,
    language,
    locationBias: { center, radius: BIAS_RADIUS_METERS },
    fields: ['formattedAddress', 'addressComponents', 'location', 'displayName'],
  };
}

export interface AddressAutocomplete {
  /** The map is ready: the fields load the autocomplete on their first focus. */
  activate(): void;
  /** The map is gone: the fields are plain again. */
  deactivate(): void;
}

export function addressAutocomplete(
  inputs: readonly HTMLInputElement[],
  request: () => AutocompleteSettings,
  report: (message: string) => void,
  // The address-autocomplete chunk, bound to the block's places API and render (map/forms/index.ts).
  load: () => Promise<{
    mountAddressAutocomplete(
      inputs: readonly HTMLInputElement[],
      request: AutocompleteSettings,
      report: (message: string) => void,
    ): () => void;
  }>,
): AddressAutocomplete {
  let active = false;
  let loading: Promise<void> | undefined;
  let unmount: (() => void) | undefined;
  /** Bumped by deactivate: a load started before it mounts nothing. */
  let generation = 0;

  const publish = (state: string | null): void => {
    for (const input of inputs) {
      if (state === null) input.removeAttribute(STATE_ATTRIBUTE);
      else input.setAttribute(STATE_ATTRIBUTE, state);
    }
  };

  const start = (): void => {
    if (!active || loading) return;
    const mine = generation;
    publish('loading');
    loading = load().then(
      (module) => {
        if (!active || mine !== generation) return;
        unmount = module.mountAddressAutocomplete(inputs, request(), report);
        publish('ready');
      },
      (error: unknown) => {
        if (mine !== generation) return;
        // Offline or a deploy in between: the fields stay plain; the next focus tries again.
        loading = undefined;
        publish('failed');
        report(
          `the address autocomplete could not be loaded (${String(error)}); the fields work without it.`,
        );
      },
    );
  };

  return {
    activate() {
      if (active || inputs.length === 0) return;
      active = true;
      publish('pending');
      for (const input of inputs) input.addEventListener('focus', start);
      if (inputs.some((input) => input.ownerDocument.activeElement === input)) start();
    },
    deactivate() {
      active = false;
      generation += 1;
      for (const input of inputs) input.removeEventListener('focus', start);
      unmount?.();
      unmount = undefined;
      loading = undefined;
      publish(null);
    },
  };
}
