/** Edit User: a colleague's second factor and its reset, against a local HTTP server answering like the suite's server. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SecondFactorStatus } from '@screening/shared';
import { apiTestServerForFile, refusal, renderPage, signInForTest } from '@screening/shared/testing';
import { ResetSecondFactor } from './reset-second-factor';
import { loadUsersTexts } from '../i18n';

const ON: SecondFactorStatus = {
  userId: 41,
  enrolled: true,
  enrolledAt: '2026-11-20T10:00:00.000Z',
  required: false,
  recoveryCodesLeft: 9,
};
const OFF: SecondFactorStatus = { ...ON, enrolled: false, enrolledAt: null, recoveryCodesLeft: 0 };
const QUESTION =
  'Remove the second factor of Deepa Rajendran? They then sign in with their password alone, and set up a new one at once if their role requires it.';

const server = apiTestServerForFile();
beforeAll(() => loadUsersTexts());
beforeEach(() => signInForTest(server, { userId: 12 }));

const resets = () => server.requests.filter((r) => r.url === '/api/curable/resetSecondFactor');

function open(status: SecondFactorStatus) {
  let current = status;
  server.on('GET', '/api/curable/secondFactor/41', () => ({ status: 200, body: current }));
  server.on('POST', '/api/curable/resetSecondFactor', () => {
    current = OFF;
    return { status: 200, body: OFF };
  });
  renderPage(<ResetSecondFactor userId={41} name="Deepa Rajendran" />, ['/create-new-user']);
}

async function askAndAnswer(answer: 'Yes' | 'No') {
  await userEvent.click(await screen.findByRole('button', { name: 'Reset Second Factor' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset Second Factor' });
  expect(dialog).toHaveTextContent(QUESTION);
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
}

it('says since when she has one; asks first, and No sends nothing', async () => {
  open(ON);
  expect(await screen.findByText('Second factor: on since 20/11/2026.')).toBeInTheDocument();
  await askAndAnswer('No');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(resets()).toHaveLength(0);
});

it('Yes removes it and says so', async () => {
  open(ON);
  await askAndAnswer('Yes');
  expect(await screen.findByText('The second factor of Deepa Rajendran was removed.')).toBeInTheDocument();
  expect(await screen.findByText('Second factor: not set up.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset Second Factor' })).not.toBeInTheDocument();
  expect(resets().map((r) => r.body)).toEqual([{ userId: 41 }]);
});

it("a higher rank's refusal is shown", async () => {
  open(ON);
  server.on('POST', '/api/curable/resetSecondFactor', () => refusal(403, 'USER_RANKS_TOO_HIGH'));
  await askAndAnswer('Yes');
  expect(await screen.findByRole('alert')).toHaveTextContent('You may only manage users whose role ranks below yours.');
});

it('offers no reset when she has none', async () => {
  open(OFF);
  expect(await screen.findByText('Second factor: not set up.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset Second Factor' })).not.toBeInTheDocument();
});
