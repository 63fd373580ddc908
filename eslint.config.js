// Lint (`--max-warnings=0` in npm test). The import-boundary zones enforce the feature-folder
// direction of CONVENTIONS.md: routes → features → platform/ui/contract, and no feature reaching
// into another feature's files (only its index.ts).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importPlugin from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('./src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [
    `./${feature}`,
    ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
  ],
  message: 'Import another feature only through its index.ts.',
}));

const layerZones = [
  {
    target: ['./src/platform', './src/ui', './src/contract'],
    from: ['./src/features', './src/app', './src/routes.tsx'],
    message: 'platform/, ui/ and contract/ never depend on features.',
  },
  {
    target: './src/contract',
    from: ['./src/platform', './src/ui'],
    message: 'contract/ is shared with the server: no browser code.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/routes.tsx', './marketing'],
    message: 'Features are composed by routes.tsx, not the other way round.',
  },
  {
    target: ['./src', './marketing'],
    from: './server',
    message: 'The browser never imports server code.',
  },
  {
    target: ['./server/services', './server/jobs', './server/seed', './server/content'],
    from: './server/http',
    message:
      'Services know nothing of HTTP: throw an AppError (server/errors.ts); server/http maps its code.',
  },
  {
    target: './server',
    from: ['./src/features', './src/ui', './src/app', './marketing'],
    message: 'The server shares only src/contract (and the brand table) with the client.',
  },
  {
    target: './server',
    from: './src/platform',
    except: ['./brand/brands.ts'],
    message: 'The server shares only src/contract (and the brand table) with the client.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server*/**',
      'node_modules/**',
      'data/**',
      'server/db/migrations/**',
      'test-results/**',
      'twa/*/android/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Focused or skipped tests hide failures (CONVENTIONS "Tests").
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]',
          message: 'No focused, skipped or todo tests in the repository.',
        },
        {
          selector:
            'MemberExpression[object.name=/^(it|test|describe)$/][property.name=/^(only|skip|todo)$/]',
          message: 'No focused, skipped or todo tests in the repository.',
        },
      ],
    },
  },
  {
    // The app's Intl formatters are made on first use (src/ui/intl.ts says why): one made when a
    // module is evaluated charges ICU's start to the script the first screen waits for.
    files: ['src/**/*.{ts,tsx}', 'marketing/**/*.{ts,tsx}'],
    ignores: ['src/ui/intl.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.object.name="Intl"]',
          message: 'Make Intl formatters with src/ui/intl.ts (numberFormat, dateTimeFormat, …).',
        },
      ],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits hides its failure. They need the TypeScript
    // program; `npm test` hands ESLint the one its type check built (scripts/check-types.mjs),
    // `npx eslint` and editors build their own through the project service.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // An async form or click handler is React's normal shape; the handler catches its own
      // failure (what lint cannot see is the test's job).
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // The contract builds its structs with src/contract/structs.ts, which records the limits
    // (sizes, bounds, patterns) the OpenAPI document shows.
    files: ['src/contract/**/*.ts'],
    ignores: ['src/contract/structs.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'superstruct',
              message: "Import from the contract's structs.ts: it records limits for OpenAPI.",
            },
          ],
        },
      ],
    },
  },
);
