/**
 * Moved: the OSM place mapping is now places/sources/osm/ (elements, tags, address, hours,
 * to-model). This module keeps the one name another source imports from here (cms.ts reads plus
 * codes); new code imports from the folder.
 */
export { plusCodeOf } from './osm/to-model';
