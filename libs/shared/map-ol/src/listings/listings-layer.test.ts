// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ListingFootprint } from '@unfurl/domain';
import { latLngToMercator } from '../view/mercator';
import { FOOTPRINT_MAX_IN_VIEW } from './cluster-zoom';
import { ListingsLayer } from './listings-layer';

const TYPES = ['COG', 'IMAGE', 'GIF', 'LO_FI'] as const;

/** `count` small boxes (every fifth a point) spread over a 10 x 8 degree region. */
function region(count: number, firstId = 1): ListingFootprint[] {
  return Array.from({ length: count }, (_, i): ListingFootprint => {
    const west = 10 + (i % 100) * 0.1;
    const south = 40 + Math.floor(i / 100) * 0.08;
    const size = i % 5 === 0 ? 0 : 0.05;
    return [firstId + i, TYPES[i % 4] ?? 'COG', west, south, west + size, south + size];
  });
}

const WORLD = [-2e7, -2e7, 2e7, 2e7];

/** The Web Mercator extent of a degrees box. */
function view(west: number, south: number, east: number, north: number) {
  const sw = latLngToMercator({ lng: west, lat: south });
  const ne = latLngToMercator({ lng: east, lat: north });
  return [sw.x, sw.y, ne.x, ne.y] as const;
}

describe('ListingsLayer', () => {
  it('holds 10,000 footprints built in one batch and diffs the next view', () => {
    const layer = new ListingsLayer();
    let changes = 0;
    layer.footprints.getSource()?.on('change', () => (changes += 1));
    layer.setFootprints(region(10_000));
    expect(layer.size).toBe(10_000);
    expect(layer.countInExtent(WORLD)).toBe(10_000);
    expect(changes).toBe(1);
    layer.setFootprints(region(10_000, 5_001));
    expect(layer.size).toBe(10_000);
    expect(layer.getFootprint(1)).toBeUndefined();
    expect(layer.getFootprint(15_000)).toBeDefined();
    expect(changes).toBe(3);
    layer.setFootprints([]);
    expect(layer.countInExtent(WORLD)).toBe(0);
  });

  it('draws points as points and boxes as polygons; skips rows with bad numbers', () => {
    const layer = new ListingsLayer();
    layer.setFootprints([
      [1, 'IMAGE', 3, 4, 3, 4],
      [2, 'COG', 3, 4, 5, 6],
      [3, 'COG', Number.NaN, 4, 5, 6],
    ]);
    expect(layer.getGeometry(1)?.getType()).toBe('Point');
    expect(layer.getGeometry(2)?.getType()).toBe('Polygon');
    expect(layer.size).toBe(2);
  });

  it('hovering puts one feature on the hover layer and leaves the footprints layer alone', () => {
    const layer = new ListingsLayer();
    layer.setFootprints(region(100));
    const revision = layer.footprints.getRevision();
    layer.setHovered(7);
    expect(
      layer.hover
        .getSource()
        ?.getFeatures()
        .map((f) => f.get('listingId')),
    ).toEqual([7]);
    layer.setHovered(null);
    expect(layer.hover.getSource()?.getFeatures()).toHaveLength(0);
    expect(layer.footprints.getRevision()).toBe(revision);
  });

  it('takes full listings by their WKT bounding box', () => {
    const layer = new ListingsLayer();
    layer.setListings([
      { id: 4, listingType: 'COG', geometryWKT: 'POLYGON((1 1,3 1,2 4,1 1))' },
      { id: 5, listingType: 'COG', geometryWKT: 'garbage' },
    ]);
    const row = layer.getFootprint(4);
    expect(row?.[0]).toBe(4);
    [1, 1, 3, 4].forEach((value, i) => expect(row?.[i + 2]).toBeCloseTo(value, 9));
    expect(layer.size).toBe(1);
  });

  it('draws a view holding more than the threshold as clusters, even from zoom 4', () => {
    const layer = new ListingsLayer();
    layer.setFootprints(region(10_000));
    const whole = view(5, 35, 25, 52);
    expect(layer.showView(whole, 5.3)).toBe(false);
    expect(layer.clusters.getVisible()).toBe(true);
    expect(layer.footprints.getVisible()).toBe(false);
    expect(layer.clusteredInExtent(whole)).toBe(10_000);
    expect(layer.footprints.getVisible()).toBe(false);
    expect(layer.clusters.getSource()?.getFeatures().length).toBeLessThan(500);
  });

  it('draws a view holding at most the threshold as footprints from zoom 4, clusters below', () => {
    const layer = new ListingsLayer();
    layer.setFootprints(region(10_000));
    const corner = view(10, 40, 11, 41);
    expect(layer.countInExtent(corner)).toBeLessThanOrEqual(FOOTPRINT_MAX_IN_VIEW);
    expect(layer.showView(corner, 8)).toBe(true);
    expect(layer.footprints.getVisible()).toBe(true);
    expect(layer.clusters.getVisible()).toBe(false);
    expect(layer.clusteredInExtent(corner)).toBe(0);
    expect(layer.showView(corner, 3.9)).toBe(false);
  });

  it('puts only the clusters of the view and its margin in the cluster source', () => {
    const layer = new ListingsLayer();
    layer.setFootprints(region(10_000));
    expect(layer.showView(view(10, 40, 14, 44), 6)).toBe(false);
    const markers = layer.clusters.getSource()?.getFeatures() ?? [];
    const held = markers.reduce((sum, m) => sum + (m.get('count') as number), 0);
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(10_000);
    const [marker] = markers.filter((m) => (m.get('count') as number) > 1);
    expect(marker && layer.membersOf(marker)).toHaveLength(marker?.get('count') as number);
  });

  it('redraws the shown view when the footprints change', () => {
    const layer = new ListingsLayer();
    const whole = view(5, 35, 25, 52);
    layer.showView(whole, 3);
    expect(layer.clusteredInExtent(whole)).toBe(0);
    layer.setFootprints(region(2_000));
    expect(layer.clusteredInExtent(whole)).toBe(2_000);
    layer.setFootprints(region(500));
    expect(layer.clusteredInExtent(whole)).toBe(500);
  });
});
