import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { normaliseMenus, useAuthStore, type CustomMenuDTO } from '@screening/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadSite } from '../remotes/remote-registry';
import HomePage from './home.page';
import { COORDINATOR, NURSE } from './menus.test-data';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

function Elsewhere() {
  return <p>Routed to {useLocation().pathname}</p>;
}

function renderHome(dtos: CustomMenuDTO[] | null) {
  useAuthStore.setState({ token: 'token-abc', isAuthed: true, menus: normaliseMenus(dtos) });
  return render(
    <MemoryRouter initialEntries={['/responsive-cancer-institute']}>
      <Routes>
        <Route path="/responsive-cancer-institute" element={<HomePage />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
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
      ['Reports', '/Reports'],
      ['User Data Management', '/UserManagement'],
    ]);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered By');
  });

  it("shows only a nurse's tiles", () => {
    renderHome(NURSE);
    expect(tiles().map((link) => link.textContent)).toEqual(['Patient Registration', 'Screening', 'Clinical Evaluvation']);
    expect(screen.queryByRole('link', { name: 'Outreach Clinic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('gives no tile to Modify Patient Information, by name or by url', () => {
    renderHome([...NURSE, { menu: 'Edit Patients', menuOrder: 8, url: '/PatientEdit', privileges: ['VIEW'] }]);
    expect(useAuthStore.getState().menus.some((m) => m.url === '/PatientEdit')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Modify Patient Information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Patients' })).not.toBeInTheDocument();
    expect(tiles()).toHaveLength(3);
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

  it('opens the area of a tile', async () => {
    renderHome(COORDINATOR);
    await userEvent.click(tile('Patient Registration'));
    expect(screen.getByText('Routed to /PatientRegistrationSearch')).toBeInTheDocument();
  });

  it("loads the areas a nurse's menus open once the browser is idle, and never outreach clinics or users", async () => {
    const remote = (paths: string[]) => ({ version: '2.0.0', entry: `/${paths[0]}/remoteEntry.js`, integrity: '', paths });
    const manifest = {
      site: 'home-test',
      remotes: {
        camps: remote(['/HomePage']),
        users: remote(['/UserManagement']),
        patients: remote(['/PatientRegistrationSearch', '/PatientEdit']),
        clinical: remote(['/PatientSearchPage', '/ClinicSearchPage']),
      },
    };
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => manifest });
    await loadSite('remotes.json');
    jest.mocked(loadRemote).mockImplementation(async (id: string) => (id.endsWith('/routes') ? { default: [] } : {}) as never);
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    window.cancelIdleCallback = jest.fn();
    const { unmount } = renderHome(NURSE);
    try {
      expect(tiles()).toHaveLength(3);
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
