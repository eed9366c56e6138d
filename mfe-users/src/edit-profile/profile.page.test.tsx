/** /ProfileScreen and /account-info (in English and in Tamil) against a local HTTP server answering like the suite's server (docs/api.md §3.4–3.5). */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, useAuthStore, useWorkflowStore, type Employee } from '@screening/shared';
import { apiTestServerForFile, refusal, renderPage, signInForTest } from '@screening/shared/testing';
import AccountInfoPage from './account-info.page';
import ProfilePage from './profile.page';
import { loadUsersTexts } from '../i18n';

const ME: Employee = {
  id: 23,
  employeeRoleMasterId: 6,
  name: 'Kavitha Ramesh',
  yearsExp: 7,
  phoneNo: '9840011005',
  gender: 'FEMALE',
  email: 'nurse@demo.in',
  role: 'Nurse',
  keycloakUserId: null,
  hospitalId: null,
  password: null,
  isRecordDeleted: false,
};

const server = apiTestServerForFile();
beforeAll(() => loadUsersTexts());
beforeEach(() => {
  signInForTest(server, {
    userId: 23,
    userName: 'Kavitha Ramesh',
    email: 'nurse@demo.in',
    roleName: 'Nurse',
    roleId: 6,
    menus: [],
  });
  server.on('GET', '/api/curable/hospitalemployee/23', () => ({ status: 200, body: ME }));
  // The profile also shows her second factor (second-factor.section.test.tsx).
  server.on('GET', '/api/curable/secondFactor/23', () => ({
    status: 200,
    body: { userId: 23, enrolled: false, enrolledAt: null, required: false, recoveryCodesLeft: 0 },
  }));
});

const updates = () => server.requests.filter((r) => r.method === 'POST' && r.url === '/api/curable/hospitalemployee');
const field = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const update = () => userEvent.click(screen.getByRole('button', { name: 'Update' }));

async function openProfile() {
  const view = renderPage(<ProfilePage />, ['/responsive-cancer-institute', '/ProfileScreen']);
  expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  await screen.findByLabelText('Username');
  return view;
}

describe('Profile (/ProfileScreen)', () => {
  it('shows the username, gender buttons, mobile, the read-only role and an empty password with show/hide', async () => {
    await openProfile();
    expect(server.requests[0].authorization).toBe('Bearer token-abc');
    expect(field('Username')).toHaveValue('Kavitha Ramesh');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(field('Mobile Number')).toHaveValue('9840011005');
    expect(field('Role')).toHaveValue('Nurse');
    expect(field('Role')).toHaveAttribute('readonly');
    const password = field('Change Password');
    expect(password).toHaveValue('');
    fill('Change Password', 'Fresh123');
    expect(password).toHaveAttribute('type', 'password');
    // The first toggle is the new password's (the current password has its own).
    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('updates name, gender, mobile and password; says so; the header name follows; the session stays', async () => {
    server.on('POST', '/api/curable/hospitalemployee', () => ({ status: 200, body: { ...ME, name: 'Kavitha R' } }));
    await openProfile();
    fill('Username', '  Kavitha R ');
    await userEvent.click(screen.getByText('Other'));
    await userEvent.type(field('Mobile Number'), '{Control>}a{/Control}98400-11999');
    fill('Change Password', 'Monsoon-Tea-42');
    fill('Current Password', 'Demo@1234');
    await update();
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(updates()[0].body).toEqual({
      id: 23,
      gender: 'OTHER',
      name: 'Kavitha R',
      phoneNo: '9840011999',
      yearsExp: 7,
      password: 'Monsoon-Tea-42',
      currentPassword: 'Demo@1234',
      keycloakUserId: null,
    });
    expect(useAuthStore.getState()).toMatchObject({
      userName: 'Kavitha R',
      token: 'token-abc',
      email: 'nurse@demo.in',
      isAuthed: true,
    });
    expect(field('Change Password')).toHaveValue('');
    expect(field('Current Password')).toHaveValue('');
    expect(field('Username')).toHaveValue('Kavitha R');
  });

  it('a new password needs the current one: asked for before any call, and marked required once a new one is typed', async () => {
    await openProfile();
    expect(field('Current Password')).toHaveAttribute('aria-required', 'false');
    expect(field('Current Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByText('Needed only to change your password.')).toBeInTheDocument();
    fill('Change Password', 'Monsoon-Tea-42');
    expect(field('Current Password')).toHaveAttribute('aria-required', 'true');
    await update();
    expect(await screen.findByText('Please enter your current password to change it.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it("a wrong current password gets the server's words, and the form keeps what was typed", async () => {
    server.on('POST', '/api/curable/hospitalemployee', () =>
      refusal(400, 'CURRENT_PASSWORD_WRONG', undefined, 'currentPassword'),
    );
    await openProfile();
    fill('Change Password', 'Monsoon-Tea-42');
    fill('Current Password', 'Not-my-password-1');
    await update();
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
    expect(field('Change Password')).toHaveValue('Monsoon-Tea-42');
  });

  it("judges the new password as she types, with the server's policy (aaaaaaaa and Demo@1234 refused)", async () => {
    await openProfile();
    fill('Change Password', 'aaaaaaaa');
    expect(
      await screen.findByText(
        'Repeated characters, sequences such as "abc" or "123" and rows of keys are easy to guess. Please choose another password.',
      ),
    ).toBeInTheDocument();
    fill('Change Password', 'Demo@1234');
    expect(
      await screen.findByText('The password must not be built on the name of this app or institute, or on the demo password.'),
    ).toBeInTheDocument();
    fill('Change Password', 'Monsoon-Tea-42');
    expect(await screen.findByText('This password is hard enough to guess.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('a blank password keeps the current one (sent empty) and is not validated', async () => {
    server.on('POST', '/api/curable/hospitalemployee', () => ({ status: 200 }));
    await openProfile();
    await update();
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(updates()[0].body).toMatchObject({ password: '', name: 'Kavitha Ramesh', gender: 'FEMALE', phoneNo: '9840011005' });
  });

  it('validates with the user-form rules before calling', async () => {
    await openProfile();
    fill('Username', 'K');
    fill('Mobile Number', '98400');
    fill('Change Password', 'abcdefg');
    await update();
    expect(await screen.findByText('Please enter a valid name (2–60 characters).')).toBeInTheDocument();
    expect(screen.getByText('Mobile number must be exactly 10 digits.')).toBeInTheDocument();
    expect(screen.getByText('Password must be 8–128 characters.')).toBeInTheDocument();
    expect(field('Username')).toHaveFocus();
    expect(updates()).toHaveLength(0);
  });

  it("refuses a common password and one containing the user's e-mail name", async () => {
    await openProfile();
    fill('Change Password', 'iloveyou');
    fill('Current Password', 'Demo@1234');
    await update();
    expect(await screen.findByText('This password is too common. Please choose a less common one.')).toBeInTheDocument();
    fill('Change Password', 'Nurse-on-duty-7');
    await update();
    expect(await screen.findByText('The password must not contain your e-mail name.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('a failed load → "Failed to fetch profile data. Please try again." and Retry', async () => {
    let fail = true;
    server.on('GET', '/api/curable/hospitalemployee/23', () =>
      fail ? { status: 500, body: { error: 'x', message: 'y' } } : { status: 200, body: ME },
    );
    renderPage(<ProfilePage />, ['/ProfileScreen']);
    expect(await screen.findByText('Failed to fetch profile data. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Username')).toHaveValue('Kavitha Ramesh');
  });

  it.each([
    [500, { error: 'Internal Server Error', message: 'boom' }, 'Failed to update profile. Please try again.'],
    [403, refusal(403, 'OWN_PROFILE_ONLY').body, 'Failed to update profile. Please try again.'],
    [409, refusal(409, 'MOBILE_TAKEN', undefined, 'phoneNo').body, 'An account with this mobile number already exists.'],
  ])('a %i answer shows "%s"; the header name is unchanged', async (status, body, shown) => {
    server.on('POST', '/api/curable/hospitalemployee', () => ({ status, body }));
    await openProfile();
    fill('Username', 'Someone New');
    await update();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
    expect(useAuthStore.getState().userName).toBe('Kavitha Ramesh');
  });

  it('unsaved edits survive a reload (workflow store), without the password', async () => {
    const first = await openProfile();
    fill('Username', 'Kavitha Draft');
    fill('Change Password', 'Secret123');
    await waitFor(() => expect(useWorkflowStore.getState().drafts['users.profile']).toMatchObject({ name: 'Kavitha Draft' }));
    expect(sessionStorage.getItem('screening-workflow')).not.toContain('Secret123');
    first.unmount();
    await openProfile();
    expect(field('Username')).toHaveValue('Kavitha Draft');
    expect(field('Change Password')).toHaveValue('');
  });
});

describe('Account Information (/account-info)', () => {
  async function openAccount() {
    renderPage(<AccountInfoPage />, ['/responsive-cancer-institute', '/account-info']);
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    await screen.findByLabelText('Username');
  }

  it('has Username, Gender (placeholder "Select your gender"), her Mobile Number, Change Password with toggle, Update', async () => {
    server.on('GET', '/api/curable/hospitalemployee/23', () => ({ status: 200, body: { ...ME, gender: null } }));
    await openAccount();
    expect(field('Username')).toHaveValue('Kavitha Ramesh');
    expect(screen.getByText('Select your gender')).toBeInTheDocument();
    // Her own number, the only one the record has: not offered as an alternate one.
    expect(field('Mobile Number')).toHaveValue('9840011005');
    expect(screen.queryByLabelText('Alternate Mobile Number')).not.toBeInTheDocument();
    expect(field('Change Password')).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
    for (const label of ['Username', 'Gender', 'Mobile Number', 'Change Password', 'Current Password'])
      expect(field(label)).toHaveAttribute('aria-required', 'true');
  });

  it('every field is required, the password included', async () => {
    server.on('GET', '/api/curable/hospitalemployee/23', () => ({ status: 200, body: { ...ME, gender: null } }));
    await openAccount();
    await update();
    expect(await screen.findByText('Please select gender.')).toBeInTheDocument();
    expect(screen.getByText('Password must be 8–128 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your current password to change it.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('saves through the same profile call', async () => {
    server.on('POST', '/api/curable/hospitalemployee', () => ({ status: 200 }));
    await openAccount();
    await userEvent.click(field('Gender'));
    await userEvent.click(await screen.findByTitle('Male'));
    fill('Mobile Number', '9840011777');
    fill('Change Password', 'Monsoon-Tea-42');
    fill('Current Password', 'Demo@1234');
    await update();
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(updates()[0].body).toEqual({
      id: 23,
      gender: 'MALE',
      name: 'Kavitha Ramesh',
      phoneNo: '9840011777',
      yearsExp: 7,
      password: 'Monsoon-Tea-42',
      currentPassword: 'Demo@1234',
      keycloakUserId: null,
    });
  });
});

// Issue 19: the screen in Tamil, applied at once, and back to the SPEC's English.
describe('in Tamil', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  beforeEach(() => {
    server.on('POST', '/api/curable/hospitalemployee', () => ({ status: 200, body: ME }));
  });

  it('shows the profile, a refusal and the update in Tamil, and the SPEC texts again in English', async () => {
    await act(() => setLanguage('ta'));
    renderPage(<ProfilePage />, ['/responsive-cancer-institute', '/ProfileScreen']);

    expect(await screen.findByRole('heading', { name: 'சுயவிவரம்' })).toBeInTheDocument();
    expect(await screen.findByLabelText('பயனர் பெயர்')).toHaveValue('Kavitha Ramesh');
    expect(screen.getByRole('radio', { name: 'பெண்' })).toBeChecked();
    expect(screen.getByLabelText('கைபேசி எண்')).toHaveValue('9840011005');
    expect(screen.getByLabelText('பணிப் பொறுப்பு (Role)')).toHaveValue('Nurse');
    expect(screen.getByText('தற்போதைய கடவுச்சொல்லையே வைத்திருக்க இதை வெறுமையாக விடவும்.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('பயனர் பெயர்'), { target: { value: 'K' } });
    await userEvent.click(screen.getByRole('button', { name: 'புதுப்பி' }));
    expect(await screen.findByText('சரியான பெயரை உள்ளிடவும் (2 முதல் 60 எழுத்துகள்).')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('பயனர் பெயர்'), { target: { value: 'Kavitha R' } });
    await userEvent.click(screen.getByRole('button', { name: 'புதுப்பி' }));
    expect(await screen.findByText('சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!')).toBeInTheDocument();

    await act(() => setLanguage('en'));

    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
  });
});
