/**
 * The place widgets' labels (`place.*`, `places.*`) join the shared lookup when the place code
 * loads: only pages with a place widget or a places call download them. Imported for its effect by
 * the places API (api.ts) and the widgets (details/index.tsx), before anything calls `t()`.
 */
import { addLabels } from '../core/i18n';
import { placeLabels } from '../core/labels.places.generated';

addLabels(placeLabels);
