import { OVERLAY_KEY } from './overlays';
import type { OverlayKey } from './overlays';

/** An overlay definition (2§1). */
export interface OverlayDefinition {
  readonly key: OverlayKey;
  /** Display name. */
  readonly class: string;
  readonly satellite: string;
  /** Satellite name as sent to analytics. */
  readonly satelliteAnalytics: string;
  readonly description: string;
  /** Path of the preview image. */
  readonly previewImage: string;
  /** Metres per pixel, where fixed (Landsat 30). */
  readonly resolution?: number | undefined;
}

/** The six overlay definitions (2§1, R-404..R-406). */
export const OVERLAY_DEFINITIONS: Readonly<Record<OverlayKey, OverlayDefinition>> = {
  TRUE_COLOR: {
    key: OVERLAY_KEY.TRUE_COLOR,
    class: 'True Color',
    satellite: 'sentinel-2-l2a',
    satelliteAnalytics: 'Sentinel-2',
    description: 'The Earth as the eye would see it from orbit.',
    previewImage: '/assets/overlays/true-color.jpg',
  },
  FALSE_COLOR: {
    key: OVERLAY_KEY.FALSE_COLOR,
    class: 'False Color',
    satellite: 'sentinel-2-l2a',
    satelliteAnalytics: 'Sentinel-2',
    description: 'Near-infrared shows healthy vegetation in bright red.',
    previewImage: '/assets/overlays/false-color.jpg',
  },
  GEOLOGY: {
    key: OVERLAY_KEY.GEOLOGY,
    class: 'Geology',
    satellite: 'sentinel-2-l2a',
    satelliteAnalytics: 'Sentinel-2',
    description: 'Short-wave infrared brings out rock and soil types.',
    previewImage: '/assets/overlays/geology.jpg',
  },
  NDVI: {
    key: OVERLAY_KEY.NDVI,
    class: 'Vegetation Health',
    satellite: 'sentinel-2-l2a',
    satelliteAnalytics: 'Sentinel-2',
    description: 'Normalised difference vegetation index: greener is healthier.',
    previewImage: '/assets/overlays/ndvi.jpg',
  },
  SENTINEL_1_RADAR: {
    key: OVERLAY_KEY.SENTINEL_1_RADAR,
    class: 'Radar',
    satellite: 'sentinel-1-grd',
    satelliteAnalytics: 'Sentinel-1',
    description: 'Synthetic aperture radar sees through cloud, day and night.',
    previewImage: '/assets/overlays/radar.jpg',
  },
  LANDSAT_8: {
    key: OVERLAY_KEY.LANDSAT_8,
    class: 'Landsat 8',
    satellite: 'landsat-ot-l1',
    satelliteAnalytics: 'Landsat 8',
    description: 'Landsat 8 true colour at 30 m, with an archive back to 2013.',
    previewImage: '/assets/overlays/landsat-8.jpg',
    resolution: 30,
  },
};
