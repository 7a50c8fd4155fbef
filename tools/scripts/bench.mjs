#!/usr/bin/env node
// `npm run bench <name>`: runs the benchmark script `bench:<name>` (e.g. `npm run bench listings`).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [name, ...rest] = process.argv.slice(2);
const scripts = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).scripts;
const available = Object.keys(scripts)
  .filter((s) => s.startsWith('bench:'))
  .map((s) => s.slice(6));
if (!name || !available.includes(name)) {
  console.error(`Usage: npm run bench <name> [-- args]; benchmarks: ${available.join(', ')}`);
  process.exit(name ? 2 : 0);
}
const result = spawnSync('npm', ['run', `bench:${name}`, '--', ...rest], { stdio: 'inherit' });
process.exit(result.status ?? 1);
