/**
 * The place autocomplete widget (issue 16, hook `place-autocomplete`): the CMS renders a search form
 * with a labelled text input that works without JavaScript; the widget makes that input a WAI-ARIA
 * combobox with predictions ('Vorhersagen'). Choosing one fetches the place and dispatches a bubbling
 * `sf:place-select` on the frame (`detail: { place, prediction }`); a linked details widget
 * (`linkedDetails`, a frame id) and map block (`linkedMap`, its settings id) then show it through
 * the page's `places.show` (the map centres on it with a marker). Typed text is still submitted
 * with the form as before.
 */
import '../labels';
import { optional, string, array, oneOf, lenientObject, type Infer, type Schema } from '../../core/schema';
import { defineWidget } from '../../core/types';
import { circleSchema, latLngSchema } from '../settings-schemas';
import { showInLinked } from '../linked';
import { rendererSchema, renderedByUiKit } from '../renderer';
import { PLACE_SOURCES } from '../model';
import { siteOsmEngines, siteSource } from '../site';
import { validateAutocomplete } from '../validate';
import { offWithoutEngine } from '../engines-off';
import type { AutocompleteSettings } from './controller';
import { PLACE_SELECT_EVENT, PlaceAutocomplete, type PlaceSelectDetail } from './PlaceAutocomplete';

/**
 * Read as written and checked at mount by validate.ts, as `window.SiteFrontend.places` checks a
 * request (5.3): the frame's messages are the API's 8.4 texts ('Invalid Origin: …', 'Cannot set both
 * locationBias and locationRestriction.'). The documented schema stays for the settings reference.
 */
const asGiven = (documented: Schema<unknown>): Schema<unknown> => ({
  ...documented,
  parse: (value) => ({ ok: true, value }),
});

export const autocompleteSettingsSchema = lenientObject({
  /** The source of the predictions; unset: the site's default. */
  source: optional(oneOf(PLACE_SOURCES)),
  /** Our own combobox, or Google's Places UI Kit (Google source only; Documentation/places-uikit.md). */
  renderer: rendererSchema,
  /** Prefer predictions near here (a circle). */
  locationBias: optional(asGiven(circleSchema)),
  /** Only predictions in here (a circle). */
  locationRestriction: optional(asGiven(circleSchema)),
  includedPrimaryTypes: optional(array(string({ nonEmpty: true }))),
  includedRegionCodes: optional(array(string({ pattern: /^[A-Za-z]{2}$/, describe: 'a region code' }))),
  language: optional(oneOf(['de', 'en'] as const)),
  region: optional(string({ pattern: /^[A-Za-z]{2}$/, describe: 'a two-letter region code' })),
  /** Distances of the predictions are measured from here. */
  origin: optional(asGiven(latLngSchema)),
  /** The id of a place details widget's frame that shows the chosen place. */
  linkedDetails: optional(string({ pattern: /^[^\s#]+$/, describe: 'an element id (c163)' })),
  /** The settings id of a map block (`sf-map-{id}`) that shows the chosen place. */
  linkedMap: optional(
    string({ pattern: /^[A-Za-z0-9_]+$/, describe: 'a map settings id (A–Z, a–z, 0–9, _)' }),
  ),
});

export type AutocompleteWidgetSettings = Infer<typeof autocompleteSettingsSchema>;

/** The request elements of the settings, without the unset ones. */
export function requestOf(settings: AutocompleteWidgetSettings): AutocompleteSettings {
  return Object.fromEntries(
    Object.entries(settings).filter(
      ([key, value]) =>
        key !== 'linkedDetails' && key !== 'linkedMap' && key !== 'renderer' && value !== undefined,
    ),
  );
}

export default defineWidget({
  schema: autocompleteSettingsSchema,
  async mount(context, settings) {
    if (await renderedByUiKit(context, { kind: 'autocomplete', settings })) return;
    const source = settings.source ?? siteSource(document);
    const warn = (line: string): void => context.warn(line);
    if (offWithoutEngine(siteOsmEngines(document), source, 'photon', 'the place autocomplete', warn)) return;
    const { frame } = context;
    const input = frame.querySelector<HTMLInputElement>('input[type="text"], input[type="search"]');
    if (!input) throw new Error('the frame has no text input to complete (input type="text" or "search")');
    try {
      validateAutocomplete({ ...requestOf(settings), input: '' });
    } catch (error) {
      // Once, at load, as the API would throw it; the CMS form still searches without predictions.
      context.error(`settings: ${(error as Error).message}; the input offers no predictions.`);
      return;
    }
    if (settings.linkedDetails || settings.linkedMap) {
      frame.addEventListener(PLACE_SELECT_EVENT, (event) => {
        const { place } = (event as CustomEvent<PlaceSelectDetail>).detail;
        if (!place) return;
        showInLinked(
          settings,
          { place },
          (target, request) => context.services.places.show(target, request),
          (message) => context.error(message),
        );
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
        api={context.services.places}
        request={requestOf(settings)}
        report={(message) => context.error(message)}
      />,
    );
  },
});
