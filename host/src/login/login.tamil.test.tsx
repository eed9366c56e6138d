/**
 * The login screen in Tamil (issue 19): chosen on the screen itself, applied at once without a reload, remembered
 * on this device, and back to the SPEC's English texts.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY, setLanguage, setRuntimeConfig, useAuthStore } from '@screening/shared';
import { apiTestServerForFile } from '@screening/shared/testing';
import LoginPage from './login.page';

const server = apiTestServerForFile();

beforeEach(() => {
  setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
  useAuthStore.getState().logout();
  localStorage.clear();
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

it('switches to Tamil on the login screen, remembers it, and switches back to English', async () => {
  render(<LoginPage onSignedIn={() => {}} />);
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'தமிழ்' }));

  expect(await screen.findByRole('heading', { name: 'உள்நுழைவு' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('பரிசோதனை செயலி (Screening App)');
  expect(screen.getByLabelText('மின்னஞ்சல் முகவரி (Email ID)')).toBeInTheDocument();
  expect(screen.getByLabelText('கடவுச்சொல்')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'உள்நுழை' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'கடவுச்சொல் மறந்துவிட்டதா' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'கடவுச்சொல்லைக் காட்டு' })).toBeInTheDocument();
  expect(screen.getByText('வழங்குபவர்')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'தமிழ்' })).toHaveAttribute('aria-pressed', 'true');
  expect(document.documentElement.lang).toBe('ta');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ta');

  await userEvent.click(screen.getByRole('button', { name: 'English' }));

  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email ID')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByText('Powered By')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
});

it("shows a failed sign-in's known message in Tamil", async () => {
  server.on('POST', '/token/authenticate', () => ({
    status: 401,
    body: { error: 'Invalid username or password.', message: 'The e-mail or the password is not correct.' },
  }));
  await act(() => setLanguage('ta'));
  render(<LoginPage onSignedIn={() => {}} />);

  await userEvent.type(screen.getByLabelText('மின்னஞ்சல் முகவரி (Email ID)'), 'ravi@ci.org');
  await userEvent.type(screen.getByLabelText('கடவுச்சொல்'), 'S3cret-pass!');
  await userEvent.click(screen.getByRole('button', { name: 'உள்நுழை' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('பயனர்பெயர் அல்லது கடவுச்சொல் தவறு.');
});
