// One Jest setup for every workspace. ESM throughout (NestJS 12 is ESM-only), TypeScript through swc.
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

// Browser journeys and service start-ups take longer than a unit test's 5 s.
const testTimeout = { unit: 10_000, int: 30_000, e2e: 60_000 }[process.env.MC_TEST_KIND ?? 'unit'];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const kind = process.env.MC_TEST_KIND ?? 'unit';
const match = {
  unit: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
  int: ['<rootDir>/**/*.int-spec.ts'],
  e2e: ['<rootDir>/**/*.e2e-spec.ts'],
  'after-e2e': ['<rootDir>/**/*.after-e2e-spec.ts'],
}[kind];

const node = (name, dir) => ({ ...common, displayName: name, rootDir: dir, testEnvironment: 'node', testMatch: match });

export default {
  // A global option: Jest ignores it inside a project.
  testTimeout,
  projects: [
    node('runtime', '<rootDir>/runtime'),
    node('proto', '<rootDir>/proto'),
    node('api', '<rootDir>/api'),
    node('market-time', '<rootDir>/market-time'),
    node('bff', '<rootDir>/bff'),
    node('identity', '<rootDir>/services/identity'),
    node('quotes', '<rootDir>/services/quotes'),
    node('billing', '<rootDir>/services/billing'),
    node('catalysts', '<rootDir>/services/catalysts'),
    node('content', '<rootDir>/services/content'),
    node('newsletter', '<rootDir>/services/newsletter'),
    node('watchlists', '<rootDir>/services/watchlists'),
    node('test', '<rootDir>/test'),
    {
      ...common,
      displayName: 'web',
      rootDir: '<rootDir>/web',
      testEnvironment: 'jsdom',
      testMatch: match,
      setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '\\.css$': '<rootDir>/src/test-style-stub.ts',
        // A module the Vite build makes (web/build/company-logo-manifest.plugin.ts): the same list, from the same folder.
        '^virtual:company-logo-manifest$': '<rootDir>/build/company-logo-manifest.jest.ts',
      },
    },
  ],
};
