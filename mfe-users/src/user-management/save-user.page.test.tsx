/** Create New User / Edit User against a local HTTP server answering like the suite's server (docs/api.md §3). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, useWorkflowStore, type Employee, type ListedUser, type RoleMaster } from '@screening/shared';
import { optionTitles } from '@screening/shared/testing';
import { apiTestServerForFile, refusal, renderPage, signInForTest, type TestReply } from '@screening/shared/testing';
import { CREATE_USER_DRAFT, startEditing } from './edit-user.step';
import SaveUserPage from './save-user.page';
import { loadUsersTexts } from '../i18n';

const ROLES: RoleMaster[] = [
  { id: 1, name: 'admin', description: 'admin', assignable: true },
  { id: 2, name: 'Program Coordinator', description: 'Program Coordinator', assignable: true },
  { id: 6, name: 'Nurse', description: 'Nurse', assignable: true },
];

const LISTED: ListedUser = {
  userId: 41,
  userName: 'Deepa Rajendran',
  email: 'deepa.rajendran@demo.in',
  roleName: 'Nurse',
  roleId: 6,
  isRecordDeleted: false,
  gender: 'FEMALE',
  phoneNo: '8939044041',
  customMenuDTOs: null,
  message: null,
  hospitalId: null,
  tenantName: null,
  keycloakUserId: null,
};

const EMPLOYEE: Employee = {
  id: 41,
  employeeRoleMasterId: 6,
  name: 'Deepa Rajendran',
  yearsExp: 10,
  phoneNo: '8939044041',
  gender: 'FEMALE',
  email: 'deepa.rajendran@demo.in',
  role: 'Nurse',
  keycloakUserId: null,
  hospitalId: null,
  password: null,
  isRecordDeleted: false,
};

const server = apiTestServerForFile();
beforeAll(() => loadUsersTexts());
beforeEach(() => {
  signInForTest(server, { userId: 12 });
  server.on('GET', '/api/curable/employeerolemaster', () => ({ status: 200, body: ROLES }));
});

const saves = () => server.requests.filter((r) => r.url === '/api/curable/createUser');
const field = (label: string) => screen.getByLabelText(label);
/** One change event per field (typing key by key is covered where keystrokes matter). */
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function openCreate() {
  const view = renderPage(<SaveUserPage />, ['/userManagement', '/create-new-user']);
  expect(await screen.findByRole('heading', { name: 'Create New User' })).toBeInTheDocument();
  await screen.findByLabelText('Name');
  return view;
}

async function chooseRole(name: string) {
  await userEvent.click(field('Role'));
  await userEvent.click(await screen.findByTitle(name));
}

async function fillValid() {
  fill('Name', '  Kavya Suresh ');
  await chooseRole('Nurse');
  fill('Email', 'kavya.suresh@demo.in');
  fill('Mobile Number', '9876501234');
  await userEvent.click(screen.getByText('Female'));
  fill('Password', 'Welcome-lotus-12');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create User' }));

describe('Create New User: validation (docs/screens.md §5)', () => {
  it('shows every message for an empty form and sends nothing', async () => {
    await openCreate();
    await submit();
    for (const message of [
      'Please enter a valid name (2–60 characters).',
      'Please select a role.',
      'Please enter a valid email address.',
      'Mobile number must be exactly 10 digits.',
      'Please select gender.',
      'Password must be 8–128 characters.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('Name')).toHaveFocus();
    expect(saves()).toHaveLength(0);
  });

  it('names each invalid field with its message and focuses it', async () => {
    await openCreate();
    await fillValid();
    const cases: [string, string, string][] = [
      ['Name', 'A', 'Please enter a valid name (2–60 characters).'],
      ['Email', 'kavya@demo', 'Please enter a valid email address.'],
      ['Mobile Number', '98765', 'Mobile number must be exactly 10 digits.'],
      ['Password', 'Wel12', 'Password must be 8–128 characters.'],
      ['Password', 'password1', 'This password is too common. Please choose a less common one.'],
      ['Password', 'Demo@1234', 'The password must not be built on the name of this app or institute, or on the demo password.'],
      ['Password', 'Kavya.Suresh-26', 'The password must not contain your e-mail name.'],
    ];
    for (const [label, value, message] of cases) {
      const valid = (field(label) as HTMLInputElement).value;
      fill(label, value);
      await submit();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(label)).toHaveFocus();
      expect(screen.getAllByText(/Please|must/)).toHaveLength(1);
      fill(label, valid);
      // antd takes an error away after its fade (10 ms, then its motion).
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    }
    expect(saves()).toHaveLength(0);
  });

  it('strips non-digits from the mobile number and stops at 10, saying why at the field; a corrected field loses its message', async () => {
    await openCreate();
    await userEvent.type(field('Mobile Number'), '+91 98765-4321');
    expect(field('Mobile Number')).toHaveValue('9198765432');
    // The 11th digit was not kept: the field says so, and screen readers hear it through aria-describedby.
    const tooLong = screen.getByText('Mobile number must be exactly 10 digits.');
    expect(tooLong).toHaveAttribute('role', 'alert');
    expect(field('Mobile Number')).toHaveAttribute('aria-describedby', tooLong.id);
    await userEvent.type(field('Mobile Number'), '{Backspace}');
    expect(screen.queryByText('Mobile number must be exactly 10 digits.')).not.toBeInTheDocument();
    await userEvent.type(field('Mobile Number'), 'x2');
    expect(field('Mobile Number')).toHaveValue('9198765432');
    await userEvent.type(field('Mobile Number'), 'y');
    expect(screen.getByText('Only digits can be typed here.')).toHaveAttribute('role', 'alert');
    await submit();
    expect(await screen.findByText('Please select gender.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Other'));
    await waitFor(() => expect(screen.queryByText('Please select gender.')).not.toBeInTheDocument());
  });
});

describe('Create New User: saving (docs/screens.md §8)', () => {
  it('creates the user with the payload of docs/screens.md §3, says so and goes back', async () => {
    server.on('POST', '/api/curable/createUser', () => ({ status: 201, body: { ...EMPLOYEE, id: 77 } }));
    await openCreate();
    await fillValid();
    await submit();
    expect(await screen.findByText('User created successfully.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/userManagement');
    expect(saves()).toHaveLength(1);
    expect(saves()[0].body).toEqual({
      id: null,
      email: 'kavya.suresh@demo.in',
      employeeRoleMasterId: 6,
      gender: 'FEMALE',
      hospitalId: [1],
      name: 'Kavya Suresh',
      password: 'Welcome-lotus-12',
      phoneNo: '9876501234',
      role: 'Nurse',
    });
    expect(saves()[0].authorization).toBe('Bearer token-abc');
    expect(useWorkflowStore.getState().drafts[CREATE_USER_DRAFT]).toBeUndefined();
  });

  it('shows the message of each refused save and keeps the form', async () => {
    // The original server words its 409 its own way; the client names the field from the words.
    const original = (message: string): TestReply => ({
      status: 409,
      body: { error: 'Conflict', message },
      unlikeTheServer: "the original server's wording of a duplicate",
    });
    const answers: [TestReply, string][] = [
      [refusal(409, 'EMAIL_TAKEN', undefined, 'email'), 'An account with this email already exists.'],
      [original('Duplicate EMAIL'), 'An account with this email already exists.'],
      [original('phone number taken'), 'An account with this mobile number already exists.'],
      [refusal(409, 'MOBILE_TAKEN', undefined, 'phoneNo'), 'An account with this mobile number already exists.'],
      [{ status: 500, body: { error: 'Internal Server Error', message: 'boom' } }, 'Network or server error. Please try again.'],
      [refusal(400, 'USER_ROLE', undefined, 'employeeRoleMasterId'), 'Please select a role.'],
    ];
    await openCreate();
    await fillValid();
    for (const [index, [reply, shown]] of answers.entries()) {
      server.on('POST', '/api/curable/createUser', () => reply);
      await submit();
      await waitFor(() => expect(saves()).toHaveLength(index + 1));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Create User' })).not.toHaveClass('ant-btn-loading'));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(shown));
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      expect(field('Email')).toHaveValue('kavya.suresh@demo.in');
    }
    expect(saves()).toHaveLength(answers.length);
  });

  it("a duplicate e-mail (409 EMAIL_TAKEN) in English is the server's message; in Tamil the code's Tamil words", async () => {
    server.on('POST', '/api/curable/createUser', () => refusal(409, 'EMAIL_TAKEN', undefined, 'email'));
    await openCreate();
    await fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');

    try {
      await act(() => setLanguage('ta'));
      await userEvent.click(await screen.findByRole('button', { name: 'பயனரை உருவாக்கு' }));
      await waitFor(() => expect(saves()).toHaveLength(2));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('இந்த மின்னஞ்சலுடன் ஏற்கனவே ஒரு கணக்கு உள்ளது.'));
      expect(screen.getByRole('alert')).not.toHaveTextContent('already exists');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('a success status other than 200/201 → "Unable to create user. Please try again."', async () => {
    server.on('POST', '/api/curable/createUser', () => ({ status: 204 }));
    await openCreate();
    await fillValid();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to create user. Please try again.');
  });

  it('keeps unsaved values (never the password) in the workflow store, so a reload resumes them', async () => {
    const first = await openCreate();
    await userEvent.type(field('Name'), 'Kavya');
    fill('Password', 'Secret123');
    await waitFor(() => expect(useWorkflowStore.getState().drafts[CREATE_USER_DRAFT]).toMatchObject({ name: 'Kavya' }));
    expect(JSON.stringify(useWorkflowStore.getState().drafts[CREATE_USER_DRAFT])).not.toContain('Secret123');
    expect(sessionStorage.getItem('screening-workflow')).not.toContain('Secret123');
    first.unmount();
    await openCreate();
    expect(field('Name')).toHaveValue('Kavya');
    expect(field('Password')).toHaveValue('');
  });

  it('offers only the roles the server marks assignable to the caller (a role ranking below hers)', async () => {
    server.on('GET', '/api/curable/employeerolemaster', () => ({
      status: 200,
      body: ROLES.map((role) => ({ ...role, assignable: role.name === 'Nurse' })),
    }));
    await openCreate();
    await userEvent.click(field('Role'));
    await waitFor(() => expect(optionTitles('Role')).toEqual(['Nurse']));
  });

  it('a failed role list → "Failed to load data. Please try again." and Retry loads it', async () => {
    let fail = true;
    server.on('GET', '/api/curable/employeerolemaster', () =>
      fail ? { status: 500, body: { error: 'x', message: 'y' } } : { status: 200, body: ROLES },
    );
    renderPage(<SaveUserPage />, ['/create-new-user']);
    expect(await screen.findByText('Failed to load data. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Name')).toBeEnabled();
  });
});

describe('Edit User (edit mode)', () => {
  async function openEdit(user: ListedUser = LISTED) {
    startEditing(user);
    renderPage(<SaveUserPage />, ['/edit-user-management', '/create-new-user']);
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
    await screen.findByLabelText('Name');
  }

  it('loads the user through GET hospitalemployee/{userId}: fields disabled and filled, status Active', async () => {
    server.on('GET', '/api/curable/hospitalemployee/41', () => ({
      status: 200,
      body: { ...EMPLOYEE, name: 'Deepa R (server)' },
    }));
    await openEdit();
    expect(field('Name')).toHaveValue('Deepa R (server)');
    expect(field('Email')).toHaveValue('deepa.rajendran@demo.in');
    expect(field('Mobile Number')).toHaveValue('8939044041');
    expect(field('Password')).toHaveValue('');
    expect(screen.getByText('Nurse')).toBeInTheDocument();
    for (const label of ['Name', 'Role', 'Email', 'Mobile Number', 'Password']) expect(field(label)).toBeDisabled();
    for (const radio of within(screen.getByRole('radiogroup', { name: 'Gender' })).getAllByRole('radio'))
      expect(radio).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    const status = screen.getByRole('switch', { name: 'Status' });
    expect(status).toBeEnabled();
    expect(status).toBeChecked();
    expect(status).toHaveAccessibleDescription('Active');
  });

  it('runs no validation: sets the user Inactive and saves with isRecordDeleted true', async () => {
    // A record that would fail every create rule still saves in edit mode (fields are not editable there).
    server.on('GET', '/api/curable/hospitalemployee/41', () => ({
      status: 200,
      body: { ...EMPLOYEE, name: 'D', phoneNo: '', keycloakUserId: 'kc-41' },
    }));
    server.on('POST', '/api/curable/createUser', () => ({ status: 200, body: EMPLOYEE }));
    await openEdit();
    await userEvent.click(screen.getByRole('switch', { name: 'Status' }));
    expect(screen.getByRole('switch', { name: 'Status' })).toHaveAccessibleDescription('Inactive');
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/edit-user-management');
    expect(screen.queryByText(/Please enter|Please select|Mobile number|Password must/)).not.toBeInTheDocument();
    expect(saves()[0].body).toEqual({
      id: 41,
      email: 'deepa.rajendran@demo.in',
      employeeRoleMasterId: 6,
      gender: 'FEMALE',
      hospitalId: [1],
      name: 'D',
      password: '',
      phoneNo: '',
      role: 'Nurse',
      keycloakUserId: 'kc-41',
      isRecordDeleted: true,
    });
  });

  it('falls back to the listed user when the record cannot be read, including its Inactive status', async () => {
    server.on('GET', '/api/curable/hospitalemployee/41', () => refusal(404, 'USER_NOT_FOUND'));
    server.on('POST', '/api/curable/createUser', () => ({ status: 200 }));
    await openEdit({ ...LISTED, isRecordDeleted: true });
    expect(field('Name')).toHaveValue('Deepa Rajendran');
    const status = screen.getByRole('switch', { name: 'Status' });
    expect(status).not.toBeChecked();
    expect(status).toHaveAccessibleDescription('Inactive');
    await userEvent.click(status);
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toMatchObject({ id: 41, isRecordDeleted: false, password: '' });
  });

  it('a failed update → "Network or server error. Please try again."; a 409 names the e-mail', async () => {
    server.on('GET', '/api/curable/hospitalemployee/41', () => ({ status: 200, body: EMPLOYEE }));
    server.on('POST', '/api/curable/createUser', () => ({ status: 502 }));
    await openEdit();
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network or server error. Please try again.');
    server.on('POST', '/api/curable/createUser', () => refusal(409, 'EMAIL_TAKEN', undefined, 'email'));
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An account with this email already exists.'));
  });
});

describe('Edit User: Reset Password (issue 12)', () => {
  const TEMPORARY = 'tq7-Hm2x-Vb9k';
  const resets = () => server.requests.filter((r) => r.url === '/api/curable/resetUserPassword');
  const QUESTION =
    'Give Deepa Rajendran a temporary password? Their current sessions end, and they must choose a new password at their next sign-in.';

  async function openEdit(user: ListedUser = LISTED) {
    server.on('GET', '/api/curable/hospitalemployee/41', () => ({ status: 200, body: EMPLOYEE }));
    startEditing(user);
    renderPage(<SaveUserPage />, ['/edit-user-management', '/create-new-user']);
    await screen.findByLabelText('Name');
  }

  async function askAndAnswer(answer: 'Yes' | 'No') {
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect(dialog).toHaveTextContent(QUESTION);
    await userEvent.click(within(dialog).getByRole('button', { name: answer }));
  }

  it('asks first; No sends nothing', async () => {
    await openEdit();
    await askAndAnswer('No');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resets()).toHaveLength(0);
  });

  it('Yes gives a temporary password, shown once with a copy button, and kept out of browser storage', async () => {
    const user = userEvent.setup();
    server.on('POST', '/api/curable/resetUserPassword', () => ({ status: 200, body: { temporaryPassword: TEMPORARY } }));
    await openEdit();
    await askAndAnswer('Yes');
    expect(
      await screen.findByText(
        'Give this temporary password to Deepa Rajendran in person. It works once: they must choose a new password at the next sign-in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(TEMPORARY)).toBeInTheDocument();
    expect(resets()).toHaveLength(1);
    expect(resets()[0].body).toEqual({ userId: 41 });
    expect(resets()[0].authorization).toBe('Bearer token-abc');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(TEMPORARY);

    const stored = [localStorage, sessionStorage].flatMap((store) =>
      Array.from({ length: store.length }, (_, i) => store.getItem(store.key(i)!)),
    );
    expect(stored.join('\n')).not.toContain(TEMPORARY);
    expect(JSON.stringify(useWorkflowStore.getState())).not.toContain(TEMPORARY);
  });

  it.each([
    [403, refusal(403, 'USER_RANKS_TOO_HIGH')],
    [404, refusal(404, 'USER_NOT_FOUND')],
  ])("a %i shows the server's message and no password", async (_status, reply) => {
    const body = reply.body as { message: string };
    server.on('POST', '/api/curable/resetUserPassword', () => reply);
    await openEdit();
    await askAndAnswer('Yes');
    expect(await screen.findByRole('alert')).toHaveTextContent(body.message);
    expect(screen.queryByText(/Temporary password/)).not.toBeInTheDocument();
  });

  it('is not offered without EDIT', async () => {
    signInForTest(server, {
      userId: 12,
      menus: [{ menu: 'Outreach Clinic', menuOrder: 1, url: '/Outrich Clinic', privileges: ['CREATE', 'VIEW'] }],
    });
    await openEdit();
    expect(screen.getByRole('button', { name: 'Update User' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('is not offered for oneself', async () => {
    signInForTest(server, { userId: 41 });
    await openEdit();
    expect(screen.getByRole('button', { name: 'Update User' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  });
});
