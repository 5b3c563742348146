import { z } from 'zod';

/**
 * The parts of a remote's `mf-manifest.json` (@module-federation/enhanced) the gateway reads. Everything else
 * in the file is left alone: the federation runtime in the browser is its real consumer.
 */
const assetListSchema = z.object({ sync: z.array(z.string()).default([]), async: z.array(z.string()).default([]) });

export const mfManifestSchema = z.object({
  name: z.string().optional(),
  metaData: z
    .object({
      remoteEntry: z.object({ name: z.string().min(1), path: z.string().default('') }).optional(),
      publicPath: z.string().optional(),
    })
    .optional(),
  exposes: z.array(
    z.object({
      name: z.string().optional(),
      path: z.string(),
      assets: z.object({ js: assetListSchema.optional(), css: assetListSchema.optional() }).optional(),
    }),
  ),
  /** The libraries the build shares, with the version it bundles of each (checked against the shell's ranges). */
  shared: z.array(z.object({ name: z.string(), version: z.string() })).default([]),
});

export type MfManifest = z.infer<typeof mfManifestSchema>;

export const MANIFEST_FILE = 'mf-manifest.json';
export const ROUTES_FILE = 'routes.json';
const DEFAULT_REMOTE_ENTRY = 'remoteEntry.js';

/** The remote entry file, relative to the build folder. */
export function remoteEntryFile(manifest: MfManifest): string {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry) return DEFAULT_REMOTE_ENTRY;
  return joinRelative(entry.path, entry.name);
}

/** The JavaScript files a browser needs before it can render an exposed module, relative to the build folder. */
export function exposeSyncScripts(manifest: MfManifest, exposePath: string): string[] {
  const expose = manifest.exposes.find((candidate) => candidate.path === exposePath);
  return (expose?.assets?.js?.sync ?? []).map((file) => joinRelative('', file));
}

function joinRelative(dir: string, file: string): string {
  return [dir, file]
    .join('/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');
}
