/**
 * What a form's submission works with once its plan is made: the ready map, its services, the
 * abort signal of this submission, and the runner's ways to speak to the visitor and the integrator.
 */
import type { LatLng, MapHandle, MarkerHandle } from '../provider';
import type { GeocodeHit, MapServices, ServiceFailure } from '../services';
import type { Tone } from './status';

/** The map as the forms use it, once the block is ready. */
export interface ActiveMap {
  map: MapHandle;
  services: MapServices;
  /** The configured locations' markers, by index. */
  markers: readonly MarkerHandle[];
}

export interface Run extends ActiveMap {
  form: HTMLFormElement;
  /** Aborted when a newer submission of the same form, or the end of the map, replaces this one. */
  signal: AbortSignal;
  say(message: string, tone: Tone): void;
  /**
   * Whether this submission took the visitor's located position (`geocode` or `locatedAt` gave it):
   * then `fail` names the engine and its answer, never the request, and `what` must not name it.
   */
  readonly usesPosition: boolean;
  /**
   * A failed service: the console error names `what`, the status and the detail (of a submission
   * from the visitor's position: only the engine and its answer); the visitor reads `message`.
   */
  fail(what: string, failure: ServiceFailure, message: string): void;
  /** Geocodes (5.1: only an OK result is used); a failure is said (8.1) and gives undefined. */
  geocode(what: string, address: string): Promise<GeocodeHit | undefined>;
  /**
   * Issue 29: the visitor's exact position when the form's located field (data-sf-located) holds
   * `address`, else undefined. `geocode` answers with it already; the directions pass it on.
   */
  locatedAt(address: string): LatLng | undefined;
}
