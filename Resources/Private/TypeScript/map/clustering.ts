/**
 * The marker-clustering algorithm of both providers (spec 4.5, 9.1, 9.2), pure: Supercluster's
 * greedy point clustering (the algorithm markerclusterer also offers) over Google's zoom levels,
 * so `markerClusterSize` and `markerClusterZoom` give the same clusters on Google and on
 * OpenStreetMap. Radii are Google pixels (256-px tiles); clusters form up to and including
 * `markerClusterZoom`, and above it every marker stands alone. Fractional zooms (MapLibre's
 * gestures) cluster as the whole level below. The providers only draw what this returns.
 */
import Supercluster, { type ClusterProperties } from 'supercluster';
import type { LatLng } from './provider';

export interface ClusterSettings {
  /** markerClusterSize: the radius in pixels within which markers join a cluster. */
  gridSize: number;
  /** markerClusterZoom: the highest zoom at which markers still cluster. */
  maxZoom: number;
}

export interface ClusterGroup {
  /** The cluster's id within this clustering (a new clustering gives new ids). */
  id: number;
  position: LatLng;
  count: number;
}

export interface ClusterView<T> {
  clusters: ClusterGroup[];
  /** The members drawn on their own at this zoom. */
  alone: T[];
}

/** [west, south, east, north] in degrees. */
export type Bounds = readonly [number, number, number, number];

const WORLD: Bounds = [-180, -90, 180, 90];
/** Google's zoom levels are 256-px tiles: the grid size is in those pixels. */
const TILE_PIXELS = 256;

interface Member {
  member: number;
}

export class Clustering<T> {
  private readonly index: Supercluster<Member>;
  private readonly members: Map<T, number>;

  constructor(
    private readonly items: readonly T[],
    private readonly position: (item: T) => LatLng,
    private readonly settings: ClusterSettings,
  ) {
    this.index = new Supercluster<Member>({
      radius: settings.gridSize,
      extent: TILE_PIXELS,
      minZoom: 0,
      maxZoom: Math.max(0, settings.maxZoom),
      minPoints: 2,
    });
    this.members = new Map(items.map((item, member) => [item, member]));
    this.index.load(
      items.map((item, member) => {
        const { lat, lng } = position(item);
        return {
          type: 'Feature',
          properties: { member },
          geometry: { type: 'Point', coordinates: [lng, lat] },
        };
      }),
    );
  }

  /** The clusters and lone members at a zoom (Google's levels), within the bounds. */
  at(zoom: number, bounds: Bounds = WORLD): ClusterView<T> {
    const clusters: ClusterGroup[] = [];
    const alone: T[] = [];
    for (const feature of this.index.getClusters([...bounds], Math.max(0, Math.floor(zoom)))) {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const properties = feature.properties as Partial<Member> & Partial<ClusterProperties>;
      if (properties.cluster && properties.cluster_id !== undefined) {
        clusters.push({
          id: properties.cluster_id,
          position: { lat, lng },
          count: properties.point_count ?? 0,
        });
      } else if (properties.member !== undefined) {
        const item = this.items[properties.member];
        if (item !== undefined) alone.push(item);
      }
    }
    return { clusters, alone };
  }

  /** Every member of a cluster of `at`. */
  membersOf(clusterId: number): T[] {
    return this.index.getLeaves(clusterId, Infinity).flatMap((leaf) => {
      const item = this.items[leaf.properties.member];
      return item === undefined ? [] : [item];
    });
  }

  /** The zoom at which a cluster of `at` falls apart (a click on it zooms there). */
  expansionZoom(clusterId: number): number {
    return this.index.getClusterExpansionZoom(clusterId);
  }

  /**
   * The lowest zoom at which the item stands alone (4.5 deviation: the list click zooms at least
   * that far); 0 for an item not in this clustering.
   */
  aloneZoom(item: T): number {
    const member = this.members.get(item);
    if (member === undefined) return 0;
    const { lat, lng } = this.position(item);
    for (let zoom = 0; zoom <= this.settings.maxZoom; zoom += 1) {
      // One pixel around the item (the index keeps 32-bit coordinates: a tinier box can miss it).
      const near = 360 / (TILE_PIXELS * 2 ** zoom);
      const alone = this.index
        .getClusters([lng - near, lat - near, lng + near, lat + near], zoom)
        .some(
          (feature) =>
            !(feature.properties as { cluster?: boolean }).cluster && feature.properties.member === member,
        );
      if (alone) return zoom;
    }
    return Math.max(0, this.settings.maxZoom) + 1;
  }
}
