/**
 * What the OpenStreetMap map is made from: its control positions, its style for a theme (the
 * built-in one or the site's `osm.style`), the German names of its controls, and where it starts.
 */
import maplibregl from 'maplibre-gl';
import { language, t } from '../../core/i18n';
import type { MapOptions, OsmConfig } from '../provider';
import { FALLBACK_ZOOM, ONE_LOCATION_ZOOM } from '../rules';
import type { ControlPositionName } from '../settings';
import type { ThemeName } from '../themes';
import { buildStyle } from './style';
import { glyphsUrl, parseTileSource, spriteUrl } from './tile-source';
import { FIT_OPTIONS, ZOOM_OFFSET } from './zoom';

export function controlPosition(name: ControlPositionName | undefined, fallback: maplibregl.ControlPosition) {
  if (!name) return fallback;
  const table: Record<ControlPositionName, maplibregl.ControlPosition> = {
    TOP_LEFT: 'top-left',
    LEFT_TOP: 'top-left',
    TOP_CENTER: 'top-left',
    LEFT_CENTER: 'top-left',
    TOP_RIGHT: 'top-right',
    RIGHT_TOP: 'top-right',
    RIGHT_CENTER: 'top-right',
    LEFT_BOTTOM: 'bottom-left',
    BOTTOM_LEFT: 'bottom-left',
    BOTTOM_CENTER: 'bottom-left',
    RIGHT_BOTTOM: 'bottom-right',
    BOTTOM_RIGHT: 'bottom-right',
  };
  return table[name];
}

export function styleFor(theme: ThemeName, config: OsmConfig): maplibregl.StyleSpecification | string {
  const page = window.location.href;
  if (config.style) return new URL(config.style.replace('{theme}', theme), page).href;
  const source = parseTileSource(config.tiles, page);
  return buildStyle(theme, {
    tiles: source.kind === 'template' ? { tiles: [source.tiles] } : { url: source.url },
    glyphs: glyphsUrl(config.glyphs, page),
    sprite: spriteUrl(config.sprite, page),
    maxZoom: config.maxZoom,
    language: language(),
  });
}

/** The built-in theme without icons (drawn when the sprite fails); none for a site's own style. */
export function iconlessStyle(
  theme: ThemeName,
  config: OsmConfig,
): maplibregl.StyleSpecification | undefined {
  if (config.style.trim() !== '') return undefined;
  return styleFor(theme, { ...config, sprite: 'none' }) as maplibregl.StyleSpecification;
}

export function locale(): Record<string, string> {
  return {
    'NavigationControl.ZoomIn': t('map.zoomIn'),
    'NavigationControl.ZoomOut': t('map.zoomOut'),
    'FullscreenControl.Enter': t('map.fullscreenEnter'),
    'FullscreenControl.Exit': t('map.fullscreenExit'),
    'AttributionControl.ToggleAttribution': t('map.attribution'),
    'Popup.Close': t('map.closeInfo'),
    'Map.Title': t('map.mapTitle'),
  };
}

/**
 * Where the map starts: where the block will show it (issue 30). With zoom 0 that is the block's
 * points fitted (as `fitBounds` does) or the one point at street level; the first view's tiles are
 * then the ones the visitor sees, not the world's.
 */
export function startView(
  options: MapOptions,
): Pick<maplibregl.MapOptions, 'center' | 'zoom' | 'bounds' | 'fitBoundsOptions'> {
  const fit = options.zoom === 0 ? (options.fit ?? []) : [];
  const zoom = options.zoom || (fit.length === 1 ? ONE_LOCATION_ZOOM : FALLBACK_ZOOM);
  const view = {
    center: [options.center.lng, options.center.lat] as [number, number],
    zoom: Math.max(0, zoom - ZOOM_OFFSET),
  };
  if (fit.length < 2) return view;
  const bounds = new maplibregl.LngLatBounds();
  for (const point of fit) bounds.extend([point.lng, point.lat]);
  return { ...view, bounds, fitBoundsOptions: FIT_OPTIONS };
}

/**
 * The page map's own style while a worker draws the theme (base-map.ts): no sources and no layers,
 * so its frames only clear the canvas; the block's circle, route and GL-drawn locations are added
 * on top. The built-in glyphs serve the locations' letters; a site's own style sends its glyphs
 * once the worker has it.
 */
export function pageStyle(config: OsmConfig): maplibregl.StyleSpecification {
  const style: maplibregl.StyleSpecification = { version: 8, sources: {}, layers: [] };
  if (config.style.trim() === '') style.glyphs = glyphsUrl(config.glyphs, window.location.href);
  return style;
}

/**
 * The options of a block's map on the page: the whole theme, or only the page's own style while a
 * worker draws the theme under it (`worker`).
 */
export function pageMapOptions(
  container: HTMLElement,
  options: MapOptions,
  config: OsmConfig,
  worker: boolean,
): maplibregl.MapOptions {
  return {
    container,
    style: worker ? pageStyle(config) : styleFor(options.theme, config),
    ...startView(options),
    scrollZoom: options.scrollZoom,
    dragPan: options.draggable,
    dragRotate: false,
    doubleClickZoom: options.doubleClickZoom,
    // Added by the block (attribution.ts): every attribution through the site's HTML policy.
    attributionControl: false,
    locale: locale(),
    cooperativeGestures: false,
  };
}
