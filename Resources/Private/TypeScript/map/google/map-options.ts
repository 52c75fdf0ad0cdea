/**
 * The `google.maps.MapOptions` of a block (spec 3.3): centre, zoom, map type and its control, the
 * gestures and the controls with their positions. Pure: the tests assert exactly what reaches Google.
 */
import type { GoogleLibraries } from '../../services/google/loader';
import type { ControlOption, MapOptions } from '../provider';
import { FALLBACK_ZOOM } from '../rules';
import { STYLED_THEMES } from './styles';

function controlOptions(core: google.maps.CoreLibrary, control: ControlOption) {
  return control.position ? { position: core.ControlPosition[control.position] } : undefined;
}

/**
 * Gestures (3.3 draggable, scrollZoom): Google deprecated `draggable` in favour of
 * `gestureHandling`. Not draggable: 'none' (no panning or zooming by gestures; the zoom control and
 * the keyboard still work, as with the old `draggable: false`). Draggable with scroll zoom: 'auto',
 * Google's default: cooperative when the page scrolls or the map sits in an iframe (the wheel zooms
 * with Ctrl or ⌘ held, one finger scrolls the page), greedy otherwise, so the map never traps a
 * visitor's scrolling. Draggable without scroll zoom: 'cooperative' and `scrollwheel: false`, so
 * the wheel always scrolls the page and never zooms.
 */
export function gestureHandlingFor(options: Pick<MapOptions, 'draggable' | 'scrollZoom'>): string {
  if (!options.draggable) return 'none';
  return options.scrollZoom ? 'auto' : 'cooperative';
}

/** The `google.maps.MapOptions` for a block's map options (3.3). */
export function mapOptionsFor(options: MapOptions, g: GoogleLibraries): google.maps.MapOptions {
  const { core, maps } = g;
  const typeControl = options.google.mapTypeControl;
  return {
    center: { lat: options.center.lat, lng: options.center.lng },
    zoom: options.zoom > 0 ? options.zoom : FALLBACK_ZOOM,
    mapTypeId: options.google.mapType,
    gestureHandling: gestureHandlingFor(options),
    scrollwheel: options.scrollZoom,
    disableDoubleClickZoom: !options.doubleClickZoom,
    mapTypeControl: typeControl.enabled,
    mapTypeControlOptions: {
      style: maps.MapTypeControlStyle[typeControl.style ?? 'DEFAULT'],
      ...controlOptions(core, typeControl),
      // The allowed map types, then the themes, so a styled map shows as the selected type.
      mapTypeIds: [...options.google.mapTypes, ...STYLED_THEMES],
    },
    zoomControl: options.zoomControl.enabled,
    zoomControlOptions: controlOptions(core, options.zoomControl),
    scaleControl: options.scaleControl,
    streetViewControl: options.google.streetViewControl.enabled,
    streetViewControlOptions: controlOptions(core, options.google.streetViewControl),
    fullscreenControl: options.fullscreenControl.enabled,
    fullscreenControlOptions: controlOptions(core, options.fullscreenControl),
  };
}
