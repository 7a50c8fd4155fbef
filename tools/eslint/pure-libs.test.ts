// The pure libs compile with no DOM and no Node types: each one's tsconfig.json (as TypeScript
// reads it, `extends` resolved) loads ES libraries only and no @types packages.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PURE_LIBS } from './pure-libs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const present = PURE_LIBS.filter((lib) => existsSync(path.join(root, lib, 'tsconfig.json')));

/** The compiler options of a tsconfig file, as `tsc -p` sees them. */
function compilerOptions(file: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${file} could not be read`);
  return parsed.options;
}

describe('the pure libs compile with no DOM and no Node types', () => {
  it('finds the pure libs that exist today', () => {
    expect(present).toEqual(
      expect.arrayContaining([
        'libs/shared/domain',
        'libs/shared/validators',
        'libs/shared/imagery-core',
      ]),
    );
  });

  it.each(present)('%s: ES libraries only, no @types', (lib) => {
    const options = compilerOptions(path.join(root, lib, 'tsconfig.json'));
    expect(options.lib?.length).toBeGreaterThan(0);
    expect(
      options.lib?.filter((name) => !/^lib\.es(5|20\d\d)(\.[a-z]+)*\.d\.ts$/i.test(name)),
    ).toEqual([]);
    expect(options.types).toEqual([]);
  });

  it('the shared base config would bring in the DOM (so each pure lib sets its own lib)', () => {
    const options = compilerOptions(path.join(root, 'tsconfig.base.json'));
    expect(options.lib).toContain('lib.dom.d.ts');
  });
});
