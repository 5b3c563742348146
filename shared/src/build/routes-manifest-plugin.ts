import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { transformSync } from '@swc/core';
import type { Compiler } from 'webpack';
import { routeManifestEntrySchema } from '../contracts/registry.js';

const PLUGIN = 'RoutesManifestPlugin';

/**
 * Emits `routes.json` from the remote's `src/route-table.ts`, the same module its `./routes` expose
 * re-exports, so the registry and the code can never disagree. The route table is pure data; it is
 * compiled and evaluated here in isolation.
 */
export function readRouteTable(file: string): unknown[] {
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} as Record<string, unknown> };
  vm.runInNewContext(code, { module, exports: module.exports, require: createRequire(file) }, { filename: file });
  const table = module.exports.routeTable;
  if (!Array.isArray(table)) throw new Error(`${file} must export a routeTable array`);
  return table.map((entry) => routeManifestEntrySchema.parse(entry));
}

export class RoutesManifestPlugin {
  constructor(private readonly routeTableFile: string) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(this.routeTableFile);
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify(readRouteTable(this.routeTableFile), null, 2);
          compilation.emitAsset('routes.json', new RawSource(json));
        },
      );
    });
  }
}
