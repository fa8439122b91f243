// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint enforces the house style's layering (docs/ARCHITECTURE.md):
 * - web: no feature imports another feature (the folders are read from disk); components/ and lib/ import no
 *   feature; nothing but app/ imports app/;
 * - server: services import neither Fastify nor Drizzle; a repository is imported only by its own service
 *   (and tests); routes never import a repository and declare every route with defineRoute;
 * - no import cycles anywhere; packages/contracts depends on zod and packages/domain; packages/domain on nothing.
 */
/** The web feature folders, read from disk: a new feature is fenced in without editing this file. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** packages/contracts: its only dependencies. */
const contractsDependOnZodAndDomain = {
  regex: '^(?!zod$|\\.|@connect/domain/)',
  message: 'packages/contracts depends on zod and the pure packages/domain only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/migrations/**',
      'coverage/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a literal union or z.enum, never a TypeScript enum.' },
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
      ],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import/no-self-import': 'error',
    },
  },
  {
    // Config files that tools load by default export.
    files: [
      '**/*.config.ts',
      '**/*.config.js',
      '**/*.d.ts',
      'apps/server/test/global-setup.ts',
      'apps/web/e2e/global-setup.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Module augmentation of Fastify and Vitest needs `interface`.
    files: [
      'apps/server/src/fastify-types.ts',
      'apps/web/src/lib/i18next.d.ts',
      'apps/server/src/app.ts',
      'apps/server/src/plugins/realtime.ts',
      'apps/server/test/global-setup.ts',
      'apps/web/e2e/global-setup.ts',
    ],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/e2e/**/*.ts', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // Web: a feature never imports another feature; components/ and lib/ import no feature and no app/.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // The `@/` alias (decision 071) resolves through the web tsconfig's paths, so the zones below see aliased
    // imports exactly as relative ones.
    settings: {
      'import/resolver': {
        typescript: { project: './apps/web/tsconfig.json' },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      },
    },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){2,}',
              message: "Climb one folder at most: import through the '@/' alias (decision 071), e.g. '@/lib/paths'.",
            },
          ],
        },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature: move the shared piece to components/ or lib/.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/entities'],
              from: './apps/web/src/features',
              message: 'entities/, components/ and lib/ sit below features and must not import them.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/entities',
              message: 'entities/ (business pieces several areas share) sits above components/ and lib/.',
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/app', './apps/web/src/components'],
              message: 'lib/ is the lowest web layer.',
            },
            {
              target: [
                './apps/web/src/features',
                './apps/web/src/entities',
                './apps/web/src/components',
                './apps/web/src/test',
              ],
              from: './apps/web/src/app',
              message:
                'Only app/ assembles the app: features and components take what they need from lib/ (paths, navigation, configuration).',
            },
          ],
        },
      ],
    },
  },
  {
    // Component tests answer each call with its own MSW handler (decision 023), never one switch over every path.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a literal union or z.enum, never a TypeScript enum.' },
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
        {
          selector: "CallExpression[callee.object.name='http'][callee.property.name='all'][arguments.0.value=/\\*/]",
          message: "Answer each call with its own handler (http.get('/api/…'), http.post(…), …), not one catch-all.",
        },
      ],
    },
  },
  // Server: services hold business rules, free of the web framework and of SQL.
  {
    files: ['apps/server/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^fastify', message: 'Services must not import Fastify: routes do the HTTP work.' },
            { regex: '^@fastify/', message: 'Services must not import Fastify plugins.' },
            { regex: '^drizzle-orm', message: 'Services must not import Drizzle: SQL lives in the repository.' },
            {
              regex: '^\\.\\./[^/]+/[^/]+\\.repository$',
              message: "A module calls another module's service, never its repository.",
            },
            {
              regex: 'lib/scoped$',
              importNames: ['scopedId', 'scopedRow'],
              message: 'Only a repository marks an id as scope-checked, right after its scoped read (decision 097).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.repository$',
              message: 'Routes call one service function; only the service calls the repository.',
            },
            { regex: '^drizzle-orm', message: 'Routes must not run SQL.' },
            {
              regex: 'lib/scoped$',
              importNames: ['scopedId', 'scopedRow'],
              message: 'Only a repository marks an id as scope-checked, right after its scoped read (decision 097).',
            },
          ],
        },
      ],
      // Every route is declared with defineRoute (lib/define-route.ts, decision 018): access, schemas, summary.
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a literal union or z.enum, never a TypeScript enum.' },
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.type='Identifier'][callee.object.name=/^(app|scoped|fastify|instance|server)$/][callee.property.name=/^(get|post|put|delete|patch|head|options|all|route)$/]",
          message: 'Declare routes with defineRoute(app, { method, url, access, ... }) from lib/define-route.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // Route files have their own, stricter list above (this one would replace it).
    ignores: [
      'apps/server/src/modules/**/*.service.ts',
      'apps/server/src/modules/**/*.routes.ts',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/.*\\.repository$',
              message: "Only a module's own service (and tests) may import its repository.",
            },
          ],
        },
      ],
    },
  },
  {
    // The context and the ports it holds sit below every module (decisions 018 and 111): they import none.
    files: ['apps/server/src/context.ts', 'apps/server/src/ports/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/)+modules/',
              message:
                'src/context.ts and src/ports/ import no module: declare the type here (or in a port) and let the module use it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractsDependOnZodAndDomain] }] },
  },
  {
    // The same rule for the other areas, plus: no area loads the user administration's schemas. What several
    // areas share (grid queries and exports, form fields, errors) lives in grid/, form/ and errors/, so a page
    // (guest payment, say) builds only the schemas it uses (decision 113).
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/**/*.test.ts', 'packages/contracts/src/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            contractsDependOnZodAndDomain,
            {
              regex: '^\\.\\./admin/.*\\.schemas$',
              message:
                "An area's schemas do not load the admin area's; shared schemas live in grid/, form/ or errors/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.)', message: 'packages/domain is pure: no packages, no I/O.' }] },
      ],
    },
  },
);
