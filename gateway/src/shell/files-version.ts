import { statSync, type BigIntStats, type Stats } from 'node:fs';

/** What changes when a file is written, replaced or removed: its inode, modification time and size. */
export function fileKey(info: Stats | BigIntStats | undefined): string {
  return info ? `${info.ino}:${info.mtimeMs}:${info.size}` : 'missing';
}

/**
 * A key that changes whenever one of `files` does (written, replaced or removed): what a page is made of, so a
 * kept page is never sent after a deploy, a rollback or a rebuild of the shell. Synchronous on purpose: a stat of
 * a few cached inodes takes microseconds on the request's thread, less than a round trip through the thread pool.
 */
export function filesVersion(files: readonly string[]): () => string {
  return () =>
    files
      .map((file) => fileKey(statSync(file, { throwIfNoEntry: false })))
      .join('|');
}
