// Lint: typescript-eslint recommended plus the import boundaries of ARCHITECTURE.md and STYLE.md:
// web and server share only contracts; a module never imports another module's repository; the web's
// layers import downward only (docs/architecture.md).
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importLayersPlugin } from './packages/web/build/import-layers.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'packages/server/migrations/**',
      'packages/server/src/test/openapi/api.d.ts',
      'bench/results/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@medportal/web', '@medportal/web/*', '**/web/src/**'],
              message: 'The server may import contracts only, never the web.',
            },
            {
              group: ['../*/*.repository.js', '../../*/*/*.repository.js', '../../../modules/**/*.repository.js'],
              message: "A module calls another module's service, never its repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@medportal/server', '@medportal/server/*', '**/server/src/**'],
              message: 'The web may import contracts only, never the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // *.contract modules build zod schemas: the app takes only their types, and values from the
    // zod-free rule/constant modules (zod would add ~25 KB gzip to every route)
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/**/*.test.{ts,tsx}', 'packages/web/src/**/test-utils.tsx'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@medportal/server', '@medportal/server/*', '**/server/src/**'],
              message: 'The web may import contracts only, never the server.',
            },
            {
              group: ['@medportal/contracts/**/*.contract'],
              allowTypeImports: true,
              message: 'Import only types from a *.contract module; values come from its zod-free rules module.',
            },
          ],
        },
      ],
    },
  },
  {
    // app → features → shell → kit → lib, no feature into another (packages/web/build/import-layers.mjs).
    // Tests and their helpers may reach across to set a scene (a shell test signs in a session).
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/web/src/**/*.test.{ts,tsx}',
      'packages/web/src/**/test-{utils,helpers}.{ts,tsx}',
      'packages/web/src/**/*-test-utils.{ts,tsx}',
    ],
    plugins: { web: importLayersPlugin },
    rules: { 'web/import-layers': ['error', { srcDir: fileURLToPath(new URL('packages/web/src', import.meta.url)) }] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@medportal/server*', '@medportal/web*', '**/server/**', '**/web/**'],
              message: 'Contracts depend on nothing of ours.',
            },
          ],
        },
      ],
    },
  },
);
