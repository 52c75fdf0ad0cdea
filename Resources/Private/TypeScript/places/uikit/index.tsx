/**
 * Google's Places UI Kit as the rendering of a place widget (issue 16, setting
 * `"renderer": "google-ui-kit"`, Documentation/places-uikit.md). The place widgets load this module
 * with a dynamic import (chunk `place-uikit`) when their settings ask for it and call
 * `mountUiKitWidget`; it takes the frame (true) or leaves it to our own rendering (false: the source
 * is not Google, or there is nothing for Google's element to show yet). It publishes the state in
 * the attribute of the widget's own rendering, keeps the CMS markup until Google's element shows,
 * and dispatches a bubbling `sf:place-select` (`detail: { place }`) on the frame for a chosen place.
 * Its imports stay small: Google's loader comes only after consent (UiKitWidget.tsx).
 */
import { cmsMarkup, toggleCmsMarkup } from '../cms-markup';
import '../labels';
import { emit, type SfEventName } from '../../core/events';
import type { WidgetContext } from '../../core/types';
import type { AutocompleteWidgetSettings } from '../autocomplete';
import type { DetailsSettings } from '../details/settings';
import type { SearchSettings } from '../search/settings';
import { siteGoogle, siteSource } from '../site';
import { uiKitPlan, type UiKitInput, type UiKitKind } from './config';
import type { UiKitPlace } from './mount';
import { publishedState, STATE_ATTRIBUTES, type UiKitAttribute, type UiKitState } from './states';
import { cmsInput, UiKitWidget } from './UiKitWidget';
import '../details/details.css';
import './uikit.css';

export type { UiKitKind } from './config';
export type { UiKitPlace } from './mount';
export type { UiKitAttribute, UiKitState } from './states';

export interface UiKitOptions {
  /** The frame attribute the state is published in; by default the kind's own (states.ts). */
  attribute?: UiKitAttribute;
}

/** The event a chosen place dispatches on the frame (it bubbles), as our own rendering's. */
export const SELECT_EVENT = 'sf:place-select' satisfies SfEventName;

/** What the frame carries besides the state: the renderer, and the state in Google's words. */
export const RENDERER_ATTRIBUTE = 'data-sf-place-renderer';
export const UI_KIT_STATE_ATTRIBUTE = 'data-sf-place-uikit';

/**
 * The CMS markup the widget stands in for, shown until Google's element shows: the autocomplete's
 * form (the frame's heading stays), else every child but the settings script.
 */
function fallbackOf(frame: HTMLElement, kind: UiKitKind): HTMLElement[] {
  if (kind === 'autocomplete') {
    const input = frame.querySelector<HTMLInputElement>('input[type="text"], input[type="search"]');
    const form = input?.closest('form');
    if (form && form !== frame) return [form];
    if (input) return [input];
  }
  return cmsMarkup(frame);
}

export function mountUiKitWidget(
  context: WidgetContext,
  kind: 'details-compact' | 'details',
  settings: DetailsSettings,
  options?: UiKitOptions,
): boolean;
export function mountUiKitWidget(
  context: WidgetContext,
  kind: 'search',
  settings: SearchSettings,
  options?: UiKitOptions,
): boolean;
export function mountUiKitWidget(
  context: WidgetContext,
  kind: 'autocomplete',
  settings: AutocompleteWidgetSettings,
  options?: UiKitOptions,
): boolean;
export function mountUiKitWidget(
  context: WidgetContext,
  kind: UiKitKind,
  settings: DetailsSettings | SearchSettings | AutocompleteWidgetSettings,
  options: UiKitOptions = {},
): boolean {
  const { frame } = context;
  // The overloads pair kind and settings.
  const input = { kind, settings } as UiKitInput;
  if ((settings.source ?? siteSource(document)) !== 'google') {
    context.error(
      'settings field "renderer": google-ui-kit needs "source": "google"; our own rendering is used.',
    );
    return false;
  }
  const { apiKey, region } = siteGoogle(document);
  const plan = uiKitPlan(input, { region, input: cmsInput(frame) });
  if (!plan.ok && plan.reason === 'no-request') {
    context.error(`${plan.message}; our own rendering is used.`);
    return false;
  }

  const attribute = options.attribute ?? STATE_ATTRIBUTES[kind];
  const fallback = fallbackOf(frame, kind);
  const host = document.createElement('div');
  host.className = 'sf-place-uikit-host';
  // After the CMS markup (the autocomplete's form, which is no flex item): the consent placeholder
  // and a failure go under it, so it never moves while the page loads.
  if (kind === 'autocomplete' && fallback[0]) fallback[0].after(host);
  else frame.prepend(host);
  frame.setAttribute(RENDERER_ATTRIBUTE, 'google-ui-kit');
  const publish = (state: UiKitState): void => {
    frame.setAttribute(attribute, publishedState(attribute, state));
    frame.setAttribute(UI_KIT_STATE_ATTRIBUTE, state);
    // Taken out of the page once Google's element shows (a removed element never counts as a layout
    // shift), put back while waiting for consent, loading or after a failure.
    toggleCmsMarkup(fallback, state === 'ready', (missing) =>
      kind === 'autocomplete' ? host.before(...missing) : host.after(...missing),
    );
  };

  if (!plan.ok) {
    context.error(`${plan.message}; the frame keeps its CMS markup.`);
    publish('failed');
    return true;
  }
  for (const problem of plan.problems) context.error(problem);
  if (plan.unmapped.length > 0)
    context.warn(
      `renderer "google-ui-kit": Google's elements have nothing for ${plan.unmapped.join(', ')}; left out.`,
    );

  // Published at once: a page (or a test) waiting for the widgets to settle waits for this one.
  publish(context.services.consent.granted('google') ? 'loading' : 'consent');
  const onSelect = (place: UiKitPlace): void => {
    emit(frame, SELECT_EVENT, { place }, true);
  };
  const report = (message: string): void => context.error(message);
  const common = {
    apiKey,
    privacyUrl: 'privacyUrl' in settings ? settings.privacyUrl : '',
    report,
    onSelect,
    onState: publish,
  };
  context.render(host, <UiKitWidget {...common} kind={kind} plan={plan} />);
  return true;
}
