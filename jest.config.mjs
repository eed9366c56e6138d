// Unit and component tests of the domain and shared packages and the six applications (jsdom; the domain's pure
// functions in node, as the server runs them).
// The server has its own runner (node:test against a real database): see tooling/src/cli.ts.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const project = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // Packages are run as published (antd and its rc-components ship CommonJS in lib/), but for the dashboard's chart
  // libraries, which ship ES modules only.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(@visx|d3-|internmap)).*'],
  setupFilesAfterEnv: ['<rootDir>/../tooling/src/jest/setup.ts'],
  moduleNameMapper: {
    '^@screening/shared$': '<rootDir>/../shared/src/index.ts',
    // types, validation and forms are one file each (re-exports of the domain), ui a folder.
    '^@screening/shared/(core|ui|validation|forms|types)$': '<rootDir>/../shared/src/$1',
    '^@screening/shared/testing$': '<rootDir>/../shared/src/testing/index.ts',
    '^@screening/domain$': '<rootDir>/../domain/src/index.ts',
    '^@screening/domain/(validation|forms|types|api|compatibility|site|follow-up|csv)$': '<rootDir>/../domain/src/$1/index.ts',
    '^@screening/domain/api/dashboard-terms$': '<rootDir>/../domain/src/api/dashboard-terms.ts',
    '^@screening/domain/site/problems$': '<rootDir>/../domain/src/site/problems.ts',
    // A catalogue's login or first section (the webpack preset's `?login` and `?first` rules): in tests, the whole
    // catalogue.
    '^(\\.{1,2}/.*\\.json)\\?(login|first)$': '$1',
    // antd and its icons, each component loaded when first used rather than all of them in every file.
    '^antd$': '<rootDir>/../tooling/src/jest/antd.cjs',
    '^@ant-design/icons$': '<rootDir>/../tooling/src/jest/ant-design-icons.cjs',
    '\\.(css)$': '<rootDir>/../tooling/src/jest/style-stub.cjs',
    '\\.(svg|png|jpe?g|gif|webp|woff2)$': '<rootDir>/../tooling/src/jest/file-stub.cjs',
  },
  globals: { __APP_NAME__: dir, __APP_VERSION__: '0.0.0-test', __SHARED_VERSION__: '2.0.0' },
});

// The domain is pure TypeScript: no DOM, no browser polyfills (the setup file above needs a window).
const domain = { ...project('domain'), testEnvironment: 'node', setupFilesAfterEnv: [] };

export default {
  // A test's timeout only catches a hang (speed is measured by the benchmarks). The slowest component test takes about
  // 7 s on an idle two-core machine (docs/testing.md); jest's 5 s would fail it, 30 s leaves room for a loaded one.
  testTimeout: 30_000,
  projects: [
    domain,
    ...['shared', 'host', 'mfe-camps', 'mfe-users', 'mfe-patients', 'mfe-clinical', 'mfe-reports', 'mfe-dashboard'].map(project),
  ],
};
