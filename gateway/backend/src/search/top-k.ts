/**
 * The first `k` of `count` items in `compare` order, sorted. For a small k it keeps a sorted list of the best so
 * far and rejects most items with one comparison against its last; for a k near the count it sorts them all.
 */
export function topK(count: number, itemAt: (i: number) => number, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0 || count === 0) return [];
  if (k * 4 >= count) {
    const all: number[] = new Array<number>(count);
    for (let i = 0; i < count; i++) all[i] = itemAt(i);
    return all.sort(compare).slice(0, k);
  }
  const best: number[] = [];
  for (let i = 0; i < count; i++) {
    const item = itemAt(i);
    if (best.length === k) {
      if (compare(item, best[k - 1]!) >= 0) continue;
      best.pop();
    }
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(best[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
  }
  return best;
}
