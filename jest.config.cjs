/** Unit tests of the browser packages (shared/*, shell, remotes). The api has its own config (api/jest.config.cjs). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mfe-domains', '<rootDir>/mfe-hosting', '<rootDir>/mfe-checkout', '<rootDir>/mfe-account', '<rootDir>/mfe-promotions', '<rootDir>/mfe-staff', '<rootDir>/tooling'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/tooling/jest/style-mock.cjs',
    '\\.(woff2?|svg|png|jpg)$': '<rootDir>/tooling/jest/file-mock.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/tooling/jest/setup.ts'],
  maxWorkers: 2,
  // Load-proof (docs/testing.md): jest's default of 5 s per test is too short for a long user flow (typing a
  // whole form) on a busy machine. No test may depend on speed, so a generous limit only matters when
  // something hangs. No test sets a lower one.
  testTimeout: 60_000,
};
