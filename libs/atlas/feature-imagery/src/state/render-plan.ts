import type { GenerateImageBody, ImageryContentType } from '@unfurl/api-client';
import { MAX_IMAGE_PIXELS, qualityLabel } from '@unfurl/domain';
import type { ImageryBbox, SentinelSatelliteType } from '@unfurl/domain';
import { scriptById } from '@unfurl/imagery-core';
import type { BuiltInScript } from '@unfurl/imagery-core';
import {
  areaSizeMetres,
  checkSearchArea,
  dayTimeRange,
  imageSizeProblem,
} from '@unfurl/validators';
import type { SearchAreaResult } from '@unfurl/validators';
import type { FamilySpec } from './imagery-family';

/** The id of the user's own script in the script choice. */
export const CUSTOM_SCRIPT_ID = 'custom';

/** Longest side of the map preview image, px (downloads use the full resolution ladder). */
export const PREVIEW_MAX_SIDE = 1024;

/** Longest side of a GIF frame, px. */
export const GIF_MAX_SIDE = 512;

/** Longest side of a script preview thumbnail, px. */
export const SCRIPT_THUMB_SIDE = 96;

/** Checks a bbox as a drawn search area (2§5) with the family's resolutions. */
export function checkArea(bbox: ImageryBbox, spec: FamilySpec): SearchAreaResult {
  const [west, south, east, north] = bbox;
  return checkSearchArea(
    { sw: { lat: south, lng: west }, ne: { lat: north, lng: east } },
    spec.resolutions,
  );
}

/** Reads four typed coordinates; non-numeric text gives NaN (so 'Invalid coordinates detected.'). */
export function parseBbox(values: readonly string[]): ImageryBbox {
  const n = values.map((v) => (v.trim() === '' ? Number.NaN : Number(v)));
  return [n[0] ?? Number.NaN, n[1] ?? Number.NaN, n[2] ?? Number.NaN, n[3] ?? Number.NaN];
}

/** A bbox with west < east and south < north (a box drawn from any corner). */
export function normaliseBbox(bbox: ImageryBbox): ImageryBbox {
  const [a, b, c, d] = bbox;
  return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
}

/** A pixel size scaled down (never up) so its longer side is at most `maxSide`. */
export function fitSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** One step of the download resolution ladder. */
export interface ResolutionOption {
  readonly resolution: number;
  readonly label: 'Best' | 'Good' | 'Low';
  readonly width: number;
  readonly height: number;
  /** The area-too-big message when this resolution exceeds 2500 px on a side. */
  readonly problem: string | undefined;
}

/** The resolution ladder of an area with quality labels and pixel sizes (2§5, 2§9). */
export function resolutionOptions(bbox: ImageryBbox, spec: FamilySpec): ResolutionOption[] {
  const [west, south, east, north] = bbox;
  const { widthM, heightM } = areaSizeMetres({
    sw: { lat: south, lng: west },
    ne: { lat: north, lng: east },
  });
  return spec.resolutions.map((resolution) => {
    const width = Math.max(1, Math.round(widthM / resolution));
    const height = Math.max(1, Math.round(heightM / resolution));
    return {
      resolution,
      label: qualityLabel(resolution, spec.family === 'landsat'),
      width,
      height,
      problem: imageSizeProblem(width, height),
    };
  });
}

/**
 * The ladder step an area renders at (2§4, R-467): the requested resolution when the family offers
 * it and the image fits in 2500 px per side, else the best one that fits; undefined if none fits.
 */
export function renderResolution(
  bbox: ImageryBbox,
  spec: FamilySpec,
  requested?: number | null,
): ResolutionOption | undefined {
  const fitting = resolutionOptions(bbox, spec).filter((o) => !o.problem);
  return fitting.find((o) => o.resolution === requested) ?? fitting[0];
}

/** The script a render uses: a built-in one, or the user's own evalscript. */
export type ScriptChoice =
  | { readonly kind: 'builtin'; readonly script: BuiltInScript }
  | { readonly kind: 'custom'; readonly source: string };

/** The script choice of an id ('custom' or a built-in id). */
export function scriptChoice(id: string, customSource: string): ScriptChoice | undefined {
  if (id === CUSTOM_SCRIPT_ID) return { kind: 'custom', source: customSource };
  const script = scriptById(id);
  return script ? { kind: 'builtin', script } : undefined;
}

/** The evalscript source of a choice (what a share record stores). */
export function scriptSource(choice: ScriptChoice): string {
  return choice.kind === 'builtin' ? choice.script.script : choice.source;
}

/** The name shown and sent for a choice. */
export function scriptName(choice: ScriptChoice): string {
  return choice.kind === 'builtin' ? choice.script.name : 'Custom script';
}

/** The satellite a choice renders from: a built-in script's own, else the family's main one. */
export function renderSatellite(choice: ScriptChoice, spec: FamilySpec): SentinelSatelliteType {
  return choice.kind === 'builtin' ? choice.script.sentinelSatelliteType : spec.defaultSatellite;
}

/** What a render needs besides the script. */
export interface RenderTarget {
  readonly bbox: ImageryBbox;
  /** `YYYY-MM-DD`: the day rendered (00:00:00 to 23:59:59). */
  readonly day: string;
  readonly width: number;
  readonly height: number;
  readonly contentType?: ImageryContentType;
  readonly quality?: number;
}

/**
 * The generate-image body of a render (2§7): built-in scripts go by name (the server runs its own
 * copy), the user's script goes as source, rendered from the family's main satellite.
 */
export function renderBody(
  target: RenderTarget,
  choice: ScriptChoice,
  spec: FamilySpec,
): GenerateImageBody {
  const common = {
    bbox: target.bbox,
    timeRange: dayTimeRange(target.day, target.day),
    width: Math.min(MAX_IMAGE_PIXELS, target.width),
    height: Math.min(MAX_IMAGE_PIXELS, target.height),
    contentType: target.contentType ?? 'image/png',
    ...(target.quality === undefined ? {} : { quality: target.quality }),
  };
  return choice.kind === 'builtin'
    ? {
        ...common,
        satellite: renderSatellite(choice, spec),
        evalscriptName: choice.script.name,
        ...(choice.script.processing ? { processing: definedOnly(choice.script.processing) } : {}),
      }
    : { ...common, satellite: renderSatellite(choice, spec), evalscript: choice.source };
}

function definedOnly(
  values: Readonly<Record<string, string | boolean | undefined>>,
): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) out[key] = value;
  return out;
}
