import { EVALSCRIPT_ERROR_CODE, EvalscriptError } from './evalscript-error';
import { isSampleType } from './sample-type';
import type { SampleType } from './sample-type';

/** Mosaicking modes (notes §1.1). */
export const MOSAICKING = { SIMPLE: 'SIMPLE', ORBIT: 'ORBIT', TILE: 'TILE' } as const;

/** One mosaicking mode. */
export type Mosaicking = (typeof MOSAICKING)[keyof typeof MOSAICKING];

/** One requested input band with its unit. */
export interface SetupBand {
  readonly name: string;
  /** Unit name; undefined means the collection's default (REFLECTANCE for optical bands). */
  readonly unit: string | undefined;
}

/** One declared output. */
export interface SetupOutput {
  readonly id: string;
  readonly bands: number;
  readonly sampleType: SampleType;
  readonly nodataValue?: number;
}

/** A checked `setup()` result. */
export interface NormalizedSetup {
  readonly input: readonly SetupBand[];
  readonly output: readonly SetupOutput[];
  readonly mosaicking: Mosaicking;
}

function bad(message: string): EvalscriptError {
  return new EvalscriptError(EVALSCRIPT_ERROR_CODE.BAD_SETUP, message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function inputBands(input: unknown): SetupBand[] {
  if (!Array.isArray(input)) throw bad('setup() must return { input: [...] } listing the bands.');
  const bands: SetupBand[] = [];
  for (const entry of input as unknown[]) {
    if (typeof entry === 'string') {
      bands.push({ name: entry, unit: undefined });
      continue;
    }
    if (!isRecord(entry) || !Array.isArray(entry['bands'])) {
      throw bad('Each setup() input must be a band name or { bands: [...], units? }.');
    }
    const source = entry['datasource'];
    if (source !== undefined) {
      throw bad(
        `Data fusion is not supported: input datasource "${String(source)}". Use one collection's bands without datasource.`,
      );
    }
    const names = entry['bands'] as unknown[];
    const units = entry['units'];
    names.forEach((name, i) => {
      if (typeof name !== 'string') throw bad(`Band names must be strings, got ${String(name)}.`);
      const unit = Array.isArray(units) ? units[i] : units;
      if (unit !== undefined && typeof unit !== 'string') throw bad('units must be strings.');
      bands.push({ name, unit: unit });
    });
  }
  return bands.filter((b, i) => bands.findIndex((c) => c.name === b.name) === i);
}

/** Checks one output entry (also used after `updateOutput`). */
export function normalizeOutput(entry: unknown, fallbackId = 'default'): SetupOutput {
  if (!isRecord(entry)) throw bad('Each output must be an object { id, bands, sampleType }.');
  const id = entry['id'] ?? fallbackId;
  const bands = entry['bands'];
  const sampleType = entry['sampleType'] ?? 'AUTO';
  if (typeof id !== 'string' || !id) throw bad('Output id must be a non-empty string.');
  if (typeof bands !== 'number' || !Number.isInteger(bands) || bands < 1 || bands > 1000) {
    throw bad(`Output "${id}" must have bands as a whole number from 1, got ${String(bands)}.`);
  }
  if (!isSampleType(sampleType)) {
    throw bad(
      `Output "${id}" has sampleType ${JSON.stringify(sampleType)}; use AUTO, UINT8, UINT16, INT8, INT16 or FLOAT32.`,
    );
  }
  const nodata = entry['nodataValue'];
  return typeof nodata === 'number'
    ? { id, bands, sampleType, nodataValue: nodata }
    : { id, bands, sampleType };
}

/** Checks the value `setup()` returned and fills defaults (output id 'default', AUTO, SIMPLE). */
export function normalizeSetup(value: unknown): NormalizedSetup {
  if (!isRecord(value)) throw bad('setup() must return an object { input, output, mosaicking? }.');
  const input = inputBands(value['input']);
  const rawOutput = value['output'];
  if (rawOutput === undefined) throw bad('setup() must return an output: { bands: N }.');
  const list = Array.isArray(rawOutput) ? (rawOutput as unknown[]) : [rawOutput];
  const output = list.map((o) => normalizeOutput(o));
  const ids = new Set(output.map((o) => o.id));
  if (ids.size !== output.length) throw bad('Output ids must be unique.');
  const mosaicking = value['mosaicking'] ?? 'SIMPLE';
  if (mosaicking !== 'SIMPLE' && mosaicking !== 'ORBIT' && mosaicking !== 'TILE') {
    throw bad(`mosaicking must be SIMPLE, ORBIT or TILE, got ${JSON.stringify(mosaicking)}.`);
  }
  return { input, output, mosaicking };
}
