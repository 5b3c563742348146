import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError } from './chunk-load-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('the chunk reload guard', () => {
  it('allows one reload per 60 s', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(claimChunkReload(storage, 1_059_999)).toBe(false);
    expect(claimChunkReload(storage, 1_060_000)).toBe(true);
  });

  it('treats a broken stored value as no reload yet', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, 'soon');
    expect(claimChunkReload(storage, 5)).toBe(true);
  });

  it('recognises ChunkLoadError by name only', () => {
    const error = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
