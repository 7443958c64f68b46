import { afterCommit } from '../db/actor';

/**
 * What the gate reads on every event and operators change rarely (devices, gates), kept for a few
 * seconds. A change through this server forgets the entry at once; other servers sharing the database
 * see it within the time-to-live.
 */
export function shortCache<K, V>(ttlMs: number) {
  const entries = new Map<K, { value: Promise<V>; at: number }>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.set(key, { value, at: now });
      value.catch(() => entries.delete(key));
      return value;
    },
    /** Forgets now, and again once the call's writes are committed (a read meanwhile may have cached the old). */
    forget(key?: K): void {
      const drop = () => (key === undefined ? entries.clear() : entries.delete(key));
      drop();
      afterCommit(drop);
    },
  };
}
