/**
 * The map block's labels (`map.*`, but those the place widgets and the consent UI share) join the
 * shared lookup when the map's code loads: only pages with a map block download them
 * (scripts/build-labels.ts). Imported for its effect, first, by map/index.tsx.
 */
import { addLabels } from '../core/i18n';
import { mapLabels } from '../core/labels.map.generated';

addLabels(mapLabels);
