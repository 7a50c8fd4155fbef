// One flat config for the whole workspace. Module boundaries are enforced here, not by memory:
// Nx tags (scope:*, type:*, platform:*) constrain which projects may import which, each engine
// (OpenLayers, ky, Postgres, AWS SDK, Stripe, satellite.js) has one owner lib and React its React
// libs, no lib is imported by a path into its files, and the pure libs touch no host or clock.
// tools/eslint/boundaries.test.ts proves each rule with a breach and its legitimate counterpart.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { noDeepImportsRule } from './tools/eslint/deep-imports.mjs';
import { engineOwnersRule } from './tools/eslint/engine-owners.mjs';
import { pureLibsConfig } from './tools/eslint/pure-libs.mjs';

/** The React libs: the only folders that import React or its bindings (later: dashboard, embed). */
const REACT_LIBS = [
  'apps/atlas',
  'libs/atlas',
  'libs/shared/map-react',
  'libs/shared/ui-kit',
  'apps/dashboard',
  'libs/dashboard',
  'apps/embed',
  'libs/embed',
];

/** Engines and the project folders allowed to import each of them. */
const ENGINE_OWNERS = [
  {
    owners: REACT_LIBS,
    // zustand's root entry and zustand/react are its React binding; stores use zustand/vanilla.
    patterns: [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      '@testing-library/react',
      /^zustand$/,
      /^zustand\/(react|traditional)(\/|$)/,
    ],
    name: 'React',
  },
  {
    owners: ['libs/shared/map-ol'],
    patterns: ['ol', 'ol/*', 'ol-ext', 'ol-ext/*'],
    name: 'OpenLayers',
  },
  { owners: ['libs/shared/api-client'], patterns: ['ky'], name: 'ky' },
  { owners: ['libs/api/db'], patterns: ['pg', '@electric-sql/*'], name: 'Postgres drivers' },
  { owners: ['libs/api/jobs'], patterns: ['pg-boss'], name: 'pg-boss' },
  {
    owners: ['libs/api/storage'],
    patterns: ['@aws-sdk/*'],
    name: 'the AWS SDK',
    // The identity tests drive our Cognito-compatible endpoint with the real Cognito client.
    alsoAllowed: [/^libs\/api\/identity\/src\/.*\.test[^/]*\.ts$/],
  },
  { owners: ['libs/api/payments'], patterns: ['stripe'], name: 'Stripe' },
  { owners: ['libs/api/mail'], patterns: ['nodemailer', 'smtp-server'], name: 'nodemailer' },
  {
    owners: ['libs/api/identity'],
    patterns: ['openid-client', 'oidc-provider'],
    name: 'OpenID Connect',
  },
  { owners: ['libs/shared/orbits'], patterns: ['satellite.js'], name: 'satellite.js' },
];

/** The local rules (tools/eslint): engine owners and no deep imports into another lib. */
const localRules = {
  files: ['apps/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}', 'tools/**/*.{ts,tsx}'],
  plugins: {
    unfurl: {
      rules: {
        'engine-owners': engineOwnersRule(import.meta.dirname, ENGINE_OWNERS),
        'no-deep-imports': noDeepImportsRule(import.meta.dirname),
      },
    },
  },
  rules: { 'unfurl/engine-owners': 'error', 'unfurl/no-deep-imports': 'error' },
};

/** `no-restricted-syntax` everywhere (the pure libs' block adds its own to these). */
const RESTRICTED_SYNTAX = [
  {
    selector: 'TSEnumDeclaration',
    message: 'Use an `as const` object plus a union type instead of an enum.',
  },
];

export default [
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/coverage/**',
      'data/**',
      '**/vite.config.ts.timestamp-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          banTransitiveDependencies: false,
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:shell',
                'type:ui',
                'type:map',
                'type:data-access',
                'type:util',
              ],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:data-access'] },
            // A feature builds on the shell and shared libs, never on another feature.
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:shell',
                'type:ui',
                'type:map',
                'type:data-access',
                'type:util',
              ],
            },
            // The atlas shell: every atlas feature may import it; it imports no feature.
            {
              sourceTag: 'type:shell',
              onlyDependOnLibsWithTags: ['type:ui', 'type:map', 'type:data-access', 'type:util'],
            },
            // A server feature (one resource, libs/api/feature-*) builds on data-access and util.
            {
              allSourceTags: ['scope:api', 'type:feature'],
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:map', onlyDependOnLibsWithTags: ['type:map', 'type:util'] },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
            },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
            { sourceTag: 'scope:atlas', onlyDependOnLibsWithTags: ['scope:atlas', 'scope:shared'] },
            { sourceTag: 'platform:universal', onlyDependOnLibsWithTags: ['platform:universal'] },
            {
              sourceTag: 'platform:browser',
              onlyDependOnLibsWithTags: ['platform:browser', 'platform:universal'],
            },
            {
              sourceTag: 'platform:node',
              onlyDependOnLibsWithTags: ['platform:node', 'platform:universal'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX],
    },
  },
  localRules,
  // Pure libs: no React, OpenLayers, network or Node built-ins; no host globals; no clock reads.
  pureLibsConfig(RESTRICTED_SYNTAX),
  {
    files: [
      '**/*.tsx',
      'libs/shared/map-react/**/*.ts',
      'libs/shared/ui-kit/**/*.ts',
      'apps/atlas/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  prettier,
];
