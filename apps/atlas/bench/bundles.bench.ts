// npm run bench:bundles: builds the atlas (unless SKIP_BUILD=1) and prints its initial and total
// JS/CSS (raw, gzip, brotli), the largest modules of each initial chunk and the basemap data,
// each against its target (issue #13). Env: SKIP_BUILD=1, BENCH_TOP_MODULES (default 8).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_STATS_FILE } from '../build/bundle-stats-plugin';
import { formatReport, readBuild } from './bundle-report';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const APPS = [{ name: 'atlas', project: '@unfurl/atlas', dist: join(root, 'apps/atlas/dist') }];

let failed = false;
for (const app of APPS) {
  if (process.env['SKIP_BUILD'] !== '1') {
    execFileSync('npx', ['nx', 'run', `${app.project}:build`, '--skipNxCache'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  if (!existsSync(join(app.dist, BUNDLE_STATS_FILE))) {
    console.error(`${app.name}: no ${BUNDLE_STATS_FILE} in ${app.dist}; build it first`);
    process.exitCode = 1;
    continue;
  }
  const topModules = Number(process.env['BENCH_TOP_MODULES'] ?? 8);
  const report = formatReport(app.name, readBuild(app.dist, { topModules }));
  console.log(report.lines.join('\n'));
  failed ||= !report.pass;
}
if (failed) console.log('\nSome figures exceed their target.');
