import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useAuthStore } from '../auth/auth.store';
import { refusal } from '../testing/api-test-server';
import { apiTestServerForFile, signInForTest } from '../testing/page-test-kit';
import { LoadFailed, LOAD_FAILED_MESSAGE } from './load-failed';
import { queryClient, READ_RETRIES } from './query-client';
import { UiProvider } from './ui-provider';

const server = apiTestServerForFile();

/** A screen reading the state master, as every page reads its data. */
function States() {
  const states = useQuery({
    queryKey: ['test', 'states'],
    queryFn: async () => (await api.get<{ name: string }[]>('/curable/statemaster')).data,
  });
  if (states.isPending) return <p role="status">Loading…</p>;
  if (states.isError) return <LoadFailed onRetry={() => void states.refetch()} retrying={states.isFetching} />;
  return <p>{states.data.map((s) => s.name).join(', ')}</p>;
}

const renderStates = () =>
  render(
    <UiProvider>
      <States />
    </UiProvider>,
  );
const reads = () => server.requests.filter((r) => r.url === '/api/curable/statemaster').length;

beforeEach(() => signInForTest(server));

it('reads again after no answer or a server error, and shows the data once it comes', async () => {
  let calls = 0;
  server.on('GET', '/api/curable/statemaster', () =>
    ++calls <= READ_RETRIES
      ? { status: 503, body: { message: 'busy' } }
      : { status: 200, body: [{ id: 33, code: 'TN', name: 'Tamil Nadu' }] },
  );
  renderStates();
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(await screen.findByText('Tamil Nadu')).toBeInTheDocument();
  expect(reads()).toBe(READ_RETRIES + 1);
});

it('never repeats a refused read (4xx): the failure shows at once, with a Retry that reads again', async () => {
  server.on('GET', '/api/curable/statemaster', () => refusal(403, 'PRIVILEGE_REQUIRED', { privileges: 'VIEW on /master' }));
  renderStates();
  expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
  expect(reads()).toBe(1);

  server.on('GET', '/api/curable/statemaster', () => ({ status: 200, body: [{ id: 32, code: 'KL', name: 'Kerala' }] }));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Kerala')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(reads()).toBe(2);
});

it('shows what was read at once when a screen opens again, reads it afresh, and forgets it all when the session ends', async () => {
  server.on('GET', '/api/curable/statemaster', () => ({ status: 200, body: [{ id: 33, code: 'TN', name: 'Tamil Nadu' }] }));
  const first = renderStates();
  await screen.findByText('Tamil Nadu');
  first.unmount();
  server.on('GET', '/api/curable/statemaster', () => ({
    status: 200,
    body: [
      { id: 33, code: 'TN', name: 'Tamil Nadu' },
      { id: 32, code: 'KL', name: 'Kerala' },
    ],
  }));
  renderStates();
  expect(screen.getByText('Tamil Nadu')).toBeInTheDocument();
  expect(await screen.findByText('Tamil Nadu, Kerala')).toBeInTheDocument();
  expect(reads()).toBe(2);

  useAuthStore.getState().logout();
  expect(queryClient.getQueryData(['test', 'states'])).toBeUndefined();
});
