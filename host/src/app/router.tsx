import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import LoginRoute from '../login/login.route';
import { HOME_PATH } from './paths';
import { RequireAuth } from './require-auth';
import { sitePaths, type Site } from '../remotes/remote-registry';
import { useHostTranslation } from '../i18n';

// The login screen is the only page on the first-visit path; everything behind sign-in (and antd) loads later.
const ResetPasswordPage = lazy(() => import('../reset-password/reset-password.page'));
const ShellLayout = lazy(() => import('../shell/shell.layout'));
const HomePage = lazy(() => import('../home/home.page'));
const RemotePage = lazy(() => import('../remotes/remote-page'));

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
    { path: '/', element: <LoginRoute /> },
    {
      path: '/reset-password',
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
