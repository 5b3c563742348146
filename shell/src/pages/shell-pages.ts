import type { ComponentType, LazyExoticComponent } from 'react';

/** The page component of each id in `route-table.ts`, loaded on demand. */
export const shellPages: Record<string, LazyExoticComponent<ComponentType>> = {};
