import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useLocation, useNavigate, useRoutes, type NavigateFunction } from 'react-router-dom';
import { useAuthStore } from '@screening/shared';
import { appRoutes } from './router';
import { FIVE_AREAS } from '../home/menus.test-data';
import { registerSite } from '../remotes/remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
// The frame and the pages themselves are tested apart: here, which page an address opens.
jest.mock('../shell/shell.layout', () => ({ __esModule: true, default: () => <Outlet /> }));
jest.mock('../home/home.page', () => ({ __esModule: true, default: () => <p>Home</p> }));
jest.mock('../remotes/remote-page', () => ({
  __esModule: true,
  default: ({ remote, path }: { remote: string; path: string }) => (
    <p>
      {remote} page {path}
    </p>
  ),
}));
jest.mock('./session', () => ({ useSessionRefresh: () => undefined }));

beforeEach(() => useAuthStore.setState({ token: 'token-abc', isAuthed: true, userId: 12 }));
afterEach(() => useAuthStore.getState().logout());

/** The app's routes at `address`, with the means to go elsewhere and to read where it is. */
function open(address: string) {
  const at: { navigate?: NavigateFunction; pathname?: string } = {};
  const routes = appRoutes(registerSite(FIVE_AREAS));
  function App() {
    at.navigate = useNavigate();
    at.pathname = useLocation().pathname;
    return useRoutes(routes);
  }
  render(
    <MemoryRouter initialEntries={[address]}>
      <App />
    </MemoryRouter>,
  );
  return at;
}

describe('the app router: which page an address opens', () => {
  it("opens the remote that serves the address, whatever its case or a trailing slash, as the site's path", async () => {
    open('/patientregistrationsearch/');
    expect(await screen.findByText('patients page /PatientRegistrationSearch')).toBeInTheDocument();
  });

  it('opens each address of a remote as a page of its own, and home between them', async () => {
    const at = open('/PatientSearchPage');
    expect(await screen.findByText('clinical page /PatientSearchPage')).toBeInTheDocument();
    await act(() => at.navigate!('/FollowUp'));
    expect(await screen.findByText('clinical page /FollowUp')).toBeInTheDocument();
    expect(screen.queryByText('clinical page /PatientSearchPage')).not.toBeInTheDocument();
    await act(() => at.navigate!('/responsive-cancer-institute'));
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });

  it('sends an address no remote of the site serves home', async () => {
    const at = open('/NoSuchScreen');
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(at.pathname).toBe('/responsive-cancer-institute');
  });

  it('sends a signed-out visitor of a remote page to the login screen', async () => {
    useAuthStore.getState().logout();
    const at = open('/reports');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(at.pathname).toBe('/');
    expect(screen.queryByText('reports page /reports')).not.toBeInTheDocument();
  });
});
