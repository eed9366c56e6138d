import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useAuthStore, type RemoteRouteDefinition } from '@screening/shared';
import { Loader } from '@screening/shared/ui';
import {
  loadPage,
  loadRemoteRoutes,
  mayOpen,
  pageFailure,
  pageLoaded,
  RemoteLoadError,
  routesLoaded,
  type RemoteFailure,
} from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { NoAccessPanel, RemoteUnavailablePanel } from './remote-unavailable.panel';
import { useHostTranslation } from '../i18n';

type Routes =
  { status: 'loading' } | { status: 'ready'; routes: RemoteRouteDefinition[] } | { status: 'failed'; kind: RemoteFailure };
type PageState = { Page: ComponentType } | { error: Error } | null;

const knownRoutes = (remote: string): Routes => {
  const routes = routesLoaded(remote);
  return routes ? { status: 'ready', routes } : { status: 'loading' };
};
const findRoute = (routes: Routes, path: string) =>
  routes.status === 'ready' ? (routes.routes.find((r) => r.path.toLowerCase() === path.toLowerCase()) ?? null) : null;
const knownPage = (route: RemoteRouteDefinition | null): { Page: ComponentType } | null => {
  const Page = route && pageLoaded(route);
  return Page ? { Page } : null;
};

/** A page that failed: whether its code was refused, did not arrive or crashed takes a moment to tell. */
function PageFailedPanel({ remote, error, onRetry }: { remote: string; error: Error; onRetry: () => void }) {
  const { t } = useHostTranslation();
  const [kind, setKind] = useState<RemoteFailure | null>(null);
  useEffect(() => {
    let cancelled = false;
    setKind(null);
    void pageFailure(remote, error).then((found) => {
      if (!cancelled) setKind(found);
    });
    return () => {
      cancelled = true;
    };
  }, [remote, error]);
  return kind ? <RemoteUnavailablePanel remote={remote} kind={kind} onRetry={onRetry} /> : <Loader text={t('loading')} />;
}

/**
 * Renders one path of a remote: fetches the remote on first visit, checks access, isolates failures. The page's
 * module is awaited here rather than through React.lazy: a Suspense fallback would hold the page back after it
 * arrived (React's reveal throttle, up to 300 ms), and a remote and page already loaded render in the first pass.
 */
export default function RemotePage({ remote, path }: { remote: string; path: string }) {
  const { t } = useHostTranslation();
  const [attempt, setAttempt] = useState(0);
  const [routes, setRoutes] = useState<Routes>(() => knownRoutes(remote));
  const menus = useAuthStore((s) => s.menus);
  const route = findRoute(routes, path);
  const allowed = route !== null && mayOpen(route, menus);
  const [page, setPage] = useState<PageState>(() => knownPage(route));

  useEffect(() => {
    // Loaded by the preloading between this page's first render and now: shown, not waited for again.
    const loaded = routesLoaded(remote);
    if (loaded) {
      setRoutes((shown) => (shown.status === 'ready' && shown.routes === loaded ? shown : { status: 'ready', routes: loaded }));
      return;
    }
    let cancelled = false;
    setRoutes({ status: 'loading' });
    loadRemoteRoutes(remote).then(
      (loaded) => {
        if (!cancelled) setRoutes({ status: 'ready', routes: loaded });
      },
      (error: unknown) => {
        if (!cancelled) setRoutes({ status: 'failed', kind: error instanceof RemoteLoadError ? error.kind : 'crashed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, attempt]);

  useEffect(() => {
    if (!route || !allowed) return;
    const known = knownPage(route);
    if (known) {
      setPage((shown) => (shown && 'Page' in shown && shown.Page === known.Page ? shown : known));
      return;
    }
    let cancelled = false;
    setPage(null);
    // Asked again on Retry, so a chunk that failed is really fetched again.
    loadPage(route).then(
      (Page) => {
        if (!cancelled) setPage({ Page });
      },
      (error: unknown) => {
        if (!cancelled) setPage({ error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [route, allowed, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (routes.status === 'failed') return <RemoteUnavailablePanel remote={remote} kind={routes.kind} onRetry={retry} />;
  if (routes.status === 'ready' && !route) return <RemoteUnavailablePanel remote={remote} kind="crashed" onRetry={retry} />;
  if (!route) return <Loader text={t('loading')} />;
  if (!allowed) return <NoAccessPanel />;
  if (page && 'error' in page) return <PageFailedPanel remote={remote} error={page.error} onRetry={retry} />;
  if (!page) return <Loader text={t('loading')} />;

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(error, reset) => (
        <PageFailedPanel
          remote={remote}
          error={error}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={<Loader text={t('loading')} />}>
        <page.Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
