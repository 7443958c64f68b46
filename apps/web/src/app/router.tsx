import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadChunk } from './chunk-load';
import { GuestOnly, LockGate, RequireSession } from './guards';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';

const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await loadChunk(load)).default });

const LoginPage = lazy(() => loadChunk(() => import('../pages/login/LoginPage')));
const ShellLayout = lazy(() => loadChunk(() => import('../shell/ShellLayout')));

/** The routes of overview §2; everything signed-in lives in the shell, which routes its own tabs. */
const routes: RouteObject[] = [
  // the payer's page, on whatever device scanned the code: outside the console's lock and session
  {
    path: '/pay/sandbox/:onlineOrderId',
    errorElement: <RouteError />,
    lazy: page(() => import('../pages/pay/SandboxPayPage')),
  },
  // a driver's phone claiming a merchant's discount code: no session either
  {
    path: '/derate/claim',
    errorElement: <RouteError />,
    lazy: page(() => import('../pages/derate/ClaimPage')),
  },
  {
    element: <LockGate />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/login',
        element: (
          <GuestOnly>
            <Suspense fallback={<PageLoading />}>
              <LoginPage />
            </Suspense>
          </GuestOnly>
        ),
      },
      { path: '/testlogin', lazy: page(() => import('../pages/login/LoginPage')) },
      { path: '/lock', lazy: page(() => import('../pages/lock/LockPage')) },
      { path: '/404', lazy: page(() => import('../pages/errors/NotFoundPage')) },
      { path: '/403', lazy: page(() => import('../pages/errors/ForbiddenPage')) },
      { path: '/500', lazy: page(() => import('../pages/errors/ServerErrorPage')) },
      { path: '/gxwlogin', lazy: page(() => import('../pages/login/ThirdPartyLoginPage')) },
      { path: '/lqyzlogin', lazy: page(() => import('../pages/login/ThirdPartyLoginPage')) },
      { path: '/tokenlogin', lazy: page(() => import('../pages/login/TokenLoginPage')) },
      { path: '/', element: <Navigate to="/wel" replace /> },
      { path: '/wel', element: <Navigate to="/wel/index" replace /> },
      {
        path: '*',
        element: (
          <RequireSession>
            <Suspense fallback={<PageLoading />}>
              <ShellLayout />
            </Suspense>
          </RequireSession>
        ),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
