// The pure libs run anywhere (browser, Node, tests) and give the same answer every time: no DOM,
// no Node built-ins or globals, no network, no clock reads. Their tsconfig.json has no DOM lib and
// no types (checked by pure-libs.test.ts); lint bans the rest in their non-test sources.

/** Folders of the pure libs, the later ones included (a folder that does not exist yet is skipped). */
export const PURE_LIBS = [
  'libs/shared/domain',
  'libs/shared/validators',
  'libs/shared/imagery-core',
  'libs/shared/annotations-core',
  'libs/shared/orbits',
];

const HOST_GLOBALS = [
  ...['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'],
  ...['process', 'Buffer', '__dirname', '__filename', 'require', 'global'],
  ...['fetch', 'XMLHttpRequest', 'WebSocket'],
];

const CLOCK_READS = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Pure libs read no clock: take `now` from the caller.',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Pure libs read no clock: take `now` from the caller (new Date(now)).',
  },
  {
    selector: "CallExpression[callee.object.name='performance'][callee.property.name='now']",
    message: 'Pure libs read no clock: take `now` from the caller.',
  },
];

/**
 * The lint block of the pure libs' non-test sources. `restrictedSyntax` are the workspace-wide
 * `no-restricted-syntax` entries, repeated here because a later block's options replace them.
 */
export function pureLibsConfig(restrictedSyntax) {
  return {
    files: PURE_LIBS.map((lib) => `${lib}/src/**/*.ts`),
    ignores: ['**/*.test.ts', '**/*.bench.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'ol', 'ol/*', 'node:*', 'fs', 'path', 'ky'],
              message: 'Pure libs import no React, OpenLayers, network or Node built-ins.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...HOST_GLOBALS.map((name) => ({
          name,
          message: `Pure libs run anywhere: no \`${name}\`. Take the value from the caller.`,
        })),
      ],
      'no-restricted-syntax': ['error', ...restrictedSyntax, ...CLOCK_READS],
    },
  };
}
