/**
 * The signed-in frame around every guarded route (SPEC §2 'Home and header'): the #003366 header, the menu
 * sidebar on the left, the account sidebar on the right, and the page (wrapped in the UI kit's provider).
 */
import { useEffect, useRef, useState, type Ref, type RefObject } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { getRuntimeConfig, mapMenuUrl, signOut, useAuthStore } from '@screening/shared';
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
import { HOME_PATH } from '../app/paths';
import { useSessionEndWarning } from '../app/session';

const PROFILE_PATH = '/ProfileScreen';
const SIDEBAR_ICON_SIZE = 20;
const SIDEBAR_WIDTH = 300;
const TENANT_FALLBACK = 'Cancer Institute';
const USER_FALLBACK = 'Guest';

type Sidebar = 'menu' | 'account' | null;

export default function ShellLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const menus = useAuthStore((s) => s.menus);
  const title = useAuthStore((s) => s.tenantName) || getRuntimeConfig().tenantFallback || TENANT_FALLBACK;
  const userName = useAuthStore((s) => s.userName) || USER_FALLBACK;
  // One value for both sidebars: opening one closes the other.
  const [sidebar, setSidebar] = useState<Sidebar>(null);
  const [aboutOpen, setAboutOpen] = useState(false);
  const sessionEndsAt = useSessionEndWarning();
  const close = () => setSidebar(null);
  const menuBackRef = useRef<HTMLButtonElement>(null);
  const accountBackRef = useRef<HTMLButtonElement>(null);

  // Every navigation starts at the top of the page, with no sidebar left open.
  useEffect(() => {
    window.scrollTo(0, 0);
    setSidebar(null);
  }, [location.pathname, location.key]);

  const logOut = () => {
    close();
    // Not awaited: the server's revocation of the token never holds up leaving.
    void signOut();
    navigate('/', { replace: true });
  };

  // Keyboard users land on Back, the first control of an opened sidebar (antd traps focus and returns it on close).
  const backButton = (ref: Ref<HTMLButtonElement>) => (
    <Button ref={ref} type="text" className="shell-drawer__back" icon={<ArrowLeftOutlined aria-hidden />} onClick={close}>
      Back
    </Button>
  );
  const focusOnOpen = (ref: RefObject<HTMLButtonElement | null>) => (open: boolean) => {
    if (open) ref.current?.focus();
  };

  return (
    <UiProvider>
      <div className="shell">
        <header className="shell-header">
          <button
            type="button"
            className="shell-header__button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={sidebar === 'menu'}
            onClick={() => setSidebar('menu')}
          >
            <MenuOutlined aria-hidden />
          </button>
          <span className="shell-header__title">{title}</span>
          <button
            type="button"
            className="shell-header__button"
            aria-label="Open account menu"
            aria-haspopup="dialog"
            aria-expanded={sidebar === 'account'}
            onClick={() => setSidebar('account')}
          >
            <UserOutlined aria-hidden />
          </button>
        </header>

        <Drawer
          open={sidebar === 'menu'}
          onClose={close}
          placement="left"
          size={SIDEBAR_WIDTH}
          closable={false}
          aria-label="Menu"
          rootClassName="shell-drawer"
          afterOpenChange={focusOnOpen(menuBackRef)}
        >
          {backButton(menuBackRef)}
          <nav aria-label="Menu">
            <ul className="shell-drawer__list">
              {/* Every menu entry, the forced 'Modify Patient Information' included: home hides its tile,
                  so the sidebar is where that screen is reached. */}
              {menus.map((entry) => (
                <li key={`${entry.menu}|${entry.url}`}>
                  <Link className="shell-drawer__item" to={mapMenuUrl(entry.url)} onClick={close}>
                    <MenuIcon name={entry.menu} size={SIDEBAR_ICON_SIZE} />
                    <span>{entry.menu}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Drawer>

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
                <span>Home</span>
              </Link>
            </li>
            <li>
              <Link className="shell-drawer__item" to={PROFILE_PATH} onClick={close}>
                <EditOutlined aria-hidden style={{ fontSize: SIDEBAR_ICON_SIZE }} />
                <span>Edit Profile</span>
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
                <span>About this site</span>
              </button>
            </li>
            <li>
              <button type="button" className="shell-drawer__item" onClick={logOut}>
                <LogoutOutlined aria-hidden style={{ fontSize: SIDEBAR_ICON_SIZE }} />
                <span>Log Out</span>
              </button>
            </li>
          </ul>
        </Drawer>

        {sessionEndsAt !== null && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            className="shell-session-ending"
            title={`Your session ends at ${new Date(sessionEndsAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}. What you have typed is kept: sign in again to go on.`}
          />
        )}
        <div className="shell-content">
          <Outlet />
        </div>
        <AboutSiteDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
      </div>
    </UiProvider>
  );
}
