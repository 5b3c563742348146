import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package folder. This file compiles to dist/paths.js and runs from src/ under jest: one level down either way. */
export const packageRoot = fileURLToPath(new URL('../', import.meta.url));

/** The public datasets shipped with the package (see data/SOURCES.md). */
export const shippedDataDir = path.join(packageRoot, 'data');

export const shippedIrsDir = path.join(shippedDataDir, 'irs_eo_bmf');

/** SQL migrations are read from the sources, which ship with the package, so dist/ needs no copy of them. */
export const migrationsDir = path.join(packageRoot, 'src', 'db', 'migrations');
