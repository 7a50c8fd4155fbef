import { TASKING_LIMITS } from '@unfurl/domain';
import type { TaskingMode } from '@unfurl/domain';

/** The size of a tasking area: km² and km (ruling 7). */
export interface TaskingArea {
  readonly areaKm2: number;
  readonly widthKm: number;
  readonly heightKm: number;
}

/** Why a tasking area breaks the operator's limits (2§5), or undefined when it is within them. */
export function taskingAreaProblem(mode: TaskingMode, area: TaskingArea): string | undefined {
  const limits = TASKING_LIMITS[mode];
  if (area.areaKm2 < limits.minAreaKm2 || area.areaKm2 > limits.maxAreaKm2) {
    return `The area must be between ${limits.minAreaKm2} and ${limits.maxAreaKm2} km².`;
  }
  for (const [side, value] of [
    ['width', area.widthKm],
    ['height', area.heightKm],
  ] as const) {
    if (value < limits.minSideKm || value > limits.maxSideKm) {
      return `The ${side} must be between ${limits.minSideKm} and ${limits.maxSideKm} km.`;
    }
  }
  return undefined;
}
