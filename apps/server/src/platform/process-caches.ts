/**
 * Rows a server process keeps between requests, keyed by their ids. A process serves one database, so an id
 * is enough of a key; a process that builds a second server (the tests build one per file) must not answer it
 * from the first one's rows, so every new server starts with all of them empty.
 */
const clears = new Set<() => void>();

/** A map that empties when the process builds a new server. */
export function processCache<K, V>(): Map<K, V> {
  const map = new Map<K, V>();
  clears.add(() => map.clear());
  return map;
}

export function forgetProcessCaches(): void {
  for (const clear of clears) clear();
}
