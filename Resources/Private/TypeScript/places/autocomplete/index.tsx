/**
 * The place autocomplete widget (issue 16, hook `place-autocomplete`): the CMS renders a search form
 * with a labelled text input that works without JavaScript; the widget makes that input a WAI-ARIA
 * combobox with predictions ('Vorhersagen'). Choosing one fetches the place and dispatches a bubbling
 * `sf:place-select` on the frame (`detail: { place, prediction }`); a linked details widget
 * (`linkedDetails`, a frame id) then shows it through `SiteFrontend.places.show`. Typed text is
 * still submitted with the form as before.
 */
import '../labels';
import { optional, string, array, oneOf, lenientObject, type Infer } from '../../core/schema';
import { defineWidget } from '../../core/types';
import { circleSchema, latLngSchema } from '../settings-schemas';
import { PLACE_SOURCES } from '../model';
import type { AutocompleteApi, AutocompleteSettings } from './controller';
import { PLACE_SELECT_EVENT, PlaceAutocomplete, type PlaceSelectDetail } from './PlaceAutocomplete';

export const autocompleteSettingsSchema = lenientObject({
  /** The source of the predictions; unset: the site's default. */
  source: optional(oneOf(PLACE_SOURCES)),
  /** Prefer predictions near here (a circle). */
  locationBias: optional(circleSchema),
  /** Only predictions in here (a circle). */
  locationRestriction: optional(circleSchema),
  includedPrimaryTypes: optional(array(string({ nonEmpty: true }))),
  includedRegionCodes: optional(array(string({ pattern: /^[A-Za-z]{2}$/, describe: 'a region code' }))),
  language: optional(oneOf(['de', 'en'] as const)),
  region: optional(string({ pattern: /^[A-Za-z]{2}$/, describe: 'a two-letter region code' })),
  /** Distances of the predictions are measured from here. */
  origin: optional(latLngSchema),
  /** The id of a place details widget's frame that shows the chosen place. */
  linkedDetails: optional(string(), ''),
});

export type AutocompleteWidgetSettings = Infer<typeof autocompleteSettingsSchema>;

/** The request elements of the settings, without the unset ones. */
export function requestOf(settings: AutocompleteWidgetSettings): AutocompleteSettings {
  return Object.fromEntries(
    Object.entries(settings).filter(([key, value]) => key !== 'linkedDetails' && value !== undefined),
  );
}

const pageApi: AutocompleteApi = {
  autocomplete: (request) =>
    window.SiteFrontend?.places.autocomplete(request) ??
    Promise.resolve({ status: 'UNKNOWN_ERROR', detail: 'window.SiteFrontend is missing' }),
  newSessionToken: (source) =>
    window.SiteFrontend?.places.newSessionToken(source) ?? Promise.resolve(undefined),
  fetchPlace: (request) =>
    window.SiteFrontend?.places.fetchPlace(request) ??
    Promise.resolve({ status: 'UNKNOWN_ERROR', detail: 'window.SiteFrontend is missing' }),
};

export default defineWidget({
  schema: autocompleteSettingsSchema,
  mount(context, settings) {
    const { frame } = context;
    const input = frame.querySelector<HTMLInputElement>('input[type="text"], input[type="search"]');
    if (!input) throw new Error('the frame has no text input to complete (input type="text" or "search")');
    if (settings.linkedDetails) {
      const target = settings.linkedDetails;
      frame.addEventListener(PLACE_SELECT_EVENT, (event) => {
        const { place } = (event as CustomEvent<PlaceSelectDetail>).detail;
        if (!place) return;
        try {
          window.SiteFrontend?.places.show(target, { place });
        } catch (error) {
          context.error(`settings field "linkedDetails": ${(error as Error).message}`);
        }
      });
    }
    const host = document.createElement('div');
    host.className = 'sf-place-ac-host';
    frame.append(host);
    context.render(
      host,
      <PlaceAutocomplete
        input={input}
        frame={frame}
        api={pageApi}
        request={requestOf(settings)}
        report={(message) => context.error(message)}
      />,
    );
  },
});
