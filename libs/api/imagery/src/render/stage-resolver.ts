import { DEFAULT_SCRIPT_NAME } from '@unfurl/domain';
import type { SentinelSatelliteType } from '@unfurl/domain';
import { IMAGERY_ERROR_CODE, ImageryInputError } from '../imagery-error';
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
 * The built-in stages: True Color when the request names it or names no script (the default,
 * 2§3). Other scripts need the evalscript runtime of `@unfurl/imagery-core`, plugged in through
 * another {@link StageResolver}; until then they are a 400 that says so.
 */
export const builtInStages: StageResolver = (request) => {
  const name = request.evalscriptName?.trim();
  const wantsTrueColor = name
    ? name.toLowerCase() === DEFAULT_SCRIPT_NAME.toLowerCase()
    : !request.evalscript?.trim();
  if (wantsTrueColor) return TRUE_COLOR_STAGE;
  throw new ImageryInputError(
    `Script '${name ?? 'custom evalscript'}' cannot be rendered yet: only ${DEFAULT_SCRIPT_NAME} is built in`,
    IMAGERY_ERROR_CODE.unsupported,
  );
};
