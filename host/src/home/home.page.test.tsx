import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { normaliseMenus, useAuthStore, type CustomMenuDTO } from '@screening/shared';
import HomePage from './home.page';

const ALL: CustomMenuDTO['privileges'] = ['CREATE', 'VIEW', 'EDIT'];

/** The default seed of BEHAVIOUR §1.6 for a program coordinator. */
const COORDINATOR: CustomMenuDTO[] = [
  { menu: 'Outreach Clinic', menuOrder: 1, url: '/Outrich Clinic', privileges: ALL },
  { menu: 'Patient Registration', menuOrder: 2, url: '/preg', privileges: ALL },
  { menu: 'Screening', menuOrder: 3, url: '/screening', privileges: ALL },
  { menu: 'Clinical Evaluation', menuOrder: 4, url: '/clinical', privileges: ALL },
  { menu: 'Referral to Hospital', menuOrder: 5, url: '/reftohospital', privileges: ALL },
  { menu: 'Reports', menuOrder: 6, url: '/reports', privileges: ['VIEW'] },
  { menu: 'User Data Management', menuOrder: 7, url: '/management', privileges: ['VIEW'] },
];

/** A nurse: no outreach clinics, reports or user management; the server's misspelt clinical menu. */
const NURSE: CustomMenuDTO[] = [
  { menu: 'Screening', menuOrder: 3, url: '/screening', privileges: ALL },
  { menu: 'Patient Registration', menuOrder: 2, url: '/preg', privileges: ALL },
  { menu: 'Clinical Evaluvation', menuOrder: null, url: '/clinical', privileges: ALL },
];

function Elsewhere() {
  return <p>Routed to {useLocation().pathname}</p>;
}

function renderHome(dtos: CustomMenuDTO[] | null) {
  useAuthStore.setState({ token: 'token-abc', isAuthed: true, menus: normaliseMenus(dtos) });
  render(
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
      ['Referral to Hospital', '/ClinicSearchPage'],
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
});
