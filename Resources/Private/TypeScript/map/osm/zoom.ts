/**
 * The OpenStreetMap provider speaks Google's zoom levels at its boundary: MapLibre's 512-px tiles
 * make its zoom z look like Google's z + 1.
 */

import { FIT_PADDING } from '../rules';

/** Google zoom = MapLibre zoom + 1. */
export const ZOOM_OFFSET = 1;

/** MapLibre has no upper bound when fitting two close points (Google's levels; the street level of a city map). */
export const FIT_MAX_ZOOM = 18;
/** How the OSM map fits points, in MapLibre's levels. */
export const FIT_OPTIONS = { padding: FIT_PADDING, animate: false, maxZoom: FIT_MAX_ZOOM - ZOOM_OFFSET };

/** A view: centre in degrees, zoom in MapLibre's levels. */
export interface View {
  lng: number;
  lat: number;
  zoom: number;
}

/**
 * Whether two views are the same (within about a centimetre and a millionth of a level): a fit to
 * the view the map already shows need not move it (issue 30: the map starts at the block's fit).
 */
export function sameView(a: View, b: View): boolean {
  return Math.abs(a.zoom - b.zoom) < 1e-6 && Math.abs(a.lng - b.lng) < 1e-7 && Math.abs(a.lat - b.lat) < 1e-7;
}
