import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Web features never import each other; shared folders never import features (STYLE.md §1).
 * `retired` names packages the app must not import (each with the reason), everywhere in its src.
 */
function featureBoundaries(app, retired = []) {
  const root = `apps/${app}/src/features`;
  // Read relative to this file, not the working directory: `npm run lint -w` runs in the package.
  const dir = `${import.meta.dirname}/${root}`;
  const features = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return [
    ...features.map((feature) => ({
      files: [`${root}/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^@/features/(?!${feature}/)`,
                message: 'Features do not import each other; move shared code to components/ or lib/.',
              },
            ],
            paths: retired,
          },
        ],
      },
    })),
    {
      files: [`apps/${app}/src/{components,lib,hooks,config}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [{ group: ['@/features/*'], message: 'Shared code does not import features.' }],
            paths: retired,
          },
        ],
      },
    },
    ...(retired.length
      ? [
          {
            files: [`apps/${app}/src/*.{ts,tsx}`, `apps/${app}/src/{app,test}/**/*.{ts,tsx}`],
            rules: { 'no-restricted-imports': ['error', { paths: retired }] },
          },
        ]
      : []),
  ];
}

/** The member app translates with lib/i18n (translator.ts): i18next cost Home 18 KB gzip. */
const WEB_RETIRED_PACKAGES = ['i18next', 'react-i18next'].map((name) => ({
  name,
  message: "The member app translates with '@/lib/i18n/use-translation' (docs/web-app.md, bundle budget).",
}));

/**
 * The server's layers (docs/architecture.md): platform/ and ledger/ never import a module or the
 * app; a module reaches another module, and the ledger, only through its index.ts. Module files sit
 * directly in their folder, so another module is always `../<name>/…` and the ledger `../../ledger/…`.
 */
function serverBoundaries() {
  const root = 'apps/server/src';
  const appCode = { ignores: ['**/*.test.ts'] };
  return [
    {
      files: [`${root}/{platform,ledger}/**/*.ts`],
      ...appCode,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/modules/**', '**/app/**'],
                message:
                  'platform/ and ledger/ never import a module or the app: take what is needed as a dependency.',
              },
            ],
          },
        ],
      },
    },
    {
      files: [`${root}/modules/*/*.ts`],
      ...appCode,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['../*/*', '!../*/index.js', '!../../**'],
                message: "A module reaches another module only through that module's index.ts.",
              },
              {
                group: ['../../ledger/*', '!../../ledger/index.js'],
                message: 'Modules reach the ledger only through ledger/index.ts.',
              },
            ],
          },
        ],
      },
    },
  ];
}

/**
 * Tests run at a fixed clock (docs/testing.md): the hour a test starts at must not decide its outcome.
 * A test that truly needs wall time says why in an inline disable.
 */
const WALL_CLOCK_MESSAGE =
  'Tests run at a fixed clock (docs/testing.md): take the time from the test clock, or disable inline saying why wall time is needed.';
const wallClockInTests = [
  'error',
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: WALL_CLOCK_MESSAGE,
  },
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: WALL_CLOCK_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'parseFloat', message: 'Money is parsed by parseDecimal (packages/api/src/money.ts).' },
      ],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The members' app's service worker runs in the worker scope, not Node's.
    files: ['apps/web/pwa/service-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  {
    files: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test-support/**/*.ts',
      'apps/server/src/hostile/**/*.ts',
      'apps/{web,admin}/src/**/*.test.{ts,tsx}',
      'apps/{web,admin}/src/test/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-syntax': wallClockInTests },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'allow-as-parameter' },
      ],
    },
  },
  ...serverBoundaries(),
  ...featureBoundaries('web', WEB_RETIRED_PACKAGES),
  ...featureBoundaries('admin'),
);
