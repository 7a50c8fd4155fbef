import { chmod, mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A folder being filled: `dir` holds what is published; `scratch` is removed before that. */
export interface WorkDir {
  readonly dir: string;
  readonly scratch: string;
}

/**
 * Builds an output folder atomically: everything is written into a hidden temporary folder beside
 * `outputDir` (same filesystem), which is renamed to `outputDir` only when `build` succeeds. On any
 * failure the temporary folder is removed, so nothing half-made remains. `outputDir` must not exist.
 */
export async function buildAtomically<T>(
  outputDir: string,
  build: (work: WorkDir) => Promise<T>,
): Promise<T> {
  const exists = await stat(outputDir).then(
    () => true,
    () => false,
  );
  if (exists) throw new Error(`output folder ${outputDir} already exists`);
  await mkdir(dirname(outputDir), { recursive: true });
  const dir = await mkdtemp(join(dirname(outputDir), `.${basename(outputDir)}.partial-`));
  const scratch = join(dir, '.scratch');
  try {
    await mkdir(scratch);
    const result = await build({ dir, scratch });
    await rm(scratch, { recursive: true, force: true });
    await chmod(dir, 0o755);
    await rename(dir, outputDir);
    return result;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
