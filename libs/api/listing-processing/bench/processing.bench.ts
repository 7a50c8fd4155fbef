// bench:upload, step two — the listing processing step on a ~200 MB GeoTIFF against
// `gdal_translate -of COG` on the same file (spec: within 1.5×). The whole upload through the
// server (under 60 s and 512 MB peak) is apps/api/bench/upload.bench.ts, which runs this last.
//
//   tsx processing.bench.ts [--size-mb N] [--input file.tif] [--wasm]
//     --size-mb N   the input's size (default 200 MB: 10,000 × 10,000 UInt16)
//     --input F     this GeoTIFF instead of the generated one
//     --wasm        also gdal3.js (GDAL in WebAssembly)
//     --runs N      N alternating rounds (default 1); the table shows medians
//
// The input is the Sentinel-2 B11 fixture upscaled (bench-geotiff.ts; uncompressed, striped, kept
// in a temp cache). Each contender runs in its own process under GNU time, so the peak is that of
// the largest process of the run (Node or a GDAL program it started).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COG_CREATION_OPTIONS } from '../src/process/cog-options';
import { benchGeoTiff, sizeMbArgument } from './bench-geotiff';

const here = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const withWasm = args.includes('--wasm');
const inputArgument = args.includes('--input') ? args[args.indexOf('--input') + 1] : undefined;
const rounds = args.includes('--runs')
  ? Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 1)
  : 1;
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const env = { ...process.env, GDAL_CACHEMAX: '256', GDAL_PAM_ENABLED: 'NO' };

interface Run {
  readonly name: string;
  readonly seconds: number;
  readonly peakMb: number | undefined;
  readonly stdout: string;
}

/** Runs a command, timing it and (with GNU time) reading its peak resident memory. */
function measure(name: string, command: string, args: readonly string[]): Run {
  const marker = 'BENCH_MAX_RSS_KB=';
  const started = performance.now();
  const run = gnuTime
    ? spawnSync(gnuTime, ['-f', `${marker}%M`, command, ...args], { env, encoding: 'utf8' })
    : spawnSync(command, [...args], { env, encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${name} failed:\n${run.stderr}`);
  const kb = new RegExp(`${marker}(\\d+)`).exec(run.stderr)?.[1];
  return { name, seconds, peakMb: kb ? Number(kb) / 1024 : undefined, stdout: run.stdout };
}

/** The processing run's own report (process-once.ts): seconds inside the process, GDAL calls. */
function inProcess(run: Run): { seconds: number; steps: string } {
  const report = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
    seconds?: number;
    steps?: { step: string; seconds: number }[];
  };
  const steps = (report.steps ?? []).map((s) => `${s.step} ${s.seconds.toFixed(2)}`).join(', ');
  return { seconds: report.seconds ?? Number.NaN, steps };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const input = inputArgument ?? benchGeoTiff(sizeMbArgument(args), console.log);
const work = mkdtempSync(join(tmpdir(), 'bench-processing-'));
try {
  console.log(
    `input: ${input} (${(statSync(input).size / 1e6).toFixed(0)} MB), ${rounds} round(s)\n`,
  );
  const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
  const once = join(here, 'process-once.ts');
  const contenders: { name: string; command: string; args: (out: string) => string[] }[] = [
    {
      name: 'gdal_translate -of COG',
      command: 'gdal_translate',
      args: (out) => ['-q', '-of', 'COG', ...COG_CREATION_OPTIONS, input, join(out, 'cog.tif')],
    },
    { name: 'processGeoTiff (native)', command: tsx, args: (out) => [once, 'native', input, out] },
    ...(withWasm
      ? [
          {
            name: 'processGeoTiff (wasm)',
            command: tsx,
            args: (out: string) => [once, 'wasm', input, out],
          },
        ]
      : []),
  ];
  // Rounds alternate the contenders, so a busy moment on a shared machine hits each of them.
  const runs = contenders.map(() => [] as Run[]);
  for (let round = 0; round < rounds; round += 1) {
    contenders.forEach((contender, at) => {
      const out = join(work, `run-${round}-${at}`);
      if (contender.command === 'gdal_translate') mkdirSync(out);
      runs[at]?.push(measure(contender.name, contender.command, contender.args(out)));
      rmSync(out, { recursive: true, force: true });
    });
  }

  const baseline = median((runs[0] ?? []).map((run) => run.seconds));
  console.log(
    `step (median of ${rounds})            wall s   peak RSS MB   ratio   in-process s   ratio`,
  );
  contenders.forEach((contender, at) => {
    const own = runs[at] ?? [];
    const seconds = median(own.map((run) => run.seconds));
    const peaks = own.flatMap((run) => (run.peakMb === undefined ? [] : [run.peakMb]));
    const peak = peaks.length > 0 ? Math.max(...peaks).toFixed(0) : 'n/a';
    const inside = at === 0 ? seconds : median(own.map((run) => inProcess(run).seconds));
    console.log(
      `${contender.name.padEnd(30)} ${seconds.toFixed(2).padStart(6)}   ${peak.padStart(11)}   ${(seconds / baseline).toFixed(2)}x   ${inside.toFixed(2).padStart(12)}   ${(inside / baseline).toFixed(2)}x`,
    );
  });
  for (const [at, contender] of contenders.entries()) {
    for (const run of at === 0 ? [] : (runs[at] ?? [])) {
      const { seconds, steps } = inProcess(run);
      console.log(`  ${contender.name}: in-process ${seconds.toFixed(2)} s = ${steps} + the rest`);
    }
  }
  const ours = runs[1] ?? [];
  const ratio = median(ours.map((run) => run.seconds)) / baseline;
  const stepRatio = median(ours.map((run) => inProcess(run).seconds)) / baseline;
  const met = (ok: boolean): string => (ok ? 'met' : 'NOT met');
  console.log(
    `\nprocessing (native) vs gdal_translate -of COG: ${ratio.toFixed(2)}x with starting Node + tsx, ${stepRatio.toFixed(2)}x the step alone (target within 1.5x: ${met(ratio <= 1.5)})`,
  );
  const peaks = ours.flatMap((run) => (run.peakMb === undefined ? [] : [run.peakMb]));
  if (peaks.length > 0) {
    const peak = Math.max(...peaks);
    console.log(`peak memory of the processing run: ${peak.toFixed(0)} MB (its largest process)`);
  }
  if (!gnuTime) console.log('(install GNU time, apt-get install time, to measure peak memory)');
} finally {
  rmSync(work, { recursive: true, force: true });
}
