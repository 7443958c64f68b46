import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signedOutOnPurpose, useSession } from '../api/session';
import { useLock } from './lock';

/** Pages that open in a tab but do not need a signed-in user (overview §2). */
export const noLoginPaths = new Set([
  '/test/testMqtt',
  '/static/rdIncar',
  '/system/romoteLog',
  '/system/sysBigParkReport',
  '/static/refundorder',
  '/system/versionManagement',
  '/system/analysisCamera',
  '/static/nucleicAcidRecord',
  '/system/noWireDeviceInfo',
  '/static/dailyreport',
  '/static/sellerBuy',
]);

/** While the screen is locked every other page leads to the lock screen. */
export function LockGate() {
  const { locked } = useLock();
  const { pathname } = useLocation();
  if (locked && pathname !== '/lock') return <Navigate to="/lock" replace />;
  return <Outlet />;
}

export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session && !noLoginPaths.has(location.pathname)) {
    const redirect = location.pathname + location.search;
    const plain = signedOutOnPurpose() || redirect === '/' || redirect.startsWith('/wel');
    const to = plain ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`;
    return <Navigate to={to} replace />;
  }
  return children;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session) return <Navigate to="/" replace />;
  return children;
}
