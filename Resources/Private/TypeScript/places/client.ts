/**
 * The place data client as the entry offers it (`window.SiteFrontend.places`, built in main.ts) and
 * as every widget gets it (`context.services.places`): every call loads the places chunk first.
 * Type-only; it also fills in core/types.ts's `PlacesClient`, so core never imports places/.
 */
import type { PlacesApi } from './api';

export type PlacesFacade = Omit<PlacesApi, 'Place' | 'findPlaceFromQuery' | 'findPlaceFromPhoneNumber'> & {
  /** 8.4: withdrawn. */
  findPlaceFromQuery(): never;
  findPlaceFromPhoneNumber(): never;
  /**
   * Shows a place in a place widget's frame (an element, its id or a selector): `{ id, source? }`,
   * `{ location: { lat, lng }, source? }`, a Place as `{ place }`, or null to clear it (places/frames.ts).
   */
  show(frame: Element | string, request: unknown): void;
};

declare module '../core/types' {
  // Declaration merging: core's empty PlacesClient gets the facade's members.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface PlacesClient extends PlacesFacadeMembers {}
}

/** The facade as an interface (an interface can only extend named object types). */
type PlacesFacadeMembers = { [K in keyof PlacesFacade]: PlacesFacade[K] };
