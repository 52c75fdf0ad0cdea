/**
 * The place details widgets (issue 15): hooks `place-details` (full panel) and
 * `place-details-compact` (card); `place-details-compact-internal` is internal.ts. Settings:
 * settings.ts; markup: Documentation/markup-contract.md.
 */
import { cmsMarkup, toggleCmsMarkup } from '../cms-markup';
import '../labels';
import { defineWidget, type WidgetContext, type WidgetModule } from '../../core/types';
import { SITE_TIME_ZONE } from '../hours';
import { PlaceDetails, type DetailsVariant } from './PlaceDetails';
import { siteOsmEngines, siteSource } from '../site';
import { offWithoutEngine } from '../engines-off';
import { renderedByUiKit } from '../renderer';
import { toDetailsRequest } from './request';
import { detailsSettingsSchema, type DetailsSettings } from './settings';
import './details.css';

function initialRequest(context: WidgetContext, settings: DetailsSettings) {
  const request = settings.request;
  if (!request) return null;
  if (request.id !== undefined && request.location !== undefined)
    context.error('settings field "request": give an id or a location, not both; the id is used.');
  const raw =
    request.id !== undefined ? { id: request.id } : request.location ? { location: request.location } : null;
  const found = toDetailsRequest(raw, settings.source);
  if (typeof found === 'string') {
    context.error(`settings field "request": ${found}; the frame shows nothing until a place is shown.`);
    return null;
  }
  return found;
}

function detailsWidget(variant: DetailsVariant): WidgetModule<DetailsSettings> {
  return defineWidget({
    schema: detailsSettingsSchema,
    async mount(context, settings) {
      const kind = variant === 'panel' ? 'details' : 'details-compact';
      if (await renderedByUiKit(context, { kind, settings })) return;
      const source = settings.source ?? siteSource(document);
      const warn = (line: string): void => context.warn(line);
      if (offWithoutEngine(siteOsmEngines(document), source, 'nominatim', 'the place details', warn)) return;
      const { frame } = context;
      const fallback = cmsMarkup(frame);
      const initial = initialRequest(context, settings);
      // Published at once: a page (or a test) waiting for the widgets to settle waits for this one.
      frame.setAttribute('data-sf-place-state', initial ? 'loading' : 'empty');
      const host = document.createElement('div');
      host.className = 'sf-place-host';
      frame.append(host);
      context.render(
        host,
        <PlaceDetails
          variant={variant}
          frame={frame}
          settings={settings}
          initial={initial}
          siteSource={siteSource(document)}
          onState={(state, shown) => {
            frame.setAttribute('data-sf-place-state', state);
            frame.toggleAttribute('data-sf-place-shown', shown);
            // Out of the page while a place is shown, back for an error or an empty widget.
            toggleCmsMarkup(fallback, shown, (missing) => frame.append(...missing));
          }}
          report={(message) => context.error(message)}
          timeZone={SITE_TIME_ZONE}
        />,
      );
    },
  });
}

export const panel = detailsWidget('panel');
export const compact = detailsWidget('compact');
