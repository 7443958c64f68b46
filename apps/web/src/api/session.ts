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
