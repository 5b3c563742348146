// zod/mini: the same checks in fewer bytes. The schemas live apart from the registry's names and types, which the
// shell needs on every page without a validator (its check is `shell/src/federation/registry.ts`).
import * as z from 'zod/mini';

export const routeManifestEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  path: z.string().check(z.startsWith('/')),
  title: z.string(),
  redirectTo: z.optional(z.string().check(z.startsWith('/'))),
  catchAll: z.optional(z.boolean()),
  guard: z.optional(z.enum(['signed-in', 'team'])),
});

/** One live remote: which immutable build of it the site uses now. */
export const registryEntrySchema = z.object({
  name: z.string().check(z.regex(/^mfe-[a-z-]+$/)),
  version: z.string().check(z.minLength(1)),
  /** `/remotes/<name>/<version>/mf-manifest.json` */
  entry: z.string().check(z.startsWith('/remotes/')),
  exposes: z.array(z.string()),
  routes: z.array(routeManifestEntrySchema),
});

export const registrySchema = z.object({
  remotes: z.array(registryEntrySchema),
});

export type RegistryEntry = z.infer<typeof registryEntrySchema>;
export type Registry = z.infer<typeof registrySchema>;

