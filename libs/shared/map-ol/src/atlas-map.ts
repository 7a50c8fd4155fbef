import 'ol/ol.css';
import './atlas-map.css';
import type { FeatureLike } from 'ol/Feature';
import OlMap from 'ol/Map';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import type LayerGroup from 'ol/layer/Group';
import type Layer from 'ol/layer/Layer';
import { fromLonLat, transformExtent } from 'ol/proj';
import { basemapCatalog } from './basemap/basemap-catalog';
import { createBaseLayer } from './basemap/base-layer';
import { DEFAULT_BASEMAP } from './basemap/basemap-key';
import type { Basemap } from './basemap/basemap-key';
import { Emitter } from './events/emitter';
import type { ListingFootprint } from '@unfurl/domain';
import { ListingsLayer, readFootprint, toMapFootprint } from './listings/listings-layer';
import type { FootprintsMode, MapListing } from './listings/listings-layer';
import { createOfflineBasemapLayer } from './offline/offline-basemap';
import { OFFLINE_COLORS } from './offline/offline-style';
import { ListingLayer } from './listing-layer/listing-layer';
import type { ListingLayerSpec } from './listing-layer/listing-layer-spec';
import { PreviewLayer } from './preview/preview-layer';
import type { MapPreview } from './preview/preview-layer';
import { ImageryOverlay } from './imagery/imagery-overlay';
import { AnnotationsLayer } from './annotations/annotations-layer';
import type { MapAnnotation } from './annotations/annotations-layer';
import { SearchMarker } from './search-marker/search-marker';
import type { SearchMarkerSpec } from './search-marker/search-marker';
import { extentToBounds, roundZoom, unionExtents } from './view/bounds';
import type { Bounds, Extent } from './view/bounds';
import { mercatorToLatLng } from './view/mercator';

/** A map position: centre in degrees and a zoom level. */
export interface MapPosition {
  readonly lat: number;
  readonly lng: number;
  readonly zoom: number;
}

/** Payload of `moveend`: the new position (zoom to 2 decimals) and the visible bounds. */
export interface MoveEndEvent extends MapPosition {
  readonly bounds: Bounds;
}

/** Payload of `hover` and `select`: the listing under the pointer (or null) and where. */
export interface ListingPointerEvent {
  readonly listingId: number | null;
  /** Pixel [x, y] relative to the map's target element. */
  readonly pixel: readonly [number, number];
}

/** Events of an AtlasMap. */
export interface AtlasMapEvents extends Record<string, unknown> {
  moveend: MoveEndEvent;
  hover: ListingPointerEvent;
  select: ListingPointerEvent;
  /** A listing layer could not be drawn (its image or GIF failed to load). */
  layererror: { readonly message: string };
}

/** Options of createAtlasMap. */
export interface AtlasMapOptions {
  readonly target: HTMLElement;
  readonly initial: MapPosition;
  readonly basemap?: Basemap;
  /** Clock for date-stamped layers (MODIS daily); defaults to now. */
  readonly now?: () => Date;
}

const FLY_MS = 900;

/** The one OpenLayers map of the atlas: basemaps, listing footprints, events. */
export class AtlasMap {
  private readonly map: OlMap;
  private readonly events = new Emitter<AtlasMapEvents>();
  private readonly listings = new ListingsLayer();
  private readonly preview = new PreviewLayer();
  private readonly listingLayer = new ListingLayer((error) =>
    this.events.emit('layererror', { message: (error as Error).message ?? String(error) }),
  );
  private baseLayer: LayerGroup;
  private basemap: Basemap;
  private hoveredId: number | null = null;
  private imageryOverlay: ImageryOverlay | null = null;
  private searchMarker: SearchMarker | null = null;
  private annotations: AnnotationsLayer | null = null;

  constructor(private readonly options: AtlasMapOptions) {
    this.basemap = options.basemap ?? DEFAULT_BASEMAP;
    this.baseLayer = this.makeBaseLayer(this.basemap);
    this.map = new OlMap({
      target: options.target,
      controls: defaultControls({ rotate: false, attributionOptions: { collapsible: true } }),
      layers: [
        createOfflineBasemapLayer(),
        this.baseLayer,
        this.preview.layer,
        this.listingLayer.group,
        this.listings.footprints,
        this.listings.hover,
        this.listings.clusters,
      ],
      view: new View({
        center: fromLonLat([options.initial.lng, options.initial.lat]),
        zoom: options.initial.zoom,
        minZoom: 1,
        maxZoom: 20,
        enableRotation: false,
        constrainResolution: false,
      }),
    });
    options.target.style.background = OFFLINE_COLORS.ocean;
    this.map.on('moveend', () => {
      const view = this.map.getView();
      const extent = view.calculateExtent(this.map.getSize()) as unknown as Extent;
      this.listings.showView(extent, view.getZoom() ?? 0);
      this.events.emit('moveend', this.moveEndEvent());
    });
    this.map.on('pointermove', (event) => this.onPointerMove(event));
    this.map.on('click', (event) => this.onClick(event));
    // Exposed for people and tests alike: how many listing footprints the last complete render
    // has in view (drawn as boxes or inside clusters), how many listings the clusters in view
    // hold (0 while boxes are drawn), and how many the map holds.
    this.map.on('rendercomplete', () => {
      const extent = this.map.getView().calculateExtent(this.map.getSize());
      const data = options.target.dataset;
      data['listingsDrawn'] = String(this.listings.countInExtent(extent));
      data['listingsClustered'] = String(this.listings.clusteredInExtent(extent));
      data['listingsTotal'] = String(this.listings.size);
    });
  }

  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends keyof AtlasMapEvents>(event: K, listener: (payload: AtlasMapEvents[K]) => void) {
    return this.events.on(event, listener);
  }

  getPosition(): MapPosition {
    const { lat, lng, zoom } = this.moveEndEvent();
    return { lat, lng, zoom };
  }

  getZoom(): number {
    return roundZoom(this.map.getView().getZoom() ?? 0);
  }

  getBounds(): Bounds {
    return this.moveEndEvent().bounds;
  }

  /** Moves the view; flies there unless `immediate`. */
  setPosition(position: MapPosition, options: { immediate?: boolean } = {}): void {
    const view = this.map.getView();
    const center = fromLonLat([position.lng, position.lat]);
    view.cancelAnimations();
    if (options.immediate) {
      view.setCenter(center);
      view.setZoom(position.zoom);
      return;
    }
    view.animate({ center, zoom: position.zoom, duration: FLY_MS });
  }

  /** Fits the view to WGS84 bounds. */
  fitTo(bounds: Bounds, options: { maxZoom?: number; immediate?: boolean } = {}): void {
    const extent = transformExtent(
      [bounds.west, bounds.south, bounds.east, bounds.north],
      'EPSG:4326',
      'EPSG:3857',
    );
    this.fitExtent(extent, options);
  }

  /** Fits the view to a WKT footprint (EPSG:4326); false when the WKT is unreadable. */
  fitToWkt(geometryWKT: string, options: { maxZoom?: number; immediate?: boolean } = {}): boolean {
    const geometry = readFootprint(geometryWKT);
    if (!geometry) return false;
    this.fitExtent(geometry.getExtent(), options);
    return true;
  }

  /** The compact footprint row of a full listing (its bounding box); undefined for bad WKT. */
  footprintOf(listing: MapListing): ListingFootprint | undefined {
    return toMapFootprint(listing);
  }

  getBasemap(): Basemap {
    return this.basemap;
  }

  setBasemap(key: Basemap): void {
    if (key === this.basemap) return;
    const layers = this.map.getLayers();
    const index = layers.getArray().indexOf(this.baseLayer);
    this.baseLayer = this.makeBaseLayer(key);
    layers.setAt(index, this.baseLayer);
    this.basemap = key;
  }

  /** Shows exactly these full listings (drawn by their bounding boxes). */
  setListings(listings: readonly MapListing[]): void {
    this.listings.setListings(listings);
  }

  /**
   * Shows exactly these compact footprints (`GET /v1/listings/footprints` rows): boxes from
   * zoom 4, clusters below. Only the ids that entered or left are touched.
   */
  setFootprints(footprints: readonly ListingFootprint[]): void {
    this.listings.setFootprints(footprints);
  }

  /** Lays a listing's preview image over its bounds, or removes it (null). */
  showPreview(preview: MapPreview | null): void {
    this.preview.show(preview);
  }

  /**
   * Draws one listing as itself (image, animated GIF, XYZ tiles, WMS, WMTS) at `opacity`, or
   * removes it (null). The same spec again only changes the opacity.
   */
  showListingLayer(spec: ListingLayerSpec | null, opacity = 1): void {
    this.listingLayer.show(spec, opacity);
  }

  /** The imagery overlay (search area, box select, rendered image); created on first use. */
  imagery(): ImageryOverlay {
    this.imageryOverlay ??= new ImageryOverlay(this.map, this.options.target);
    return this.imageryOverlay;
  }

  /** Marks a searched coordinate with a dot and a label, or removes the mark (null). */
  showSearchMarker(spec: SearchMarkerSpec | null): void {
    if (!spec) return this.searchMarker?.clear();
    this.searchMarker ??= new SearchMarker(this.map, this.options.target);
    this.searchMarker.show(spec);
  }

  /** Draws the annotations of a listing's comments (GeoJSON features), or removes them (null). */
  showAnnotations(annotations: readonly MapAnnotation[] | null): void {
    if (!annotations) return this.annotations?.clear();
    this.annotations ??= new AnnotationsLayer(this.map, this.options.target);
    this.annotations.show(annotations);
  }

  /**
   * How the listing footprints are drawn: 'normal', 'outline' (no fill, while satellite imagery
   * is shown) or 'hidden' (switched off). Written to the map element as `data-footprints`.
   */
  setFootprintsMode(mode: FootprintsMode): void {
    this.listings.setMode(mode);
    this.options.target.dataset['footprints'] = mode;
  }

  setSelectedListing(id: number | null): void {
    this.listings.setSelected(id);
  }

  /** Re-reads the target's size; call after the container is resized. */
  updateSize(): void {
    this.map.updateSize();
  }

  /** The map element, for overlays positioned with event pixels. */
  getTarget(): HTMLElement {
    return this.options.target;
  }

  destroy(): void {
    this.imageryOverlay?.dispose();
    this.searchMarker?.dispose();
    this.annotations?.dispose();
    this.listingLayer.dispose();
    this.events.clear();
    this.map.setTarget(undefined);
    this.map.dispose();
  }

  private makeBaseLayer(key: Basemap): LayerGroup {
    const now = this.options.now?.() ?? new Date();
    return createBaseLayer(basemapCatalog(now)[key]);
  }

  private fitExtent(extent: number[], options: { maxZoom?: number; immediate?: boolean }): void {
    this.map.getView().fit(extent, {
      padding: [48, 48, 48, 48],
      maxZoom: options.maxZoom ?? 14,
      duration: options.immediate ? 0 : FLY_MS,
    });
  }

  private moveEndEvent(): MoveEndEvent {
    const view = this.map.getView();
    const [x = 0, y = 0] = view.getCenter() ?? [];
    const { lat, lng } = mercatorToLatLng({ x, y });
    const size = this.map.getSize();
    const extent = (size
      ? view.calculateExtent(size)
      : view.calculateExtent()) as unknown as Extent;
    return { lat, lng, zoom: this.getZoom(), bounds: extentToBounds(extent) };
  }

  /** The listing under a pixel, or the cluster marker of several (`id` null then). */
  private listingAt(pixel: number[]): { id: number | null; cluster: FeatureLike | null } {
    let found: { id: number | null; cluster: FeatureLike | null } = { id: null, cluster: null };
    const layers: Layer[] = [this.listings.footprints, this.listings.clusters];
    this.map.forEachFeatureAtPixel(
      pixel,
      (feature) => {
        const id = (feature.get('listingId') as number | undefined) ?? null;
        found = { id, cluster: id === null ? feature : null };
        return true;
      },
      { layerFilter: (layer) => layers.includes(layer), hitTolerance: 3 },
    );
    return found;
  }

  private onPointerMove(event: MapBrowserEvent): void {
    if (event.dragging) return;
    const { id } = this.listingAt(event.pixel);
    this.options.target.style.cursor = id !== null ? 'pointer' : '';
    if (id === this.hoveredId) return;
    this.hoveredId = id;
    this.listings.setHovered(id);
    this.events.emit('hover', { listingId: id, pixel: [event.pixel[0] ?? 0, event.pixel[1] ?? 0] });
  }

  private onClick(event: MapBrowserEvent): void {
    const { id, cluster } = this.listingAt(event.pixel);
    if (cluster) {
      // Fit the members' footprints; a tight pile zooms in to where it comes apart (or to 8).
      const extents = this.listings.membersOf(cluster).flatMap((member) => {
        const e = this.listings.getGeometry(member)?.getExtent();
        return e ? [[e[0], e[1], e[2], e[3]] as Extent] : [];
      });
      const extent = unionExtents(extents);
      const maxZoom = Math.max(8, this.listings.expansionZoom(cluster));
      if (extent) this.fitExtent([...extent], { maxZoom });
      return;
    }
    this.listings.setSelected(id);
    this.events.emit('select', {
      listingId: id,
      pixel: [event.pixel[0] ?? 0, event.pixel[1] ?? 0],
    });
  }
}

/** Creates the atlas map in `target`. */
export function createAtlasMap(options: AtlasMapOptions): AtlasMap {
  return new AtlasMap(options);
}
