/** The auth calls against a local HTTP server answering like the suite's server (issue 12's contract). */
import { waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '../config/runtime-config';
import { refusal, startApiTestServer } from '../testing/api-test-server';
import { apiTestServerForFile } from '../testing/page-test-kit';
import type { AuthorizeResponse } from '../types';
import {
  changePassword,
  confirmReset,
  LOGIN_MESSAGES,
  PasswordChangeRequiredError,
  resetPassword,
  signIn,
  signOut,
} from './auth.api';
import { useAuthStore } from './auth.store';
import { currentLanguage, setLanguage } from '../i18n/i18n';

const EMAIL = 'meena@ci.org';
const USER: AuthorizeResponse = {
  userId: 7,
  userName: 'Meena',
  email: EMAIL,
  roleName: 'Nurse',
  roleId: 6,
  isRecordDeleted: false,
  gender: 'FEMALE',
  phoneNo: null,
  customMenuDTOs: [],
  message: null,
  hospitalId: 1,
  tenantName: 'CI',
  keycloakUserId: null,
};

const server = apiTestServerForFile();
beforeEach(() => {
  setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
  useAuthStore.getState().logout();
});

describe('signIn', () => {
  it('a temporary password (403 Password change required.) is a PasswordChangeRequiredError, and no session', async () => {
    server.on('POST', '/token/authenticate', () => ({
      status: 403,
      body: { error: 'Password change required.', message: 'Choose a new password.' },
    }));
    const failure = await signIn(EMAIL, 'tq7-Hm2x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PasswordChangeRequiredError);
    expect((failure as Error).message).toBe(LOGIN_MESSAGES.passwordChangeRequired);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it.each([
    [401, { error: 'Invalid username or password.' }, 'Invalid username or password.'],
    [401, { error: 'User inactive.' }, 'User inactive.'],
    [400, refusal(400, 'FIELD_REQUIRED', { field: 'userName' }, 'userName').body, 'userName is required.'],
    [429, refusal(429, 'TOO_MANY_SIGN_INS', { count: 15 }).body, 'Too many failed sign-ins. Please try again in 15 minutes.'],
  ])('a %i answer fails with a message for the user', async (status, body, message) => {
    server.on('POST', '/token/authenticate', () => ({ status, body }));
    const failure = await signIn(EMAIL, 'x').catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(PasswordChangeRequiredError);
    expect((failure as Error).message).toBe(message);
  });
});

describe('signIn without an answer', () => {
  it('says the server could not be reached, never the client library\'s "Network Error"', async () => {
    // A server that is no longer there: nothing answers on its port.
    const stopped = await startApiTestServer();
    await stopped.close();
    setRuntimeConfig({ apiBase: `${stopped.base}/api`, gatewayBase: `${stopped.base}/token` });
    const failure = await signIn(EMAIL, 'x').catch((error: unknown) => error);
    expect((failure as Error).message).toBe('The server could not be reached. Check the network connection, then try again.');
    expect(useAuthStore.getState().token).toBeNull();
  });
});

describe('the language remembered for the user', () => {
  const signsIn = (language: string | null) => {
    server.on('POST', '/token/authenticate', () => ({ status: 200, body: { token: 'tok-1', userName: EMAIL } }));
    server.on('GET', '/api/curable/authorizeUserRequest/', () => ({ status: 200, body: { ...USER, language } }));
    server.on('POST', '/api/curable/userLanguage', ({ body }) => ({ status: 200, body }));
  };
  const saved = () => server.requests.filter((request) => request.url === '/api/curable/userLanguage').map((r) => r.body);
  afterEach(() => setLanguage('en', { forUser: false }));

  it('signing in shows the suite in the language she chose last, on any device, without saving it again', async () => {
    signsIn('ta');
    await signIn(EMAIL, 'Secret#2024');
    await waitFor(() => expect(currentLanguage()).toBe('ta'));
    expect(localStorage.getItem('screening.language')).toBe('ta');
    expect(saved()).toEqual([]);
  });

  it('a language chosen on the login screen becomes hers at sign-in; one chosen once signed in is saved at once', async () => {
    signsIn('en');
    await setLanguage('ta');
    await signIn(EMAIL, 'Secret#2024');
    await waitFor(() => expect(saved()).toEqual([{ language: 'ta' }]));
    expect(currentLanguage()).toBe('ta');
    await setLanguage('en');
    await waitFor(() => expect(saved()).toEqual([{ language: 'ta' }, { language: 'en' }]));
  });
});

describe('a refusal in Tamil', () => {
  afterEach(() => setLanguage('en', { forUser: false }));

  it('is told by its code in Tamil, its params filled in; the sign-in sentences of the original stay as sent', async () => {
    await setLanguage('ta', { forUser: false });
    server.on('POST', '/token/authenticate', () => refusal(429, 'TOO_MANY_SIGN_INS', { count: 15 }));
    const throttled = await signIn(EMAIL, 'x').catch((error: unknown) => error);
    expect((throttled as Error).message).toBe('பலமுறை உள்நுழைவு தோல்வியடைந்தது. 15 நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்.');
    server.on('POST', '/token/authenticate', () => ({ status: 401, body: { error: 'User inactive.' } }));
    expect(((await signIn(EMAIL, 'x').catch((error: unknown) => error)) as Error).message).toBe('User inactive.');
  });
});

describe('changePassword', () => {
  it('signs in as signIn does, with the token the change answers', async () => {
    server.on('POST', '/token/changePassword', () => ({ status: 200, body: { token: 'token-new', userName: EMAIL } }));
    server.on('GET', '/api/curable/authorizeUserRequest/', () => ({ status: 200, body: USER }));
    await changePassword(EMAIL, 'tq7-Hm2x', 'Monsoon-Tea-42');
    expect(server.requests[0].body).toEqual({ userName: EMAIL, password: 'tq7-Hm2x', newPassword: 'Monsoon-Tea-42' });
    expect(server.requests[1]).toMatchObject({
      url: `/api/curable/authorizeUserRequest/${encodeURIComponent(EMAIL)}`,
      authorization: 'Bearer token-new',
    });
    expect(useAuthStore.getState()).toMatchObject({ isAuthed: true, token: 'token-new', userId: 7 });
  });

  it("a refused new password (400) fails with the server's message", async () => {
    server.on('POST', '/token/changePassword', () => refusal(400, 'USER_PASSWORD', undefined, 'newPassword'));
    await expect(changePassword(EMAIL, 'tq7-Hm2x', 'short')).rejects.toThrow('Password must be 8–128 characters.');
    expect(useAuthStore.getState().token).toBeNull();
  });
});

describe('resetPassword', () => {
  it("asks for the link with the e-mail and the screen's language, never a password", async () => {
    server.on('POST', '/token/forgotPassword', () => ({ status: 200, body: { message: '', status: 2 } }));
    await expect(resetPassword(EMAIL)).resolves.toBe(true);
    expect(server.requests[0].body).toEqual({ userName: EMAIL, language: 'en' });
  });
});

describe('confirmReset', () => {
  it("sends the token with the password chosen on the link's page, and answers the server's message", async () => {
    server.on('POST', '/token/confirmReset', () => ({
      status: 200,
      body: { message: 'Your new password is now active. Please sign in with it.' },
    }));
    await expect(confirmReset('tok-1', 'Monsoon-Tea-42')).resolves.toBe(
      'Your new password is now active. Please sign in with it.',
    );
    expect(server.requests[0].body).toEqual({ token: 'tok-1', newPassword: 'Monsoon-Tea-42' });
  });

  it('rejects a refused link', async () => {
    server.on('POST', '/token/confirmReset', () => refusal(400, 'RESET_LINK_INVALID', undefined, 'token'));
    await expect(confirmReset('used', 'Monsoon-Tea-42')).rejects.toMatchObject({ response: { status: 400 } });
  });
});

describe('signOut', () => {
  it('ends the session at once, with its notice, and has the server revoke the token', async () => {
    server.on('POST', '/token/logout', () => ({ status: 204 }));
    useAuthStore.getState().signIn('token-abc', USER);
    const revoked = signOut('Signed out.');
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthed: false, notice: 'Signed out.' });
    await revoked;
    expect(server.requests).toEqual([
      expect.objectContaining({ method: 'POST', url: '/token/logout', authorization: 'Bearer token-abc' }),
    ]);
  });

  it('a refused revocation still leaves the user signed out, and the promise resolves', async () => {
    server.on('POST', '/token/logout', () => ({ status: 500, body: { error: 'Internal Server Error' } }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    useAuthStore.getState().signIn('token-abc', USER);
    await expect(signOut()).resolves.toBeUndefined();
    expect(useAuthStore.getState().token).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('calls nothing without a session', async () => {
    await signOut();
    expect(server.requests).toHaveLength(0);
  });
});
