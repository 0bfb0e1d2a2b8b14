const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const { boundaryConfigs } = require('./tooling/lint/boundaries.cjs');
const { storefrontPlugin } = require('./tooling/lint/storefront-plugin.cjs');
const { thinRouteConfigs } = require('./tooling/lint/thin-routes.cjs');
const { providerCapabilityConfigs } = require('./tooling/lint/provider-capabilities.cjs');
const { oneWayToReadConfigs } = require('./tooling/lint/one-way-to-read.cjs');

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'var/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  // A disable comment that no longer silences anything fails lint (npm run lint allows no warnings).
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
  ...boundaryConfigs,
  ...thinRouteConfigs,
  ...providerCapabilityConfigs,
  ...oneWayToReadConfigs,
  {
    // Load-proof tests (docs/testing.md): wait for a condition, never a duration; every assertion runs.
    name: 'storefront/tests',
    files: ['**/*.test.{ts,tsx}', 'e2e/tests/**/*.ts', 'e2e/support/**/*.ts', 'api/test/**/*.ts', 'shared/testing/**/*.{ts,tsx}', '**/src/test/**/*.{ts,tsx}', 'tooling/jest/**/*.ts'],
    plugins: { storefront: storefrontPlugin },
    rules: { 'storefront/no-fixed-sleep': 'error', 'storefront/no-conditional-expect': 'error' },
  },
  {
    // Migrations are typed Kysely<any> on purpose: each describes the database as it was on its date, not the
    // current Database interface (DESIGN.md, Examples 8). One override instead of a disable comment per function.
    name: 'storefront/migrations',
    files: ['api/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
