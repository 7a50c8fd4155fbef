#!/usr/bin/env node
// `npm test`: every project's tests through Nx (unit, API on PGlite and on the real PostgreSQL
// when reachable, and the atlas end-to-end test in Debian's Chromium, which depends on the
// atlas build). Sums Vitest's per-project counts into one closing line 'N passed, N failed'.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', FORCE_COLOR: '0' };
const args = ['run-many', '-t', 'test', '--outputStyle=stream', '--parallel=2', '--skipNxCache'];
const child = spawn(
  path.join(root, 'node_modules', '.bin', 'nx'),
  [...args, ...process.argv.slice(2)],
  {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);

let passed = 0;
let failed = 0;
let skipped = 0;
let pending = '';
const count = (line) => {
  // Vitest: "      Tests  12 failed | 30 passed | 2 skipped (44)"
  const plain = line.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  const m = /\bTests\s+(.*)\(\d+\)\s*$/.exec(plain);
  if (!m) return;
  for (const [, n, what] of m[1].matchAll(/(\d+)\s+(passed|failed|skipped|todo)/g)) {
    if (what === 'passed') passed += Number(n);
    else if (what === 'failed') failed += Number(n);
    else skipped += Number(n);
  }
};
const pipe = (stream, out) =>
  stream.on('data', (chunk) => {
    out.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(count);
  });
pipe(child.stdout, process.stdout);
pipe(child.stderr, process.stderr);
child.on('exit', (code) => {
  count(pending);
  const status = code ?? 1;
  if (status !== 0 && failed === 0) failed = 1; // a project failed outside its tests (build, start)
  console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(status);
});
