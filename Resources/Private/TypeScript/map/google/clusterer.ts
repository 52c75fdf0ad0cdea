/**
 * markerclusterer's algorithm seam filled with the shared clustering (`../clustering.ts`), so a
 * Google map clusters exactly as an OpenStreetMap one: same radius, same zoom levels, same greedy
 * order. markerclusterer keeps drawing (its renderer seam draws our icon sets) and calls this on
 * every idle; the clustering is rebuilt only when the visible markers change.
 */
import {
  Cluster,
  type Algorithm,
  type AlgorithmInput,
  type AlgorithmOutput,
  type Marker,
} from '@googlemaps/markerclusterer';
import { Clustering, type ClusterSettings } from '../clustering';
import type { LatLng } from '../provider';

export class SharedClusterAlgorithm<M extends Marker> implements Algorithm {
  private clustering: Clustering<M> | undefined;
  private members: readonly M[] = [];
  private zoom = Number.NaN;
  private clusters: Cluster[] = [];

  constructor(
    private readonly settings: ClusterSettings,
    /** Where a marker stands and whether it is shown (hidden markers are neither drawn nor counted). */
    private readonly position: (marker: M) => LatLng,
    private readonly visible: (marker: M) => boolean,
  ) {}

  /** The clustering of the markers' visible ones, rebuilt only when those changed. */
  clusteringOf(markers: readonly M[]): { clustering: Clustering<M>; rebuilt: boolean } {
    const members = markers.filter((marker) => this.visible(marker));
    const same =
      this.clustering !== undefined &&
      members.length === this.members.length &&
      members.every((marker, index) => marker === this.members[index]);
    if (same && this.clustering) return { clustering: this.clustering, rebuilt: false };
    this.members = members;
    this.clustering = new Clustering(members, this.position, this.settings);
    return { clustering: this.clustering, rebuilt: true };
  }

  calculate({ markers, map }: AlgorithmInput): AlgorithmOutput {
    const zoom = Math.floor(map.getZoom() ?? 0);
    const { clustering, rebuilt } = this.clusteringOf(markers as M[]);
    if (!rebuilt && zoom === this.zoom) return { clusters: this.clusters, changed: false };
    this.zoom = zoom;
    const view = clustering.at(zoom);
    this.clusters = [
      ...view.clusters.map(
        (group) => new Cluster({ markers: clustering.membersOf(group.id), position: group.position }),
      ),
      ...view.alone.map((marker) => new Cluster({ markers: [marker] })),
    ];
    return { clusters: this.clusters, changed: true };
  }
}
