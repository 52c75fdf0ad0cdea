/**
 * The autocomplete of the map forms' address fields (issue 16), loaded when a visitor first focuses
 * one of them: each field becomes the place autocomplete's combobox (places/autocomplete), asking the
 * block's provider (Google after consent, or Photon on OpenStreetMap) with a bias towards the block's
 * locations. A chosen prediction writes the place's address into the field (what the geocoder
 * takes: 'Marienplatz 8, 80331 München'); the form still submits the text in the field.
 */
import '../../places/labels';
import { createRoot, type Root } from 'react-dom/client';
import { PlaceAutocomplete } from '../../places/autocomplete/PlaceAutocomplete';
import type { AutocompleteSettings } from '../../places/autocomplete/controller';
import { pageApi } from '../../places/autocomplete/page-api';

export function mountAddressAutocomplete(
  inputs: readonly HTMLInputElement[],
  request: AutocompleteSettings,
  report: (message: string) => void,
): () => void {
  const roots: [Root, HTMLElement][] = inputs.map((input, index) => {
    const host = input.ownerDocument.createElement('div');
    host.className = 'sf-place-ac-host';
    // The input's form receives `sf:place-select` (bubbling) with the chosen place.
    const frame = input.form ?? input.parentElement ?? input.ownerDocument.body;
    frame.append(host);
    // Each root its own id prefix: the comboboxes' listbox ids must differ.
    const root = createRoot(host, { identifierPrefix: `sf-${input.id || `address-${index}`}-` });
    root.render(
      <PlaceAutocomplete
        input={input}
        frame={frame}
        api={pageApi}
        request={request}
        report={report}
        fill="address"
      />,
    );
    return [root, host];
  });
  return () => {
    for (const [root, host] of roots) {
      root.unmount();
      host.remove();
    }
  };
}
