import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { api, loadOutboxSync, setRuntimeConfig, useAuthStore, useSyncStatus } from '@screening/shared';
import { apiTestServerForFile, candidate, refusal } from '@screening/shared/testing';
import { SyncIndicator } from './sync-indicator';
import SyncPage from './sync.page';

const server = apiTestServerForFile();
let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(async () => {
  setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
  useAuthStore.setState({ token: 'token-abc', isAuthed: true, userId: 12, userName: 'Ravi K' });
  online = false;
  useSyncStatus.setState({ online: false });
  // Captured offline: an enrolment with a mobile number the server will refuse, and her eligibility behind it.
  const { data } = await api.post('/curable/candidate', { screenId: 1, campId: 3, name: 'Meena', mobileNo: '12345', age: 42 });
  await api.post('/curable/candidatehistory', {
    candidateId: data.id,
    type: 1,
    stage: 'ELIGIBILE',
    eligibilityMetrics: { params: [] },
  });
  online = true;
  useSyncStatus.setState({ online: true });
  server.on('POST', '/api/curable/candidate', () => refusal(400, 'MOBILE_TYPING', undefined, 'mobileNo'));
  await (await loadOutboxSync()).syncOutbox();
});
afterEach(async () => {
  const sync = await loadOutboxSync();
  server.on('POST', '/api/curable/discardQueuedWrite', () => ({ status: 200, body: { discarded: 1 } }));
  for (const write of await sync.queuedWrites()) await sync.discardWrite(write.seq as number).catch(() => undefined);
  useAuthStore.getState().logout();
});

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

const renderSync = () =>
  render(
    <MemoryRouter initialEntries={['/Sync']}>
      <SyncIndicator />
      <SyncPage />
      <Location />
    </MemoryRouter>,
  );

it('lists what waits to sync and what the server refused, with its message; the header counts them', async () => {
  renderSync();
  const enrolment = await screen.findByRole('group', { name: 'Meena: Enrolment' });
  expect(within(enrolment).getByText('Refused')).toBeInTheDocument();
  expect(within(enrolment).getByText('Mobile number must be 10 digits.')).toBeInTheDocument();
  // The step by its name, not its wire name (ELIGIBILE); when it was kept as the suite writes a day and a time.
  const eligibility = screen.getByRole('group', { name: 'Meena: Eligibility' });
  expect(within(eligibility).getByText('Waiting to sync')).toBeInTheDocument();
  expect(within(eligibility).getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '2 waiting to sync' })).toHaveAttribute('href', '/Sync');
});

it('a refused enrolment is corrected on the enrolment form she knows, not field by field', async () => {
  renderSync();
  const enrolment = await screen.findByRole('group', { name: 'Meena: Enrolment' });
  const [refused] = await (await loadOutboxSync()).queuedWrites();
  await userEvent.click(within(enrolment).getByRole('button', { name: 'Correct and send' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(`/CorrectQueuedEnrollment?seq=${refused.seq}`);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("a clinic refused for a kept write is worded as what happened to her: she is no longer on the clinic's staff", async () => {
  const sync = await loadOutboxSync();
  const [refused] = await sync.queuedWrites();
  server.on('POST', '/api/curable/candidate', () => refusal(404, 'CLINIC_NOT_FOUND'));
  await sync.resendWrite(refused.seq as number, { ...(refused.data as object), mobileNo: '9000000007' });
  renderSync();
  const enrolment = await screen.findByRole('group', { name: 'Meena: Enrolment' });
  expect(enrolment).toHaveTextContent('You are no longer on the staff of this Outreach Clinic, or it has closed');
  expect(enrolment).not.toHaveTextContent('does not exist');
});

it('a refused later step is corrected here and sent again, and the header says All saved', async () => {
  const sent: Record<string, unknown>[] = [];
  server.on('POST', '/api/curable/candidate', () => ({
    status: 200,
    body: candidate({ id: 77, name: 'Meena', registraionId: 'R77', registrationId: 'R77' }),
  }));
  server.on('POST', '/api/curable/candidatehistory', () =>
    refusal(400, 'FIELD_INVALID', { field: 'stage', rule: 'is not a step' }, 'stage'),
  );
  const sync = await loadOutboxSync();
  const [refused] = await sync.queuedWrites();
  await sync.resendWrite(refused.seq as number, { ...(refused.data as object), mobileNo: '9000000007' });
  server.on('POST', '/api/curable/candidatehistory', ({ body }) => {
    sent.push(body);
    return { status: 200, body: '' };
  });
  renderSync();
  const eligibility = await screen.findByRole('group', { name: 'Meena: Eligibility' });
  expect(within(eligibility).getByText('Refused')).toBeInTheDocument();
  await userEvent.click(within(eligibility).getByRole('button', { name: 'Correct and send' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('stage'), { target: { value: 'ELIGIBILE' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

  await waitFor(() => expect(screen.getByRole('link', { name: 'All saved' })).toBeInTheDocument());
  expect(sent).toEqual([expect.objectContaining({ candidateId: 77, type: 1, stage: 'ELIGIBILE' })]);
});

it('discarding asks first, then drops the enrolment and her queued steps', async () => {
  server.on('POST', '/api/curable/discardQueuedWrite', () => ({ status: 200, body: { discarded: 2 } }));
  renderSync();
  const enrolment = await screen.findByRole('group', { name: 'Meena: Enrolment' });
  await userEvent.click(within(enrolment).getByRole('button', { name: 'Discard' }));
  const dialog = await screen.findByRole('dialog', { name: 'Discard this record?' });
  expect(dialog).toHaveTextContent('every step saved after it for this participant');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(screen.queryByRole('group', { name: /Meena/ })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'All saved' })).toBeInTheDocument();
});

it('the header and the page tell a server that does not answer apart from a device without a network', async () => {
  renderSync();
  await screen.findByRole('link', { name: '2 waiting to sync' });
  act(() => useSyncStatus.setState({ reachable: false }));
  expect(screen.getByRole('link', { name: 'Server unreachable · 2 waiting to sync' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'The server is not answering. What you save is kept on this device and sent as soon as the server answers again.',
    ),
  ).toHaveAttribute('role', 'status');
  act(() => useSyncStatus.setState({ online: false }));
  expect(screen.getByRole('link', { name: 'Offline · 2 waiting to sync' })).toBeInTheDocument();
  act(() => useSyncStatus.setState({ online: true, reachable: true }));
  expect(screen.getByRole('link', { name: '2 waiting to sync' })).toBeInTheDocument();
});
