import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  AUTH_STORAGE_KEY,
  normaliseMenus,
  setRuntimeConfig,
  useAuthStore,
  useSyncStatus,
  type CustomMenuDTO,
  type MenuEntry,
} from '@screening/shared';
import { startApiTestServer } from '@screening/shared/testing';
import { apiTestServerForFile } from '@screening/shared/testing';
import ShellLayout from './shell.layout';
import { FIVE_AREAS } from '../home/menus.test-data';
import { registerSite } from '../remotes/remote-registry';

// The site's areas are registered with the federation runtime; none is loaded here.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const ALL: CustomMenuDTO['privileges'] = ['CREATE', 'VIEW', 'EDIT'];
const MENUS: CustomMenuDTO[] = [
  { menu: 'Outreach Clinic', menuOrder: 1, url: '/Outrich Clinic', privileges: ALL },
  { menu: 'Screening', menuOrder: 3, url: '/screening', privileges: ALL },
  { menu: 'Reports', menuOrder: 6, url: '/reports', privileges: ['VIEW'] },
];

function Where() {
  return <p>Page at {useLocation().pathname}</p>;
}

function signInAs(user: { userName?: string | null; tenantName?: string | null; menus?: MenuEntry[] } = {}) {
  useAuthStore.setState({
    token: 'token-abc',
    isAuthed: true,
    userId: 12,
    userName: 'Ravi K',
    tenantName: 'Cancer Institute (WIA)',
    menus: normaliseMenus(MENUS),
    ...user,
  });
}

function renderShell(path = '/responsive-cancer-institute') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Login screen</p>} />
        <Route element={<ShellLayout />}>
          <Route path="/responsive-cancer-institute" element={<p>Home content</p>} />
          <Route path="*" element={<Where />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const menuDialog = () => screen.queryByRole('dialog', { name: 'Menu' });
const accountDialog = (name = 'Ravi K') => screen.queryByRole('dialog', { name });
const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
const openAccount = () => userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));

const server = apiTestServerForFile();
beforeEach(() => {
  registerSite(FIVE_AREAS);
  setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
  localStorage.clear();
  signInAs();
});
afterEach(() => useAuthStore.getState().logout());

describe('ShellLayout: header and page', () => {
  it('shows the tenant as title and renders the page', () => {
    renderShell();
    expect(screen.getByRole('banner')).toHaveTextContent('Cancer Institute (WIA)');
    expect(screen.getByText('Home content')).toBeInTheDocument();
    expect(menuDialog()).not.toBeInTheDocument();
    expect(accountDialog()).not.toBeInTheDocument();
  });

  it('says in the header when the device is offline, and links to the Sync page', async () => {
    renderShell();
    act(() => useSyncStatus.setState({ online: false }));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Offline' })).toHaveAttribute('href', '/Sync');
    act(() => useSyncStatus.setState({ online: true }));
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'All saved' })).toBeInTheDocument();
  });

  it("falls back to 'Cancer Institute' and 'Guest'", async () => {
    signInAs({ tenantName: null, userName: null });
    renderShell();
    // The title, then the device's sync status (nothing waits here).
    expect(screen.getByRole('banner')).toHaveTextContent(/^Cancer InstituteAll saved$/);
    await openAccount();
    expect(await screen.findByRole('dialog', { name: 'Guest' })).toBeInTheDocument();
  });
});

describe('ShellLayout: sidebars', () => {
  it('opens the menu sidebar on the left with every menu entry, icons at 20', async () => {
    renderShell();
    await openMenu();
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Outreach Clinic', '/HomePage'],
      ['Screening', '/PatientSearchPage'],
      // Whoever works a screening, clinical or referral list follows up the women referred.
      ['Follow-up', '/FollowUp'],
      ['Reports', '/Reports'],
      // The forced patient-edit menu: no home tile, so the sidebar is its way in.
      ['Modify Patient Information', '/PatientEdit'],
    ]);
    for (const link of links) expect(link.querySelector('.anticon')).toHaveStyle({ fontSize: '20px' });
    expect(dialog.closest('.ant-drawer')).toHaveClass('ant-drawer-left');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers an admin no Modify Patient Information: its search and Edit need Screening, which she has not', async () => {
    signInAs({
      menus: normaliseMenus([
        { menu: 'Outreach Clinic', menuOrder: 1, url: '/Outrich Clinic', privileges: ['CREATE', 'VIEW', 'EDIT'] },
        { menu: 'Reports', menuOrder: 6, url: '/reports', privileges: ['CREATE', 'VIEW', 'EDIT'] },
        { menu: 'User Data Management', menuOrder: 7, url: '/management', privileges: ['CREATE', 'VIEW', 'EDIT'] },
      ]),
    });
    renderShell();
    await openMenu();
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Outreach Clinic', 'Reports', 'User Data Management']);
  });

  it('opens the account sidebar on the right, headed with the user name, and closes the menu sidebar', async () => {
    renderShell();
    await openMenu();
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await openAccount();
    const account = await screen.findByRole('dialog', { name: 'Ravi K' });
    expect(account.closest('.ant-drawer')).toHaveClass('ant-drawer-right');
    await waitFor(() => expect(menuDialog()).not.toBeInTheDocument());
    expect(within(account).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/responsive-cancer-institute');
    expect(within(account).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/ProfileScreen');
    expect(within(account).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('Back closes a sidebar', async () => {
    renderShell();
    await openMenu();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(menuDialog()).not.toBeInTheDocument());
    await openAccount();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ravi K' })).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(accountDialog()).not.toBeInTheDocument());
  });

  it('moves focus to Back in an opened sidebar, and Escape closes it and gives focus back', async () => {
    renderShell();
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuDialog()).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('navigating from the menu sidebar closes both and scrolls to the top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    renderShell();
    await openMenu();
    scrollTo.mockClear();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Screening' }));
    expect(screen.getByText('Page at /PatientSearchPage')).toBeInTheDocument();
    await waitFor(() => expect(menuDialog()).not.toBeInTheDocument());
    expect(accountDialog()).not.toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('Edit Profile and Home navigate and close the account sidebar', async () => {
    renderShell();
    await openAccount();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Ravi K' })).getByRole('link', { name: 'Edit Profile' }),
    );
    expect(screen.getByText('Page at /ProfileScreen')).toBeInTheDocument();
    await waitFor(() => expect(accountDialog()).not.toBeInTheDocument());
    await openAccount();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ravi K' })).getByRole('link', { name: 'Home' }));
    expect(screen.getByText('Home content')).toBeInTheDocument();
    await waitFor(() => expect(accountDialog()).not.toBeInTheDocument());
  });

  const logOut = async () => {
    await openAccount();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ravi K' })).getByRole('button', { name: 'Log Out' }));
  };
  const expectSignedOut = () => {
    expect(screen.getByText('Login screen')).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthed: false, userName: null, tenantName: null, menus: [] });
    expect(localStorage.getItem(AUTH_STORAGE_KEY) ?? '').not.toContain('token-abc');
  };

  it('Log Out clears the session, goes to / and has the server revoke the token', async () => {
    server.on('POST', '/token/logout', () => ({ status: 204 }));
    renderShell();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toContain('token-abc');
    await logOut();
    expectSignedOut();
    await waitFor(() => expect(server.requests.filter((r) => r.url === '/token/logout')).toHaveLength(1));
    expect(server.requests.find((r) => r.url === '/token/logout')?.authorization).toBe('Bearer token-abc');
  });

  it('Log Out does not wait for the server', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('POST', '/token/logout', async () => {
      await held;
      return { status: 204 };
    });
    renderShell();
    await logOut();
    expectSignedOut();
    release();
  });

  it('Log Out still signs out here when the server cannot be reached', async () => {
    const closed = await startApiTestServer();
    await closed.close();
    setRuntimeConfig({ apiBase: `${closed.base}/api`, gatewayBase: `${closed.base}/token` });
    const quiet = [
      jest.spyOn(console, 'error').mockImplementation(() => {}),
      jest.spyOn(console, 'warn').mockImplementation(() => {}),
    ];
    renderShell();
    await logOut();
    expectSignedOut();
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('The server could not revoke the signed-out session.', expect.anything()),
    );
    for (const spy of quiet) spy.mockRestore();
  });
});

describe('the end of a session', () => {
  const tokenEnding = (sessionEnds: number) =>
    `e30.${btoa(JSON.stringify({ iat: sessionEnds - 600, exp: sessionEnds, sessionEnds })).replace(/=+$/, '')}.sig`;

  it('is announced two minutes before, with the time, and that the work is kept', async () => {
    const ends = Math.floor(Date.now() / 1000) + 90;
    useAuthStore.setState({ token: tokenEnding(ends) });
    renderShell();
    const time = new Date(ends * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your session ends at ${time}. What you have typed is kept: sign in again to go on.`,
    );
  });

  it('is not announced while it is further away', () => {
    useAuthStore.setState({ token: tokenEnding(Math.floor(Date.now() / 1000) + 3600) });
    renderShell();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
