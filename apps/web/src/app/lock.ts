import { onSignIn, onSignOut } from '../api/session';
import { createStore, useStore } from './external-store';
import { storage } from './storage';

export type LockState = { locked: boolean; password: string };

const unlocked: LockState = { locked: false, password: '' };

export const lockStore = createStore<LockState>(storage.get<LockState>('lock') ?? unlocked, (v) =>
  storage.set('lock', v),
);

export const useLock = () => useStore(lockStore);

export const lockScreen = (password: string) => lockStore.set({ locked: true, password });

/** Returns whether the password matched and the screen opened. */
export function unlockScreen(password: string): boolean {
  if (password !== lockStore.get().password) return false;
  lockStore.set(unlocked);
  return true;
}

onSignIn(() => lockStore.set(unlocked));
onSignOut(() => lockStore.set(unlocked));
