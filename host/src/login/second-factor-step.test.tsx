/**
 * The sign-in's second-factor step against a real local HTTP server answering as the suite's server does: the code
 * of an account with a second factor (or a recovery code), and the set-up a role requires before any session.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage, setRuntimeConfig, useAuthStore, type AuthorizeResponse } from '@screening/shared';
import { apiTestServerForFile, refusal, type TestRequest } from '@screening/shared/testing';
import LoginRoute from './login.route';

const EMAIL = 'revathi@ci.org';
const PASSWORD = 'Harbour lantern 42';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `7kq2m-x9r${'abcdefghjk'[i]}${i}`.slice(0, 11));

const AUTHORIZED: AuthorizeResponse = {
  userId: 1,
  userName: 'Revathi Sundaram',
  email: EMAIL,
  roleName: 'admin',
  roleId: 1,
  isRecordDeleted: false,
  gender: 'FEMALE',
  phoneNo: '9840011001',
  customMenuDTOs: [{ menu: 'User Data Management', menuOrder: 7, url: '/management', privileges: ['CREATE', 'VIEW', 'EDIT'] }],
  message: null,
  hospitalId: 1,
  tenantName: 'Cancer Institute (WIA)',
  keycloakUserId: null,
};

const server = apiTestServerForFile();

beforeEach(() => {
  setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
  useAuthStore.getState().logout();
  localStorage.clear();
  sessionStorage.clear();
  server.on('GET', '/api/curable/authorizeUserRequest/', () => ({ status: 200, body: AUTHORIZED }));
});

afterEach(async () => {
  // Signed out first: a language set while signed in is saved for the user, a call landing in the next test.
  useAuthStore.getState().logout();
  await act(() => setLanguage('en'));
});

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LoginRoute />} />
        <Route path="/responsive-cancer-institute" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function signInWithPassword() {
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email ID'), EMAIL);
  await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const calls = (url: string) => server.requests.filter((r) => r.url === url).map((r) => r.body);

describe('an account with a second factor', () => {
  /** Asks for the code, refuses any but `good` (a 6-digit code or a recovery code). */
  function answerCodes(...good: string[]) {
    server.on('POST', '/token/authenticate', ({ body }: TestRequest) => {
      if (body.code === undefined) return refusal(401, 'SECOND_FACTOR_REQUIRED');
      if (good.includes(String(body.code))) return { status: 200, body: { token: 'token-2fa', userName: EMAIL } };
      return refusal(401, 'SECOND_FACTOR_INVALID', undefined, 'code');
    });
  }

  it('asks for the code after the password, checks its form, shows a refusal, and signs in with the right one', async () => {
    answerCodes('123456');
    await signInWithPassword();

    expect(await screen.findByRole('heading', { level: 2, name: 'Second factor' })).toBeInTheDocument();
    const field = screen.getByLabelText('Code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(useAuthStore.getState().token).toBeNull();

    await userEvent.type(field, '12345{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code has 6 digits.');
    expect(calls('/token/authenticate')).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), '654321{Enter}');
    expect(await screen.findByText('This code is not correct, or it has been used already.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('');

    await userEvent.type(screen.getByLabelText('Code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(calls('/token/authenticate')).toEqual([
      { userName: EMAIL, password: PASSWORD },
      { userName: EMAIL, password: PASSWORD, code: '654321' },
      { userName: EMAIL, password: PASSWORD, code: '123456' },
    ]);
    expect(useAuthStore.getState()).toMatchObject({ isAuthed: true, token: 'token-2fa' });
  });

  it('takes a recovery code instead, on a keyboard that has letters', async () => {
    answerCodes(RECOVERY_CODES[0].replace('-', ''));
    await signInWithPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));

    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveAttribute('inputmode', 'text');
    expect(field).toHaveFocus();
    await userEvent.type(field, '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A recovery code has 10 letters and digits, such as 7kq2m-x9rtb.');
    await userEvent.clear(field);
    await userEvent.type(field, `${RECOVERY_CODES[0]}{Enter}`);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(calls('/token/authenticate').at(-1)).toEqual({
      userName: EMAIL,
      password: PASSWORD,
      code: RECOVERY_CODES[0].replace('-', ''),
    });
  });

  it('Cancel goes back to the login form, signed out', async () => {
    answerCodes();
    await signInWithPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('in Tamil: the step and the refusal in Tamil', async () => {
    answerCodes();
    await act(() => setLanguage('ta'));
    renderLogin();
    await userEvent.type(screen.getByLabelText('மின்னஞ்சல் முகவரி (Email ID)'), EMAIL);
    await userEvent.type(screen.getByLabelText('கடவுச்சொல்'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'உள்நுழை' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'இரண்டாம் சரிபார்ப்பு' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('குறியீடு'), '654321{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('இந்தக் குறியீடு சரியானதல்ல, அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது.');
  });

  it('a temporary password: the change is sent again with the code', async () => {
    server.on('POST', '/token/authenticate', () => ({
      status: 403,
      body: { error: 'Password change required.', message: 'Choose a new password to continue.' },
    }));
    server.on('POST', '/token/changePassword', ({ body }: TestRequest) =>
      body.code === '246810'
        ? { status: 200, body: { token: 'token-2fa', userName: EMAIL } }
        : refusal(401, 'SECOND_FACTOR_REQUIRED'),
    );
    await signInWithPassword();
    await screen.findByRole('heading', { level: 2, name: 'Change Password' });
    await userEvent.type(screen.getByLabelText('Temporary Password'), PASSWORD);
    await userEvent.type(screen.getByLabelText('New Password'), 'Monsoon-Tea-42');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Monsoon-Tea-42');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    await userEvent.type(await screen.findByLabelText('Code'), '246810{Enter}');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(calls('/token/changePassword').at(-1)).toEqual({
      userName: EMAIL,
      password: PASSWORD,
      newPassword: 'Monsoon-Tea-42',
      code: '246810',
    });
  });
});

describe('a role that requires a second factor she has not set up', () => {
  beforeEach(() => {
    server.on('POST', '/token/authenticate', () => refusal(403, 'SECOND_FACTOR_ENROLMENT_REQUIRED'));
    server.on('POST', '/token/secondFactor/setup', () => ({
      status: 200,
      body: { secret: SECRET, uri: `otpauth://totp/Screening%20App:${EMAIL}?issuer=Screening%20App&secret=${SECRET}` },
    }));
    server.on('POST', '/token/secondFactor/enrol', ({ body }: TestRequest) =>
      body.code === '135790'
        ? { status: 200, body: { token: 'token-enrolled', userName: EMAIL, recoveryCodes: RECOVERY_CODES } }
        : refusal(401, 'SECOND_FACTOR_INVALID', undefined, 'code'),
    );
  });

  it('sets it up with the QR code or the key, shows the recovery codes once, and signs in when she has kept them', async () => {
    await signInWithPassword();

    expect(await screen.findByRole('heading', { level: 2, name: 'Set up a second factor' })).toBeInTheDocument();
    expect(screen.getByText(/Your role requires a second factor/)).toBeInTheDocument();
    // The QR code is drawn once the qrcode library has been fetched.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR code that sets up the authenticator app' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml/),
      ),
    );
    expect(screen.getByTestId('second-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(calls('/token/secondFactor/setup')).toEqual([{ userName: EMAIL, password: PASSWORD }]);

    const field = screen.getByLabelText('3. The 6-digit code the app now shows');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not correct, or it has been used already.');
    await userEvent.type(field, '135790{Enter}');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Your recovery codes' });
    expect(heading).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    // Not signed in yet: the codes stay on screen until she says she has kept them.
    expect(useAuthStore.getState().token).toBeNull();
    expect(server.requests.filter((r) => r.url.startsWith('/api/curable/')).map((r) => r.url)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'I have kept them: continue' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ isAuthed: true, token: 'token-enrolled' });
    expect(calls('/token/secondFactor/enrol').at(-1)).toEqual({ userName: EMAIL, password: PASSWORD, code: '135790' });
  });
});
