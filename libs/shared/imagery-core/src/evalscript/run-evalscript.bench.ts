/**
 * Script stage of a 2500 × 2500 True Color render: runEvalscript against a hand-written loop over
 * the same Uint16 arrays (target: within 1.5×). Run: npx tsx libs/shared/imagery-core/src/evalscript/run-evalscript.bench.ts
 */
import { TRUE_COLOR_S2 } from '../catalogue/sentinel-2-composites';
import { runEvalscript } from './run-evalscript';

const SIDE = 2500;
const N = SIDE * SIDE;
const bands = { B02: new Uint16Array(N), B03: new Uint16Array(N), B04: new Uint16Array(N) };
for (let i = 0; i < N; i++) {
  bands.B02[i] = (i * 7) % 4000;
  bands.B03[i] = (i * 13) % 4000;
  bands.B04[i] = (i * 17) % 4000;
}

function handWritten(): Uint8Array {
  const out = new Uint8Array(N * 4);
  const { B02, B03, B04 } = bands;
  const k = 2.5 * 1e-4 * 255;
  for (let i = 0; i < N; i++) {
    const mask = B02[i] !== B02[i] ? 0 : 1;
    const r = (B04[i] as number) * k;
    const g = (B03[i] as number) * k;
    const b = (B02[i] as number) * k;
    const p = i * 4;
    out[p] = r > 0 ? (r < 255 ? Math.round(r) : 255) : 0;
    out[p + 1] = g > 0 ? (g < 255 ? Math.round(g) : 255) : 0;
    out[p + 2] = b > 0 ? (b < 255 ? Math.round(b) : 255) : 0;
    out[p + 3] = mask * 255;
  }
  return out;
}

function fresh(): Uint8Array {
  const result = runEvalscript({ source: TRUE_COLOR_S2.script, width: SIDE, height: SIDE, bands });
  return result.outputs[0]?.data as Uint8Array;
}

function script(): Uint8Array {
  const result = runEvalscript({
    source: TRUE_COLOR_S2.script,
    width: SIDE,
    height: SIDE,
    bands,
    reuse: true,
  });
  return result.outputs[0]?.data as Uint8Array;
}

/** CPU ms of each run, the three interleaved so machine load hits them alike. */
function timeAll(runs = 15) {
  const fns = { hand: handWritten, warm: script, fresh } as const;
  const out = { hand: handWritten(), warm: script(), fresh: fresh() };
  const times = { hand: [] as number[], warm: [] as number[], fresh: [] as number[] };
  for (let r = 0; r < runs; r++) {
    for (const key of ['hand', 'warm', 'fresh'] as const) {
      // CPU time of this process: the machine may be shared, and wall time would count others.
      const t = process.cpuUsage();
      out[key] = fns[key]();
      const d = process.cpuUsage(t);
      times[key].push((d.user + d.system) / 1000);
    }
  }
  return { out, times };
}

const best = (xs: number[]) => Math.min(...xs);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const { out, times } = timeAll();
let diff = 0;
for (let i = 0; i < out.hand.length; i++) {
  if (out.hand[i] !== out.warm[i] || out.hand[i] !== out.fresh[i]) diff++;
}
const row = (label: string, xs: number[]) =>
  `  ${label.padEnd(42)} best ${best(xs).toFixed(1).padStart(6)} ms   median ${median(xs).toFixed(1).padStart(6)} ms`;
console.log('2500x2500 True Color, script stage (CPU ms over 15 interleaved runs)');
console.log(row('hand-written loop', times.hand));
console.log(row('runEvalscript, warm script (reuse: true)', times.warm));
console.log(row('runEvalscript, fresh script each run', times.fresh));
console.log(
  `  ratio warm/hand: best ${(best(times.warm) / best(times.hand)).toFixed(2)}x, median ${(median(times.warm) / median(times.hand)).toFixed(2)}x (target <= 1.5x)`,
);
console.log(
  `  ratio fresh/hand: best ${(best(times.fresh) / best(times.hand)).toFixed(2)}x, median ${(median(times.fresh) / median(times.hand)).toFixed(2)}x`,
);
console.log(`  differing bytes: ${diff}`);
