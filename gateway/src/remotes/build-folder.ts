import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { registryEntrySchema, routeManifestEntrySchema, type RegistryEntry } from '@x4i/shared/contracts';
import { MANIFEST_FILE, mfManifestSchema, ROUTES_FILE, type MfManifest } from './mf-manifest.js';
import { manifestUrl } from './registry.js';

const routesFileSchema = z.array(routeManifestEntrySchema);

/**
 * A remote's build folder read as the registry lists it at `version`: its manifest and its entry (exposes and
 * route table). Throws, naming the file, when one is missing or does not parse.
 */
export async function readBuildFolder(dir: string, name: string, version: string): Promise<{ manifest: MfManifest; entry: RegistryEntry }> {
  const manifestText = await readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => {
    throw new Error(`${dir} has no ${MANIFEST_FILE}: build the remote first`);
  });
  const routesText = await readFile(path.join(dir, ROUTES_FILE), 'utf8').catch(() => {
    throw new Error(`${dir} has no ${ROUTES_FILE}: the remote's build must emit its route table`);
  });
  const manifest = mfManifestSchema.parse(JSON.parse(manifestText));
  const routes = routesFileSchema.parse(JSON.parse(routesText));
  const exposes = manifest.exposes.map((expose) => expose.path);
  return { manifest, entry: registryEntrySchema.parse({ name, version, entry: manifestUrl(name, version), exposes, routes }) };
}
