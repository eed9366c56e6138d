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

describe('ResetPasswordPage without a token (SPEC §2)', () => {
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

describe('ResetPasswordPage from the e-mailed link (issue 12)', () => {
  const confirms = () => server.requests.filter((r) => r.url === '/token/confirmReset');

  it('leads back to the login screen', async () => {
    renderAt('/reset-password');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(screen.getByText('Login screen')).toBeInTheDocument();
  });

  it('asks for a click to confirm (a mail scanner opening the link confirms nothing)', () => {
    renderAt('/reset-password?token=tok-123');
    expect(screen.getByRole('heading', { level: 1, name: 'Cancer Institute (WIA)' })).toBeInTheDocument();
    expect(screen.getByText('Confirm your new password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm new password' })).toBeEnabled();
    expect(screen.queryByLabelText('Email ID')).not.toBeInTheDocument();
    expect(confirms()).toHaveLength(0);
  });

  it("confirms, shows the server's message and a way to sign in", async () => {
    server.on('POST', '/token/confirmReset', () => ({
      status: 200,
      body: { message: 'Your new password is now active. Please sign in with it.' },
    }));
    renderAt('/reset-password?token=tok-123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is now active. Please sign in with it.');
    expect(confirms().map((r) => r.body)).toEqual([{ token: 'tok-123' }]);
    expect(screen.queryByRole('button', { name: 'Confirm new password' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(screen.getByText('Login screen')).toBeInTheDocument();
  });

  it("an invalid or expired link shows the server's message and the way to sign in", async () => {
    const message = 'This link is invalid or has expired. Please request a new password reset.';
    server.on('POST', '/token/confirmReset', () => refusal(400, 'RESET_LINK_INVALID', undefined, 'token'));
    renderAt('/reset-password?token=used');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Confirm new password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
  });

  it('a server that cannot be reached leaves the button to try again', async () => {
    const closed = await startApiTestServer();
    await closed.close();
    setRuntimeConfig({ apiBase: `${closed.base}/api`, gatewayBase: `${closed.base}/token` });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {}); // jsdom logs the refused connection
    renderAt('/reset-password?token=tok-123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    expect(screen.getByRole('button', { name: 'Confirm new password' })).toBeEnabled();
    quiet.mockRestore();
  });

  it('in the hash router of the suite, the token leaves the address bar without a new history entry, and still confirms', async () => {
    server.on('POST', '/token/confirmReset', () => ({
      status: 200,
      body: { message: 'Your new password is now active. Please sign in with it.' },
    }));
    window.history.replaceState(null, '', '/#/reset-password?token=tok-123');
    const entries = window.history.length;
    render(<RouterProvider router={createHashRouter([{ path: '/reset-password', element: <ResetPasswordPage /> }])} />);
    expect(await screen.findByRole('button', { name: 'Confirm new password' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/reset-password'));
    expect(window.history.length).toBe(entries);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is now active.');
    expect(confirms().map((r) => r.body)).toEqual([{ token: 'tok-123' }]);
  });
});
