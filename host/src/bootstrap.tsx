import { createRoot } from 'react-dom/client';
import { resumeAfterSignIn, setRuntimeConfig, startLanguage, useAuthStore } from '@screening/shared/core';
import { hostTranslationsReady, loadHostTranslations, useHostTranslation } from './i18n';
import { registerSite } from './remotes/remote-registry';
import { readSiteFiles } from './site/site-files';
import { SiteFailurePage } from './site/site-failure.page';
import { prefetchSignIn, whenIdle, whenPrefetched } from './remotes/preload';
import { HOME_PATH, onLoginScreen } from './app/paths';
import LoginPage from './login/login.page';
import { registerServiceWorker } from './offline/register-service-worker';
import './fonts.css';

function BootFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useHostTranslation();
  return (
    <div id="boot" role="alert">
      <p>
        {t('login.bootFailed')}{' '}
        <button type="button" onClick={onRetry}>
          {t('common.retry', { ns: 'shared' })}
        </button>
      </p>
    </div>
  );
}

async function start() {
  // Both files are read at run time, so a site changes API base or remote versions without a rebuild; each is checked
  // against its schema first. The login screen's English is bundled; a device that chose another language fetches
  // its texts alongside (English shows if they cannot be fetched).
  const [read] = await Promise.all([
    readSiteFiles().catch(() => null),
    hostTranslationsReady,
    startLanguage().catch(() => undefined),
  ]);
  const root = createRoot(document.getElementById('root')!);
  const reload = () => window.location.reload();
  // Not fetched at all (no network and no copy kept on the device): a load that failed, not a site set up wrong.
  if (!read) {
    root.render(<BootFailure onRetry={reload} />);
    return;
  }
  if (!read.ok) {
    root.render(<SiteFailurePage failures={read.failures} onRetry={reload} />);
    return;
  }
  setRuntimeConfig(read.files.config);
  const site = registerSite(read.files.manifest);

  // Named: the build lists this chunk group's files for prefetchSignIn.
  const loadApp = () => import(/* webpackChunkName: "sign-in" */ './app/app');
  const showApp = async (signedIn = false) => {
    try {
      const [{ App, loadSignedInScreens }] = await Promise.all([loadApp(), loadHostTranslations()]);
      // Home then renders in one pass (a failure is left to the screen, which shows it).
      if (signedIn) await loadSignedInScreens().catch(() => undefined);
      root.render(<App site={site} />);
    } catch {
      root.render(<BootFailure onRetry={reload} />);
    }
  };

  // A first visit shows the login screen at once; the router and everything behind sign-in load after it.
  if (onLoginScreen() && !useAuthStore.getState().token) {
    // Without the router, an address typed or linked while the login screen shows (#/reset-password) would keep
    // showing Login: leaving the login screen's address loads the app, which routes it.
    const leaveLogin = () => {
      if (onLoginScreen()) return;
      window.removeEventListener('hashchange', leaveLogin);
      void showApp();
    };
    window.addEventListener('hashchange', leaveLogin);
    root.render(
      <LoginPage
        onSignedIn={() => {
          window.removeEventListener('hashchange', leaveLogin);
          const path = resumeAfterSignIn(useAuthStore.getState().userId) ?? HOME_PATH;
          window.history.replaceState(window.history.state, '', `#${path}`);
          void showApp(true);
        }}
      />,
    );
    // Once the login screen is up and the browser idle, the code and texts behind sign-in are fetched while the user
    // types, then the code is run in the next idle moment: signing in then waits for the server only.
    whenIdle(() => {
      void loadHostTranslations().catch(() => undefined);
      void whenPrefetched(prefetchSignIn()).then(() =>
        whenIdle(() => {
          loadApp()
            .then(({ loadSignedInScreens, warmStyles }) => loadSignedInScreens().then(warmStyles))
            .catch(() => undefined);
          // After the prefetch, so that the worker's precache finds those files in the browser's cache.
          registerServiceWorker();
        }),
      );
    });
  } else {
    await showApp();
    whenIdle(registerServiceWorker);
    whenIdle(
      () =>
        void loadApp()
          .then(({ warmStyles }) => warmStyles())
          .catch(() => undefined),
    );
  }
}

void start();
