import { fileURLToPath } from 'node:url';

/** The repository's `data/samples` (libs/api/demo-seed/src/../../../../data/samples). */
export const DEFAULT_SAMPLES_DIR = fileURLToPath(
  new URL('../../../../data/samples', import.meta.url),
);
