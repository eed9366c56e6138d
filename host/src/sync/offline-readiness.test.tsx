import { render, screen, within } from '@testing-library/react';
import { useSyncStatus } from '@screening/shared';
import { offlineReadiness, type Readiness } from '../offline/readiness';
import { OfflineReadiness } from './offline-readiness';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../offline/readiness', () => ({
  ...jest.requireActual<object>('../offline/readiness'),
  offlineReadiness: jest.fn(),
}));
const found = jest.mocked(offlineReadiness);

const device = (patients: boolean, reads: [number, number]): Readiness => ({
  areas: [
    { remote: 'patients', kept: patients },
    { remote: 'clinical', kept: true },
  ],
  reads: { kept: reads[0], needed: reads[1] },
});

beforeEach(() => {
  jest.useFakeTimers();
  found.mockReset();
  useSyncStatus.setState({ online: true });
});
afterEach(() => jest.useRealTimers());

test('while online and not ready, it says so, names what is missing, and looks again until the device is ready', async () => {
  found.mockResolvedValueOnce(device(false, [9, 13])).mockResolvedValue(device(true, [13, 13]));
  render(<OfflineReadiness />);
  const section = await screen.findByRole('region', { name: 'Ready for a day offline' });
  expect(within(section).getByRole('status')).toHaveTextContent(
    'This device is not ready to work offline yet. It gets ready in the background while the app is open online.',
  );
  expect(within(section).getByText(/Patient registration/)).toHaveTextContent('Patient registration: Not on this device yet');
  expect(within(section).getByText(/Screening and clinical evaluation/)).toHaveTextContent('On this device');
  expect(within(section).getByText('Forms and lists for the day: 9 of 13 on this device')).toBeInTheDocument();

  await jest.advanceTimersByTimeAsync(3_000);
  expect(within(section).getByRole('status')).toHaveTextContent('This device is ready to work offline.');
  expect(within(section).getByText('Forms and lists for the day: 13 of 13 on this device')).toBeInTheDocument();
  // Ready: it stops looking.
  const asked = found.mock.calls.length;
  await jest.advanceTimersByTimeAsync(9_000);
  expect(found.mock.calls.length).toBe(asked);
});

test('offline and not ready, it warns that some screens or forms may not open', async () => {
  useSyncStatus.setState({ online: false });
  found.mockResolvedValue(device(true, [12, 13]));
  render(<OfflineReadiness />);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Not everything was kept on this device before the network went: some screens or forms may not open until it returns.',
  );
});

test('where the browser keeps nothing for offline use, it says the app works online only, and stops looking', async () => {
  found.mockResolvedValue(null);
  render(<OfflineReadiness />);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'This browser cannot keep the app on this device for offline use: the site must be served over HTTPS. It works online only.',
  );
  const asked = found.mock.calls.length;
  await jest.advanceTimersByTimeAsync(9_000);
  expect(found.mock.calls.length).toBe(asked);
});
