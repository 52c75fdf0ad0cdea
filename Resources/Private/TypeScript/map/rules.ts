/**
 * The drawing rules both providers follow, defined once (spec 4.3, 4.4, 4.8, 9.1): the info
 * window's width, the padding and fallback zoom of fitting, the search circle and the route line.
 * A provider translates them into its library's options; it never restates them.
 */

/** 9.1: the info window is at most this wide (pixels). */
export const INFO_MAX_WIDTH = 263;

/** 4.3: the zoom (Google's levels) a map starts with when the settings say 0 (the block then fits the bounds). */
export const FALLBACK_ZOOM = 2;

/**
 * 4.3: the zoom (Google's levels) a block with zoom 0 and a single location shows it at. One point
 * has no bounds to fit; left at FALLBACK_ZOOM the map showed the whole world around it.
 */
export const ONE_LOCATION_ZOOM = 15;

/** 4.3 / 4.8: pixels kept free around the points when the map fits its bounds to them. */
export const FIT_PADDING = 40;

/** The map-search circle (4.8, 9.1): red fill at 0.35 opacity. */
export const SEARCH_CIRCLE_STYLE = {
  fillColor: '#ff0000',
  fillOpacity: 0.35,
  strokeColor: '#ff0000',
  strokeOpacity: 0.8,
  strokeWeight: 2,
} as const;

/** The route line (4.9). */
export const ROUTE_LINE_STYLE = { color: '#1a5fb4', opacity: 0.85, weight: 5 } as const;
