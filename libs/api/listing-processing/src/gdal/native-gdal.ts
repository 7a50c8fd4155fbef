import { execFile } from 'node:child_process';
import type { GdalInfo } from './gdal-info';
import { gdalErrorLine, gdalFailed, unreadable } from './gdal-failure';
import type { GdalRunner, GdalRunOptions } from './gdal-runner';
import { GDAL_BACKEND } from './gdal-runner';

/** Options of the native backend. */
export interface NativeGdalOptions {
  /** GDAL's block cache in MB (GDAL_CACHEMAX), which bounds its memory; 64 by default. */
  readonly cacheMb?: number;
  /** Longest a program may run before it is killed, in ms; 10 minutes by default. */
  readonly timeoutMs?: number;
}

interface RunResult {
  readonly stdout: string;
  readonly stderr: string;
}

function run(
  program: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    execFile(
      program,
      [...args],
      { env, timeout: timeoutMs, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) reject(Object.assign(error, { stderr }));
        else resolve({ stdout, stderr });
      },
    );
  });
}

/** True when Debian's `gdalinfo` runs (gdal-bin installed and on PATH). */
export async function hasNativeGdal(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  try {
    await run('gdalinfo', ['--version'], env, 10_000);
    return true;
  } catch {
    return false;
  }
}

/** GDAL through its command-line programs (`gdalinfo`, `gdal_translate`, `gdalwarp`). */
export function createNativeGdal(options: NativeGdalOptions = {}): GdalRunner {
  const env = {
    ...process.env,
    GDAL_CACHEMAX: String(options.cacheMb ?? 64),
    GDAL_PAM_ENABLED: 'NO', // no .aux.xml files beside inputs
  };
  const envOf = (settings: GdalRunOptions | undefined): NodeJS.ProcessEnv =>
    settings?.cacheMb ? { ...env, GDAL_CACHEMAX: String(settings.cacheMb) } : env;
  const timeoutMs = options.timeoutMs ?? 600_000;
  const stderrOf = (error: unknown) =>
    gdalErrorLine(String((error as { stderr?: string }).stderr ?? error));

  return {
    backend: GDAL_BACKEND.native,
    async info(input) {
      try {
        const { stdout } = await run('gdalinfo', ['-json', '-proj4', input], env, timeoutMs);
        return JSON.parse(stdout) as GdalInfo;
      } catch (error) {
        throw unreadable(stderrOf(error), error);
      }
    },
    async translate(input, output, args, settings) {
      try {
        await run('gdal_translate', ['-q', ...args, input, output], envOf(settings), timeoutMs);
      } catch (error) {
        throw gdalFailed('gdal_translate', stderrOf(error), error);
      }
    },
    async warp(input, output, args, settings) {
      try {
        await run('gdalwarp', ['-q', ...args, input, output], envOf(settings), timeoutMs);
      } catch (error) {
        throw gdalFailed('gdalwarp', stderrOf(error), error);
      }
    },
    async close() {},
  };
}
