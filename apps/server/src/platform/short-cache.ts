import { afterCommit } from '../db/actor';
import { processCache } from './process-caches';

/**
 * What the gate reads on every event and operators change rarely (devices, gates), kept for a few
 * seconds from when it was read. A change through this server forgets the entry at once; other servers
 * sharing the database see it within the time-to-live.
 */
export function shortCache<K, V>(ttlMs: number) {
  type Entry = { value: Promise<V>; at: number; loading: boolean };
  const entries = processCache<K, Entry>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      // a read still on its way is waited for, however long it takes: when the database is behind, starting
      // another for every message only puts it further behind
      if (hit && (hit.loading || Date.now() - hit.at < ttlMs)) return hit.value;
      const entry: Entry = { value: load(), at: Date.now(), loading: true };
      entries.set(key, entry);
      entry.value.then(
        () => {
          entry.loading = false;
          entry.at = Date.now();
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
    /** Forgets now, and again once the call's writes are committed (a read meanwhile may have cached the old). */
    forget(key?: K): void {
      const drop = () => (key === undefined ? entries.clear() : entries.delete(key));
      drop();
      afterCommit(drop);
    },
  };
}
