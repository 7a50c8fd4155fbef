import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopOnExit } from './api-process';

/** A local S3-compatible server (s3rver, its own process) with one bucket, in a temp folder. */
export interface S3Store {
  readonly endpoint: string;
  readonly bucket: string;
  readonly pid: number | undefined;
  /** The S3_* environment of an API process using this bucket. */
  readonly env: Readonly<Record<string, string>>;
  /** Keys of the objects in the bucket (from s3rver's folder). */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL('./s3rver-main.ts', import.meta.url));
const OBJECT_SUFFIX = '._S3rver_object';

/** Starts s3rver on a free loopback port with the bucket `unfurl-scale`. */
export async function startS3Store(): Promise<S3Store> {
  const dir = await mkdtemp(join(tmpdir(), 'unfurl-scale-s3-'));
  const bucket = 'unfurl-scale';
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN, dir, bucket], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stopOnExit(proc);
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    proc.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /\{"port":(\d+)\}/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    pid: proc.pid,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async keys() {
      // s3rver keeps each object as `<key>._S3rver_object` beside its metadata files.
      const names = await readdir(join(dir, bucket), { recursive: true }).catch(() => []);
      return names
        .filter((name) => name.endsWith(OBJECT_SUFFIX))
        .map((name) => name.slice(0, -OBJECT_SUFFIX.length))
        .sort();
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill('SIGTERM');
        await new Promise((resolve) => proc.once('exit', resolve));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
