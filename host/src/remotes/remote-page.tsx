import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useAuthStore, type RemoteRouteDefinition } from '@screening/shared';
import { Loader } from '@screening/shared/ui';
import { loadRemoteRoutes, mayOpen, RemoteLoadError, type RemoteFailure } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { NoAccessPanel, RemoteUnavailablePanel } from './remote-unavailable.panel';
import { useHostTranslation } from '../i18n';

/** A page's code that cannot be fetched (server down mid-session) is "unreachable", not a crash. */
function isChunkFailure(error: Error): boolean {
  return /ChunkLoadError|Loading chunk|ScriptNetworkError|Failed to fetch dynamically imported module/i.test(
    `${error.name} ${error.message}`,
  );
}

type State =
  { status: 'loading' } | { status: 'ready'; route: RemoteRouteDefinition } | { status: 'failed'; kind: RemoteFailure };

/** Renders one path of a remote: fetches the remote on first visit, checks access, isolates failures. */
export default function RemotePage({ remote, path }: { remote: string; path: string }) {
  const { t } = useHostTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  const menus = useAuthStore((s) => s.menus);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote).then(
      (routes) => {
        if (cancelled) return;
        const route = routes.find((r) => r.path.toLowerCase() === path.toLowerCase());
        setState(route ? { status: 'ready', route } : { status: 'failed', kind: 'crashed' });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'failed', kind: error instanceof RemoteLoadError ? error.kind : 'crashed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, path, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const route = state.status === 'ready' ? state.route : null;
  // A new lazy component per attempt, so Retry after a failed chunk really fetches again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the point: it makes a new lazy component
  const Page = useMemo<ComponentType | null>(() => (route ? lazy(route.component) : null), [route, attempt]);

  if (state.status === 'failed') return <RemoteUnavailablePanel remote={remote} kind={state.kind} onRetry={retry} />;
  if (!route || !Page) return <Loader text={t('loading')} />;

  if (!mayOpen(route, menus)) return <NoAccessPanel />;

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(error, reset) => (
        <RemoteUnavailablePanel
          remote={remote}
          kind={isChunkFailure(error) ? 'unreachable' : 'crashed'}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={<Loader text={t('loading')} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
