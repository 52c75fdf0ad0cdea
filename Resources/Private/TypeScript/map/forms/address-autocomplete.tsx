/**
 * The autocomplete of the map forms' address fields (issue 16), loaded when a visitor first focuses
 * one of them: each field becomes the place autocomplete's combobox (places/autocomplete), asking the
 * block's provider (Google after consent, or Photon on OpenStreetMap) with a bias towards the block's
 * locations. A chosen prediction writes the place's address into the field (what the geocoder
 * takes: 'Marienplatz 8, 80331 München'); the form still submits the text in the field.
 */
import '../../places/labels';
import type { WidgetContext } from '../../core/types';
import { PlaceAutocomplete } from '../../places/autocomplete/PlaceAutocomplete';
import type { AutocompleteApi, AutocompleteSettings } from '../../places/autocomplete/controller';

/**
 * Each field's combobox is a React root made by the block's `context.render`, so it sits inside an
 * error boundary: an autocomplete that throws is taken away and leaves its field a plain input.
 */
export function mountAddressAutocomplete(
  inputs: readonly HTMLInputElement[],
  request: AutocompleteSettings,
  report: (message: string) => void,
  api: AutocompleteApi,
  render: WidgetContext['render'],
): () => void {
  const roots: [() => void, HTMLElement][] = inputs.map((input) => {
    const host = input.ownerDocument.createElement('div');
    host.className = 'sf-place-ac-host';
    // The input's form receives `sf:place-select` (bubbling) with the chosen place.
    const frame = input.form ?? input.parentElement ?? input.ownerDocument.body;
    frame.append(host);
    const unmount = render(
      host,
      <PlaceAutocomplete
        input={input}
        frame={frame}
        api={api}
        request={request}
        report={report}
        fill="address"
      />,
      // A broken autocomplete leaves a plain field and a working form, not a failed map block.
      { part: true, onError: () => host.remove() },
    );
    return [unmount, host];
  });
  return () => {
    for (const [unmount, host] of roots) {
      unmount();
      host.remove();
    }
  };
}
