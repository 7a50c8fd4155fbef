import { DEFAULT_GENERATED_LISTINGS } from '@unfurl/api-demo-seed';

/** What `npm run seed` was asked to do, or why it stops (exit 0 for --help, 2 for bad input). */
export type SeedArguments =
  { readonly listings: number } | { readonly exit: number; readonly message: string };

/** The seed command's usage text. */
export const USAGE = `Usage: npm run seed [-- --listings N]

Replaces everything in the database (DATA_DIR, or DATABASE_URL when set) with the demo data:
the main and acme tenants, their users and bundles, listings from the sample rasters, and N
generated listings (default ${DEFAULT_GENERATED_LISTINGS}; e.g. --listings 1000000 for benchmarks).`;

/** Reads the command line; a message (and exit code 2) for anything it does not understand. */
export function parseSeedArguments(argv: readonly string[]): SeedArguments {
  let listings = DEFAULT_GENERATED_LISTINGS;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return { exit: 0, message: USAGE };
    if (arg === '--listings') {
      const value = Number(argv[i + 1]);
      if (argv[i + 1] === undefined || !Number.isInteger(value) || value < 0) {
        return {
          exit: 2,
          message: `--listings needs a whole number of 0 or more, e.g. --listings 1000000 (got ${argv[i + 1] ?? 'nothing'}).`,
        };
      }
      listings = value;
      i += 1;
      continue;
    }
    return { exit: 2, message: `Unknown argument '${arg}'.\n\n${USAGE}` };
  }
  return { listings };
}
