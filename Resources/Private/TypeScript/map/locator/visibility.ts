/**
 * Issue 29: which of a block's locations are shown, in one place. The shown locations are those
 * every constraint keeps: the map search's radius, the category filter, open now. Each part sets or
 * removes only its own constraint, so a radius search and a filter combine, and the map search's
 * reset takes away only the radius. The result goes to the markers (the clustering of both engines
 * counts only visible markers) and to the location list's entries (`hidden`).
 */
import type { LatLng, MarkerHandle } from '../provider';
import { listEntries } from '../forms/location-list';

export type ConstraintName = 'radius' | 'category' | 'openNow';
/** Whether a constraint keeps the location with this index. */
export type Keep = (index: number) => boolean;

export class Visibility {
  private readonly constraints = new Map<ConstraintName, Keep>();
  private markers: readonly MarkerHandle[] = [];
  /** What each marker was last set to (a marker is told only about a change). */
  private drawn: boolean[] = [];
  /** One location shown whatever the constraints say ('Auf der Karte zeigen'), until they change. */
  private pinned: number | undefined;
  /** The map search's point while its radius constraint stands. */
  private point: LatLng | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly total: number,
    private readonly list: HTMLElement | null,
  ) {}

  /** Sets (or, with null, removes) one constraint and shows the result. */
  set(name: ConstraintName, keep: Keep | null, point?: LatLng): void {
    this.setAll({ [name]: keep }, point);
  }

  /** Sets or removes several constraints at once: one redraw. `point` goes with a radius. */
  setAll(changes: Partial<Record<ConstraintName, Keep | null>>, point?: LatLng): void {
    for (const [name, keep] of Object.entries(changes) as [ConstraintName, Keep | null][]) {
      if (keep) this.constraints.set(name, keep);
      else this.constraints.delete(name);
      if (name === 'radius') this.point = keep ? point : undefined;
    }
    this.pinned = undefined;
    this.apply();
  }

  /** Shows the constraints' result anew (a constraint that reads changing data, e.g. the clock). */
  refresh(): void {
    this.apply();
  }

  has(name: ConstraintName): boolean {
    return this.constraints.has(name);
  }

  /** The searched point of the radius constraint, if one stands. */
  searchPoint(): LatLng | undefined {
    return this.point;
  }

  /** Whether every constraint (but those in `except`) keeps the location. */
  passes(index: number, except: readonly ConstraintName[] = []): boolean {
    for (const [name, keep] of this.constraints) if (!except.includes(name) && !keep(index)) return false;
    return true;
  }

  isShown(index: number): boolean {
    return index === this.pinned || this.passes(index);
  }

  /** The indices of the shown locations, in the CMS order. */
  shown(): number[] {
    return Array.from({ length: this.total }, (_, index) => index).filter((index) => this.isShown(index));
  }

  /** Shows one location besides the shown ones, until a constraint changes. */
  pin(index: number): void {
    if (index < 0 || index >= this.total) return;
    this.pinned = index;
    this.apply();
  }

  /** The map's markers follow from now on (the list follows before the map is ready too). */
  attach(markers: readonly MarkerHandle[]): void {
    if (this.markers === markers) return;
    this.markers = markers;
    this.drawn = markers.map(() => true);
    this.apply();
  }

  detach(): void {
    this.markers = [];
    this.drawn = [];
  }

  /** Called after every change of the shown locations; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private apply(): void {
    this.markers.forEach((marker, index) => {
      const visible = this.isShown(index);
      if (this.drawn[index] === visible) return;
      this.drawn[index] = visible;
      marker.setVisible(visible);
    });
    if (this.list) for (const [index, entry] of listEntries(this.list)) entry.hidden = !this.isShown(index);
    for (const listener of this.listeners) listener();
  }
}
