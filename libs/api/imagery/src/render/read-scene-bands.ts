import type { Mosaicking } from '@unfurl/imagery-core';
import type { Scene } from '../scene';
import type { OutputGrid } from '../warp/output-grid';
import type { BandArrays, SceneBands } from './pixel-stage';
import { readBands } from './read-bands';
import type { StageTimings } from './read-bands';
import type { Resampling } from '../warp/resampling';

/** UTC day of an ISO date-time: the acquisitions of one day and satellite are one orbit here. */
const dayOf = (datetime: string) => datetime.slice(0, 10);

/**
 * The scenes as ORBIT or TILE scripts see them (notes §1.1), newest first: TILE → one entry per
 * scene; ORBIT → the scenes of one UTC day mosaicked into one entry dated by its newest scene.
 * Each entry is read onto the output grid with its own `dataMask`; entries with no pixel in the
 * grid are left out (Sentinel Hub lists only scenes that cover the area).
 */
export async function readSceneBands(
  scenes: readonly Scene[],
  mosaicking: Exclude<Mosaicking, 'SIMPLE'>,
  bands: readonly string[],
  grid: OutputGrid,
  resampling: Resampling,
  timings: StageTimings,
  signal?: AbortSignal,
): Promise<SceneBands[]> {
  const newestFirst = [...scenes].sort(
    (a, b) => Date.parse(b.item.datetime) - Date.parse(a.item.datetime),
  );
  const groups: Scene[][] = [];
  for (const scene of newestFirst) {
    const last = groups.at(-1);
    const sameOrbit =
      mosaicking === 'ORBIT' &&
      last &&
      dayOf(last[0]!.item.datetime) === dayOf(scene.item.datetime);
    if (sameOrbit) last.push(scene);
    else groups.push([scene]);
  }
  const out: SceneBands[] = [];
  for (const group of groups) {
    const read = await readBands(group, bands, grid, resampling, timings, signal);
    if (!read['dataMask']!.some((v) => v === 1)) continue;
    const covers = group.map((s) => s.item.cloudCover).filter(Number.isFinite);
    out.push({
      date: group[0]!.item.datetime,
      cloudCoverage: covers.length ? covers.reduce((a, b) => a + b, 0) / covers.length : 0,
      bands: read,
    });
  }
  return out;
}

/** `dataMask` of the union of the scenes: 1 where any scene has data (the output's footprint). */
export function unionDataMask(scenes: readonly SceneBands[], pixels: number): BandArrays {
  const mask = new Float32Array(pixels);
  for (const scene of scenes) {
    const own = scene.bands['dataMask']!;
    for (let p = 0; p < pixels; p++) if (own[p] === 1) mask[p] = 1;
  }
  return { dataMask: mask };
}
