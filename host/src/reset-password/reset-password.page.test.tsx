import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHashRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { setRuntimeConfig } from '@screening/shared';
import { refusal, startApiTestServer } from '@screening/shared/testing';
import { apiTestServerForFile } from '@screening/shared/testing';
import ResetPasswordPage from './reset-password.page';

const server = apiTestServerForFile();
beforeEach(() => setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` }));

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/" element={<p>Login screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ResetPasswordPage without a token (docs/screens.md §2)', () => {
  it('shows its heading, fields, button and footer', () => {
    renderAt('/reset-password');
    expect(screen.getByRole('heading', { name: 'Cancer Institute (WIA)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email ID')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered By');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('only asks the user to sign in again, and makes no call', async () => {
    renderAt('/reset-password');
    await userEvent.type(screen.getByLabelText('Email ID'), 'ravi@ci.org');
    await userEvent.type(screen.getByLabelText('New Password'), 'N3w-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('status')).toHaveTextContent('Kindly re-login upon successful reset of password!');
    expect(server.requests).toHaveLength(0);
  });
});

describe('ResetPasswordPage from the e-mailed link: the link-holder chooses the new password (issue 34)', () => {
  const confirms = () => server.requests.filter((r) => r.url === '/token/confirmReset');
  const LINK = '/reset-password?email=ravi%40ci.org&token=tok-123';
  const CHOSEN = 'Monsoon-Tea-42';

  async function choose(password: string, confirmation = password) {
    await userEvent.type(screen.getByLabelText('New Password'), password);
    await userEvent.type(screen.getByLabelText('Confirm New Password'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  }
  const verdict = () => document.getElementById(screen.getByLabelText('New Password').getAttribute('aria-describedby')!)!;

  it('leads back to the login screen', async () => {
    renderAt('/reset-password');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(screen.getByText('Login screen')).toBeInTheDocument();
  });

  it('asks for the new password twice, for the account of the link, and sends nothing on opening', () => {
    renderAt(LINK);
    expect(screen.getByRole('heading', { level: 1, name: 'Cancer Institute (WIA)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByText('For ravi@ci.org')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeEnabled();
    expect(screen.queryByLabelText('Email ID')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it("judges the password as she types, with the server's policy and the account's e-mail", async () => {
    renderAt(LINK);
    const field = screen.getByLabelText('New Password');
    await userEvent.type(field, '        ');
    await waitFor(() =>
      expect(verdict()).toHaveTextContent(
        'Repeated characters, sequences such as "abc" or "123" and rows of keys are easy to guess. Please choose another password.',
      ),
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'Demo@1234');
    expect(verdict()).toHaveTextContent(
      'The password must not be built on the name of this app or institute, or on the demo password.',
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'Ravi-at-home-77');
    expect(verdict()).toHaveTextContent('The password must not contain your e-mail name.');
    await userEvent.clear(field);
    await userEvent.type(field, CHOSEN);
    expect(verdict()).toHaveTextContent('This password is hard enough to guess.');
  });

  it('refuses a weak or mistyped password before any call', async () => {
    renderAt(LINK);
    await choose('aaaaaaaa');
    expect(await screen.findByRole('alert')).toHaveTextContent('Repeated characters');
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await choose(CHOSEN, `${CHOSEN}!`);
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords do not match.');
    expect(confirms()).toHaveLength(0);
  });

  it("sets the chosen password with the link's token, shows the server's message and a way to sign in", async () => {
    server.on('POST', '/token/confirmReset', () => ({
      status: 200,
      body: { message: 'Your new password is now active. Please sign in with it.' },
    }));
    renderAt(LINK);
    await choose(CHOSEN);
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is now active. Please sign in with it.');
    expect(confirms().map((r) => r.body)).toEqual([{ token: 'tok-123', newPassword: CHOSEN }]);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(screen.getByText('Login screen')).toBeInTheDocument();
  });

  it("an invalid or expired link shows the server's message and the way to sign in", async () => {
    const message = 'This link is invalid or has expired. Please request a new password reset.';
    server.on('POST', '/token/confirmReset', () => refusal(400, 'RESET_LINK_INVALID', undefined, 'token'));
    renderAt(LINK);
    await choose(CHOSEN);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Save new password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
  });

  it('a password the server refuses keeps the form, to choose another', async () => {
    server.on('POST', '/token/confirmReset', () => refusal(400, 'COMMON_PASSWORD', undefined, 'newPassword'));
    renderAt(LINK);
    await choose(CHOSEN);
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common. Please choose a less common one.');
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeEnabled();
  });

  it('a server that cannot be reached leaves the form to try again', async () => {
    const closed = await startApiTestServer();
    await closed.close();
    setRuntimeConfig({ apiBase: `${closed.base}/api`, gatewayBase: `${closed.base}/token` });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {}); // jsdom logs the refused connection
    renderAt(LINK);
    await choose(CHOSEN);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeEnabled();
    quiet.mockRestore();
  });

  it('in the hash router of the suite, the token and e-mail leave the address bar without a new history entry, and still set the password', async () => {
    server.on('POST', '/token/confirmReset', () => ({
      status: 200,
      body: { message: 'Your new password is now active. Please sign in with it.' },
    }));
    window.history.replaceState(null, '', `/#${LINK}`);
    const entries = window.history.length;
    render(<RouterProvider router={createHashRouter([{ path: '/reset-password', element: <ResetPasswordPage /> }])} />);
    expect(await screen.findByRole('button', { name: 'Save new password' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/reset-password'));
    expect(window.history.length).toBe(entries);
    await choose(CHOSEN);
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is now active.');
    expect(confirms().map((r) => r.body)).toEqual([{ token: 'tok-123', newPassword: CHOSEN }]);
  });
});
