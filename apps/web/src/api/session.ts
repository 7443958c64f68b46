import { createStore, useStore } from '../app/external-store';
import { storage } from '../app/storage';

export type LoginData = {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
  expiresIn: number;
  sysUserRecordId: number | string;
  username: string;
  realName?: string | null;
};

/** The token with when it was issued, stored with the user it belongs to. */
export type Session = LoginData & { issuedAt: number };

export const sessionStore = createStore<Session | null>(storage.get<Session>('token'), (v) =>
  v ? storage.set('token', v) : storage.remove('token'),
);

const signOutListeners = new Set<() => void>();
const signInListeners = new Set<() => void>();

export const onSignOut = (listener: () => void) => signOutListeners.add(listener);
export const onSignIn = (listener: () => void) => signInListeners.add(listener);

export const accessToken = (): string | null => sessionStore.get()?.accessToken ?? null;
export const useSession = () => useStore(sessionStore);

/** A login by a different user than the previous one forgets the previous user's data. */
export function signIn(data: LoginData): void {
  const recordId = String(data.sysUserRecordId);
  if (storage.lastUserRecordId() !== recordId) storage.clearUserData();
  storage.rememberUserRecordId(recordId);
  leftOnPurpose = false;
  sessionStore.set({ ...data, issuedAt: Date.now() });
  for (const l of signInListeners) l();
}

let renewal: Promise<unknown> | null = null;

/** Marks a token renewal under way, so calls refused meanwhile can wait for it instead of signing out. */
export function whileRenewing<T>(p: Promise<T>): Promise<T> {
  renewal = p;
  const done = () => {
    if (renewal === p) renewal = null;
  };
  p.then(done, done);
  return p;
}

/**
 * Whether the token changed since a call was sent with `sentWith` (waiting for a renewal under way):
 * the server revokes the old token the moment it renews, so a call sent just before is refused for it.
 */
export async function renewedSince(sentWith: string | null): Promise<boolean> {
  if (renewal) await renewal.catch(() => undefined);
  const now = accessToken();
  return now !== null && now !== sentWith;
}

/** A refresh keeps everything else the user had open. */
export function replaceToken(data: LoginData): void {
  sessionStore.set({ ...data, issuedAt: Date.now() });
}

let leftOnPurpose = false;
let leaving = false;

/** Whether the last sign-out was the user's own choice (then no page is remembered to come back to). */
export const signedOutOnPurpose = () => leftOnPurpose;

export function signOut(onPurpose = false): void {
  const wasLeaving = leaving;
  leaving = false;
  if (sessionStore.get() === null) return;
  leftOnPurpose = onPurpose || wasLeaving;
  sessionStore.set(null);
  for (const l of signOutListeners) l();
}

/** The user logs out: the token is revoked first; calls refused meanwhile count as part of leaving. */
export async function logOut(revoke: () => Promise<unknown>): Promise<void> {
  leaving = true;
  try {
    await revoke();
  } finally {
    signOut(true);
  }
}
