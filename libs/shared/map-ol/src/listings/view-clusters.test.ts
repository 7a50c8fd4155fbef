import { describe, expect, it } from 'vitest';
import type { ListingFootprint } from '@unfurl/domain';
import { ViewClusters } from './view-clusters';

/** `count` small boxes in a 16 x 10 degree region (as the browse benchmark seeds them). */
function region(count: number): ListingFootprint[] {
  return Array.from({ length: count }, (_, i): ListingFootprint => {
    const west = -148 + (i % 100) * 0.16;
    const south = -34 + Math.floor(i / 100) * 0.1;
    return [i + 1, i % 5 === 0 ? 'IMAGE' : 'COG', west, south, west + 0.05, south + 0.05];
  });
}

const total = (clusters: readonly { count: number }[]) =>
  clusters.reduce((sum, c) => sum + c.count, 0);

describe('ViewClusters', () => {
  it('hands out few clusters at low zoom that hold every listing in view', () => {
    const clusters = new ViewClusters();
    clusters.load(region(10_000));
    const view = clusters.inBox([-160, -40, -120, -20], 3);
    expect(view.length).toBeLessThan(20);
    expect(total(view)).toBe(10_000);
  });

  it('gives only the clusters of the box asked for', () => {
    const clusters = new ViewClusters();
    clusters.load(region(10_000));
    const all = total(clusters.inBox([-160, -40, -120, -20], 8));
    const half = total(clusters.inBox([-160, -40, -140, -20], 8));
    expect(all).toBe(10_000);
    expect(half).toBeGreaterThan(4_000);
    expect(half).toBeLessThan(6_000);
    expect(clusters.inBox([0, 0, 10, 10], 8)).toEqual([]);
  });

  it('splits into single listings when zoomed in, with their kinds', () => {
    const clusters = new ViewClusters();
    clusters.load(region(100));
    const singles = clusters.inBox([-148.1, -34.1, -147.6, -33.9], 12);
    expect(singles.length).toBeGreaterThan(0);
    for (const single of singles) {
      expect(single.count).toBe(1);
      expect(single.clusterId).toBeNull();
      expect(single.listingId).not.toBeNull();
    }
    expect(singles.find((s) => s.listingId === 1)?.kind).toBe('image');
  });

  it('lists the members of a cluster and the zoom where it comes apart', () => {
    const clusters = new ViewClusters();
    clusters.load(region(10_000));
    const [first] = clusters.inBox([-160, -40, -120, -20], 2);
    expect(first?.clusterId).not.toBeNull();
    const members = clusters.members(first?.clusterId ?? -1);
    expect(members).toHaveLength(first?.count ?? 0);
    expect(clusters.expansionZoom(first?.clusterId ?? -1)).toBeGreaterThan(2);
  });

  it('finds listings across the antimeridian from an unwrapped box', () => {
    const clusters = new ViewClusters();
    clusters.load([
      [1, 'COG', 178, 0, 179, 1],
      [2, 'COG', -179, 0, -178, 1],
    ]);
    expect(total(clusters.inBox([170, -5, 190, 5], 10))).toBe(2);
  });
});
