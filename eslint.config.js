import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** date-fns's index loads all of its ~250 modules: about 70 MiB more at start-up in every Node process (docs/decisions.md). */
const dateFnsByFunction = {
  name: 'date-fns',
  message: "Import each function from its own module (import { addDays } from 'date-fns/addDays').",
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'coverage/**', '.run/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      'no-restricted-imports': ['error', { paths: [dateFnsByFunction] }],
    },
  },
  {
    files: ['runtime/src/**/*.ts', 'bff/src/**/*.ts', 'services/*/src/**/*.ts'],
    // Services log through Nest's Logger (pino underneath).
    rules: { 'no-console': 'error' },
  },
  {
    files: ['runtime/src/**/*.ts', 'bff/src/**/*.ts', 'services/*/src/**/*.ts', 'market-time/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      // An Intl formatter built per call holds ICU memory outside V8's heap until collected: 10,000
      // alert mails left the watch lists 150 MiB larger (docs/decisions.md). Build it once.
      'no-restricted-syntax': [
        'error',
        {
          selector: ':function NewExpression[callee.object.name="Intl"]',
          message: 'Build Intl formatters once: at the module level, or per zone with formatsPerZone (@mc/market-time).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length>0]',
          message: 'toLocaleString builds a formatter on every call: use one built once (Intl.NumberFormat, formatsPerZone).',
        },
      ],
    },
  },
  {
    // Services speak domain terms; the browser's answer shapes (@mc/api) are the bff's and the web's.
    files: ['runtime/**/*.ts', 'services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [dateFnsByFunction],
          patterns: [
            {
              group: ['@mc/api', '@mc/api/*'],
              message: 'Services and the runtime do not import the browser’s answer shapes: use the contract (@mc/proto).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['scripts/**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        AbortController: 'readonly',
      },
    },
  },
);
