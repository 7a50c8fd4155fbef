import { MESSAGES } from '@unfurl/domain';
import type { SentinelSatelliteType } from '@unfurl/domain';
import { isEvalscriptError } from '@unfurl/imagery-core';
import type { EvalscriptResult } from '@unfurl/imagery-core';
import { IMAGERY_ERROR_CODE, ImageryError, ImageryInputError } from '../imagery-error';
import type { ImageryProvider } from '../providers/imagery-provider';
import { scriptSourceOf } from '../providers/provider-render';
import { evalscriptInputBands } from '../render/evalscript-stage';
import { emptyTimings, readBands } from '../render/read-bands';
import { builtInScriptOf } from '../render/stage-resolver';
import { runSandboxedEvalscript, sandboxedInputBands } from '../sandbox/evalscript-sandbox';
import { scriptError } from '../sandbox/sandbox-errors';
import { DEFAULT_SANDBOX_LIMITS } from '../sandbox/sandbox-limits';
import type { SandboxLimits } from '../sandbox/sandbox-limits';
import type { Scene } from '../scene';
import { bandStatistics } from '../statistics/band-statistics';
import type { BandStatistics } from '../statistics/band-statistics';
import { STATISTICS_RESOLUTION, statisticsGrid } from '../statistics/statistics-grid';
import { statisticsSourceOf } from '../statistics/statistics-script';
import type { StatisticsInterval, StatisticsResponse } from '../statistics/statistics-response';
import { RESAMPLING } from '../warp/resampling';
import { parseBbox, parseTimeRange } from './parse-request';

/** A statistics request (`POST /imagery/statistics`). */
export interface StatisticsRequest {
  readonly bbox: readonly number[];
  readonly timeRange: { readonly from: string; readonly to: string };
  readonly satellite: SentinelSatelliteType;
  readonly evalscript?: string | undefined;
  readonly evalscriptName?: string | undefined;
  /** Metres per pixel (default 200, 2§9). */
  readonly resolution?: number | undefined;
  /** Only scenes with at most this cloud cover, % (default 100). */
  readonly maxCloudCoverage?: number | undefined;
}

/** Scenes searched for one time series. */
const SERIES_SCENES = 100;

const isoSeconds = (t: number) => new Date(t).toISOString().replace('.000Z', 'Z');

/** Scenes by UTC day, oldest day first. */
function byDay(scenes: readonly Scene[]): { from: string; to: string; scenes: Scene[] }[] {
  const days = new Map<number, Scene[]>();
  for (const scene of scenes) {
    const t = Date.parse(scene.item.datetime);
    if (Number.isNaN(t)) continue;
    const day = Math.floor(t / 86_400_000) * 86_400_000;
    days.set(day, [...(days.get(day) ?? []), scene]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, list]) => ({
      from: isoSeconds(day),
      to: isoSeconds(day + 86_400_000),
      scenes: list,
    }));
}

/** The outputs of one run as the API's `outputs`, masked by the input and `dataMask` output. */
function outputStatistics(
  result: EvalscriptResult,
  inputMask: Float32Array,
): StatisticsInterval['outputs'] {
  const mask = Uint8Array.from(inputMask, (v) => (v === 0 ? 0 : 1));
  const maskOutput = result.outputs.find((o) => o.id === 'dataMask');
  if (maskOutput) {
    for (let p = 0; p < mask.length; p++) {
      if (maskOutput.data[p * maskOutput.bands] === 0) mask[p] = 0;
    }
  }
  const outputs: Record<string, { bands: Record<string, { stats: BandStatistics }> }> = {};
  for (const output of result.outputs) {
    if (output.id === 'dataMask') continue;
    const bands: Record<string, { stats: BandStatistics }> = {};
    for (let b = 0; b < output.bands; b++) {
      bands[`B${b}`] = { stats: bandStatistics(output.data, output.bands, b, mask) };
    }
    outputs[output.id] = { bands };
  }
  return outputs;
}

/**
 * Per-day statistics of a script's outputs over an area (the atlas's time-series chart): finds
 * the scenes in the time range (at most `maxCloudCoverage` %), renders each day's mosaic on a grid
 * of `resolution` metres (default 200) with nearest-neighbour resampling, runs the script in an
 * isolate (built-in or user evalscript; off the event loop) and reports min, max, mean, stDev,
 * percentiles, sampleCount and noDataCount of every band of every output but `dataMask`.
 */
export async function computeStatistics(
  provider: ImageryProvider,
  request: StatisticsRequest,
  options: { readonly limits?: SandboxLimits; readonly signal?: AbortSignal } = {},
): Promise<StatisticsResponse> {
  const { signal } = options;
  const limits = options.limits ?? DEFAULT_SANDBOX_LIMITS;
  const bbox = parseBbox(request.bbox);
  const range = parseTimeRange(request.timeRange);
  const resolution = request.resolution ?? STATISTICS_RESOLUTION;
  const grid = { bbox, ...statisticsGrid(bbox, resolution) };
  const builtIn = builtInScriptOf(request);
  if (builtIn === 'default') {
    throw new ImageryInputError('Give the script to measure: evalscript or evalscriptName');
  }
  // What is measured: a built-in's index (or its bands' reflectance), a user script's raw values.
  // A name that is no built-in and comes without a script is the 400 generate-image answers.
  const source = builtIn ? statisticsSourceOf(builtIn) : scriptSourceOf(request);
  if (provider.statistics) {
    // The provider computes them itself (Sentinel Hub's Statistical API).
    return provider.statistics(
      {
        bbox,
        ...range,
        satellite: request.satellite,
        evalscript: source,
        width: grid.width,
        height: grid.height,
        maxCloudCoverage: request.maxCloudCoverage ?? 100,
      },
      signal,
    );
  }
  let inputBands: string[];
  try {
    inputBands = builtIn
      ? evalscriptInputBands(source)
      : await sandboxedInputBands(source, limits, signal);
  } catch (error) {
    throw isEvalscriptError(error) ? scriptError(error) : error;
  }
  const maxcc = request.maxCloudCoverage ?? 100;
  const found = await provider.search(
    { bbox, ...range, satellites: [request.satellite], limit: SERIES_SCENES },
    signal,
  );
  const scenes = found.filter(
    (s) => s.item.cloudCover <= maxcc && inputBands.every((b) => s.bands[b]),
  );
  if (scenes.length === 0) {
    if (found.length > 0 && maxcc >= 100) {
      throw new ImageryInputError(
        `The script needs bands ${inputBands.join(', ')}, which ${request.satellite} scenes do not have`,
        IMAGERY_ERROR_CODE.unsupported,
      );
    }
    if (found.length === 0) throw new ImageryError(404, IMAGERY_ERROR_CODE.noData, MESSAGES.noData);
  }
  const data: StatisticsInterval[] = [];
  for (const day of byDay(scenes)) {
    signal?.throwIfAborted();
    const arrays = await readBands(
      day.scenes,
      inputBands,
      grid,
      RESAMPLING.nearest,
      emptyTimings(),
      signal,
    );
    const dataMask = arrays['dataMask'];
    const newest = day.scenes[0]!.item;
    const run = {
      source,
      width: grid.width,
      height: grid.height,
      // The day as one scene with its date: ORBIT/TILE scripts see it in their scenes.
      scenes: [{ date: newest.datetime, cloudCoverage: newest.cloudCover, bands: arrays }],
      from: day.from,
      to: day.to,
    };
    let result: EvalscriptResult;
    try {
      // Built-in scripts too run in an isolate here: the pixel loop then runs off the event loop
      // (isolated-vm's own thread), as statistics run on the main thread.
      result = await runSandboxedEvalscript({ ...run, limits, signal, rawOutputs: true });
    } catch (error) {
      throw isEvalscriptError(error) ? scriptError(error) : error;
    }
    data.push({
      interval: { from: day.from, to: day.to },
      outputs: outputStatistics(result, dataMask!),
    });
  }
  return { data, status: 'OK' };
}
