/**
 * The one jest setup every package uses: SWC for TypeScript and JSX, shared resolved from source, and the
 * few ESM-only packages in node_modules transformed too.
 */
const path = require('node:path');

const sharedSrc = path.join(__dirname, 'src');
const esmPackages = ['jotai', 'msw', '@mswjs', 'rettime', 'until-async', '@open-draft', 'cookie-es', 'headers-polyfill', 'outvariant', 'strict-event-emitter', '@bundled-es-modules', 'is-node-process', 'react-router', 'd3-array', 'd3-geo', 'd3-scale', 'd3-shape', 'd3-path', 'd3-interpolate', 'd3-color', 'd3-format', 'd3-time', 'd3-time-format', 'internmap'];

/** @param {{ environment?: 'browser' | 'node', setupFiles?: string[] }} options */
module.exports = function createJestConfig({ environment = 'browser', setupFiles = [] } = {}) {
  return {
    testEnvironment: environment === 'browser' ? 'jest-fixed-jsdom' : 'node',
    testEnvironmentOptions: environment === 'browser' ? { customExportConditions: [''] } : {},
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    // A safety net, not a speed check: several apps' tests share two cores in one CI run, and a form test that
    // types into fields and runs axe can take several seconds there.
    testTimeout: 30_000,
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
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
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    moduleNameMapper: {
      '^@x4i/shared$': path.join(sharedSrc, 'index.ts'),
      '^@x4i/shared/(domain|contracts|router|testing)$': path.join(sharedSrc, '$1/index.ts'),
      '^@x4i/shared/router/server$': path.join(sharedSrc, 'router/server.ts'),
      '^\\./drawn-shapes(\\.js)?$': path.join(__dirname, 'jest.drawn-shapes.cjs'),
      '\\?url$': path.join(__dirname, 'jest.url-stub.cjs'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(css|woff2?)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
    setupFilesAfterEnv: [
      ...(environment === 'browser' ? [path.join(__dirname, 'jest.setup-browser.cjs')] : []),
      ...setupFiles,
    ],
  };
};
