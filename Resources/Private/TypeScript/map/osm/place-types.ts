/**
 * The place types of the radius search's type select (spec 9.1) as OpenStreetMap tag filters:
 * moved to services/osm/vocabulary.ts (both directions of the vocabulary) and
 * services/osm/overpass.ts (Overpass QL). This module keeps the old names for the importers that
 * still use them (the demo server's Overpass test).
 */
export { SEARCH_TAGS as PLACE_TYPE_TAGS, searchTags as placeTypeTags } from '../../services/osm/vocabulary';
export type { OsmTagFilter, SearchableType as PlaceTypeName } from '../../services/osm/vocabulary';
export { overpassFilter, overpassRegex } from '../../services/osm/overpass';
