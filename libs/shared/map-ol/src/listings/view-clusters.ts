import Supercluster from 'supercluster';
import type { ClusterProperties, PointFeature } from 'supercluster';
import type { ListingFootprint } from '@unfurl/domain';
import { normalizeLng } from '../view/mercator';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX } from './cluster-zoom';
import type { LngLatBox } from './cluster-box';
import { footprintKind } from './footprint-kind';
import type { FootprintKind } from './footprint-kind';

interface PointProps {
  readonly listingId: number;
  readonly kind: FootprintKind;
}

/** One marker of a view: a cluster of `count` listings, or a single listing (`count` 1). */
export interface ViewCluster {
  readonly lng: number;
  readonly lat: number;
  readonly count: number;
  /** The index's id of a cluster (for its members); null for a single listing. */
  readonly clusterId: number | null;
  /** The listing of a single-listing marker; null for a cluster. */
  readonly listingId: number | null;
  readonly kind: FootprintKind | null;
}

/**
 * Footprint centroids in a `supercluster` index, built once per set of footprints, that hands out
 * only the clusters of the view asked for: O(clusters in view) per view instead of re-clustering
 * every listing on each zoom. Zooms are the map's (256-pixel tiles); fractions are floored.
 */
export class ViewClusters {
  private index: Supercluster<PointProps> | null = null;

  /** Indexes these footprints by their box centres (replacing what was indexed). */
  load(rows: Iterable<ListingFootprint>): void {
    const points: PointFeature<PointProps>[] = [];
    for (const row of rows) {
      const [id, type, west, south, east, north] = row;
      points.push({
        type: 'Feature',
        properties: { listingId: id, kind: footprintKind(type) },
        geometry: {
          type: 'Point',
          coordinates: [normalizeLng((west + east) / 2), (south + north) / 2],
        },
      });
    }
    this.index = new Supercluster<PointProps>({
      radius: CLUSTER_RADIUS_PX,
      extent: 256,
      maxZoom: CLUSTER_MAX_ZOOM,
    }).load(points);
  }

  /** The clusters and single listings within `box` at map zoom `zoom`. */
  inBox(box: LngLatBox, zoom: number): ViewCluster[] {
    if (!this.index) return [];
    return this.index.getClusters([...box], zoom).map((feature): ViewCluster => {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        const c = props as ClusterProperties;
        return {
          lng,
          lat,
          count: c.point_count,
          clusterId: c.cluster_id,
          listingId: null,
          kind: null,
        };
      }
      const p = props as PointProps;
      return { lng, lat, count: 1, clusterId: null, listingId: p.listingId, kind: p.kind };
    });
  }

  /** The listing ids inside a cluster. */
  members(clusterId: number): number[] {
    if (!this.index) return [];
    return this.index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.listingId);
  }

  /** The map zoom at which a cluster comes apart into several. */
  expansionZoom(clusterId: number): number {
    return this.index?.getClusterExpansionZoom(clusterId) ?? 0;
  }
}
