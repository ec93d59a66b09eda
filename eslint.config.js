// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import globals from 'globals'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

// Imports flow one way: contract <- api <- components <- features <- app, and contract <- server.
// These rules are the enforcement of docs/conventions.md "Layout"; a violation is a lint error.
// '!.' re-includes the '.' folder so that './x' can be allowed again (gitignore semantics).
const contractAllowed = ['*', '!zod', '!zod/*', '!.', '!./*']
const uiLayers = ['**/api/**', '**/components/**', '**/features/**', '**/app/**']

// The rooms of src/components, lowest first: a room imports only the rooms before it (each room's
// README.md says what lives there). format: text of numbers and dates; feedback: alerts, toasts, dialogs,
// loading; routing: history, links, paths; pages: page templates; forms; tables; prices.
const ROOMS = ['format', 'feedback', 'routing', 'pages', 'forms', 'tables', 'prices']
const roomRules = ROOMS.map((room, index) => ({
  files: [`src/components/${room}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['**/features/**', '**/app/**'], message: 'components sit below features and app.' },
          ...(index < ROOMS.length - 1
            ? [
                {
                  group: ROOMS.slice(index + 1).flatMap((above) => [
                    `../${above}/*`,
                    `**/components/${above}/*`,
                  ]),
                  message: `${room} sits below ${ROOMS.slice(index + 1).join(', ')} (eslint.config.js, ROOMS).`,
                },
              ]
            : []),
        ],
      },
    ],
  },
}))

// The server's folders, lowest first: a folder imports only the folders before it, and the files at
// server/'s top (main.ts, app.ts, proxy-app.ts, config.ts: the program and its two apps) import any.
// scenarios: the scenario format; settings: how a setting is read; store: every store's interface and
// both engines; http: the pipeline's pieces; sandbox: faults on demand, reset; tenants; routes: API v1;
// audit: the log; proxy: the Upstream; auth: sessions, passwords, OpenID; ops: metrics, logs, stopping;
// access: roles; meter: the group's 300 a minute; team: the signed-in server (its context, routes, the
// audited call, its jobs).
const SERVER_FOLDERS = [
  'scenarios',
  'settings',
  'store',
  'http',
  'sandbox',
  'tenants',
  'routes',
  'audit',
  'proxy',
  'auth',
  'ops',
  'access',
  'meter',
  'team',
]

// The files at server/'s top: the program, its settings and its two apps.
const SERVER_TOP = ['main', 'config', 'app', 'proxy-app']

// Server modules only tests use: harnesses, fixtures, shared suites, the contract suites.
const SERVER_TEST_ONLY = [
  'server/**/*.test.ts',
  'server/**/test-*.ts',
  'server/**/*-test-*.ts',
  'server/**/*-suite.ts',
  'server/**/*-harness.ts',
  'server/store/contract/**',
  'server/store/postgres/global-setup.ts',
  'server/hostile-requests.ts',
  'server/raw-http.ts',
  'server/openapi-*.ts',
]
// The same modules as import specifiers, for the rule below.
const serverTestOnlyImports = [
  '**/test-*',
  '**/*-test-*',
  '**/*-suite',
  '**/*-harness',
  '**/store/contract/*',
  // From inside store/: the contract suites by their relative path (src/contract is product code).
  './contract/*',
  '../contract/*',
  '**/hostile-requests',
  '**/raw-http',
  '**/openapi-check',
  '**/openapi-provocations*',
]
const serverUiPattern = {
  group: uiLayers.map((p) => `**/src/${p.replace('**/', '')}`),
  message: 'The server imports only src/contract from src/.',
}
const serverTestOnlyPattern = {
  group: serverTestOnlyImports,
  message: 'A test-only module (eslint.config.js, SERVER_TEST_ONLY): product code never imports it.',
}
const serverFolderRules = SERVER_FOLDERS.map((folder, index) => ({
  files: [`server/${folder}/**`],
  ignores: SERVER_TEST_ONLY,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          serverUiPattern,
          serverTestOnlyPattern,
          {
            group: [
              ...SERVER_FOLDERS.slice(index + 1).map((above) => `**/${above}/*`),
              ...SERVER_TOP.flatMap((name) => [`../${name}`, `../../${name}`, `../../../${name}`]),
            ],
            message: `server/${folder} sits below ${[...SERVER_FOLDERS.slice(index + 1), "the top's files"].join(', ')} (eslint.config.js, SERVER_FOLDERS).`,
          },
        ],
      },
    ],
  },
}))

// Files that only tests use: the product never imports them.
const TEST_ONLY = ['**/*.test.ts', '**/*.test.tsx', 'src/test-support/**', 'src/dom-test-setup.ts']

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench/.data', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // No import circles anywhere (type-only imports included: they tie the modules' meaning together too).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The dashboard's product code runs in the browser: no Node built-in, no test-only module.
    files: ['src/**'],
    ignores: TEST_ONLY,
    languageOptions: { globals: globals.browser },
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: './src/test-support',
              message: 'src/test-support is for tests only: product code never imports it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: contractAllowed, message: 'contract imports nothing but zod and itself.' }] },
      ],
    },
  },
  {
    files: ['src/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...contractAllowed, '!vitest', '!fast-check'],
              message: 'contract tests import zod, the contract, vitest and fast-check only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverUiPattern] }] },
  },
  {
    // The server's product files at its top: no test-only module either.
    files: ['server/*.ts'],
    ignores: SERVER_TEST_ONLY,
    rules: { 'no-restricted-imports': ['error', { patterns: [serverUiPattern, serverTestOnlyPattern] }] },
  },
  ...serverFolderRules,
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/components/**', '**/features/**', '**/app/**'],
              message: 'api imports only contract.',
            },
          ],
        },
      ],
    },
  },
  ...roomRules,
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'features sit below app.' },
            {
              group: ['../*', '!../..', '!../../**'],
              message:
                'Features do not import each other: move what they share to components, api or contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // Node programs for people outside the browser: the contract and the React-free core of the fetch
    // layer (classification, the error type), nothing of the dashboard's UI.
    files: ['cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src/components/**',
                '**/src/features/**',
                '**/src/app/**',
                '**/src/api/*',
                '!**/src/api/classify',
                '!**/src/api/api-error',
                '!**/src/api/api-client',
              ],
              message: 'cli imports only src/contract and the React-free core of src/api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
)
