import Feature from 'ol/Feature';
import type { FeatureLike } from 'ol/Feature';
import WKT from 'ol/format/WKT';
import type Geometry from 'ol/geom/Geometry';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import type { ListingType } from '@unfurl/domain';
import { extentCenter } from '../view/bounds';
import { CLUSTER_DISTANCE_PX, FOOTPRINT_MIN_ZOOM } from './cluster-zoom';
import { diffIds } from './diff-ids';
import { footprintKind } from './footprint-kind';
import type { FootprintKind } from './footprint-kind';
import { clusterStyleFor, footprintStyleFor } from './listing-styles';

/** What the map needs of a listing to draw it. */
export interface MapListing {
  readonly id: number;
  readonly listingType: ListingType;
  /** Footprint, WKT in EPSG:4326. */
  readonly geometryWKT: string;
  readonly title?: string;
}

const wkt = new WKT();

/** Parses a WKT footprint into Web Mercator; undefined when the WKT is unreadable. */
export function readFootprint(geometryWKT: string): Geometry | undefined {
  try {
    return wkt.readGeometry(geometryWKT, {
      dataProjection: 'EPSG:4326',
      featureProjection: 'EPSG:3857',
    });
  } catch {
    return undefined;
  }
}

/**
 * The listing layers: footprints from zoom 4, centroid clusters below it. Keeps a feature per
 * listing id and only adds or removes what changed, so 10,000 listings stay smooth.
 */
export class ListingsLayer {
  readonly footprints: VectorLayer;
  readonly clusters: VectorLayer;
  private readonly footprintSource = new VectorSource({ wrapX: true });
  private readonly centroidSource = new VectorSource();
  private readonly listings = new Map<number, MapListing>();
  private hoveredId: number | null = null;
  private selectedId: number | null = null;

  constructor() {
    this.footprints = new VectorLayer({
      source: this.footprintSource,
      minZoom: FOOTPRINT_MIN_ZOOM,
      zIndex: 10,
      style: (feature) => this.footprintStyle(feature),
      properties: { name: 'listing-footprints' },
    });
    this.clusters = new VectorLayer({
      source: new Cluster({ source: this.centroidSource, distance: CLUSTER_DISTANCE_PX }),
      maxZoom: FOOTPRINT_MIN_ZOOM,
      zIndex: 11,
      style: (feature) => clusterStyleFor(feature, this.selectedId),
      properties: { name: 'listing-clusters' },
    });
  }

  /** Shows exactly these listings. */
  setListings(listings: readonly MapListing[]): void {
    const byId = new Map(listings.map((listing) => [listing.id, listing]));
    const { add, remove } = diffIds(new Set(this.listings.keys()), byId.keys());
    for (const id of remove) {
      this.listings.delete(id);
      const footprint = this.footprintSource.getFeatureById(id);
      const centroid = this.centroidSource.getFeatureById(id);
      if (footprint) this.footprintSource.removeFeature(footprint);
      if (centroid) this.centroidSource.removeFeature(centroid);
    }
    const footprints: Feature[] = [];
    const centroids: Feature[] = [];
    for (const id of add) {
      const listing = byId.get(id);
      const geometry = listing && readFootprint(listing.geometryWKT);
      if (!listing || !geometry) continue;
      this.listings.set(id, listing);
      const props = { listingId: id, kind: footprintKind(listing.listingType) };
      const footprint = new Feature({ geometry, ...props });
      footprint.setId(id);
      const [minX = 0, minY = 0, maxX = 0, maxY = 0] = geometry.getExtent();
      const centroid = new Feature({
        geometry: new Point([...extentCenter([minX, minY, maxX, maxY])]),
        ...props,
      });
      centroid.setId(id);
      footprints.push(footprint);
      centroids.push(centroid);
    }
    this.footprintSource.addFeatures(footprints);
    this.centroidSource.addFeatures(centroids);
  }

  /** How many listing footprints intersect this Web Mercator extent. */
  countInExtent(extent: readonly number[]): number {
    return this.footprintSource.getFeaturesInExtent([...extent]).length;
  }

  /** The listing drawn with this id, if any. */
  getListing(id: number): MapListing | undefined {
    return this.listings.get(id);
  }

  /** The footprint geometry of a drawn listing (Web Mercator). */
  getGeometry(id: number): Geometry | undefined {
    return this.footprintSource.getFeatureById(id)?.getGeometry() ?? undefined;
  }

  setHovered(id: number | null): void {
    if (id === this.hoveredId) return;
    this.hoveredId = id;
    this.footprints.changed();
  }

  setSelected(id: number | null): void {
    if (id === this.selectedId) return;
    this.selectedId = id;
    this.footprints.changed();
    this.clusters.changed();
  }

  private footprintStyle(feature: FeatureLike) {
    const id = feature.get('listingId') as number;
    const kind = feature.get('kind') as FootprintKind;
    const state = id === this.selectedId ? 'selected' : id === this.hoveredId ? 'hover' : 'normal';
    return footprintStyleFor(kind, state);
  }
}
