#!/usr/bin/env node
// `npm start`: builds the atlas when its sources changed (Nx cache makes an unchanged build a
// cache hit) and starts the API server, which serves the API, the atlas and the embedded
// PostGIS database with demo data on PORT (default 4200).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: process.env.NX_DAEMON ?? 'false' };

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(
    bin('nx'),
    ['run', '@unfurl/atlas:build', '--outputStyle=dynamic-legacy'],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  );
  if (build.status !== 0) {
    console.error('The atlas build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
}

const staticDir = path.join(root, 'apps/atlas/dist');
if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.error(`No built atlas at ${staticDir}.`);
  process.exit(1);
}

// MALLOC_MMAP_THRESHOLD_: glibc maps allocations of 1 MiB and more (a render's band arrays, RGBA
// and PNG buffers) and unmaps them when freed. Its default threshold grows to 32 MiB after the
// first large free, and the freed 25 MB arrays of each 2500² render then stay in its heaps: the
// server held 500-650 MB after a few renders instead of about 350 (npm run bench:imagery-memory).
const server = spawn(bin('tsx'), [path.join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { STATIC_DIR: staticDir, PORT: '4200', MALLOC_MMAP_THRESHOLD_: '1048576', ...env },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
