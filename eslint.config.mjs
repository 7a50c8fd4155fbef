// One flat config for the whole workspace. Module boundaries are enforced here, not by memory:
// Nx tags (scope:*, type:*, platform:*) constrain which projects may import which, and each
// engine (OpenLayers, ky, Postgres, AWS SDK, Stripe, satellite.js) has exactly one owner lib.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { engineOwnersPlugin } from './tools/eslint/engine-owners.mjs';

/** Engines and the single project folder allowed to import each of them. */
const ENGINE_OWNERS = [
  {
    owner: 'libs/shared/map-ol',
    patterns: ['ol', 'ol/*', 'ol-ext', 'ol-ext/*'],
    name: 'OpenLayers',
  },
  { owner: 'libs/shared/api-client', patterns: ['ky'], name: 'ky' },
  { owner: 'libs/api/db', patterns: ['pg', '@electric-sql/*'], name: 'Postgres drivers' },
  {
    owner: 'libs/api/storage',
    patterns: ['@aws-sdk/*'],
    name: 'the AWS SDK',
    // The identity tests drive our Cognito-compatible endpoint with the real Cognito client.
    alsoAllowed: [/^libs\/api\/identity\/src\/.*\.test[^/]*\.ts$/],
  },
  { owner: 'libs/api/payments', patterns: ['stripe'], name: 'Stripe' },
  { owner: 'libs/api/mail', patterns: ['nodemailer', 'smtp-server'], name: 'nodemailer' },
  {
    owner: 'libs/api/identity',
    patterns: ['openid-client', 'oidc-provider'],
    name: 'OpenID Connect',
  },
  { owner: 'libs/shared/orbits', patterns: ['satellite.js'], name: 'satellite.js' },
];

const engineBans = {
  files: ['apps/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}', 'tools/**/*.{ts,tsx}'],
  plugins: { unfurl: engineOwnersPlugin(import.meta.dirname, ENGINE_OWNERS) },
  rules: { 'unfurl/engine-owners': 'error' },
};

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
                'type:ui',
                'type:map',
                'type:data-access',
                'type:util',
              ],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:data-access'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:ui',
                'type:map',
                'type:data-access',
                'type:util',
              ],
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
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use an `as const` object plus a union type instead of an enum.',
        },
      ],
    },
  },
  engineBans,
  {
    // Pure libs: no React, no DOM-bound engines, no Node built-ins.
    files: ['libs/shared/{domain,validators,annotations-core,imagery-core,orbits}/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
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
    },
  },
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
