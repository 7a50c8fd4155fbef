// Makes the demo database once for the whole run: a server starts on an empty folder, loads the
// demo data and stops; every test file's server then starts from a copy of that folder
// (`UNFURL_E2E_TEMPLATE`), instead of each one creating PostGIS and seeding on a busy machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './src/server';

export default async function setup(): Promise<() => void> {
  const template = mkdtempSync(path.join(tmpdir(), 'unfurl-e2e-template-'));
  const server = await startServer({ dataDir: template });
  await server.stop();
  process.env['UNFURL_E2E_TEMPLATE'] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
