import type { ImagerySearchItem } from '@unfurl/api-client';
import type { ImageryBbox, SatelliteImageFeature } from '@unfurl/domain';
import { thumbnailDimensions } from '@unfurl/imagery-core';
import type { FamilySpec } from './imagery-family';
import { imageMapUrl } from './image-map-url';
import { renderSatellite, scriptSource } from './render-plan';
import type { ResolutionOption, ScriptChoice } from './render-plan';

/** What a search item is seen through: the area, the script and the resolution it renders at. */
export interface FeatureContext {
  readonly spec: FamilySpec;
  /** The search area, or null before one is drawn. */
  readonly area: ImageryBbox | null;
  readonly choice: ScriptChoice | undefined;
  /** The ladder step the area renders at (requested or best available); undefined if none fits. */
  readonly plan: ResolutionOption | undefined;
  /** Imagery service base of the image-map URLs. */
  readonly imageryBase: string;
}

/** `YYYY-MM-DD` (UTC) of an ISO date-time; the text's first ten characters if it does not parse. */
export function utcDay(datetime: string): string {
  const time = Date.parse(datetime);
  return Number.isNaN(time) ? datetime.slice(0, 10) : new Date(time).toISOString().slice(0, 10);
}

function footprint(bbox: readonly number[], fallback: ImageryBbox | null): ImageryBbox {
  const [w, s, e, n] = bbox;
  if (w === undefined || s === undefined || e === undefined || n === undefined) {
    return fallback ?? [Number.NaN, Number.NaN, Number.NaN, Number.NaN];
  }
  return [w, s, e, n];
}

/**
 * The satellite image feature of a search item (2§3, R-407): the item's search-hit fields, its
 * footprint and collection, the script it is shown with, the resolution the area renders at, and
 * two image-map URLs of the area on the item's day: `previewUrl` at the thumbnail size of that
 * resolution (JPEG) and `highResolutionPreviewUrl` at the full size (PNG). Without an area, script
 * or fitting resolution the URLs are the item's own preview and null.
 */
export function imageFeature(
  item: ImagerySearchItem,
  context: FeatureContext,
): SatelliteImageFeature {
  const { area, choice, plan, spec } = context;
  let previewUrl = item.previewUrl;
  let highResolutionPreviewUrl: string | null = null;
  if (area && choice && plan) {
    const common = {
      bbox: area,
      day: utcDay(item.datetime),
      satellite: renderSatellite(choice, spec),
    };
    const thumb = thumbnailDimensions(plan.width, plan.height, plan.resolution);
    previewUrl = imageMapUrl(context.imageryBase, choice, {
      ...common,
      ...thumb,
      format: 'image/jpeg',
    });
    highResolutionPreviewUrl = imageMapUrl(context.imageryBase, choice, {
      ...common,
      width: plan.width,
      height: plan.height,
    });
  }
  return {
    id: item.id,
    bbox: footprint(item.bbox, area),
    date: item.datetime,
    previewUrl,
    highResolutionPreviewUrl,
    collection: item.collection,
    evalScript: choice ? scriptSource(choice) : '',
    cloudCover: item.cloudCover,
    satellite: item.satellite,
    instruments: [...item.instruments],
    bands: [...item.bands],
    constellation: item.constellation,
    resolution: plan?.resolution ?? item.resolution,
  };
}
