// Lint for the whole repository (`npm run lint`, part of `npm test`).
//
// Rules are syntactic only (no type information) so a run over every package stays quick on a small machine; tsc
// in each package's `typecheck` does the type-aware checking.
//
// The package boundaries use ESLint's own `no-restricted-imports`, matched against the import as written, rather
// than a plugin that resolves paths (eslint-plugin-import-x, eslint-plugin-boundaries): the backend imports
// `.js` names of `.ts` files (NodeNext), which those plugins only resolve through a TypeScript resolver, one more
// dependency and a file-system lookup for every import. Every import here is either a package name or a relative
// path, so the written form says where it goes.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['shell', 'mfe-explore', 'mfe-reports', 'mfe-compensation', 'mfe-ntee-tools', 'mfe-admin', 'mfe-account'];

const FRONT_END = ['shared', ...REMOTES];

/** `@x4i/<name>` or a relative path that climbs into the folder `<name>` (`../../mfe-reports/src/...`). */
function packageImports(names, message) {
  const alternatives = names.join('|');
  return [
    { regex: `^@x4i/(${alternatives})(/|$)`, message },
    { regex: `^(\\.\\./)+(${alternatives})(/|$)`, message },
  ];
}

/**
 * `no-restricted-imports` sees `import` and `export ... from` statements; this also catches `import('...')` of the
 * same paths. The shell loads remotes with the federation runtime's `loadRemote('<container>/<module>')`, a
 * function call, which neither rule looks at.
 */
function restrictedImports(patterns) {
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression > Literal[value=/${regex.replace(/\//g, '\\/')}/]`,
        message,
      })),
    ],
  };
}

const REMOTE_MESSAGE =
  'A remote (or the shell) does not import another remote, the shell or the gateway: share code through @x4i/shared, load remotes with the federation runtime.';
const SHARED_MESSAGE = '@x4i/shared is what the remotes build on: it imports no remote, no shell and no gateway.';
const DOMAIN_MESSAGE =
  "The backend's domain does not know about HTTP: no express, no ../http, no routers, no app. Throw or return a domain value and let the route answer it.";

/** What a domain file of the backend may not import. */
function domainPatterns() {
  return [
    { regex: '^express(/|$)', message: DOMAIN_MESSAGE },
    { regex: '^(\\.\\.?/)+http/', message: DOMAIN_MESSAGE },
    { regex: '^(\\.\\.?/)+routes/', message: DOMAIN_MESSAGE },
    { regex: '^(\\.\\.?/)+app(\\.js)?$', message: DOMAIN_MESSAGE },
  ];
}

const BACKEND = 'gateway/backend/src';
/**
 * Pure logic: what the routes call. They answer in domain values and errors, the routes turn them into HTTP. The
 * other folders are the HTTP side (http, routes, app.ts; identity, the embedded OpenID provider and the token
 * checks; public-api, the public API's routers, keys and quotas; observability, request ids and metrics as
 * middleware), entry points (cli, main.ts, backend.ts) and test helpers (testing).
 */
const DOMAIN_FOLDERS = [
  'admin',
  'backup',
  'compensation',
  'content',
  'credits',
  'data',
  'data-refresh',
  'db',
  'mail',
  'money-flow',
  'ntee',
  'ntee-changer',
  'reports',
  'search',
  'watches',
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/.swc/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // React lives in shared and the front ends; the backend and the gateway have none to check.
    files: FRONT_END.map((folder) => `${folder}/src/**/*.{ts,tsx}`),
    // Playwright fixtures hand over with a callback named `use`, which is not React's.
    ignores: ['shared/src/testing/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules of the recommended set. The rest of it (refs, purity, set-state-in-effect, ...) checks
    // code for the React Compiler, which these packages are not built with; it runs the compiler over every file,
    // about three quarters of the whole lint's time.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },

  {
    rules: {
      // A leading underscore marks a parameter a signature needs or a property left out of a rest (`{ a: _a, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A variable a callback reads before its one assignment (a stream's own error handler) must stay `let`: as a
      // `const` it would throw while still uninitialised.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['**/*.worker.js'],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The jest setup files run in jsdom: they patch the browser's globals for the tests.
    files: ['**/jest.setup*.cjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Package boundaries.
  {
    // A remote's source; its browser tests (e2e/) may use the gateway's test helpers, as they run against it.
    files: REMOTES.map((remote) => `${remote}/src/**`),
    rules: restrictedImports([
      ...packageImports([...REMOTES, 'gateway', 'backend'], REMOTE_MESSAGE),
      { regex: '^(\\.\\./)+shared(/|$)', message: 'Import shared code as @x4i/shared, the package the remotes share at run time.' },
    ]),
  },
  {
    files: ['shared/**'],
    rules: restrictedImports(packageImports([...REMOTES, 'gateway', 'backend'], SHARED_MESSAGE)),
  },
  {
    files: DOMAIN_FOLDERS.map((folder) => `${BACKEND}/${folder}/**`),
    ignores: [
      // Tests and their helpers drive the domain through the app on purpose.
      `${BACKEND}/**/*.test.ts`,
      `${BACKEND}/**/testing/**`,
      // HTTP that lives beside its area: the content routers, and the admin guard (a middleware on the admin routes).
      `${BACKEND}/content/routes/**`,
      `${BACKEND}/content/content-router.ts`,
      `${BACKEND}/content/removal/removal-router.ts`,
      `${BACKEND}/admin/current-user.ts`,
    ],
    rules: restrictedImports(domainPatterns()),
  },
);
