import { statSync } from 'node:fs';

/**
 * A key that changes whenever one of `files` does (written, replaced or removed): what a page is made of, so a
 * kept page is never sent after a deploy, a rollback or a rebuild of the shell. Synchronous on purpose: a stat of
 * a few cached inodes takes microseconds on the request's thread, less than a round trip through the thread pool.
 */
export function filesVersion(files: readonly string[]): () => string {
  return () =>
    files
      .map((file) => {
        const info = statSync(file, { throwIfNoEntry: false });
        return info ? `${info.ino}:${info.mtimeMs}:${info.size}` : '-';
      })
      .join('|');
}
