/**
 * Two projects:
 *   unit  Jest + jsdom: pure logic, components, and widget tests that load the fixture HTML into
 *         jsdom and mount the bundle on it (Resources/**, scripts/**, fixtures/** *.test.ts(x)).
 *   e2e   Jest + puppeteer-core driving Debian Chromium (/usr/bin/chromium) against the demo
 *         server, which tests/e2e/global-setup.ts starts on a free port (tests/e2e/*.e2e.ts).
 */
import type { Config } from 'jest';

const tsJest = [
  'ts-jest',
  { tsconfig: { jsx: 'react-jsx', module: 'CommonJS', moduleResolution: 'Node10' } },
] as const;

/**
 * ESM-only packages of the demo server's OSM pipeline and map services. Jest's CommonJS runtime
 * cannot require them, so the unit project transpiles them to CommonJS (ts-jest with allowJs);
 * every other package under node_modules stays untransformed.
 */
const ESM_PACKAGES = [
  'osm-pbf-parser-node',
  'pbf',
  'geojson-vt',
  'vt-pbf',
  '@mapbox',
  'kdbush',
  'geokdbush',
  'tinyqueue',
];
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
        '<rootDir>/fixtures',
        '<rootDir>/tests/unit',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.tsx?$': tsJest, '/node_modules/.+\\.js$': esmJs },
      transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
      moduleNameMapper: { '\\.css$': '<rootDir>/tests/unit/style-stub.ts' },
    },
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
