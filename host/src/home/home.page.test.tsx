import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { normaliseMenus, setRuntimeConfig, useAuthStore, type CustomMenuDTO } from '@screening/shared';
import { queryClient, UiProvider } from '@screening/shared/ui';
import { startApiTestServer, type ApiTestServer, type TestReply } from '@screening/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerSite } from '../remotes/remote-registry';
import HomePage from './home.page';
import { COUNTS_READ_AGAIN_AFTER_MS } from './waiting-counts';
import { COORDINATOR, FIVE_AREAS, NURSE, remotePin as remote } from './menus.test-data';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

function Elsewhere() {
  return <p>Routed to {useLocation().pathname}</p>;
}

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  registerSite(FIVE_AREAS);
  // The browser is never idle unless a test says so: no test's preloading of the site's areas reaches the next.
  window.requestIdleCallback = jest.fn(() => 0);
  window.cancelIdleCallback = jest.fn();
  jest.mocked(loadRemote).mockClear();
  server.reset();
  queryClient.clear();
  setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
});

function renderHome(dtos: CustomMenuDTO[] | null) {
  useAuthStore.setState({ token: 'token-abc', isAuthed: true, menus: normaliseMenus(dtos) });
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={['/responsive-cancer-institute']}>
        <Routes>
          <Route path="/responsive-cancer-institute" element={<HomePage />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

const tiles = () => within(screen.getByRole('navigation', { name: 'Home menu' })).getAllByRole('link');
const tile = (name: string) => screen.getByRole('link', { name });
const iconOf = (link: HTMLElement) => link.querySelector('.anticon') as HTMLElement;

afterEach(() => useAuthStore.getState().logout());

describe('HomePage', () => {
  it("shows a coordinator's tiles in menu order, each linking to its mapped route", () => {
    renderHome(COORDINATOR);
    expect(tiles().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Outreach Clinic', '/HomePage'],
      ['Patient Registration', '/PatientRegistrationSearch'],
      ['Screening', '/PatientSearchPage'],
      ['Clinical Evaluation', '/ClinicSearchPage'],
      ['Referral to Hospital', '/ReferralSearchPage'],
      ['Follow-up', '/FollowUp'],
      ['Reports', '/Reports'],
      ['User Data Management', '/UserManagement'],
    ]);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered By');
  });

  it("shows only a nurse's tiles", () => {
    renderHome(NURSE);
    expect(tiles().map((link) => link.textContent)).toEqual([
      'Patient Registration',
      'Screening',
      'Follow-up',
      'Clinical Evaluvation',
    ]);
    expect(screen.queryByRole('link', { name: 'Outreach Clinic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('gives no tile to Modify Patient Information, by name or by url', () => {
    renderHome([...NURSE, { menu: 'Edit Patients', menuOrder: 8, url: '/PatientEdit', privileges: ['VIEW'] }]);
    expect(useAuthStore.getState().menus.some((m) => m.url === '/PatientEdit')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Modify Patient Information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Patients' })).not.toBeInTheDocument();
    expect(tiles()).toHaveLength(4);
  });

  it("says 'No menus available.' when only the hidden menu is left", () => {
    renderHome(null);
    expect(screen.getByText('No menus available.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sizes icons 50, and 64 for Reports', () => {
    renderHome(COORDINATOR);
    expect(iconOf(tile('Reports'))).toHaveStyle({ fontSize: '64px' });
    for (const name of ['Outreach Clinic', 'Patient Registration', 'Screening', 'Clinical Evaluation', 'User Data Management']) {
      expect(iconOf(tile(name))).toHaveStyle({ fontSize: '50px' });
    }
    expect(iconOf(tile('Reports'))).toHaveClass('anticon-bar-chart');
    expect(iconOf(tile('Outreach Clinic'))).toHaveClass('anticon-environment');
  });

  it('a menu no pinned area serves gets no tile; pinning the area brings it', () => {
    const withDashboard = [...COORDINATOR, { menu: 'Dashboard', menuOrder: 8, url: '/dashboard', privileges: ['VIEW' as const] }];
    const { unmount } = renderHome(withDashboard);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(tiles()).toHaveLength(8);
    unmount();

    registerSite({ ...FIVE_AREAS, remotes: { ...FIVE_AREAS.remotes, dashboard: remote(['/dashboard']) } });
    renderHome(withDashboard);
    expect(tile('Dashboard')).toHaveAttribute('href', '/dashboard');
    expect(iconOf(tile('Dashboard'))).toHaveClass('anticon-dashboard');
    expect(tiles()).toHaveLength(9);
  });

  it('opens the area of a tile', async () => {
    renderHome(COORDINATOR);
    await userEvent.click(tile('Patient Registration'));
    expect(screen.getByText('Routed to /PatientRegistrationSearch')).toBeInTheDocument();
  });

  it("loads the areas a nurse's menus open once the browser is idle, and never outreach clinics or users", async () => {
    const manifest = {
      site: 'home-test',
      remotes: {
        camps: remote(['/HomePage']),
        users: remote(['/UserManagement']),
        patients: remote(['/PatientRegistrationSearch', '/PatientEdit']),
        clinical: remote(['/PatientSearchPage', '/ClinicSearchPage', '/FollowUp']),
      },
    };
    registerSite(manifest);
    jest.mocked(loadRemote).mockImplementation(async (id: string) => (id.endsWith('/routes') ? { default: [] } : {}) as never);
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    window.cancelIdleCallback = jest.fn();
    const { unmount } = renderHome(NURSE);
    try {
      expect(tiles()).toHaveLength(4);
      expect(loadRemote).not.toHaveBeenCalled();
      // From now on the browser is idle whenever asked.
      window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) =>
        window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 })),
      );
      act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
      await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('clinical/routes'));
      await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('patients/routes'));
      const loaded = jest.mocked(loadRemote).mock.calls.map(([id]) => id.split('/')[0]);
      expect([...new Set(loaded)].sort()).toEqual(['clinical', 'patients']);
    } finally {
      unmount();
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    }
  });
});

describe('HomePage waiting counts', () => {
  const countCalls = () => server.requests.filter((r) => r.url === '/api/curable/getCandidatesList');
  /** Answers each worklist's count call with `reply(stage)`, once `release` is called. */
  function answerCounts(reply: (stage: number) => TestReply) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.on('POST', '/api/curable/getCandidatesList', async ({ body }) => {
      await released;
      return reply(Number(body.stage));
    });
    return release;
  }
  const counted = (total: string): TestReply => ({ status: 200, headers: { 'X-Total-Count': total }, body: [] });
  /** Home stays shown long enough for the counts read before to be read again, once the browser is idle. */
  const stayOnHome = () => new Promise((resolve) => setTimeout(resolve, COUNTS_READ_AGAIN_AFTER_MS + 100));

  it('the tiles show at once; the worklist tiles then say how many wait, one call each', async () => {
    const release = answerCounts((stage) => counted({ 1: '12', 2: '3', 4: '1001' }[stage] ?? '0'));
    renderHome(COORDINATOR);
    expect(tiles()).toHaveLength(8);
    expect(screen.queryByText(/waiting/)).not.toBeInTheDocument();
    release();

    expect(await screen.findByText('12 waiting')).toBeInTheDocument();
    expect(await screen.findByText('3 waiting')).toBeInTheDocument();
    expect(await screen.findByText('1000+ waiting')).toBeInTheDocument();
    expect(tile('Screening')).toHaveAccessibleDescription('12 waiting');
    expect(tile('Clinical Evaluation')).toHaveAccessibleDescription('3 waiting');
    expect(tile('Referral to Hospital')).toHaveAccessibleDescription('1000+ waiting');
    expect(tile('Reports')).not.toHaveAccessibleDescription();
    expect(screen.getAllByText(/waiting$/)).toHaveLength(3);
    expect(
      countCalls()
        .map((r) => r.body)
        .sort((a, b) => Number(a.stage) - Number(b.stage)),
    ).toEqual([1, 2, 4].map((stage) => ({ stage, search: '', page: 0, size: 1 })));
    expect(countCalls().every((r) => r.authorization === 'Bearer token-abc')).toBe(true);
  });

  it('a count that fails shows no number and no error; the tile works as before', async () => {
    answerCounts((stage) =>
      stage === 1 ? { status: 500, body: { error: 'Internal Server Error', message: '' } } : counted('4'),
    )();
    renderHome(COORDINATOR);
    await waitFor(() => expect(screen.getAllByText('4 waiting')).toHaveLength(2));
    await waitFor(() => expect(countCalls()).toHaveLength(3));
    expect(tile('Screening')).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(tile('Screening'));
    expect(screen.getByText('Routed to /PatientSearchPage')).toBeInTheDocument();
  });

  it('back on home, the counts read before show at once, and are read again once home has stayed a moment', async () => {
    let total = '12';
    answerCounts(() => counted(total))();
    const first = renderHome(NURSE);
    await waitFor(() => expect(screen.getAllByText('12 waiting')).toHaveLength(2));
    first.unmount();

    total = '7';
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    renderHome(NURSE);
    // Passing through home: no call competes with the next screen, and the counts read before stay shown.
    expect(screen.getAllByText('12 waiting')).toHaveLength(2);
    expect(countCalls()).toHaveLength(2);
    await act(() => stayOnHome());
    expect(countCalls()).toHaveLength(2);
    act(() => idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
    await waitFor(() => expect(screen.getAllByText('7 waiting')).toHaveLength(2));
    expect(countCalls()).toHaveLength(4);
  });

  it('a count read since home showed, or one that failed on this showing, is not read again', async () => {
    answerCounts((stage) =>
      stage === 1 ? { status: 500, body: { error: 'Internal Server Error', message: '' } } : counted('4'),
    )();
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    renderHome(NURSE);
    await waitFor(() => expect(screen.getAllByText('4 waiting')).toHaveLength(1));
    await act(() => stayOnHome());
    act(() => idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countCalls()).toHaveLength(2);
  });

  it('a server that does not count gives no number', async () => {
    answerCounts(() => ({ status: 200, body: [] }))();
    renderHome(NURSE);
    await waitFor(() => expect(countCalls()).toHaveLength(2));
    expect(countCalls().map((r) => r.body.stage)).toEqual(expect.arrayContaining([1, 2]));
    expect(screen.queryByText(/waiting/)).not.toBeInTheDocument();
  });

  it('the follow-up tile says how many are overdue, in red, else how many fall due this week', async () => {
    server.on('GET', '/api/curable/followUp/counts', () => ({ status: 200, body: { overdue: 4, dueThisWeek: 2 } }));
    renderHome(NURSE);
    expect(await screen.findByText('4 overdue')).toHaveClass('home-tile__waiting--overdue');
    expect(tile('Follow-up')).toHaveAccessibleDescription('4 overdue');
    expect(tile('Follow-up')).toHaveAttribute('href', '/FollowUp');
    expect(iconOf(tile('Follow-up'))).toHaveClass('anticon-phone');
  });

  it('no follow-up overdue: the week ahead; nothing due: no badge', async () => {
    let counts = { overdue: 0, dueThisWeek: 3 };
    server.on('GET', '/api/curable/followUp/counts', () => ({ status: 200, body: counts }));
    const { unmount } = renderHome(NURSE);
    const badge = await screen.findByText('3 due this week');
    expect(badge).not.toHaveClass('home-tile__waiting--overdue');
    unmount();
    queryClient.clear();
    counts = { overdue: 0, dueThisWeek: 0 };
    renderHome(NURSE);
    await waitFor(() => expect(server.requests.filter((r) => r.url === '/api/curable/followUp/counts')).toHaveLength(2));
    expect(screen.queryByText(/due this week|overdue/)).not.toBeInTheDocument();
  });
});
