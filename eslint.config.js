import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const here = import.meta.dirname;

/** Folders directly under `dir` (relative to this file, not the working directory: `npm run lint -w` runs in the package). */
function foldersIn(dir) {
  const full = `${here}/${dir}`;
  return fs.existsSync(full)
    ? fs
        .readdirSync(full, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
}

/**
 * Zones on resolved paths (import-x/no-restricted-paths), so a relative import cannot slip past an
 * alias pattern. Web and console, after bulletproof-react: a feature never imports another feature,
 * shared folders never import a feature, and nothing but app/ imports app/ (STYLE.md §1).
 */
function featureZones(app) {
  const src = `apps/${app}/src`;
  const features = foldersIn(`${src}/features`);
  const shared = ['components', 'lib', 'hooks', 'config'].map((dir) => `${src}/${dir}`);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'Features do not import each other; move shared code to components/ or lib/.',
    })),
    { target: shared, from: `${src}/features`, message: 'Shared code does not import features.' },
    {
      target: [`${src}/features`, ...shared],
      from: `${src}/app`,
      message: 'Only app/ composes the app; features and shared code do not import it.',
    },
  ];
}

/** The member app translates with lib/i18n (translator.ts): i18next cost Home 18 KB gzip. */
const WEB_RETIRED_PACKAGES = ['i18next', 'react-i18next'].map((name) => ({
  name,
  message: "The member app translates with '@/lib/i18n/use-translation' (docs/web-app.md, bundle budget).",
}));

/**
 * antd-mobile's imperative overlays live outside the page: the app reaches them through the modules
 * that close them when the route changes (docs/web-app.md, "Overlays close with the route").
 */
const WEB_OVERLAY_MODULES = [
  { name: 'antd-mobile/es/components/dialog', message: "Use '@/lib/dialog': it closes with the route." },
  { name: 'antd-mobile/es/components/modal', message: "Use '@/lib/dialog': it closes with the route." },
  { name: 'antd-mobile/es/components/toast', message: "Use '@/lib/toast': it closes with the route." },
];

/**
 * The server's layers (docs/architecture.md): platform/ and ledger/ never import a module or the
 * app; a module reaches another module only through its index.ts, and the ledger only through
 * ledger/index.ts. `from` globs are absolute, as import-x matches them against resolved paths.
 */
function serverZones() {
  const src = 'apps/server/src';
  const modules = foldersIn(`${src}/modules`);
  return [
    {
      target: [`${src}/platform`, `${src}/ledger`],
      from: [`${src}/modules`, `${src}/app`],
      message: 'platform/ and ledger/ never import a module or the app: take what is needed as a dependency.',
    },
    ...modules.map((module) => ({
      target: `${src}/modules/${module}`,
      from: `${here}/${src}/modules/*/**`,
      except: [`${here}/${src}/modules/${module}/**`, `${here}/${src}/modules/*/index.ts`],
      message: "A module reaches another module only through that module's index.ts.",
    })),
    {
      target: `${src}/modules`,
      from: `${src}/ledger`,
      except: ['./index.ts'],
      message: 'Modules reach the ledger only through ledger/index.ts.',
    },
  ];
}

/** Test code may set up or check any state, so the zones hold for application code only. */
const TEST_CODE = [
  '**/*.test.{ts,tsx}',
  'apps/server/src/{test-support,hostile,reliability}/**',
  'apps/{web,admin}/src/test/**',
];

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
        projectService: { allowDefaultProject: ['vitest.config.ts', 'vitest.react-app.ts'] },
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
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
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
      'packages/api/src/testing/**/*.ts',
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
  {
    files: ['apps/{server,web,admin}/src/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    plugins: { 'import-x': importX },
    settings: {
      // Files the rules follow for no-cycle: TypeScript, parsed without type information.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'apps/admin/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: here, zones: [...serverZones(), ...featureZones('web'), ...featureZones('admin')] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...WEB_RETIRED_PACKAGES, ...WEB_OVERLAY_MODULES] }],
    },
  },
  {
    // The modules that register the overlays' closing with the route (lib/route-overlays.ts), and tests.
    files: [
      'apps/web/src/lib/dialog.tsx',
      'apps/web/src/lib/page-dialog.ts',
      'apps/web/src/lib/toast.ts',
      ...TEST_CODE,
    ],
    rules: { 'no-restricted-imports': ['error', { paths: WEB_RETIRED_PACKAGES }] },
  },
);
