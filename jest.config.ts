/**
 * Three projects:
 *   unit    Jest + jsdom: pure logic, components, and widget tests that load the fixture HTML into
 *           jsdom and mount the bundle on it (Resources/**, scripts/**, tests/unit/** *.test.ts(x)).
 *   server  the demo server's tests (every *.test.ts under fixtures/server, node), configured in
 *           fixtures/server/jest.config.ts: the server is a workspace package of its own.
 *   e2e     Jest + puppeteer-core driving Debian Chromium (/usr/bin/chromium) against the demo
 *           server, which tests/e2e/global-setup.ts starts on a free port (tests/e2e/*.e2e.ts).
 */
import type { Config } from 'jest';

const tsJest = [
  'ts-jest',
  { tsconfig: { jsx: 'react-jsx', module: 'CommonJS', moduleResolution: 'Node10' } },
] as const;

/** ESM packages under node_modules, transpiled to CommonJS for Jest's runtime. */
const esmJs = [
  'ts-jest',
  { tsconfig: { allowJs: true, module: 'CommonJS', moduleResolution: 'Node10' } },
] as const;

const config: Config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/Resources/Private/TypeScript',
        '<rootDir>/scripts',
        '<rootDir>/tests/unit',
        '<rootDir>/tests/recorded',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.tsx?$': tsJest, '/node_modules/.+\\.js$': esmJs },
      // The bundle's one ESM-only package (the shared clustering) and what it imports.
      transformIgnorePatterns: ['/node_modules/(?!(supercluster|kdbush)/)'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/tests/unit/style-stub.ts',
        // A file webpack emits as an asset (its URL), never run in a test.
        'maplibre-gl-csp-worker\\.js$': '<rootDir>/tests/unit/asset-url-stub.ts',
      },
      // Components are tested alone, without the chunk that brings their labels (places/labels.ts).
      setupFiles: ['<rootDir>/tests/unit/labels-setup.ts'],
    },
    '<rootDir>/fixtures/server',
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      globalSetup: '<rootDir>/tests/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/tests/e2e/global-teardown.ts',
      slowTestThreshold: 20,
    },
  ],
  testTimeout: 30_000,
};

export default config;
