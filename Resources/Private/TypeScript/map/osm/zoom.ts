/**
 * The OpenStreetMap provider speaks Google's zoom levels at its boundary: MapLibre's 512-px tiles
 * make its zoom z look like Google's z + 1.
 */

/** Google zoom = MapLibre zoom + 1. */
export const ZOOM_OFFSET = 1;
