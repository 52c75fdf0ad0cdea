/**
 * The rendering of a place widget (issue 16): our own (default), or Google's Places UI Kit
 * (`"renderer": "google-ui-kit"`, Google source only; Documentation/places-uikit.md). The UI Kit
 * code is its own chunk, loaded only by a frame that asks for it. A choice in Google's elements is
 * shown in the linked widgets as Google's terms allow next to a map: the details widget gets the
 * place id (it fetches and renders the place itself), the map block only the position.
 */
import { listen } from '../core/events';
import { oneOf, optional } from '../core/schema';
import type { WidgetContext } from '../core/types';
import type { AutocompleteWidgetSettings } from './autocomplete';
import type { DetailsSettings } from './details/settings';
import { showInLinked, type LinkedTargets } from './linked';
import type { SearchSettings } from './search/settings';
import type { UiKitPlace } from './uikit';

export const RENDERERS = ['own', 'google-ui-kit'] as const;
export const rendererSchema = optional(oneOf(RENDERERS), 'own');

type Kinds =
  | { kind: 'details' | 'details-compact'; settings: DetailsSettings }
  | { kind: 'search'; settings: SearchSettings }
  | { kind: 'autocomplete'; settings: AutocompleteWidgetSettings };

/** Links of Google's elements: the details widget by id, the map by position only. */
function linkUiKit(context: WidgetContext, links: LinkedTargets): void {
  if (!links.linkedDetails && !links.linkedMap) return;
  const report = (message: string): void => context.error(message);
  const show = (target: Element | string, request: unknown): void =>
    context.services.places.show(target, request);
  listen(context.frame, 'sf:place-select', (detail) => {
    const place = detail.place as UiKitPlace | undefined;
    if (!place?.id) return;
    if (links.linkedDetails)
      showInLinked({ linkedDetails: links.linkedDetails }, { id: place.id, source: 'google' }, show, report);
    if (links.linkedMap && place.location)
      showInLinked({ linkedMap: links.linkedMap }, { location: place.location }, show, report);
  });
}

/**
 * True when Google's Places UI Kit took the frame; false for our own rendering (the default, a
 * source that is not Google, or UI Kit code that could not load: reported naming the frame).
 */
export async function renderedByUiKit(context: WidgetContext, input: Kinds): Promise<boolean> {
  if (input.settings.renderer !== 'google-ui-kit') return false;
  let module: typeof import('./uikit');
  try {
    module = await import(/* webpackChunkName: "place-uikit" */ './uikit');
  } catch (error) {
    context.error(
      `the Google Places UI Kit code could not be loaded (${String(error)}); our own rendering is used.`,
    );
    return false;
  }
  const taken =
    input.kind === 'search'
      ? module.mountUiKitWidget(context, 'search', input.settings)
      : input.kind === 'autocomplete'
        ? module.mountUiKitWidget(context, 'autocomplete', input.settings)
        : module.mountUiKitWidget(context, input.kind, input.settings);
  if (taken && 'linkedDetails' in input.settings) linkUiKit(context, input.settings);
  return taken;
}
