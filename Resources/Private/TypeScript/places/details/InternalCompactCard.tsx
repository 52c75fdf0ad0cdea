/**
 * The internal compact card (spec 2.5, 6): displayName (else the type's name), formattedAddress and
 * the maps link only.
 * The place search list shows its results with it; a frame cannot ask for it directly (index.tsx
 * answers such a frame with the 8.4 error, internal.ts).
 */
import type { Place } from '../model';
import { MapsButton } from './CompactCard';

export function InternalCompactCard({ place, narrow = false }: { place: Place; narrow?: boolean }) {
  // A place without a name (an unnamed charging station in OSM) is titled by its type, as the
  // compact card does (issue 27: the extract holds such places).
  const title = place.displayName ?? place.primaryTypeDisplayName;
  return (
    <div className="sf-place-card sf-place-card--internal">
      <div className="sf-place-card__body">
        {title && <h3 className="sf-place-card__title">{title}</h3>}
        {place.formattedAddress && <p className="sf-place-card__address">{place.formattedAddress}</p>}
      </div>
      <div className="sf-place-card__actions">
        <MapsButton place={place} variant={narrow ? 'condensed' : 'minimal'} />
      </div>
    </div>
  );
}
