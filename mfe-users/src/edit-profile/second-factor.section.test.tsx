/** The profile's second factor against a local HTTP server answering like the suite's server. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, useAuthStore, type SecondFactorStatus } from '@screening/shared';
import { apiTestServerForFile, refusal, renderPage, signInForTest, type TestRequest } from '@screening/shared/testing';
import { SecondFactorSection } from './second-factor.section';
import { loadUsersTexts } from '../i18n';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = [
  '7kq2m-x9rtb',
  'a1b2c-d3e4f',
  'ghjkm-npqrs',
  'tvwxy-z0123',
  '45678-9abcd',
  'efghj-kmnpq',
  'rstvw-xyz01',
  '23456-789ab',
  'cdefg-hjkmn',
  'pqrst-vwxyz',
];
const OFF: SecondFactorStatus = { userId: 23, enrolled: false, enrolledAt: null, required: false, recoveryCodesLeft: 0 };
const ON: SecondFactorStatus = {
  userId: 23,
  enrolled: true,
  enrolledAt: '2026-11-23T04:30:00.000Z',
  required: false,
  recoveryCodesLeft: 10,
};

const server = apiTestServerForFile();
beforeAll(() => loadUsersTexts());
// The section needs only whose profile it is.
beforeEach(() => signInForTest(server, { userId: 23, menus: [] }));
afterEach(async () => {
  useAuthStore.getState().logout();
  await act(() => setLanguage('en'));
});

let status: SecondFactorStatus = OFF;
const answerStatus = (initial: SecondFactorStatus) => {
  status = initial;
  server.on('GET', '/api/curable/secondFactor/23', () => ({ status: 200, body: status }));
};
const posts = (url: string) => server.requests.filter((r) => r.method === 'POST' && r.url === url).map((r) => r.body);

async function openSection() {
  renderPage(<SecondFactorSection />, ['/ProfileScreen']);
  return screen.findByRole('region', { name: 'Second factor' });
}

it('sets one up: the QR code and key, her password and the first code, then the recovery codes once', async () => {
  answerStatus(OFF);
  server.on('POST', '/api/curable/secondFactor/setup', () => ({
    status: 200,
    body: { secret: SECRET, uri: `otpauth://totp/Screening%20App:nurse%40demo.in?issuer=Screening%20App&secret=${SECRET}` },
  }));
  server.on('POST', '/api/curable/secondFactor/enrol', ({ body }: TestRequest) => {
    if (body.password !== 'Demo@1234') return refusal(400, 'CURRENT_PASSWORD_WRONG', undefined, 'password');
    status = ON;
    return { status: 200, body: { recoveryCodes: CODES } };
  });
  const section = await openSection();
  expect(await within(section).findByText('Not set up.')).toBeInTheDocument();

  await userEvent.click(within(section).getByRole('button', { name: 'Set up a second factor' }));
  const code = await within(section).findByLabelText('3. The 6-digit code the app now shows');
  expect(code).toHaveFocus();
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(within(section).getByTestId('second-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  await waitFor(() =>
    expect(within(section).getByRole('img', { name: 'QR code that sets up the authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    ),
  );

  await userEvent.type(code, '123456');
  await userEvent.type(within(section).getByLabelText('Current password'), 'Wrong@1234{Enter}');
  expect(await within(section).findByRole('alert')).toHaveTextContent('The current password is not correct.');

  await userEvent.type(within(section).getByLabelText('3. The 6-digit code the app now shows'), '123456');
  await userEvent.clear(within(section).getByLabelText('Current password'));
  await userEvent.type(within(section).getByLabelText('Current password'), 'Demo@1234');
  await userEvent.click(within(section).getByRole('button', { name: 'Confirm' }));

  const heading = await within(section).findByRole('heading', { name: 'Your recovery codes' });
  expect(heading).toHaveFocus();
  const list = within(section).getByRole('list', { name: 'Recovery codes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  expect(posts('/api/curable/secondFactor/enrol').at(-1)).toEqual({ password: 'Demo@1234', code: '123456' });

  await userEvent.click(within(section).getByRole('button', { name: 'I have kept them' }));
  expect(await within(section).findByText('The second factor is on.')).toBeInTheDocument();
  expect(await within(section).findByText('On since 23/11/2026. Recovery codes left: 10.')).toBeInTheDocument();
  expect(within(section).queryByText(CODES[0])).not.toBeInTheDocument();
});

it('turns it off with her password and a code', async () => {
  answerStatus(ON);
  server.on('POST', '/api/curable/secondFactor/disable', ({ body }: TestRequest) => {
    if (body.code !== CODES[2]) return refusal(400, 'SECOND_FACTOR_INVALID', undefined, 'code');
    status = OFF;
    return { status: 200, body: OFF };
  });
  const section = await openSection();
  await userEvent.click(await within(section).findByRole('button', { name: 'Turn off the second factor' }));
  expect(within(section).getByLabelText('Current password')).toHaveFocus();
  await userEvent.type(within(section).getByLabelText('Current password'), 'Demo@1234');
  const code = within(section).getByLabelText('Code from the app, or a recovery code');
  expect(code).toHaveAttribute('inputmode', 'text');
  await userEvent.type(code, '000000{Enter}');
  expect(await within(section).findByRole('alert')).toHaveTextContent('This code is not correct, or it has been used already.');

  await userEvent.type(within(section).getByLabelText('Code from the app, or a recovery code'), `${CODES[2]}{Enter}`);
  expect(await within(section).findByText('The second factor is off.')).toBeInTheDocument();
  expect(await within(section).findByText('Not set up.')).toBeInTheDocument();
  expect(posts('/api/curable/secondFactor/disable').at(-1)).toEqual({ password: 'Demo@1234', code: CODES[2] });
});

it('is not offered to be turned off where her role requires it', async () => {
  answerStatus({ ...ON, required: true, recoveryCodesLeft: 3 });
  const section = await openSection();
  expect(await within(section).findByText('On since 23/11/2026. Recovery codes left: 3.')).toBeInTheDocument();
  expect(within(section).getByText(/Your role requires it/)).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Turn off the second factor' })).not.toBeInTheDocument();
});

it('in Tamil', async () => {
  answerStatus(OFF);
  await act(() => setLanguage('ta'));
  const section = await openSectionTamil();
  expect(await within(section).findByText('அமைக்கப்படவில்லை.')).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'இரண்டாம் சரிபார்ப்பை அமை' })).toBeInTheDocument();
});

async function openSectionTamil() {
  renderPage(<SecondFactorSection />, ['/ProfileScreen']);
  return screen.findByRole('region', { name: 'இரண்டாம் சரிபார்ப்பு' });
}
