import Feature from 'ol/Feature';
import type { FeatureLike } from 'ol/Feature';
import WKT from 'ol/format/WKT';
import type Geometry from 'ol/geom/Geometry';
import Point from 'ol/geom/Point';
import { fromExtent } from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import type { ListingFootprint, ListingType } from '@unfurl/domain';
import { wrapAndSliceX } from 'ol/extent';
import { fromLonLat, get as getProjection } from 'ol/proj';
import { extentCenter } from '../view/bounds';
import type { Extent } from '../view/bounds';
import { clusterBox } from './cluster-box';
import { FOOTPRINT_MAX_IN_VIEW, FOOTPRINT_MIN_ZOOM, showsFootprints } from './cluster-zoom';
import { diffIds } from './diff-ids';
import { footprintExtent, footprintFromExtent, isPointFootprint } from './footprint-geometry';
import { footprintKind } from './footprint-kind';
import type { FootprintKind } from './footprint-kind';
import { clusterStyleFor, footprintStyleFor } from './listing-styles';
import { ViewClusters } from './view-clusters';

/** What the map needs of a full listing to draw it (drawn by its bounding box). */
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

/** The compact footprint of a full listing; undefined when its WKT is unreadable. */
export function toMapFootprint(listing: MapListing): ListingFootprint | undefined {
  const extent = readFootprint(listing.geometryWKT)?.getExtent();
  if (!extent || !extent.every(Number.isFinite)) return undefined;
  const [minX = 0, minY = 0, maxX = 0, maxY = 0] = extent;
  return footprintFromExtent(listing.id, listing.listingType, [minX, minY, maxX, maxY]);
}

/** Share of the view's width and height added on each side when asking for its clusters. */
const CLUSTER_MARGIN = 0.5;
/** Pixels around the view the vector layers draw, so a short drag shows what was just outside. */
const RENDER_BUFFER_PX = 200;

const MERCATOR = getProjection('EPSG:3857');

/** How the listings are drawn (see {@link ListingsLayer.setMode}). */
export type FootprintsMode = 'normal' | 'outline' | 'hidden';

/** The view the listings were last shown for. */
interface ShownView {
  readonly extent: Extent;
  readonly zoom: number;
}

/**
 * The listing layers: bounding-box footprints when the view holds at most
 * `FOOTPRINT_MAX_IN_VIEW` listings (and from zoom 4), otherwise clusters of centroids; and the
 * hovered footprint on a one-feature layer of its own. Keeps a feature per listing id and only
 * adds or removes what changed, in one batch each; the centroids sit in a `supercluster` index
 * (`ViewClusters`) built once per change, and each view (`showView`, on every `moveend`) puts
 * only its own clusters into a small source. Hovering redraws one feature, never the whole layer.
 */
export class ListingsLayer {
  readonly footprints: VectorLayer;
  readonly clusters: VectorLayer;
  readonly hover: VectorLayer;
  private readonly footprintSource = new VectorSource({ wrapX: true });
  private readonly clusterSource = new VectorSource({ wrapX: true });
  private readonly hoverSource = new VectorSource();
  private readonly rows = new Map<number, ListingFootprint>();
  private readonly index = new ViewClusters();
  private indexStale = false;
  private shown: ShownView | null = null;
  private hoveredId: number | null = null;
  private selectedId: number | null = null;
  private mode: FootprintsMode = 'normal';

  constructor() {
    this.footprints = new VectorLayer({
      source: this.footprintSource,
      minZoom: FOOTPRINT_MIN_ZOOM,
      zIndex: 10,
      visible: false,
      renderBuffer: RENDER_BUFFER_PX,
      style: (feature) => this.footprintStyle(feature),
      properties: { name: 'listing-footprints' },
    });
    this.clusters = new VectorLayer({
      source: this.clusterSource,
      zIndex: 11,
      renderBuffer: RENDER_BUFFER_PX,
      style: (feature) => clusterStyleFor(feature, this.selectedId),
      properties: { name: 'listing-clusters' },
    });
    this.hover = new VectorLayer({
      source: this.hoverSource,
      minZoom: FOOTPRINT_MIN_ZOOM,
      zIndex: 12,
      style: (feature) => footprintStyleFor(feature.get('kind') as FootprintKind, 'hover'),
      properties: { name: 'listing-hover' },
    });
  }

  /** Shows exactly these footprints (`[id, type, west, south, east, north]`). */
  setFootprints(rows: readonly ListingFootprint[]): void {
    const byId = new Map(rows.map((row) => [row[0], row]));
    const { add, remove } = diffIds(new Set(this.rows.keys()), byId.keys());
    this.removeIds(remove);
    const footprints: Feature[] = [];
    for (const id of add) {
      const row = byId.get(id);
      if (!row || !row.slice(2).every(Number.isFinite)) continue;
      this.rows.set(id, row);
      const extent = footprintExtent(row);
      const geometry = isPointFootprint(row)
        ? new Point([...extentCenter(extent)])
        : fromExtent([...extent]);
      const footprint = new Feature({ geometry, listingId: id, kind: footprintKind(row[1]) });
      footprint.setId(id);
      footprints.push(footprint);
    }
    if (footprints.length) this.footprintSource.addFeatures(footprints);
    if (footprints.length || remove.length) {
      this.indexStale = true;
      if (this.shown) this.showView(this.shown.extent, this.shown.zoom);
    }
  }

  /** Shows exactly these full listings, drawn by their bounding boxes (unreadable WKT skipped). */
  setListings(listings: readonly MapListing[]): void {
    const rows: ListingFootprint[] = [];
    for (const listing of listings) {
      const row = toMapFootprint(listing);
      if (row) rows.push(row);
    }
    this.setFootprints(rows);
  }

  /**
   * Draws the listings for a view (Web Mercator `extent` at `zoom`): footprints when it holds at
   * most `FOOTPRINT_MAX_IN_VIEW` and `zoom` is at least 4, otherwise the clusters of the view and
   * a margin around it. Returns true when footprints are drawn.
   */
  showView(extent: Extent, zoom: number): boolean {
    this.shown = { extent, zoom };
    const inView =
      zoom >= FOOTPRINT_MIN_ZOOM ? this.countUpTo(extent, FOOTPRINT_MAX_IN_VIEW + 1) : Infinity;
    const footprints = showsFootprints(zoom, inView);
    const hidden = this.mode === 'hidden';
    this.footprints.setVisible(footprints && !hidden);
    this.clusters.setVisible(!footprints && !hidden);
    this.hover.setVisible(!hidden);
    if (footprints) {
      this.clusterSource.clear(true);
      return true;
    }
    if (this.indexStale) {
      this.index.load(this.rows.values());
      this.indexStale = false;
    }
    const markers = this.index.inBox(clusterBox(extent, CLUSTER_MARGIN), zoom).map((c) => {
      const marker = new Feature({
        geometry: new Point(fromLonLat([c.lng, c.lat])),
        count: c.count,
        clusterId: c.clusterId,
        listingId: c.listingId ?? undefined,
        kind: c.kind ?? undefined,
      });
      return marker;
    });
    this.clusterSource.clear(true);
    this.clusterSource.addFeatures(markers);
    return false;
  }

  /** How many listing footprints intersect this Web Mercator extent (drawn or not). */
  countInExtent(extent: readonly number[]): number {
    return this.footprintSource.getFeaturesInExtent([...extent], MERCATOR ?? undefined).length;
  }

  /** How many listings the clusters drawn in this extent hold together (0 under footprints). */
  clusteredInExtent(extent: readonly number[]): number {
    if (!this.clusters.getVisible()) return 0;
    let total = 0;
    for (const marker of this.clusterSource.getFeaturesInExtent(
      [...extent],
      MERCATOR ?? undefined,
    )) {
      total += (marker.get('count') as number | undefined) ?? 0;
    }
    return total;
  }

  /** The listing ids inside a cluster marker (its own listing for a single one). */
  membersOf(marker: FeatureLike): number[] {
    const clusterId = marker.get('clusterId') as number | null | undefined;
    if (clusterId === null || clusterId === undefined) {
      const id = marker.get('listingId') as number | undefined;
      return id === undefined ? [] : [id];
    }
    return this.index.members(clusterId);
  }

  /** The map zoom at which a cluster marker comes apart. */
  expansionZoom(marker: FeatureLike): number {
    const clusterId = marker.get('clusterId') as number | null | undefined;
    return clusterId === null || clusterId === undefined ? 0 : this.index.expansionZoom(clusterId);
  }

  /** How many listings the layer holds (drawn as footprints or inside clusters). */
  get size(): number {
    return this.rows.size;
  }

  /** The footprint drawn with this id, if any. */
  getFootprint(id: number): ListingFootprint | undefined {
    return this.rows.get(id);
  }

  /** The footprint geometry of a drawn listing (Web Mercator). */
  getGeometry(id: number): Geometry | undefined {
    return this.footprintSource.getFeatureById(id)?.getGeometry() ?? undefined;
  }

  /** Emphasises one footprint by drawing it again on the hover layer (null: none). */
  setHovered(id: number | null): void {
    if (id === this.hoveredId) return;
    this.hoveredId = id;
    this.hoverSource.clear(true);
    const feature =
      id === null || id === this.selectedId ? null : this.footprintSource.getFeatureById(id);
    if (feature) this.hoverSource.addFeature(feature.clone());
  }

  setSelected(id: number | null): void {
    if (id === this.selectedId) return;
    this.selectedId = id;
    if (id !== null && id === this.hoveredId) this.hoverSource.clear(true);
    this.footprints.changed();
    this.clusters.changed();
  }

  /** Footprints intersecting `extent` (every world copy), counted up to `limit`. */
  private countUpTo(extent: Extent, limit: number): number {
    let count = 0;
    const parts = MERCATOR ? wrapAndSliceX([...extent], MERCATOR) : [[...extent]];
    for (const part of parts) {
      this.footprintSource.forEachFeatureInExtent(part, () => (count += 1) >= limit || undefined);
      if (count >= limit) break;
    }
    return count;
  }

  private removeIds(ids: readonly number[]): void {
    if (ids.length === 0) return;
    if (ids.length === this.rows.size) {
      this.rows.clear();
      this.footprintSource.clear(true);
      this.hoverSource.clear(true);
      this.hoveredId = null;
      return;
    }
    const footprints: Feature[] = [];
    for (const id of ids) {
      this.rows.delete(id);
      const footprint = this.footprintSource.getFeatureById(id);
      if (footprint) footprints.push(footprint as Feature);
    }
    this.footprintSource.removeFeatures(footprints);
  }

  /**
   * How the listings are drawn: 'normal' (filled footprints or clusters), 'outline' (footprints
   * without fill, for satellite imagery beneath) or 'hidden' (none, not clickable).
   */
  setMode(mode: FootprintsMode): void {
    if (mode === this.mode) return;
    this.mode = mode;
    if (this.shown) this.showView(this.shown.extent, this.shown.zoom);
    else if (mode === 'hidden') {
      this.footprints.setVisible(false);
      this.clusters.setVisible(false);
      this.hover.setVisible(false);
    }
    this.footprints.changed();
  }

  /** The current drawing mode of the listings. */
  getMode(): FootprintsMode {
    return this.mode;
  }

  private footprintStyle(feature: FeatureLike) {
    const id = feature.get('listingId') as number;
    const kind = feature.get('kind') as FootprintKind;
    if (id === this.selectedId) return footprintStyleFor(kind, 'selected');
    return footprintStyleFor(kind, this.mode === 'outline' ? 'outline' : 'normal');
  }
}
