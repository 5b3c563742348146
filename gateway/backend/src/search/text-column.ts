/**
 * Many short strings in two flat arrays (UTF-8 bytes, and where each one starts), on shared memory: a million
 * names cost their bytes plus 4 bytes each, instead of a JS string object apiece, and every worker thread reads
 * the same copy.
 */
export interface TextColumn {
  bytes: Uint8Array;
  /** starts[i]..starts[i + 1] are the bytes of string i; one more entry than strings. */
  starts: Uint32Array;
}

/** Typed arrays on a SharedArrayBuffer, so that posting them to a worker shares them instead of copying. */
export function sharedUint32(length: number): Uint32Array {
  return new Uint32Array(new SharedArrayBuffer(length * 4));
}

export function sharedFloat64(length: number): Float64Array {
  return new Float64Array(new SharedArrayBuffer(length * 8));
}

export function textColumn(strings: readonly string[]): TextColumn {
  const starts = sharedUint32(strings.length + 1);
  let size = 0;
  for (let i = 0; i < strings.length; i++) {
    starts[i] = size;
    size += Buffer.byteLength(strings[i]!, 'utf8');
  }
  starts[strings.length] = size;
  const bytes = new Uint8Array(new SharedArrayBuffer(size));
  const writer = Buffer.from(bytes.buffer, 0, size);
  for (let i = 0; i < strings.length; i++) writer.write(strings[i]!, starts[i]!, 'utf8');
  return { bytes, starts };
}

/** String i. (TextDecoder refuses views of shared memory; a Buffer over it does not.) */
export function textAt(column: TextColumn, i: number): string {
  const start = column.starts[i]!;
  const end = column.starts[i + 1]!;
  return Buffer.from(column.bytes.buffer, column.bytes.byteOffset + start, end - start).toString('utf8');
}

export const byteLength = (column: TextColumn, i: number) => column.starts[i + 1]! - column.starts[i]!;

export const columnBytes = (column: TextColumn) => column.bytes.byteLength + column.starts.byteLength;
