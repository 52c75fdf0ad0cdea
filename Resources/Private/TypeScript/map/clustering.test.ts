/**
 * 4.5 / 9.1 / 9.2: the one clustering of both providers, alone (the providers' drawing is tested
 * with them: google/clusterer.test.ts, and the OpenStreetMap clusters end to end).
 */
import fc from 'fast-check';
import { Clustering } from './clustering';
import type { LatLng } from './provider';

/** A point `pixels` Google pixels east of (0, 0) at `zoom`. */
const east = (pixels: number, zoom: number): LatLng => ({ lat: 0, lng: (pixels * 360) / (256 * 2 ** zoom) });
const at = (point: LatLng): LatLng => point;

describe('the shared clustering', () => {
  it('markerClusterSize is a radius in Google pixels at Google zoom levels', () => {
    const points = [east(0, 10), east(50, 10)];
    expect(new Clustering(points, at, { gridSize: 60, maxZoom: 15 }).at(10).clusters).toHaveLength(1);
    const loose = new Clustering(points, at, { gridSize: 40, maxZoom: 15 }).at(10);
    expect(loose.clusters).toHaveLength(0);
    expect(loose.alone).toEqual(points);
    // One level up the same points are 100 px apart.
    expect(new Clustering(points, at, { gridSize: 60, maxZoom: 15 }).at(11).clusters).toHaveLength(0);
  });

  it('markerClusterZoom: clusters still form at that zoom, never above it', () => {
    const points = [east(0, 14), east(1, 14), east(2, 14)];
    const clustering = new Clustering(points, at, { gridSize: 60, maxZoom: 14 });
    expect(clustering.at(14).clusters).toEqual([expect.objectContaining({ count: 3 })]);
    expect(clustering.at(15).clusters).toEqual([]);
    expect(clustering.at(15).alone).toHaveLength(3);
    expect(clustering.at(21).alone).toHaveLength(3);
  });

  it('a fractional zoom (MapLibre gestures) clusters as the whole level below', () => {
    const points = [east(0, 10), east(50, 10)];
    const clustering = new Clustering(points, at, { gridSize: 60, maxZoom: 15 });
    expect(clustering.at(10.9)).toEqual(clustering.at(10));
  });

  it('a cluster knows its members, where it falls apart, and each member when it stands alone', () => {
    const points = [east(0, 12), east(30, 12), east(500, 12)];
    const clustering = new Clustering(points, at, { gridSize: 60, maxZoom: 16 });
    const { clusters, alone } = clustering.at(12);
    expect(alone).toEqual([points[2]]);
    const [group] = clusters;
    expect(clustering.membersOf(group!.id)).toEqual(expect.arrayContaining([points[0], points[1]]));
    const expansion = clustering.expansionZoom(group!.id);
    expect(expansion).toBeGreaterThan(12);
    expect(clustering.at(expansion).clusters).toHaveLength(0);
    // 30 px at 12 → 60 px at 13 (still within the radius), 120 px at 14: alone from 14 on.
    expect(clustering.aloneZoom(points[0]!)).toBe(14);
    expect(clustering.at(13).alone).not.toContain(points[0]);
    expect(clustering.at(14).alone).toContain(points[0]);
    expect(clustering.aloneZoom({ lat: 1, lng: 1 })).toBe(0);
  });

  it('a marker that never separates below markerClusterZoom stands alone one level above it', () => {
    const same = [east(0, 3), east(0, 3)];
    const clustering = new Clustering(same, (point) => point, { gridSize: 60, maxZoom: 9 });
    expect(clustering.aloneZoom(same[0]!)).toBe(10);
  });

  it('every member is drawn exactly once, alone or counted in one cluster, at every zoom', () => {
    const point = fc.record({
      lat: fc.double({ min: 48.0, max: 48.3, noNaN: true }),
      lng: fc.double({ min: 11.4, max: 11.8, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 10, max: 120 }),
        (points, zoom, gridSize) => {
          const items = points.map((position, index) => ({ index, position }));
          const clustering = new Clustering(items, (item) => item.position, { gridSize, maxZoom: 15 });
          const view = clustering.at(zoom);
          const counted = view.clusters.reduce((sum, group) => sum + group.count, 0);
          const members = view.clusters.flatMap((group) => clustering.membersOf(group.id));
          expect(counted + view.alone.length).toBe(items.length);
          expect(new Set([...members, ...view.alone]).size).toBe(items.length);
          for (const item of view.alone) expect(clustering.aloneZoom(item)).toBeLessThanOrEqual(zoom);
        },
      ),
      { numRuns: 60 },
    );
  });
});
