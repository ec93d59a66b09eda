// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import globals from 'globals'

// Imports flow one way: contract <- api <- components <- features <- app, and contract <- server.
// These rules are the enforcement of docs/conventions.md "Layout"; a violation is a lint error.
// '!.' re-includes the '.' folder so that './x' can be allowed again (gitignore semantics).
const contractAllowed = ['*', '!zod', '!zod/*', '!.', '!./*']
const uiLayers = ['**/api/**', '**/components/**', '**/features/**', '**/app/**']

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench/.data', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: uiLayers.map((p) => `**/src/${p.replace('**/', '')}`),
              message: 'The server imports only src/contract from src/.',
            },
          ],
        },
      ],
    },
  },
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
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**', '**/app/**'], message: 'components sit below features and app.' },
          ],
        },
      ],
    },
  },
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
