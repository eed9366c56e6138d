import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import LoginRoute from '../login/login.route';
import { HOME_PATH, LOGIN_PATH, RESET_PASSWORD_PATH } from './paths';
import { SYNC_PATH } from '../sync/sync-path';
import { RequireAuth } from './require-auth';
import { sitePaths, type Site } from '../remotes/remote-registry';
import { preloadable } from './preloadable';
import { useHostTranslation } from '../i18n';

// The login screen is the only page on the first-visit path; everything behind sign-in (and antd) loads later.
const ResetPasswordPage = lazy(() => import('../reset-password/reset-password.page'));
const ShellLayout = preloadable(() => import('../shell/shell.layout'));
const HomePage = preloadable(() => import('../home/home.page'));
const SyncPage = lazy(() => import('../sync/sync.page'));
const RemotePage = preloadable(() => import('../remotes/remote-page'));

/**
 * Runs the modules of the screens behind sign-in (the shell, home, the frame of an area's page, and the shared
 * libraries they need), so that signing in renders home in one pass.
 */
export function loadSignedInScreens(): Promise<unknown> {
  return Promise.all([ShellLayout.load(), HomePage.load(), RemotePage.load()]);
}

function Pending() {
  const { t } = useHostTranslation();
  return (
    <div role="status" className="route-pending">
      {t('loading')}
    </div>
  );
}

export function appRoutes(site: Site): RouteObject[] {
  return [
    { path: LOGIN_PATH, element: <LoginRoute /> },
    {
      path: RESET_PASSWORD_PATH,
      element: (
        <Suspense fallback={<Pending />}>
          <ResetPasswordPage />
        </Suspense>
      ),
    },
    {
      element: (
        <RequireAuth>
          <Suspense fallback={<Pending />}>
            <ShellLayout />
          </Suspense>
        </RequireAuth>
      ),
      children: [
        {
          path: HOME_PATH,
          element: (
            <Suspense fallback={<Pending />}>
              <HomePage />
            </Suspense>
          ),
        },
        {
          path: SYNC_PATH,
          element: (
            <Suspense fallback={<Pending />}>
              <SyncPage />
            </Suspense>
          ),
        },
        ...sitePaths(site).map(({ path, remote }) => ({
          path,
          element: (
            <Suspense fallback={<Pending />}>
              <RemotePage key={path} remote={remote} path={path} />
            </Suspense>
          ),
        })),
        { path: '*', element: <Navigate to={HOME_PATH} replace /> },
      ],
    },
  ];
}

export function createAppRouter(site: Site) {
  return createHashRouter(appRoutes(site));
}
