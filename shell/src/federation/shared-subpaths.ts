import useSWRInfinite from 'swr/infinite';

/**
 * Subpaths of shared libraries that remotes import and the shell's own code does not. A host offers the remotes
 * only the shared modules its build contains; a subpath missing there makes each remote load its own copy, with
 * its own SWR context: a directory listing then neither sees the data the server rendered it with nor the site's
 * SWR settings, and renders as loading. Naming them here keeps one copy for the whole site. (The last import of
 * swr/infinite in the shell's code went with the profile's list hooks, when they moved into their remote.)
 */
export const SHARED_SUBPATHS = { 'swr/infinite': useSWRInfinite } as const;
