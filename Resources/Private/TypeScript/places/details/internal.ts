/**
 * The hook `place-details-compact-internal` (spec 6, 8.4): the internal compact card is shown only
 * inside the place search list, so a frame asking for it directly gets the 8.4 error in the console
 * and keeps its CMS markup. A chunk of its own without React: such a frame loads next to nothing.
 */
import { none } from '../../core/schema';
import { defineWidget } from '../../core/types';

export const INTERNAL_CARD_ERROR =
  'place-details-compact-internal is not allowed to be instantiated directly; it is shown only inside the place search list (hook place-search)';

export default defineWidget({
  schema: none,
  mount() {
    throw new Error(INTERNAL_CARD_ERROR);
  },
});
