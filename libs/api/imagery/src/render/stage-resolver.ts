import { DEFAULT_SCRIPT_NAME, SENTINEL_SATELLITE_TYPE } from '@unfurl/domain';
import type { SentinelSatelliteType } from '@unfurl/domain';
import { BUILT_IN_SCRIPTS, scriptByName } from '@unfurl/imagery-core';
import { IMAGERY_ERROR_CODE, ImageryInputError } from '../imagery-error';
import { evalscriptStage } from './evalscript-stage';
import type { PixelStage } from './pixel-stage';
import { TRUE_COLOR_STAGE } from './pixel-stage';

/** What a render request says about its script. */
export interface StageRequest {
  readonly satellite: SentinelSatelliteType;
  readonly evalscript?: string | undefined;
  readonly evalscriptName?: string | undefined;
}

/** Picks the pixel stage of a request; throws a 4xx imagery error when it cannot. */
export type StageResolver = (request: StageRequest) => PixelStage;

/**
 * The built-in True Color only: the request names it or names no script (the default, 2§3).
 * Anything else is a 400 that says so.
 */
export const trueColorOnly: StageResolver = (request) => {
  const name = request.evalscriptName?.trim();
  const wantsTrueColor = name
    ? name.toLowerCase() === DEFAULT_SCRIPT_NAME.toLowerCase()
    : !request.evalscript?.trim();
  if (wantsTrueColor) return TRUE_COLOR_STAGE;
  throw new ImageryInputError(
    `Script '${name ?? 'custom evalscript'}' cannot be rendered: only ${DEFAULT_SCRIPT_NAME} is built in`,
    IMAGERY_ERROR_CODE.unsupported,
  );
};

const stages = new Map<string, PixelStage>();

function builtInStage(id: string, name: string, source: string): PixelStage {
  let stage = stages.get(id);
  if (!stage) {
    stage = evalscriptStage(name, source);
    stages.set(id, stage);
  }
  return stage;
}

/**
 * Built-in scripts of `@unfurl/imagery-core` (by `evalscriptName`, or by an `evalscript` that is
 * exactly a built-in's text), run by its evalscript runtime; no script at all is True Color.
 * Other (user) evalscripts are a 400 until they can run in an isolate (isolated-vm, notes §5).
 */
export const builtInStages: StageResolver = (request) => {
  const family =
    request.satellite === SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1 ? 'landsat' : 'sentinel';
  const name = request.evalscriptName?.trim();
  const source = request.evalscript?.trim();
  const script =
    (name ? scriptByName(name, family) : undefined) ??
    (source ? BUILT_IN_SCRIPTS.find((s) => s.script.trim() === source) : undefined);
  if (script) return builtInStage(script.id, script.name, script.script);
  if (!name && !source) return TRUE_COLOR_STAGE;
  throw new ImageryInputError(
    `Script '${name ?? 'custom evalscript'}' cannot be rendered: only the built-in scripts run for now (user evalscripts need the sandbox, not built yet)`,
    IMAGERY_ERROR_CODE.unsupported,
  );
};
