/**
 * Unit and API tests: TypeScript through SWC as ES modules. API tests drive the built app as a real
 * process over HTTP (Jest's module system cannot load Nest 12's ES modules from CommonJS packages on
 * Node 20), each test file on a Postgres database of its own.
 */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
};

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test/api', '<rootDir>/client'],
  testMatch: ['**/*.spec.ts'],
  modulePathIgnorePatterns: ['<rootDir>/client/dist', '<rootDir>/dist'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // package.json's `imports` point Node at the compiled server in dist/; the tests read the sources.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^#contracts/(.*)$': '<rootDir>/src/contracts/$1.ts', '^#server/(.*)$': '<rootDir>/src/$1.ts' },
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  globalSetup: '<rootDir>/test/harness/global-setup.ts',
  globalTeardown: '<rootDir>/test/harness/global-teardown.ts',
  // A hook starts an app (and its fakes) on a 2-core machine that runs the browser tests beside it.
  testTimeout: 120_000,
  maxWorkers: 2,
};
