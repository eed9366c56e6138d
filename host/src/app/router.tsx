import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import LoginRoute from '../login/login.route';
import { HOME_PATH, LOGIN_PATH, RESET_PASSWORD_PATH } from './paths';
import { SYNC_PATH } from '../sync/sync-path';
import { RequireAuth } from './require-auth';
import { pageKey, sitePages, type Site, type SitePage as Page } from '../remotes/remote-registry';
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

/** The remote page of the address, each address a page of its own (its own boundary, mounted afresh). */
function SitePage({ pages }: { pages: ReadonlyMap<string, Page> }) {
  const page = pages.get(pageKey(useLocation().pathname));
  if (!page) return <Navigate to={HOME_PATH} replace />;
  return (
    <Suspense key={page.path} fallback={<Pending />}>
      <RemotePage remote={page.remote} path={page.path} />
    </Suspense>
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
        // Every remote's page under one route, found by its address in a map: the router tries an address against
        // its routes in turn (a regular expression made for each), and the sign-in builds the whole table, so their
        // cost no longer grows with the pages a site pins. An address no remote serves goes home.
        { path: '*', element: <SitePage pages={sitePages(site)} /> },
      ],
    },
  ];
}

export function createAppRouter(site: Site) {
  return createHashRouter(appRoutes(site));
}
