import { isFailure, percentile } from './recorder';
import type { Recorder } from './recorder';

/** What one case of the soak measured. */
export interface CaseResult {
  readonly mode: string;
  readonly seconds: number;
  readonly recorder: Recorder;
  /** Uploads whose PUT answered 201. */
  readonly acknowledged: number;
  /** Those listings afterwards in the database, by status, and `missing`. */
  readonly uploads: Readonly<Record<string, number>>;
  readonly events: readonly string[];
  readonly rss: Readonly<Record<string, { peakMb: number; lastMb: number }>>;
}

const pad = (text: string, width: number) => text.padStart(width);
const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));

/** The verdict of one case: the rule broken, or none. */
export function verdict(result: CaseResult): string[] {
  const broken: string[] = [];
  for (const [kind, record] of result.recorder.kinds) {
    for (const [outcome, n] of Object.entries(record.outcomes)) {
      if (isFailure(outcome)) broken.push(`${n} × ${outcome} on ${kind}`);
    }
  }
  // A listing still processing whose job is alive in the queue is delayed, not lost.
  const delayed = Object.entries(result.uploads)
    .filter(([status]) => status.startsWith('processing, job'))
    .reduce((sum, [, n]) => sum + n, 0);
  const lost = result.acknowledged - (result.uploads['ready'] ?? 0) - delayed;
  if (lost > 0) {
    broken.push(
      `${lost} of ${result.acknowledged} acknowledged uploads not ready afterwards (${JSON.stringify(result.uploads)})`,
    );
  }
  return broken;
}

/** Prints the cases side by side; true when every case holds the rules. */
export function printReport(
  results: readonly CaseResult[],
  setup: { readonly clients: number; readonly seconds: number },
): boolean {
  const kinds = [...new Set(results.flatMap((r) => [...r.recorder.kinds.keys()]))].sort();
  const width = 30;
  console.log(
    `\nSoak: ${setup.clients} clients × ${setup.seconds} s, two API processes behind HAProxy, one PostgreSQL, s3rver`,
  );
  console.log(
    `${'kind'.padEnd(14)}${results.map((r) => pad(`${r.mode}: n  p50/p95/p99 ms`, width)).join('')}`,
  );
  for (const kind of kinds) {
    const cells = results.map((r) => {
      const record = r.recorder.kinds.get(kind);
      if (!record) return pad('-', width);
      const l = record.latenciesMs;
      return pad(
        `${l.length}  ${ms(percentile(l, 50))}/${ms(percentile(l, 95))}/${ms(percentile(l, 99))}`,
        width,
      );
    });
    console.log(`${kind.padEnd(14)}${cells.join('')}`);
  }
  console.log('\nAnswers per kind (status: count):');
  for (const kind of kinds) {
    const cells = results.map((r) => {
      const outcomes = r.recorder.kinds.get(kind)?.outcomes ?? {};
      return `${r.mode} ${Object.entries(outcomes)
        .map(([s, n]) => `${s}:${n}`)
        .join(' ')}`;
    });
    console.log(`  ${kind.padEnd(12)} ${cells.join(' | ')}`);
  }
  console.log('\nThroughput and uploads:');
  for (const r of results) {
    const total = [...r.recorder.kinds.values()].reduce((sum, k) => sum + k.latenciesMs.length, 0);
    console.log(
      `  ${r.mode.padEnd(7)} ${total} requests in ${r.seconds.toFixed(1)} s (${(total / r.seconds).toFixed(0)}/s); ` +
        `${r.acknowledged} uploads acknowledged, afterwards in the database: ${JSON.stringify(r.uploads)}`,
    );
    for (const event of r.events) console.log(`          ${event}`);
    for (const failure of r.recorder.failures.slice(0, 10)) {
      console.log(
        `          ${(failure.atMs / 1000).toFixed(1)} s: ${failure.outcome} on ${failure.kind}`,
      );
    }
  }
  console.log('\nMemory (RSS MB, peak / at the end of the case):');
  const roles = [...new Set(results.flatMap((r) => Object.keys(r.rss)))];
  for (const role of roles) {
    const cells = results.map((r) => {
      const m = r.rss[role];
      return `${r.mode} ${m ? `${m.peakMb.toFixed(0)} / ${m.lastMb.toFixed(0)}` : '-'}`;
    });
    console.log(`  ${role.padEnd(26)} ${cells.join(' | ')}`);
  }
  console.log(
    '\nVerdict (no 5xx but 503, every request answered, every acknowledged upload ready):',
  );
  let ok = true;
  for (const r of results) {
    const broken = verdict(r);
    ok &&= broken.length === 0;
    console.log(
      `  ${r.mode.padEnd(7)} ${broken.length === 0 ? 'holds' : `FAILS: ${broken.join('; ')}`}`,
    );
  }
  return ok;
}
