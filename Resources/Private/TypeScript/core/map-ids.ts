/**
 * The element ids of a map block, all keyed by the map settings id (spec 2.3). Two blocks on one
 * page never share an element: every lookup goes through these functions with the block's own id.
 * Part of the markup contract, so it lives in core/: the registry finds map frames by it, and the
 * place widgets link to a map block by it (places/ never imports map/).
 */
export const MAP_ID_PATTERN = /^sf-map-([A-Za-z0-9_]+)$/;

export const mapIds = (id: string) => ({
  /** The block's frame; the registry's id hook matches it. */
  block: `sf-map-${id}`,
  /** The inline JSON settings. */
  settings: `sf-map-settings-${id}`,
  /** The map canvas (width and height from mapSettings). */
  canvas: `sf-map-canvas-${id}`,
  /** The location list (entries carry data-marker-index). */
  list: `sf-map-list-${id}`,
  /** The theme select. */
  theme: `sf-map-theme-${id}`,
  /** The store-locator sidebar (its height follows the canvas). */
  sidebar: `sf-map-sidebar-${id}`,
  /** The block's aria-live status region. */
  status: `sf-map-status-${id}`,
  /** Issue 6: the forms, the directions panel and the hidden 'not found' message. */
  radiusForm: `sf-map-radius-${id}`,
  searchForm: `sf-map-search-${id}`,
  directionsForm: `sf-map-directions-${id}`,
  directionsPanel: `sf-map-directions-panel-${id}`,
  notFound: `sf-map-notfound-${id}`,
  /** Issue 29: the filter form (categories, open now) and the phone's map/list toggle. */
  filterForm: `sf-map-filter-${id}`,
  viewToggle: `sf-map-view-${id}`,
});

export type MapIds = ReturnType<typeof mapIds>;
