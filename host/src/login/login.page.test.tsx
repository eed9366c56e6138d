/**
 * The login screen against a real local HTTP server that answers like the suite's server (docs/api.md §1):
 * no mock of axios or of our modules, the real auth store, the real client.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LOGIN_MESSAGES, SESSION_EXPIRED, setRuntimeConfig, useAuthStore, type AuthorizeResponse } from '@screening/shared';
import { refusal, startApiTestServer } from '@screening/shared/testing';
import { apiTestServerForFile } from '@screening/shared/testing';
import LoginRoute from './login.route';

const EMAIL = 'ravi@ci.org';
const PASSWORD = 'S3cret-pass!';

const AUTHORIZED: AuthorizeResponse = {
  userId: 12,
  userName: 'Ravi K',
  email: EMAIL,
  roleName: 'Program Coordinator',
  roleId: 2,
  isRecordDeleted: false,
  gender: 'MALE',
  phoneNo: '9876543210',
  customMenuDTOs: [{ menu: 'Patient Registration', menuOrder: 2, url: '/preg', privileges: ['CREATE', 'VIEW', 'EDIT'] }],
  message: null,
  hospitalId: 1,
  tenantName: 'Cancer Institute (WIA)',
  keycloakUserId: null,
};

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <LoginRoute />
              <LocationProbe />
            </>
          }
        />
        <Route path="/responsive-cancer-institute" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const emailField = () => screen.getByLabelText('Email ID');
const passwordField = () => screen.getByLabelText('Password');

async function fillAndSignIn(email = EMAIL, password = PASSWORD) {
  await userEvent.type(emailField(), email);
  await userEvent.type(passwordField(), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const server = apiTestServerForFile();

beforeEach(() => {
  setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
  useAuthStore.getState().logout();
  localStorage.clear();
  sessionStorage.clear();
});

describe('LoginPage: the login form', () => {
  it('shows the heading, the fields, the link, the button and the footer', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Screening App' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'text');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered By');
  });

  it('shows and hides the password', async () => {
    renderLogin();
    await userEvent.type(passwordField(), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(passwordField()).toHaveValue(PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('signs in, fills the store, goes home, and keeps the password out of browser storage', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('POST', '/token/authenticate', async () => {
      await held;
      return { status: 200, body: { token: 'token-abc', userName: EMAIL } };
    });
    server.on('GET', '/api/curable/authorizeUserRequest/', () => ({ status: 200, body: AUTHORIZED }));
    renderLogin();

    await fillAndSignIn();
    const busyButton = screen.getByRole('button', { name: 'Signing in…' });
    expect(busyButton).toBeDisabled();
    release();

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    const auth = server.requests.find((r) => r.url === '/token/authenticate');
    expect(auth?.body).toEqual({ userName: EMAIL, password: PASSWORD });
    const authorize = server.requests.find((r) => r.url.startsWith('/api/curable/authorizeUserRequest/'));
    expect(authorize?.url).toBe(`/api/curable/authorizeUserRequest/${encodeURIComponent(EMAIL)}`);
    expect(authorize?.authorization).toBe('Bearer token-abc');
    expect(useAuthStore.getState()).toMatchObject({
      isAuthed: true,
      token: 'token-abc',
      userName: 'Ravi K',
      tenantName: 'Cancer Institute (WIA)',
    });

    const stored = [localStorage, sessionStorage].flatMap((store) =>
      Array.from({ length: store.length }, (_, i) => `${store.key(i)}=${store.getItem(store.key(i)!)}`),
    );
    expect(stored.join('\n')).toContain('token-abc'); // the persisted session is there…
    expect(stored.join('\n')).not.toContain(PASSWORD); // …and the password is not
    expect(stored.some((entry) => entry.toLowerCase().startsWith('password'))).toBe(false);
  });

  it("shows the server's error field", async () => {
    server.on('POST', '/token/authenticate', () => ({ status: 401, body: { error: 'Invalid username or password.' } }));
    renderLogin();
    await fillAndSignIn(EMAIL, 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it("a throttled sign-in shows the server's message, which says how long to wait", async () => {
    server.on('POST', '/token/authenticate', () => refusal(429, 'TOO_MANY_SIGN_INS', { count: 15 }));
    renderLogin();
    await fillAndSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins. Please try again in 15 minutes.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('says the password is invalid when the answer has no token', async () => {
    server.on('POST', '/token/authenticate', () => ({
      status: 200,
      body: { userName: EMAIL },
      unlikeTheServer: 'docs/screens.md §8: a sign-in answer without a token is refused',
    }));
    renderLogin();
    await fillAndSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.noToken);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid password! Retry or click forgot password');
    expect(server.requests.some((r) => r.url.startsWith('/api/'))).toBe(false);
  });

  it('shows the error field of a failed authorize call and stays signed out', async () => {
    server.on('POST', '/token/authenticate', () => ({ status: 200, body: { token: 'token-abc', userName: EMAIL } }));
    server.on('GET', '/api/curable/authorizeUserRequest/', () => ({ status: 404, body: { error: 'Invalid login' } }));
    renderLogin();
    await fillAndSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login');
    expect(useAuthStore.getState().isAuthed).toBe(false);
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('says the server could not be reached, not a bare network error, when nothing answers', async () => {
    const closed = await startApiTestServer();
    await closed.close();
    setRuntimeConfig({ apiBase: `${closed.base}/api`, gatewayBase: `${closed.base}/token` });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {}); // jsdom logs the refused connection
    renderLogin();
    await fillAndSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.unreachable);
    expect(screen.queryByText('Network Error')).not.toBeInTheDocument();
    quiet.mockRestore();
  });

  it('shows the session notice and clears it when the user signs in', async () => {
    useAuthStore.getState().logout('Session expired. Please log in again.');
    server.on('POST', '/token/authenticate', () => ({ status: 401, body: { error: 'Invalid password.' } }));
    renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent('Session expired. Please log in again.');
    await fillAndSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password.');
    expect(screen.queryByText(/Session expired/)).not.toBeInTheDocument();
    expect(useAuthStore.getState().notice).toBeNull();
  });

  it('an empty Email ID or password is said at once, with the field focused, and nothing is sent', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your Email ID.');
    expect(emailField()).toHaveFocus();
    await userEvent.type(emailField(), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your password.');
    expect(passwordField()).toHaveFocus();
    expect(server.requests).toHaveLength(0);
  });

  it('after a session that ended on its own, says her work is kept and offers her e-mail again', async () => {
    useAuthStore.setState({ token: 'token-abc', isAuthed: true, userId: 7, email: EMAIL });
    useAuthStore.getState().logout(SESSION_EXPIRED);
    renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Session expired. Please log in again. What you were doing is kept on this device: sign in again to go on where you left off.',
    );
    expect(emailField()).toHaveValue(EMAIL);
    expect(passwordField()).toHaveValue('');
  });

  it('after Log Out, the e-mail is not offered again', async () => {
    useAuthStore.setState({ token: 'token-abc', isAuthed: true, userId: 7, email: EMAIL });
    useAuthStore.getState().logout();
    renderLogin();
    expect(emailField()).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends a signed-in user straight home', async () => {
    useAuthStore.setState({ token: 'token-abc', isAuthed: true });
    renderLogin();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});

describe('LoginPage: forgot password asks for the e-mail only', () => {
  async function openForgot() {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
  }

  async function requestReset() {
    await userEvent.type(emailField(), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('switches to the forgot-password form: the e-mail and why, no password field; Cancel goes back to /', async () => {
    await openForgot();
    expect(screen.getByRole('heading', { level: 2, name: 'Forgot Password' })).toBeInTheDocument();
    expect(
      screen.getByText('Enter the e-mail of your account: a link to choose a new password will be sent to it.'),
    ).toBeInTheDocument();
    expect(emailField()).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('requests the link without any password, says it was sent, and returns to the login form', async () => {
    server.on('POST', '/token/forgotPassword', () => ({ status: 200, body: { message: '', status: 2 } }));
    await openForgot();
    await requestReset();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'If an account exists for this e-mail, a link has been sent to it. Open it within 30 minutes to choose a new password.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect(passwordField()).toHaveValue('');
    expect(server.requests.find((r) => r.url === '/token/forgotPassword')?.body).toEqual({ userName: EMAIL, language: 'en' });
    // The message stays until the user acts again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent(LOGIN_MESSAGES.resetRequested);
  });

  it('says the reset failed on an empty answer', async () => {
    server.on('POST', '/token/forgotPassword', () => ({ status: 200 }));
    await openForgot();
    await requestReset();
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset failed. Please try again.');
    expect(screen.getByRole('heading', { level: 2, name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('says an error occurred when the call fails', async () => {
    server.on('POST', '/token/forgotPassword', () => ({
      status: 500,
      body: { error: 'Internal Server Error', message: 'boom' },
    }));
    await openForgot();
    await requestReset();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });

  it("shows the server's message when resets are rate-limited", async () => {
    server.on('POST', '/token/forgotPassword', () => refusal(429, 'TOO_MANY_RESET_REQUESTS', { count: 1 }));
    await openForgot();
    await requestReset();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many password reset requests. Please try again in 1 minute.');
    expect(within(alert).queryByText(LOGIN_MESSAGES.resetError)).not.toBeInTheDocument();
  });
});

describe('LoginPage: a temporary password must be changed (issue 12)', () => {
  const TEMPORARY = 'tq7-Hm2x-Vb9k';
  const CHOSEN = 'Monsoon-Tea-42';

  async function signInWithTemporary() {
    server.on('POST', '/token/authenticate', () => ({
      status: 403,
      body: { error: 'Password change required.', message: 'Choose a new password to continue.' },
    }));
    renderLogin();
    await fillAndSignIn(EMAIL, TEMPORARY);
    await screen.findByRole('heading', { level: 2, name: 'Change Password' });
  }

  async function choose(newPassword: string, confirmation = newPassword, temporary = TEMPORARY) {
    if (temporary) await userEvent.type(screen.getByLabelText('Temporary Password'), temporary);
    await userEvent.type(screen.getByLabelText('New Password'), newPassword);
    await userEvent.type(screen.getByLabelText('Confirm New Password'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  }

  const changes = () => server.requests.filter((r) => r.url === '/token/changePassword');

  it('switches to Change Password: the e-mail kept, why, the temporary password typed again and the new one twice', async () => {
    await signInWithTemporary();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password was reset by a user manager. Choose a new password to continue.',
    );
    expect(emailField()).toHaveValue(EMAIL);
    // The form keeps nothing of the sign-in: the temporary password is asked again.
    expect(screen.getByLabelText('Temporary Password')).toHaveValue('');
    expect(screen.getByLabelText('Temporary Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it("judges the new password as she types, with the server's policy (aaaaaaaa, Demo@1234 refused)", async () => {
    await signInWithTemporary();
    const newPassword = screen.getByLabelText('New Password');
    const verdict = () => document.getElementById(newPassword.getAttribute('aria-describedby')!)!;
    await userEvent.type(newPassword, 'aaaaaaaa');
    await waitFor(() =>
      expect(verdict()).toHaveTextContent(
        'Repeated characters, sequences such as "abc" or "123" and rows of keys are easy to guess. Please choose another password.',
      ),
    );
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'Demo@1234');
    expect(verdict()).toHaveTextContent(
      'The password must not be built on the name of this app or institute, or on the demo password.',
    );
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, CHOSEN);
    expect(verdict()).toHaveTextContent('This password is hard enough to guess.');
    expect(changes()).toHaveLength(0);
  });

  it('checks the temporary password, the policy and the confirmation before any call', async () => {
    await signInWithTemporary();
    await choose(CHOSEN, CHOSEN, '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the temporary password you were given.');
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await choose('Sh0rt!');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be 8–128 characters.');
    await userEvent.clear(screen.getByLabelText('Temporary Password'));
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await choose('ravi-at-work-1');
    expect(screen.getByRole('alert')).toHaveTextContent('The password must not contain your e-mail name.');
    await userEvent.clear(screen.getByLabelText('Temporary Password'));
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await choose(CHOSEN, `${CHOSEN}!`);
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords do not match.');
    expect(changes()).toHaveLength(0);
  });

  it('changes the password with the temporary one typed again, signs in and goes home; no password is stored', async () => {
    server.on('POST', '/token/changePassword', () => ({ status: 200, body: { token: 'token-new', userName: EMAIL } }));
    server.on('GET', '/api/curable/authorizeUserRequest/', () => ({ status: 200, body: AUTHORIZED }));
    await signInWithTemporary();
    await choose(CHOSEN);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(changes()[0].body).toEqual({ userName: EMAIL, password: TEMPORARY, newPassword: CHOSEN });
    const authorize = server.requests.find((r) => r.url.startsWith('/api/curable/authorizeUserRequest/'));
    expect(authorize?.authorization).toBe('Bearer token-new');
    expect(useAuthStore.getState()).toMatchObject({ isAuthed: true, token: 'token-new', userName: 'Ravi K' });
    const stored = [localStorage, sessionStorage].flatMap((store) =>
      Array.from({ length: store.length }, (_, i) => store.getItem(store.key(i)!)),
    );
    expect(stored.join('\n')).not.toContain(TEMPORARY);
    expect(stored.join('\n')).not.toContain(CHOSEN);
  });

  it("a wrong temporary password gets the server's words, and the form stays", async () => {
    server.on('POST', '/token/changePassword', () => refusal(400, 'CURRENT_PASSWORD_WRONG', undefined, 'password'));
    await signInWithTemporary();
    await choose(CHOSEN);
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
    expect(screen.getByRole('heading', { level: 2, name: 'Change Password' })).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it("shows the server's reason when it refuses the new password, and stays", async () => {
    server.on('POST', '/token/changePassword', () => refusal(400, 'PASSWORD_UNCHANGED', undefined, 'newPassword'));
    await signInWithTemporary();
    await choose(CHOSEN);
    expect(await screen.findByRole('alert')).toHaveTextContent('The new password must be different from the current one.');
    expect(screen.getByRole('heading', { level: 2, name: 'Change Password' })).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('Cancel returns to the login form with the password field empty', async () => {
    await signInWithTemporary();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect(passwordField()).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(changes()).toHaveLength(0);
  });
});
