import { refreshToken } from './auth-api';
import { ApiError } from './client';
import { replaceToken, type Session, sessionStore, signOut, whileRenewing } from './session';

const configured = Number(import.meta.env.VITE_TOKEN_TIME) || 0;

/** Age in seconds at which a token is renewed: the configured token time, else shortly before it expires. */
export const tokenTime = (s: Session): number =>
  configured > 0 ? Math.min(configured, s.expiresIn) : Math.max(30, s.expiresIn - 300);

let refreshing = false;
let retryAfter = 0;

async function refreshIfDue(): Promise<void> {
  const s = sessionStore.get();
  if (!s || refreshing || Date.now() < retryAfter) return;
  if ((Date.now() - s.issuedAt) / 1000 < tokenTime(s)) return;
  refreshing = true;
  try {
    replaceToken(await whileRenewing(refreshToken(s.refreshToken)));
  } catch (e) {
    if (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 429) signOut();
    else retryAfter = Date.now() + 10_000;
  } finally {
    refreshing = false;
  }
}

/** Checks the token's age every second; at most one refresh runs at a time. */
export function startTokenRefresh(): () => void {
  const timer = setInterval(() => void refreshIfDue(), 1000);
  return () => clearInterval(timer);
}
