/** A load read once and shared by the reports: reference data, files shipped with the product. */

/** Kept until it settles; a failure is forgotten so that the next call tries again. */
export function retrying<T>(load: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () => {
    if (!current) {
      const loading = load();
      current = loading;
      loading.catch(() => {
        if (current === loading) current = null;
      });
    }
    return current;
  };
}
