/** Latencies and answers of one kind of request. */
export interface KindRecord {
  readonly latenciesMs: number[];
  /** Count per HTTP status, or per failure (`network`, `timeout`). */
  readonly outcomes: Record<string, number>;
}

/** Collects every request's kind, outcome and latency. */
export interface Recorder {
  record(kind: string, outcome: number | string, ms: number): void;
  readonly kinds: ReadonlyMap<string, KindRecord>;
  /** When (ms since the recorder was made) each failing request ended, for the report. */
  readonly failures: readonly {
    readonly kind: string;
    readonly outcome: string;
    readonly atMs: number;
  }[];
}

export function createRecorder(): Recorder {
  const kinds = new Map<string, KindRecord>();
  const failures: { kind: string; outcome: string; atMs: number }[] = [];
  const made = performance.now();
  return {
    kinds,
    failures,
    record(kind, outcome, ms) {
      if (isFailure(String(outcome))) {
        failures.push({ kind, outcome: String(outcome), atMs: performance.now() - made });
      }
      let entry = kinds.get(kind);
      if (!entry) {
        entry = { latenciesMs: [], outcomes: {} };
        kinds.set(kind, entry);
      }
      entry.latenciesMs.push(ms);
      const key = String(outcome);
      entry.outcomes[key] = (entry.outcomes[key] ?? 0) + 1;
    },
  };
}

/** The nearest-rank percentile `p` (0..100) of the values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** Outcomes that break the soak's rule: any 5xx but 503, and requests that got no answer. */
export function isFailure(outcome: string): boolean {
  const status = /^(\d{3})\b/.exec(outcome)?.[1];
  if (status === undefined) return true;
  return status.startsWith('5') && status !== '503';
}
