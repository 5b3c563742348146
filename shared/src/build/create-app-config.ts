import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { type BrotliOptions, constants as zlibConstants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type {} from 'webpack-dev-server';
import { ROUTES_EXPOSE } from '../contracts/routes.js';
import { RoutesManifestPlugin } from './routes-manifest-plugin.js';
import { containerName } from '../contracts/registry.js';
import { SHARED_RANGES_FILE } from '../contracts/remote-build.js';
import { BROTLI_SUFFIX, PRECOMPRESSED_FILE, SHELL_ENTRY, SHELL_START_SCRIPT } from '../contracts/serving.js';
import { sharedConfig, sharedRanges } from './shared-dependencies.js';

const require = createRequire(import.meta.url);
const sharedRoot = path.resolve(path.dirname(require.resolve('@x4i/shared/package.json')));
const standaloneDir = path.join(sharedRoot, 'src/build/standalone');
/** The version of shared every app is built with: remotes require it, the shell offers it (shared-dependencies). */
const sharedVersion = (JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')) as { version: string }).version;
/**
 * react-router's package exports only its development build to bundlers; the router facade (the one module
 * that imports react-router, `router/index.ts`) is built from the production build it also ships.
 */
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
/**
 * `provideExternalRuntime` adds a runtime plugin by its CommonJS path, which pulls in the CommonJS build of the
 * federation runtime beside the ES module build the host itself runs: two copies of the runtime on every page.
 * The plugin's ES module build shares the one runtime.
 */
const injectRuntimePluginEsm = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);
const { DefinePlugin, NormalModuleReplacementPlugin } = webpack;

export interface AppConfigOptions {
  /** Package folder name: `shell` or `mfe-<name>`. */
  name: string;
  kind: 'host' | 'remote';
  /** The app's folder (`import.meta.dirname` in its webpack.config.js). */
  dir: string;
  /** Host only: module-federation runtime plugins (paths). */
  runtimePlugins?: string[];
  /**
   * Host only: the server build's entry (exports the render function the gateway calls) and its runtime plugins
   * (they load remotes from the file system instead of over the network). Without an entry the host builds no
   * server bundle.
   */
  server?: { entry: string; runtimePlugins?: string[] };
  /**
   * Remote only: modules exposed besides `./routes` (which every remote exposes), as expose name → path, for
   * example `{ './SolutionWorkflow': './src/features/solution-workflow/solution-workflow-module.ts' }`.
   */
  exposes?: Record<string, string>;
  /**
   * Files copied as they are into the browser build, as name in the build → path: a library that a page loads by
   * itself (a prebuilt bundle), compressed like the build's own files.
   */
  files?: Record<string, string>;
}

interface WebpackArgv {
  mode?: 'production' | 'development';
}

/**
 * The one webpack + module-federation config every app builds with (DESIGN 2). Entries are named
 * `[name].js` (the federation runtime rejects a content hash there) and served no-cache; every chunk and
 * asset carries a content hash and is served immutable.
 */
export function createAppConfig(options: AppConfigOptions) {
  return (_env: unknown, argv: WebpackArgv = {}): Configuration | Configuration[] => {
    const production = argv.mode !== 'development';
    const browser = browserConfig(options, production);
    // The server bundle goes into the same dist folder, so a remote still ships as one folder (DESIGN 2).
    const withServer = production && (options.kind === 'remote' || options.server !== undefined);
    return withServer ? [browser, serverConfig(options)] : browser;
  };
}

function readDependencies(dir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return pkg.dependencies ?? {};
}

/**
 * TypeScript and JSX through SWC. The styled-components plugin runs with `ssr: true` in both builds: each
 * component's id then comes from its file and position, not from the order modules happen to load in, so the
 * server's class names are the browser's (hydration), each app under its own namespace.
 */
function scriptRule(options: AppConfigOptions, production: boolean) {
  return {
    test: /\.[jt]sx?$/,
    include: [path.join(options.dir, 'src'), path.join(sharedRoot, 'src')],
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
          experimental: {
            plugins: [['@swc/plugin-styled-components', { displayName: !production, ssr: true, namespace: containerName(options.name) }]],
          },
        },
      },
    },
  };
}

/**
 * The server bundle (`dist/server/`): the same sources for Node, module federation's Node target. Remotes
 * expose the same modules from a CommonJS `remoteEntry.js` that the gateway loads from the version folder on
 * disk; the host builds its render entry, whose runtime shares react, styled-components and the rest with the
 * remotes exactly as the browser's share scope does. Assets keep their browser URLs and are not emitted twice;
 * CSS is the browser's business.
 */
function serverConfig(options: AppConfigOptions): Configuration {
  const isHost = options.kind === 'host';
  return {
    name: 'server',
    mode: 'production',
    target: 'async-node',
    context: options.dir,
    entry: isHost && options.server ? { server: options.server.entry } : {},
    devtool: false,
    output: {
      path: path.join(options.dir, 'dist/server'),
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:12].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `${containerName(options.name)}_server`,
      library: isHost ? { type: 'commonjs-module' } : undefined,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: ['source', '...'],
      alias: { 'react-router$': reactRouterProduction },
    },
    module: {
      rules: [
        scriptRule(options, true),
        // A file's URL is the browser's business (a map fetches its shapes after hydration); a public path of its own
        // spares a remote's server bundle the automatic one, which cannot work out of a script tag.
        { resourceQuery: /^\?url$/, type: 'asset/resource', generator: { emit: false, publicPath: '' } },
        { test: /\.(woff2?|png|jpe?g|svg|webp)$/, type: 'asset/resource', generator: { emit: false } },
        { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: containerName(options.name),
        ...(isHost
          ? { remotes: {}, runtimePlugins: options.server?.runtimePlugins ?? [] }
          : {
              filename: 'remoteEntry.js',
              library: { type: 'commonjs-module' },
              exposes: { ...options.exposes, [ROUTES_EXPOSE]: './src/routes.tsx' },
            }),
        shared: sharedConfig(readDependencies(options.dir), sharedVersion),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      // The apps' package.json says `"type": "module"`; the server bundle is CommonJS, and says so for its folder.
      new AssetPlugin('package.json', { json: { type: 'commonjs' } }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * Writes a file into the build's output folder: a JSON value, or a file copied unchanged from `{ copy }` (watched
 * as an input, and left alone by the minimizer: it was built by its authors).
 */
class AssetPlugin {
  constructor(
    private readonly file: string,
    private readonly content: { json: unknown } | { copy: string },
  ) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('AssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AssetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if ('json' in this.content) {
          compilation.emitAsset(this.file, new RawSource(`${JSON.stringify(this.content.json, null, 2)}\n`));
          return;
        }
        compilation.fileDependencies.add(this.content.copy);
        compilation.emitAsset(this.file, new RawSource(readFileSync(this.content.copy)), { minimized: true });
      });
    });
  }
}

function browserConfig(options: AppConfigOptions, production: boolean): Configuration {
  const isHost = options.kind === 'host';
  const standalone = !isHost && !production;

  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: isHost ? { main: './src/index.ts' } : standalone ? { standalone: path.join(standaloneDir, 'standalone-entry.tsx') } : {},
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:12].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      // Host at the site root (deep links); remotes derive their base from the manifest URL, so one
      // build serves from any versioned folder.
      publicPath: isHost || standalone ? '/' : 'auto',
      uniqueName: containerName(options.name),
      // The server build shares the folder and cleans its own part.
      clean: { keep: /^server\// },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // Apps compile shared from its TypeScript source (package.json exports condition `source`).
      conditionNames: ['source', '...'],
      alias: {
        ...(production ? { 'react-router$': reactRouterProduction } : {}),
        ...(standalone ? { 'x4i-standalone-remote-routes': path.join(options.dir, 'src/routes.tsx') } : {}),
      },
    },
    module: {
      rules: [
        scriptRule(options, production),
        // `import url from './file.json?url'`: the file as it is, beside the build, and its URL (a map's shapes).
        { resourceQuery: /^\?url$/, type: 'asset/resource' },
        { test: /\.(woff2?|png|jpe?g|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: containerName(options.name),
        ...(isHost
          ? { remotes: {}, runtimePlugins: options.runtimePlugins ?? [] }
          : { filename: 'remoteEntry.js', exposes: { ...options.exposes, [ROUTES_EXPOSE]: './src/routes.tsx' } }),
        shared: sharedConfig(readDependencies(options.dir), sharedVersion),
        shareStrategy: 'loaded-first',
        manifest: !isHost,
        dts: false,
        // One copy of the federation runtime per page: the shell provides it, a deployed remote uses it (a remote
        // in standalone mode has no shell and brings its own).
        // `target: 'web'` leaves the runtime's Node code out of the browser build.
        experiments: {
          asyncStartup: true,
          optimization: { target: 'web' },
          ...(isHost ? { provideExternalRuntime: true } : standalone ? {} : { externalRuntime: true }),
        },
      }),
      ...(isHost
        ? [
            new NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, injectRuntimePluginEsm),
            // What a deploy checks a remote's shared libraries against (deploy-remote), beside the shell's build.
            new AssetPlugin(SHARED_RANGES_FILE, { json: sharedRanges(readDependencies(options.dir), sharedVersion) }),
            // The template places the tags itself: the style sheet inline, the entry preloaded and started by
            // SHELL_START_SCRIPT once the page is painted.
            new HtmlWebpackPlugin({
              template: './src/index.html',
              inject: false,
              minify: false,
              templateParameters: { shellEntry: SHELL_ENTRY, startScript: SHELL_START_SCRIPT },
            }),
          ]
        : []),
      ...Object.entries(options.files ?? {}).map(([file, source]) => new AssetPlugin(file, { copy: source })),
      // Scripts, style sheets and JSON also written brotli-compressed at the highest level, once, at build time: the
      // gateway sends that copy to browsers that accept it (14-16% fewer bytes than compressing on the fly).
      ...(production
        ? [
            new CompressionPlugin<BrotliOptions>({
              filename: `[path][base]${BROTLI_SUFFIX}`,
              algorithm: 'brotliCompress',
              test: PRECOMPRESSED_FILE,
              compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } },
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]
        : []),
      // The host's own pages are listed the same way, so the gateway titles them and ranks them against remotes.
      new RoutesManifestPlugin(path.join(options.dir, 'src/route-table.ts')),
      ...(standalone
        ? [
            new HtmlWebpackPlugin({ template: path.join(standaloneDir, 'standalone.html'), chunks: ['standalone'] }),
            new DefinePlugin({ __X4I_REMOTE_NAME__: JSON.stringify(options.name) }),
          ]
        : []),
    ],
    // Standalone mode: the remote's pages on their own, `/api` answered by a running product.
    devServer: standalone
      ? {
          port: Number(process.env.PORT ?? 3101),
          historyApiFallback: true,
          proxy: [{ context: ['/api'], target: process.env.X4I_URL ?? 'http://localhost:3000', changeOrigin: true }],
        }
      : undefined,
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } }, extractComments: false })],
    },
    // webpack's own CSS support: the shell ships Montserrat's @font-face CSS with the app.
    experiments: { css: true },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
