// Worker bootstrap: loads the TypeScript worker through tsx (workers do not inherit loaders).
import { tsImport } from 'tsx/esm/api';

await tsImport('./render-worker.ts', import.meta.url);
