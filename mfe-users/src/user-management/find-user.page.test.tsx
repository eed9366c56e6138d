/** Edit Existing User (/edit-user-management) against a local HTTP server answering like the suite's server. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWorkflowStore, type ListedUser } from '@screening/shared';
import { apiTestServerForFile, renderPage, signInForTest } from '@screening/shared/testing';
import FindUserPage from './find-user.page';
import UserManagementPage from './user-management.page';
import { startEditing } from './edit-user.step';
import { loadUsersTexts } from '../i18n';

const user = (userId: number, userName: string, email: string, roleName: string, isRecordDeleted = false): ListedUser => ({
  userId,
  userName,
  email,
  roleName,
  roleId: 6,
  isRecordDeleted,
  gender: 'FEMALE',
  phoneNo: `90000000${userId}`,
  customMenuDTOs: null,
  message: null,
  hospitalId: null,
  tenantName: null,
  keycloakUserId: null,
});

const DEEPA = user(41, 'Deepa Rajendran', 'deepa.rajendran@demo.in', 'Nurse');
const JAYA = user(43, 'Jaya Kumari', 'jaya.kumari@demo.in', 'Nurse', true);
// The server matched it on something else; the screen's own filter (name or e-mail) drops it.
const STRAY = user(50, 'Someone Else', 'someone@demo.in', 'Doctor');

const server = apiTestServerForFile();
beforeAll(() => loadUsersTexts());
beforeEach(() => {
  signInForTest(server);
});

const searches = () => server.requests.filter((r) => r.url === '/api/curable/getUsers');
const box = () => screen.getByLabelText('Search by name or email');

async function openSearch() {
  renderPage(<FindUserPage />, ['/userManagement', '/edit-user-management']);
  expect(await screen.findByRole('heading', { name: 'Edit Existing User' })).toBeInTheDocument();
}

describe('Edit Existing User: search', () => {
  it('Enter runs the search; cards show User Name, Email, Role, Status; the screen filters on name or e-mail', async () => {
    server.on('POST', '/api/curable/getUsers', () => ({ status: 200, body: [DEEPA, JAYA, STRAY] }));
    await openSearch();
    fireEvent.change(box(), { target: { value: ' DEMO.IN ' } });
    await userEvent.type(box(), '{Enter}');
    const deepa = await screen.findByRole('group', { name: 'Deepa Rajendran' });
    expect(searches()[0].body).toEqual({ search: 'DEMO.IN', hospitalId: 1 });
    expect(searches()[0].authorization).toBe('Bearer token-abc');
    expect(within(deepa).getByText('User Name').nextSibling).toHaveTextContent('Deepa Rajendran');
    expect(within(deepa).getByText('Email').nextSibling).toHaveTextContent('deepa.rajendran@demo.in');
    expect(within(deepa).getByText('Role').nextSibling).toHaveTextContent('Nurse');
    expect(within(deepa).getByText('Status').nextSibling).toHaveTextContent('Active');
    const jaya = screen.getByRole('group', { name: 'Jaya Kumari' });
    expect(within(jaya).getByText('Status').nextSibling).toHaveTextContent('Inactive');
    expect(screen.getByRole('group', { name: 'Someone Else' })).toBeInTheDocument(); // its e-mail matches too

    // The server answers with all three again; only the name match is shown.

    fireEvent.change(box(), { target: { value: 'kumari' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Deepa Rajendran' })).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Jaya Kumari' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Someone Else' })).not.toBeInTheDocument();
    expect(searches()[1].body).toEqual({ search: 'kumari', hospitalId: 1 });
  });

  it('an empty result says no user was found (no cards, no dialog); a failure says so', async () => {
    server.on('POST', '/api/curable/getUsers', () => ({ status: 200, body: [] }));
    await openSearch();
    fireEvent.change(box(), { target: { value: 'nobody' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: 'Search' })).toBeEnabled();
    expect(screen.getByText('No user found')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    server.on('POST', '/api/curable/getUsers', () => ({ status: 500, body: { error: 'x', message: 'y' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Failed to fetch users. Please try again.')).toBeInTheDocument();
  });

  it('Edit carries the user in the workflow store and opens the user form', async () => {
    server.on('POST', '/api/curable/getUsers', () => ({ status: 200, body: [DEEPA] }));
    await openSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Deepa Rajendran' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/create-new-user');
    expect(useWorkflowStore.getState().steps['users.editUser']).toEqual(DEEPA);
  });

  it('Edit is disabled without all privileges on /Outrich Clinic', async () => {
    signInForTest(server, { menus: [{ menu: 'Outreach Clinic', menuOrder: 1, url: '/Outrich Clinic', privileges: ['VIEW'] }] });
    server.on('POST', '/api/curable/getUsers', () => ({ status: 200, body: [DEEPA] }));
    await openSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: 'Edit Deepa Rajendran' })).toBeDisabled();
  });
});

describe('User Management landing', () => {
  it('Create New User opens an empty form even after a user was chosen for editing', async () => {
    startEditing(DEEPA);
    renderPage(<UserManagementPage />, ['/userManagement']);
    await userEvent.click(screen.getByRole('button', { name: 'Create New User' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/create-new-user');
    expect(useWorkflowStore.getState().steps['users.editUser']).toBeUndefined();
  });

  it('both buttons are disabled without the /Outrich Clinic permission', () => {
    signInForTest(server, { menus: [{ menu: 'Reports', menuOrder: 6, url: '/reports', privileges: ['VIEW'] }] });
    renderPage(<UserManagementPage />, ['/userManagement']);
    expect(screen.getByRole('button', { name: 'Create New User' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Existing User' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Follow-up settings' })).toBeDisabled();
  });

  it("Follow-up settings opens the hospital's follow-up rule for EDIT on /management (the admin's grant)", async () => {
    signInForTest(server, {
      menus: [{ menu: 'User Data Management', menuOrder: 7, url: '/management', privileges: ['CREATE', 'VIEW', 'EDIT'] }],
    });
    renderPage(<UserManagementPage />, ['/userManagement']);
    await userEvent.click(screen.getByRole('button', { name: 'Follow-up settings' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/follow-up-settings');
  });

  it('Follow-up settings is disabled with VIEW alone on /management', () => {
    signInForTest(server, { menus: [{ menu: 'User Data Management', menuOrder: 7, url: '/management', privileges: ['VIEW'] }] });
    renderPage(<UserManagementPage />, ['/userManagement']);
    expect(screen.getByRole('button', { name: 'Follow-up settings' })).toBeDisabled();
  });
});
