/**
 * Reads of single rows asked for in the same turn of the event loop, made as one read of them all: a
 * thousand cameras' messages each asking for their device cost a few statements a second, not hundreds.
 * `readMany` answers the rows it found by key; a key it did not find answers `missing`.
 */
export function batchedReads<K, V>(readMany: (keys: K[]) => Promise<Map<K, V>>, missing: V) {
  let asked = new Map<K, { resolve: (v: V) => void; reject: (e: unknown) => void }[]>();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = asked;
    asked = new Map();
    readMany([...batch.keys()]).then(
      (found) => {
        for (const [key, waiting] of batch)
          for (const w of waiting) w.resolve(found.has(key) ? (found.get(key) as V) : missing);
      },
      (err: unknown) => {
        for (const waiting of batch.values()) for (const w of waiting) w.reject(err);
      },
    );
  };

  return (key: K): Promise<V> =>
    new Promise<V>((resolve, reject) => {
      const waiting = asked.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else asked.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
