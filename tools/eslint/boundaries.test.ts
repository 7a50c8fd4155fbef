// Each module-boundary rule of eslint.config.mjs, proven on a snippet linted as if it were a file
// of the lib concerned: the breach is reported by the expected rule, its legitimate counterpart
// lints clean. The probes are never written to disk.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

type Finding = { rule: string | null; message: string };

/** Lints `code` as the file `file` (relative to the root) and lists what was reported. */
async function lint(file: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ rule: ruleId, message }));
}

/** An import of `names` from `specifier`, used so no other rule (unused vars) has a say. */
const importing = (specifier: string, names = 'probe') =>
  `import { ${names} } from '${specifier}';\n\nexport const used = [${names}];\n`;

const BOUNDARIES = '@nx/enforce-module-boundaries';
const ENGINES = 'unfurl/engine-owners';

beforeAll(async () => {
  // @nx/enforce-module-boundaries reads the cached project graph and skips silently without one;
  // recompute it so the rule sees today's projects and tags, not a stale cache.
  await promisify(execFile)(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
});

describe('React stays in the React libs', () => {
  it('reports react imported by map-ol', async () => {
    const findings = await lint('libs/shared/map-ol/src/probe.ts', importing('react', 'useEffect'));
    expect(findings).toEqual([
      { rule: ENGINES, message: expect.stringMatching(/^React may be imported only in /) },
    ]);
  });

  it('reports react-dom, react-router and the zustand React binding outside the React libs', async () => {
    const code = [
      "import { createRoot } from 'react-dom/client';",
      "import { useNavigate } from 'react-router';",
      "import { useStore } from 'zustand';",
      '',
      'export const used = [createRoot, useNavigate, useStore];',
      '',
    ].join('\n');
    const findings = await lint('libs/shared/stores/src/probe.ts', code);
    expect(findings.map(({ rule }) => rule)).toEqual([ENGINES, ENGINES, ENGINES]);
  });

  it('lets map-react import react and stores import zustand/vanilla', async () => {
    expect(
      await lint('libs/shared/map-react/src/probe.ts', importing('react', 'useEffect')),
    ).toEqual([]);
    expect(
      await lint('libs/shared/stores/src/probe.ts', importing('zustand/vanilla', 'createStore')),
    ).toEqual([]);
  });
});

describe('one owner per engine', () => {
  it('reports OpenLayers imported outside map-ol', async () => {
    const findings = await lint('libs/shared/map-react/src/probe.ts', importing('ol', 'Map'));
    expect(findings).toEqual([
      {
        rule: ENGINES,
        message: 'OpenLayers is owned by libs/shared/map-ol; import it through that lib.',
      },
    ]);
  });

  it('lets map-ol import OpenLayers', async () => {
    expect(await lint('libs/shared/map-ol/src/probe.ts', importing('ol', 'Map'))).toEqual([]);
  });
});

describe('atlas features build on the shell and shared libs, never on each other', () => {
  it('reports an atlas feature importing another feature', async () => {
    const findings = await lint(
      'libs/atlas/feature-upload/src/probe.ts',
      importing('@unfurl/atlas-feature-browse', 'HomePanel'),
    );
    expect(findings).toEqual([
      {
        rule: BOUNDARIES,
        message: expect.stringContaining(
          'A project tagged with "type:feature" can only depend on libs tagged with "type:shell"',
        ),
      },
    ]);
  });

  it('lets an atlas feature import the shell and a shared lib', async () => {
    const code = importing('@unfurl/atlas-feature-shell', 'useListingLayer').concat(
      importing('@unfurl/ui-kit', 'Button').replace('used', 'alsoUsed'),
    );
    expect(await lint('libs/atlas/feature-upload/src/probe.ts', code)).toEqual([]);
  });

  it('reports the shell importing a feature', async () => {
    const findings = await lint(
      'libs/atlas/feature-shell/src/probe.ts',
      importing('@unfurl/atlas-feature-account', 'AccountMenu'),
    );
    expect(findings.map(({ rule }) => rule)).toEqual([BOUNDARIES]);
  });
});

describe('server libs: a feature builds on data-access and util libs', () => {
  it('reports a server feature importing another server feature', async () => {
    const findings = await lint(
      'libs/api/feature-bundles/src/probe.ts',
      importing('@unfurl/api-feature-accounts', 'accountsPlugin'),
    );
    expect(findings).toEqual([
      {
        rule: BOUNDARIES,
        message: expect.stringContaining('A project tagged with "type:feature" can only depend on'),
      },
    ]);
  });

  it('lets a server feature import the request context and the domain', async () => {
    const code = importing('@unfurl/api-http', 'requireSignIn').concat(
      importing('@unfurl/domain', 'PERMISSION').replace('used', 'alsoUsed'),
    );
    expect(await lint('libs/api/feature-bundles/src/probe.ts', code)).toEqual([]);
  });

  it('reports a data-access lib importing a server feature', async () => {
    const findings = await lint(
      'libs/api/listing-processing/src/probe.ts',
      importing('@unfurl/api-feature-bundles', 'bundlesPlugin'),
    );
    expect(findings).toEqual([
      {
        rule: BOUNDARIES,
        message: expect.stringContaining(
          'A project tagged with "type:data-access" can only depend on libs tagged with "type:data-access", "type:util"',
        ),
      },
    ]);
  });

  it('lets a data-access lib import a util lib', async () => {
    expect(
      await lint(
        'libs/api/listing-processing/src/probe.ts',
        importing('@unfurl/domain', 'PERMISSION'),
      ),
    ).toEqual([]);
  });
});

describe('a lib is imported through its entries, never by a path into its files', () => {
  it('reports a deep import into another lib', async () => {
    const findings = await lint(
      'libs/atlas/feature-upload/src/probe.ts',
      importing('@unfurl/domain/src/listing/listing', 'toListingView'),
    );
    expect(findings).toEqual([
      {
        rule: 'unfurl/no-deep-imports',
        message:
          'Deep import into @unfurl/domain: import from @unfurl/domain (its package.json exports).',
      },
    ]);
  });

  it('reports a relative path into another project', async () => {
    const findings = await lint(
      'libs/atlas/feature-upload/src/probe.ts',
      importing('../../../shared/domain/src/index', 'toListingView'),
    );
    expect(findings.map(({ rule }) => rule)).toEqual([BOUNDARIES]);
  });

  it('lets a test import an entry the lib exports (testing)', async () => {
    expect(
      await lint(
        'libs/atlas/feature-upload/src/probe.test.ts',
        importing('@unfurl/api-client/testing', 'makeListing'),
      ),
    ).toEqual([]);
  });
});

describe('the pure libs touch no host and read no clock', () => {
  const pureFile = 'libs/shared/domain/src/probe.ts';

  it('reports document, process.env and clock reads in domain', async () => {
    const code = [
      'export const title = () => document.title;',
      'export const mode = () => process.env.NODE_ENV;',
      'export const stamp = () => Date.now();',
      'export const today = () => new Date();',
      '',
    ].join('\n');
    const findings = await lint(pureFile, code);
    expect(findings).toEqual([
      { rule: 'no-restricted-globals', message: expect.stringContaining("'document'") },
      { rule: 'no-restricted-globals', message: expect.stringContaining("'process'") },
      { rule: 'no-restricted-syntax', message: expect.stringContaining('read no clock') },
      { rule: 'no-restricted-syntax', message: expect.stringContaining('read no clock') },
    ]);
  });

  it('reports window, localStorage and Buffer in validators and imagery-core', async () => {
    const code = 'export const host = () => [window, localStorage, Buffer];\n';
    for (const file of [
      'libs/shared/validators/src/probe.ts',
      'libs/shared/imagery-core/src/probe.ts',
    ]) {
      const findings = await lint(file, code);
      expect(findings.map(({ rule }) => rule)).toEqual(Array(3).fill('no-restricted-globals'));
    }
  });

  it('still bans enums there', async () => {
    const findings = await lint(pureFile, "export enum Side {\n  Left = 'left',\n}\n");
    expect(findings.map(({ rule }) => rule)).toEqual(['no-restricted-syntax']);
  });

  it('lets a pure lib take the time from its caller', async () => {
    const code = 'export const at = (now: number) => new Date(now).toISOString();\n';
    expect(await lint(pureFile, code)).toEqual([]);
  });

  it('lets the tests of a pure lib and the other libs use the host and the clock', async () => {
    const code = 'export const stamp = () => [Date.now(), process.env.CI, document.title];\n';
    expect(await lint('libs/shared/domain/src/probe.test.ts', code)).toEqual([]);
    expect(await lint('libs/shared/stores/src/probe.ts', code)).toEqual([]);
  });
});
