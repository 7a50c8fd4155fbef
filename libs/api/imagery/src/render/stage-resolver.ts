import { SENTINEL_SATELLITE_TYPE } from '@unfurl/domain';
import type { SentinelSatelliteType } from '@unfurl/domain';
import { BUILT_IN_SCRIPTS, scriptById, scriptByName } from '@unfurl/imagery-core';
import type { BuiltInScript } from '@unfurl/imagery-core';
import { createSandboxedStage } from './sandboxed-stage';
import { DEFAULT_SANDBOX_LIMITS } from '../sandbox/sandbox-limits';
import type { SandboxLimits } from '../sandbox/sandbox-limits';
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

/** Picks the pixel stage of a request; throws (or rejects with) a 4xx imagery error when it cannot. */
export type StageResolver = (
  request: StageRequest,
  signal?: AbortSignal,
) => PixelStage | Promise<PixelStage>;

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
 * The built-in script a request names (by name or id, or by a script text equal to a built-in's);
 * `default` for no script at all (the built-in True Color stage); undefined for a user script.
 */
export function builtInScriptOf(request: StageRequest): BuiltInScript | 'default' | undefined {
  const family =
    request.satellite === SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1 ? 'landsat' : 'sentinel';
  const name = request.evalscriptName?.trim();
  const source = request.evalscript?.trim();
  const script =
    (name ? (scriptByName(name, family) ?? scriptById(name)) : undefined) ??
    (source ? BUILT_IN_SCRIPTS.find((s) => s.script.trim() === source) : undefined);
  if (script) return script;
  return !name && !source ? 'default' : undefined;
}

/** The built-in stage a request names (or True Color for no script at all); else undefined. */
export function builtInStageOf(request: StageRequest): PixelStage | undefined {
  const script = builtInScriptOf(request);
  if (script === 'default') return TRUE_COLOR_STAGE;
  return script ? builtInStage(script.id, script.name, script.script) : undefined;
}

/**
 * Built-in scripts run in-process on the fast path (trusted code, compiled once and kept warm);
 * any other evalscript runs in an isolated-vm isolate under `limits` (see `sandbox/`). A name
 * that is no built-in and comes without a script is a 400.
 */
export function sandboxedStages(limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS): StageResolver {
  return (request, signal) => {
    const stage = builtInStageOf(request);
    if (stage) return stage;
    const name = request.evalscriptName?.trim();
    const source = request.evalscript?.trim();
    if (!source) {
      throw new ImageryInputError(
        `Unknown script '${name}': give its evalscript, or a built-in script name`,
        IMAGERY_ERROR_CODE.unsupported,
      );
    }
    return createSandboxedStage(name || 'Custom script', source, limits, signal);
  };
}

/**
 * Built-in scripts of `@unfurl/imagery-core` (by `evalscriptName`, or by an `evalscript` that is
 * exactly a built-in's text), run by its evalscript runtime; no script at all is True Color.
 * Other (user) evalscripts are a 400 here; {@link sandboxedStages} runs them in an isolate.
 */
export const builtInStages = (request: StageRequest): PixelStage => {
  const stage = builtInStageOf(request);
  if (stage) return stage;
  const name = request.evalscriptName?.trim();
  throw new ImageryInputError(
    `Script '${name ?? 'custom evalscript'}' cannot be rendered: this resolver runs built-in scripts only (sandboxedStages runs user evalscripts)`,
    IMAGERY_ERROR_CODE.unsupported,
  );
};
