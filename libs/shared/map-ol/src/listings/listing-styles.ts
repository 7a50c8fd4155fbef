import type { FeatureLike } from 'ol/Feature';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import { clusterLabel, clusterRadius } from './cluster-zoom';
import { FOOTPRINT_KIND, footprintColor } from './footprint-kind';
import type { FootprintKind } from './footprint-kind';

/**
 * Interaction state of a footprint, which changes its emphasis; 'outline' is a normal footprint
 * drawn without fill (while satellite imagery is shown, so it never tints the image).
 */
export type FootprintState = 'normal' | 'hover' | 'selected' | 'outline';

function footprintStyle(kind: FootprintKind, state: FootprintState): Style {
  const fillAlpha = state === 'normal' ? 0.14 : 0.3;
  const stroke =
    state === 'selected'
      ? new Stroke({ color: '#ffffff', width: 2.5 })
      : new Stroke({ color: footprintColor(kind, state === 'hover' ? 1 : 0.85), width: 1.5 });
  // `image` draws point footprints (IMAGE listings placed by a position); polygons use fill and stroke.
  const image = new Circle({
    radius: state === 'normal' ? 4.5 : 6,
    fill: new Fill({ color: footprintColor(kind, 0.9) }),
    stroke: new Stroke({
      color: state === 'selected' ? '#ffffff' : 'rgba(11, 19, 32, 0.9)',
      width: 1.5,
    }),
  });
  // An outline (satellite imagery beneath) has no fill at all, so only its line takes a click and
  // a click inside reads the imagery. A selected footprint keeps a transparent fill: its preview
  // shows through and a click anywhere on it still hits it.
  if (state === 'outline') return new Style({ stroke, image, zIndex: 1 });
  const fill = new Fill({
    color: state === 'selected' ? 'rgba(0, 0, 0, 0)' : footprintColor(kind, fillAlpha),
  });
  return new Style({ fill, stroke, image, zIndex: 1 });
}

const footprintCache = new Map<string, Style>();

/** The cached style of a footprint of `kind` in `state` (one Style object per pair). */
export function footprintStyleFor(kind: FootprintKind, state: FootprintState): Style {
  const key = `${kind}:${state}`;
  let style = footprintCache.get(key);
  if (!style) {
    style = footprintStyle(kind, state);
    footprintCache.set(key, style);
  }
  return style;
}

const clusterCache = new Map<string, Style>();

function singleStyle(kind: FootprintKind, selected: boolean): Style {
  return new Style({
    image: new Circle({
      radius: clusterRadius(1),
      fill: new Fill({ color: footprintColor(kind, 0.9) }),
      stroke: new Stroke({ color: selected ? '#ffffff' : 'rgba(11, 19, 32, 0.9)', width: 1.5 }),
    }),
  });
}

function groupStyle(count: number): Style {
  return new Style({
    image: new Circle({
      radius: clusterRadius(count),
      fill: new Fill({ color: 'rgba(56, 189, 248, 0.78)' }),
      stroke: new Stroke({ color: 'rgba(186, 230, 253, 0.9)', width: 2 }),
    }),
    text: new Text({
      text: clusterLabel(count),
      font: '600 11px system-ui, sans-serif',
      fill: new Fill({ color: '#08111d' }),
    }),
  });
}

/**
 * Style of a cluster marker (`count`, and `listingId` and `kind` for a single listing): a coloured
 * dot for one listing, a counted circle for many. Cached: one Style per kind, per count below
 * 1,000 and per thousand above.
 */
export function clusterStyleFor(cluster: FeatureLike, selectedId: number | null): Style {
  const count = (cluster.get('count') as number | undefined) ?? 1;
  if (count === 1) {
    const kind = (cluster.get('kind') as FootprintKind | undefined) ?? FOOTPRINT_KIND.OTHER;
    const selected = cluster.get('listingId') === selectedId;
    const key = `one:${kind}:${selected}`;
    let style = clusterCache.get(key);
    if (!style) {
      style = singleStyle(kind, selected);
      clusterCache.set(key, style);
    }
    return style;
  }
  const key = `many:${clusterLabel(count)}`;
  let style = clusterCache.get(key);
  if (!style) {
    style = groupStyle(count);
    clusterCache.set(key, style);
  }
  return style;
}
