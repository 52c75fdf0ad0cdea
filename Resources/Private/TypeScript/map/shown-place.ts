/**
 * A place shown on a map block by a linked place widget (issue 16): a search list or an
 * autocomplete whose `linkedMap` names this block hands the chosen place over through
 * `SiteFrontend.places.show('#sf-map-{id}', request)` (places/frames.ts). The block centres on it,
 * zooms in (never out), puts one 'place' marker there and opens the info window with its name and
 * address (text only). A newer place replaces it; `null` takes it away.
 *
 * Requests: `{ place }` (a Place of the places API, or anything with `location` and
 * `displayName`), `{ location: { lat, lng }, title? }`, or `{ id, source? }` (fetched through the
 * places API). A place that arrives before the map is ready (consent pending, still loading) is
 * shown once the map is. The block publishes `data-sf-map-place`: 'loading' while an id is
 * fetched, 'shown', 'failed' (the id could not be fetched, or the request is not a place; the
 * console says why) or no attribute when nothing is shown.
 */
import { t } from '../core/i18n';
import type { LatLng, MapHandle, MarkerHandle } from './provider';

/** The zoom a shown place is drawn at (at least; a map zoomed in further stays so). */
export const SHOWN_PLACE_ZOOM = 17;

export const SHOWN_PLACE_ATTRIBUTE = 'data-sf-map-place';

export interface ShownPlaceTarget {
  location: LatLng;
  name: string;
  address: string;
}

/** The places API call this needs (injected for tests). */
export type FetchPlace = (request: {
  id: string;
  source?: string;
  fields: string[];
}) => Promise<{ status: string; value?: unknown; detail?: string }>;

type Read =
  { target: ShownPlaceTarget } | { id: string; source?: string } | { clear: true } | { error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function latLng(value: unknown): LatLng | undefined {
  if (!isRecord(value)) return undefined;
  const { lat, lng } = value;
  if (typeof lat !== 'number' || typeof lng !== 'number') return undefined;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return undefined;
  return { lat, lng };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A place (of any chunk: no instanceof) as what the map draws; undefined without a location. */
export function placeTarget(place: unknown): ShownPlaceTarget | undefined {
  if (!isRecord(place)) return undefined;
  const location = latLng(place.location);
  if (!location) return undefined;
  return { location, name: text(place.displayName), address: text(place.formattedAddress) };
}

/** What a `show` request asks of the map. */
export function readShowRequest(request: unknown): Read {
  if (request === null || request === undefined) return { clear: true };
  if (!isRecord(request))
    return { error: 'the request must be an object ({ place }, { location } or { id })' };
  if ('place' in request) {
    const target = placeTarget(request.place);
    return target ? { target } : { error: 'request.place has no location (lat, lng)' };
  }
  if ('location' in request) {
    const location = latLng(request.location);
    if (!location) return { error: 'request.location must be { lat, lng } within their ranges' };
    return { target: { location, name: text(request.title), address: '' } };
  }
  if (typeof request.id === 'string' && request.id.trim() !== '') {
    const source = typeof request.source === 'string' ? request.source : undefined;
    return { id: request.id.trim(), ...(source ? { source } : {}) };
  }
  return { error: 'the request must name a place ({ place }, { location } or { id })' };
}

export interface ShownPlaceOptions {
  /** The block's frame: `data-sf-map-place` is published on it. */
  frame: HTMLElement;
  fetchPlace: FetchPlace;
  report: (message: string) => void;
}

export class ShownPlace {
  private map: MapHandle | undefined;
  private marker: MarkerHandle | undefined;
  /** The newest place asked for (shown, or waiting for the map). */
  private target: ShownPlaceTarget | undefined;
  private sequence = 0;

  constructor(private readonly options: ShownPlaceOptions) {}

  /** A request from `SiteFrontend.places.show`. */
  show(request: unknown): void {
    const read = readShowRequest(request);
    const seq = ++this.sequence;
    if ('clear' in read) {
      this.target = undefined;
      this.draw();
      this.publish(null);
      return;
    }
    if ('error' in read) {
      this.options.report(`places.show: ${read.error}; the map shows no place.`);
      this.publish('failed');
      return;
    }
    if ('target' in read) {
      this.target = read.target;
      this.draw();
      return;
    }
    this.publish('loading');
    this.options
      .fetchPlace({
        id: read.id,
        ...(read.source ? { source: read.source } : {}),
        fields: ['displayName', 'formattedAddress', 'location'],
      })
      .then(
        (outcome) => {
          if (seq !== this.sequence) return;
          const target = outcome.status === 'OK' ? placeTarget(outcome.value) : undefined;
          if (!target) {
            this.options.report(
              `places.show: place "${read.id}": ${outcome.status === 'OK' ? 'it has no location' : `${outcome.status} (${outcome.detail ?? ''})`}; the map shows no place.`,
            );
            this.publish('failed');
            return;
          }
          this.target = target;
          this.draw();
        },
        (error: unknown) => {
          if (seq !== this.sequence) return;
          this.options.report(`places.show: place "${read.id}": ${String(error)}`);
          this.publish('failed');
        },
      );
  }

  /** The map is ready: a place asked for earlier is drawn now. */
  activate(map: MapHandle): void {
    this.map = map;
    this.draw();
  }

  /** The map is gone: the marker with it; the place stays asked for (a new map shows it again). */
  deactivate(): void {
    this.marker = undefined;
    this.map = undefined;
  }

  private draw(): void {
    const map = this.map;
    if (!map) {
      if (this.target) this.publish('loading');
      return;
    }
    if (this.marker) {
      map.removeMarkers([this.marker]);
      this.marker = undefined;
    }
    const target = this.target;
    if (!target) return;
    map.closeInfo();
    const [marker] = map.addMarkers([
      {
        index: 0,
        kind: 'place',
        position: target.location,
        title: target.name || t('map.shownPlace'),
        label: undefined,
        icon: undefined,
        opacity: 1,
      },
    ]);
    map.setCenter(target.location);
    map.setZoom(Math.max(map.getZoom(), SHOWN_PLACE_ZOOM));
    if (marker) {
      this.marker = marker;
      const open = (): void => map.openInfo(marker, infoContent(map.element.ownerDocument, target));
      marker.on('click', open);
      if (target.name || target.address) open();
    }
    this.publish('shown');
  }

  private publish(state: 'loading' | 'shown' | 'failed' | null): void {
    if (state === null) this.options.frame.removeAttribute(SHOWN_PLACE_ATTRIBUTE);
    else this.options.frame.setAttribute(SHOWN_PLACE_ATTRIBUTE, state);
  }
}

/** The info window: the name in bold and the address, as text (never HTML). */
function infoContent(doc: Document, target: ShownPlaceTarget): Node {
  const box = doc.createElement('div');
  box.className = 'ce-map__shown-place';
  const name = doc.createElement('strong');
  name.textContent = target.name || t('map.shownPlace');
  box.append(name);
  if (target.address) {
    box.append(doc.createElement('br'), doc.createTextNode(target.address));
  }
  return box;
}
