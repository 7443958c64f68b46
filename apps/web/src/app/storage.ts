/** Everything the console keeps in the browser lives under one site prefix. */
const prefix = 'parking-';
/** Pay-way keys outlive a change of user (overview §9). */
const payWayPrefix = `${prefix}payWay-`;

export const storage = {
  get<T>(key: string): T | null {
    const raw = localStorage.getItem(prefix + key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown): void {
    localStorage.setItem(prefix + key, JSON.stringify(value));
  },
  remove(key: string): void {
    localStorage.removeItem(prefix + key);
  },
  /** Forgets the previous user's data, keeping pay-way keys. */
  clearUserData(): void {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.startsWith(prefix) && !k.startsWith(payWayPrefix)) keys.push(k);
    }
    for (const k of keys) localStorage.removeItem(k);
  },
  lastUserRecordId(): string | null {
    return localStorage.getItem(`${payWayPrefix}sysUserRecordId`);
  },
  rememberUserRecordId(id: string): void {
    localStorage.setItem(`${payWayPrefix}sysUserRecordId`, id);
  },
};
