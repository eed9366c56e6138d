/**
 * The signed-in frame around every guarded route (docs/screens.md §2 'Home and header'): the #003366 header, the menu
 * sidebar on the left, the account sidebar on the right, and the page (wrapped in the UI kit's provider).
 */
import { useEffect, useRef, useState, type Ref, type RefObject } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { checkServer, getRuntimeConfig, mapMenuUrl, signOut, startOutboxSync, useAuthStore } from '@screening/shared';
import {
  Alert,
  ArrowLeftOutlined,
  Button,
  Drawer,
  EditOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  LogoutOutlined,
  MenuIcon,
  MenuOutlined,
  UiProvider,
  UserOutlined,
} from '@screening/shared/ui';
import { AboutSiteDialog } from '../about/about-site';
import './shell.css';
import { HOME_PATH, LOGIN_PATH, PROFILE_PATH } from '../app/paths';
import { useSessionEndWarning } from '../app/session';
import { useHostTranslation } from '../i18n';
import { LanguageSwitch } from '../language/language-switch';
import { useMenuLabel } from './menu-label';
import { useOpenedOnce } from './opened-once';
import { SyncIndicator } from '../sync/sync-indicator';
import { useServedMenus } from '../remotes/served-menus';

const SIDEBAR_ICON_SIZE = 20;
const SIDEBAR_WIDTH = 300;

type Sidebar = 'menu' | 'account' | null;

/** Every navigation starts at the top of the page, with no sidebar left open. */
function OnNavigation({ setSidebar }: { setSidebar: (sidebar: Sidebar) => void }) {
  const { pathname, key } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    setSidebar(null);
  }, [pathname, key, setSidebar]);
  return null;
}

/** Leaves for the login screen; the server's revocation of the token never holds up leaving. */
function LogOutItem({ onLeave, label }: { onLeave: () => void; label: string }) {
  const navigate = useNavigate();
  const logOut = () => {
    onLeave();
    void signOut();
    navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <button type="button" className="shell-drawer__item" onClick={logOut}>
      <LogoutOutlined aria-hidden style={{ fontSize: SIDEBAR_ICON_SIZE }} />
      <span>{label}</span>
    </button>
  );
}

/**
 * The frame reads neither the location nor the router's navigate (both change with every navigation): a tap that
 * opens a page renders that page and two small children of the frame, not the header, the sidebars and the UI kit's
 * provider again.
 */
export default function ShellLayout() {
  const { t, i18n } = useHostTranslation();
  const menuLabel = useMenuLabel();
  const menus = useServedMenus();
  const title = useAuthStore((s) => s.tenantName) || getRuntimeConfig().tenantFallback || t('shell.tenantFallback');
  const userName = useAuthStore((s) => s.userName) || t('shell.userFallback');
  // One value for both sidebars: opening one closes the other.
  const [sidebar, setSidebar] = useState<Sidebar>(null);
  const [aboutOpen, setAboutOpen] = useState(false);
  const sessionEndsAt = useSessionEndWarning();
  const close = () => setSidebar(null);
  const menuBackRef = useRef<HTMLButtonElement>(null);
  const accountBackRef = useRef<HTMLButtonElement>(null);
  const menuMounted = useOpenedOnce(sidebar === 'menu');
  const accountMounted = useOpenedOnce(sidebar === 'account');
  const aboutMounted = useOpenedOnce(aboutOpen);

  // Queued writes are sent from here on: at once, when the network returns, every minute. A page opened without a
  // network may not be told so by the device: the server's health says at once whether work will wait on the device.
  useEffect(() => {
    startOutboxSync();
    void checkServer();
  }, []);

  // Keyboard users land on Back, the first control of an opened sidebar (antd traps focus and returns it on close).
  const backButton = (ref: Ref<HTMLButtonElement>) => (
    <Button ref={ref} type="text" className="shell-drawer__back" icon={<ArrowLeftOutlined aria-hidden />} onClick={close}>
      {t('common.back', { ns: 'shared' })}
    </Button>
  );
  const focusOnOpen = (ref: RefObject<HTMLButtonElement | null>) => (open: boolean) => {
    if (open) ref.current?.focus();
  };

  return (
    <UiProvider>
      <OnNavigation setSidebar={setSidebar} />
      <div className="shell">
        <header className="shell-header">
          <button
            type="button"
            className="shell-header__button"
            aria-label={t('shell.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={sidebar === 'menu'}
            onClick={() => setSidebar('menu')}
          >
            <MenuOutlined aria-hidden />
          </button>
          <span className="shell-header__title">{title}</span>
          <SyncIndicator />
          <button
            type="button"
            className="shell-header__button"
            aria-label={t('shell.openAccountMenu')}
            aria-haspopup="dialog"
            aria-expanded={sidebar === 'account'}
            onClick={() => setSidebar('account')}
          >
            <UserOutlined aria-hidden />
          </button>
        </header>

        {menuMounted && (
          <Drawer
            open={sidebar === 'menu'}
            onClose={close}
            placement="left"
            size={SIDEBAR_WIDTH}
            closable={false}
            aria-label={t('shell.menu')}
            rootClassName="shell-drawer"
            afterOpenChange={focusOnOpen(menuBackRef)}
          >
            {backButton(menuBackRef)}
            <nav aria-label={t('shell.menu')}>
              <ul className="shell-drawer__list">
                {/* Every menu entry, the added 'Modify Patient Information' included: home hides its tile,
                  so the sidebar is where that screen is reached. */}
                {menus.map((entry) => (
                  <li key={`${entry.menu}|${entry.url}`}>
                    <Link className="shell-drawer__item" to={mapMenuUrl(entry.url)} onClick={close}>
                      <MenuIcon name={entry.menu} size={SIDEBAR_ICON_SIZE} />
                      <span>{menuLabel(entry.menu)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </Drawer>
        )}

        {accountMounted && (
          <Drawer
            open={sidebar === 'account'}
            onClose={close}
            placement="right"
            size={SIDEBAR_WIDTH}
            closable={false}
            title={userName}
            rootClassName="shell-drawer"
            afterOpenChange={focusOnOpen(accountBackRef)}
          >
            {backButton(accountBackRef)}
            <ul className="shell-drawer__list">
              <li>
                <Link className="shell-drawer__item" to={HOME_PATH} onClick={close}>
                  <HomeOutlined aria-hidden style={{ fontSize: SIDEBAR_ICON_SIZE }} />
                  <span>{t('shell.home')}</span>
                </Link>
              </li>
              <li>
                <Link className="shell-drawer__item" to={PROFILE_PATH} onClick={close}>
                  <EditOutlined aria-hidden style={{ fontSize: SIDEBAR_ICON_SIZE }} />
                  <span>{t('shell.editProfile')}</span>
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className="shell-drawer__item"
                  onClick={() => {
                    close();
                    setAboutOpen(true);
                  }}
                >
                  <InfoCircleOutlined aria-hidden style={{ fontSize: SIDEBAR_ICON_SIZE }} />
                  <span>{t('shell.about')}</span>
                </button>
              </li>
              <li>
                <LogOutItem onLeave={close} label={t('shell.logOut')} />
              </li>
            </ul>
            <LanguageSwitch className="shell-drawer__language" />
          </Drawer>
        )}

        {sessionEndsAt !== null && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            className="shell-session-ending"
            title={t('shell.sessionEnding', {
              time: new Date(sessionEndsAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }),
            })}
          />
        )}
        <div className="shell-content">
          <Outlet />
        </div>
        {aboutMounted && <AboutSiteDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />}
      </div>
    </UiProvider>
  );
}
