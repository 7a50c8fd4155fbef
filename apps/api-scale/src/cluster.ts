import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createApiProcess } from './api-process';
import type { ApiProcess } from './api-process';
import { freePort } from './free-port';
import { startLoadBalancer } from './haproxy';
import type { LoadBalancer } from './haproxy';
import { createMailOutbox } from './mail-outbox';
import type { MailOutbox } from './mail-outbox';
import { startS3Store } from './s3-store';
import type { S3Store } from './s3-store';
import { createScaleDatabase } from './scale-database';
import type { ScaleDatabase } from './scale-database';

/** The GET HAProxy checks and the harness waits on. */
export const HEALTH_PATH = '/v1/health';

/** The scale-out path on one machine: PostgreSQL, s3rver, API processes a and b, HAProxy. */
export interface Cluster {
  readonly database: ScaleDatabase;
  readonly s3: S3Store;
  readonly outbox: MailOutbox;
  readonly a: ApiProcess;
  readonly b: ApiProcess;
  readonly lb: LoadBalancer;
  /** Each process's own DATA_DIR (its local disk: temp files, nothing shared). */
  readonly dataDirs: Readonly<Record<'a' | 'b', string>>;
  /** Logs of both processes, for a failure message. */
  logs(): string;
  /** Stops everything it started and removes every folder and the database. */
  stop(): Promise<void>;
}

/** Options of {@link startCluster}. */
export interface ClusterOptions {
  /** Extra environment of both processes. */
  readonly env?: Readonly<Record<string, string>>;
  /** Extra environment of one process (e.g. `JOB_WORKERS=0` on a). */
  readonly envA?: Readonly<Record<string, string>>;
  readonly envB?: Readonly<Record<string, string>>;
}

/**
 * Starts the cluster. Both API processes start at the same moment on the empty database (they
 * migrate and seed it between them, which must not break); everything they must agree on is
 * shared: DATABASE_URL, the S3 bucket, STORAGE_SECRET, the identity issuer, PUBLIC_URL and the
 * mail outbox folder. On any failure what was started is stopped again.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    stops.length = 0;
  };
  try {
    const database = await createScaleDatabase();
    stops.push(() => database.drop());
    const s3 = await startS3Store();
    stops.push(() => s3.stop());
    const outbox = await createMailOutbox();
    stops.push(() => outbox.remove());
    const dataDirs = { a: await makeDataDir('a'), b: await makeDataDir('b') };
    stops.push(() => rm(dataDirs.a, { recursive: true, force: true }));
    stops.push(() => rm(dataDirs.b, { recursive: true, force: true }));
    const [lbPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const lbUrl = `http://127.0.0.1:${lbPort}`;
    const shared: Record<string, string> = {
      DATABASE_URL: database.url,
      ...s3.env,
      STORAGE_SECRET: randomBytes(36).toString('base64url'),
      IDENTITY_ISSUER: `${lbUrl}/identity`,
      PUBLIC_URL: lbUrl,
      MAIL_OUTBOX_DIR: outbox.dir,
      STATIC_DIR: join(dataDirs.a, 'no-atlas'),
      LOG_LEVEL: 'warn',
      SLOW_REQUEST_MS: '0',
      ...options.env,
    };
    const a = createApiProcess({
      name: 'a',
      port: portA,
      readyPath: HEALTH_PATH,
      env: { ...shared, ...processEnv(dataDirs.a), ...options.envA },
    });
    const b = createApiProcess({
      name: 'b',
      port: portB,
      readyPath: HEALTH_PATH,
      env: { ...shared, ...processEnv(dataDirs.b), ...options.envB },
    });
    stops.push(
      () => a.stop(5_000),
      () => b.stop(5_000),
    );
    await Promise.all([a.start(), b.start()]);
    const lb = await startLoadBalancer({
      port: lbPort,
      healthPath: HEALTH_PATH,
      backends: [
        { name: 'a', port: portA },
        { name: 'b', port: portB },
      ],
    });
    stops.push(() => lb.stop());
    await lb.waitFor('UP', ['a', 'b']);
    return {
      database,
      s3,
      outbox,
      a,
      b,
      lb,
      dataDirs,
      logs: () => `${a.logs()}\n${b.logs()}`,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * A process's own folder: DATA_DIR, and TMPDIR below it so every temporary file it leaves is
 * found by {@link leftoverFiles}. tsx's compile cache is linked in from the real temp folder.
 */
async function makeDataDir(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `unfurl-scale-${name}-`));
  await mkdir(join(dir, 'tmp'));
  const tsxCache = `tsx-${process.getuid?.() ?? 0}`;
  await mkdir(join(tmpdir(), tsxCache), { recursive: true });
  await symlink(join(tmpdir(), tsxCache), join(dir, 'tmp', tsxCache));
  return dir;
}

function processEnv(dataDir: string): Record<string, string> {
  return { DATA_DIR: dataDir, TMPDIR: join(dataDir, 'tmp') };
}

/** Regular files anywhere below a process's DATA_DIR (symbolic links are not followed). */
export async function leftoverFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dataDir, join(entry.parentPath, entry.name)))
    .sort();
}
