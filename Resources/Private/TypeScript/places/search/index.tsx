/**
 * The place search list widget (issue 16, hook `place-search`): a nearby or text search from its
 * settings (settings.ts), or the results a map block hands over with `sf:place-results` on the
 * frame (`detail: { places, source }`), as a vertical list or a carousel of internal compact cards.
 * It publishes `data-sf-place-search="loading|ready|error|empty"` on the frame; a selection
 * (setting `selectable`) dispatches a bubbling `sf:place-select` (`detail: { place }`) on the frame
 * and shows the place in the linked details widget (`linkedDetails`) and map block (`linkedMap`)
 * through `SiteFrontend.places.show`. The frame's CMS markup stays until results show.
 */
import { cmsMarkup, toggleCmsMarkup } from '../cms-markup';
import { emit, type SfEventName } from '../../core/events';
import '../labels';
import { defineWidget, type WidgetContext, type WidgetModule } from '../../core/types';
import type { Place, PlaceSource } from '../model';
import { validateNearby, validateTextSearch } from '../validate';
import { siteOsmEngines, siteSource, type OsmEngines } from '../site';
import { offWithoutEngine } from '../engines-off';
import { showInLinked } from '../linked';
import { renderedByUiKit } from '../renderer';
import { PlaceSearch, type PublishedState, type SearchRequest } from './PlaceSearch';
import { searchSettingsSchema, type SearchSettings } from './settings';
import '../details/details.css';

export { RESULTS_EVENT, type PlaceSearchApi } from './PlaceSearch';

/** The event a selection dispatches on the frame (it bubbles). */
export const SELECT_EVENT = 'sf:place-select' satisfies SfEventName;

/**
 * What the widget takes from the page's configuration; the tests give their own. The places API and
 * consent come with the widget's context (`context.services`).
 */
export interface PlaceSearchDeps {
  siteSource: () => PlaceSource;
  /** The site's OpenStreetMap engines (#sf-places-config); the page's when not given. */
  engines?: () => OsmEngines;
}

export const pageDeps: PlaceSearchDeps = {
  siteSource: () => siteSource(document),
};

/**
 * The configured search, checked by the rules of 5.3 (validate.ts); null without one, or when it
 * breaks a rule (reported naming the field: the 8.4 text).
 */
export function searchRequest(
  settings: SearchSettings,
  report: (message: string) => void,
): SearchRequest | null {
  const { nearbySearch, textSearch } = settings;
  if (nearbySearch && textSearch)
    report(
      'settings fields "nearbySearch" and "textSearch": give one search, not both; the nearby search is used.',
    );
  try {
    if (nearbySearch) return { kind: 'nearby', request: validateNearby(nearbySearch) };
  } catch (error) {
    report(`settings field "nearbySearch": ${(error as Error).message}; the list shows no results.`);
    return null;
  }
  try {
    if (textSearch) return { kind: 'text', request: validateTextSearch(textSearch) };
  } catch (error) {
    report(`settings field "textSearch": ${(error as Error).message}; the list shows no results.`);
  }
  return null;
}

/** A selection: the event on the frame, then the linked details widget and map block. */
function selected(context: WidgetContext, settings: SearchSettings, place: Place): void {
  emit(context.frame, SELECT_EVENT, { place }, true);
  showInLinked(
    settings,
    { place },
    (target, request) => context.services.places.show(target, request),
    (message) => context.error(message),
  );
}

export function createPlaceSearchWidget(deps: PlaceSearchDeps = pageDeps): WidgetModule<SearchSettings> {
  return defineWidget({
    schema: searchSettingsSchema,
    async mount(context, settings) {
      if (await renderedByUiKit(context, { kind: 'search', settings })) return;
      const { frame } = context;
      const { consent, places } = context.services;
      const consented = (source: PlaceSource): boolean => source !== 'google' || consent.granted('google');
      const fallback = cmsMarkup(frame);
      const report = (message: string): void => context.error(message);
      const request = searchRequest(settings, report);
      const source = settings.source ?? deps.siteSource();
      // A list with a search of its own needs Overpass; one fed by a map block's results does not.
      if (
        request &&
        offWithoutEngine(
          deps.engines?.() ?? siteOsmEngines(document),
          source,
          'overpass',
          'the place search',
          (line) => context.warn(line),
        )
      )
        return;
      // Published at once: a page (or a test) waiting for the widgets to settle waits for this one.
      frame.setAttribute('data-sf-place-search', request && consented(source) ? 'loading' : 'empty');
      const host = document.createElement('div');
      host.className = 'sf-place-search-host';
      frame.prepend(host);
      const onState = (state: PublishedState, shown: boolean): void => {
        frame.setAttribute('data-sf-place-search', state);
        // Out of the page once the widget answers, back while it loads, waits for consent or failed.
        toggleCmsMarkup(fallback, shown, (missing) => frame.append(...missing));
      };
      context.render(
        host,
        <PlaceSearch
          frame={frame}
          settings={settings}
          request={request}
          source={source}
          api={places}
          onState={onState}
          onSelect={(place) => selected(context, settings, place)}
          report={report}
        />,
      );
    },
  });
}

export default createPlaceSearchWidget();
