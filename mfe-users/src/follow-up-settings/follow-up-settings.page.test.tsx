/** /follow-up-settings against a local HTTP server answering like the suite's server (docs/follow-up.md). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type FollowUpSettings } from '@screening/shared';
import { apiTestServerForFile, refusal, renderPage, signInForTest } from '@screening/shared/testing';
import FollowUpSettingsPage from './follow-up-settings.page';
import { loadUsersTexts } from '../i18n';

const SETTINGS_PATH = '/api/curable/followUp/settings';

/** As a hospital's admin stored them earlier (not the defaults, so the form shows what was read). */
const STORED: FollowUpSettings = {
  dueDays: {
    breast: { URGENT: 14, ROUTINE: 28 },
    oral: { URGENT: 7, ROUTINE: 30 },
    cervical: { URGENT: 21, ROUTINE: 42 },
  },
  routineReasons: { breast: ['Baseline mammogram'], oral: ['Tobacco Counseling'], cervical: [] },
  lostAfterCalls: 3,
  outcomeDueDays: 28,
  referralHospital: { name: 'Cancer Institute (WIA), Adyar', address: '38 Sardar Patel Road, Chennai', phone: '' },
};

const server = apiTestServerForFile();
beforeAll(() => loadUsersTexts());
beforeEach(() => {
  signInForTest(server, {
    userId: 1,
    userName: 'Admin',
    email: 'admin@demo.in',
    roleName: 'admin',
    roleId: 1,
    menus: [{ menu: 'User Data Management', menuOrder: 7, url: '/management', privileges: ['CREATE', 'VIEW', 'EDIT'] }],
  });
  server.on('GET', SETTINGS_PATH, () => ({ status: 200, body: STORED }));
});

const reads = () => server.requests.filter((r) => r.method === 'GET' && r.url === SETTINGS_PATH);
const saves = () => server.requests.filter((r) => r.method === 'POST' && r.url === SETTINGS_PATH);
const field = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

async function openSettings() {
  renderPage(<FollowUpSettingsPage />, ['/userManagement', '/follow-up-settings']);
  expect(await screen.findByRole('heading', { name: 'Follow-up settings', level: 1 })).toBeInTheDocument();
  await screen.findByLabelText('Breast – Urgent');
}

describe('Follow-up settings (/follow-up-settings)', () => {
  it('shows the rule as read: each test and urgency, the calls, the days to the result and the referral hospital', async () => {
    await openSettings();
    expect(reads()[0].authorization).toBe('Bearer token-abc');
    expect(field('Breast – Urgent')).toHaveValue('14');
    expect(field('Breast – Routine')).toHaveValue('28');
    expect(field('Oral – Urgent')).toHaveValue('7');
    expect(field('Oral – Routine')).toHaveValue('30');
    expect(field('Cervical – Urgent')).toHaveValue('21');
    expect(field('Cervical – Routine')).toHaveValue('42');
    expect(field('Unanswered calls before she is lost to follow-up')).toHaveValue('3');
    expect(field('Days from her hospital visit to its result')).toHaveValue('28');
    expect(field('Hospital name')).toHaveValue('Cancer Institute (WIA), Adyar');
    expect(field('Address')).toHaveValue('38 Sardar Patel Road, Chennai');
    expect(field('Phone')).toHaveValue('');
  });

  it('saves the changed values over the rule as read, says so, and reads the rule again', async () => {
    server.on('POST', SETTINGS_PATH, (request) => ({ status: 200, body: request.body }));
    await openSettings();
    fill('Breast – Urgent', '10');
    fill('Cervical – Routine', '60');
    fill('Unanswered calls before she is lost to follow-up', '4');
    fill('Hospital name', '  Cancer Institute, Adyar ');
    fill('Phone', '044 2491 0754');
    await save();
    expect(await screen.findByText('Follow-up settings saved.')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(saves()[0].body).toEqual({
      dueDays: {
        breast: { URGENT: 10, ROUTINE: 28 },
        oral: { URGENT: 7, ROUTINE: 30 },
        cervical: { URGENT: 21, ROUTINE: 60 },
      },
      // Not on this screen: sent back as read.
      routineReasons: { breast: ['Baseline mammogram'], oral: ['Tobacco Counseling'], cervical: [] },
      lostAfterCalls: 4,
      outcomeDueDays: 28,
      referralHospital: { name: 'Cancer Institute, Adyar', address: '38 Sardar Patel Road, Chennai', phone: '044 2491 0754' },
    });
    // The form shows what the server now holds; the read is asked again (its cache was invalidated).
    expect(field('Hospital name')).toHaveValue('Cancer Institute, Adyar');
    await waitFor(() => expect(reads()).toHaveLength(2));
    // A change hides "saved".
    fill('Oral – Urgent', '8');
    await waitFor(() => expect(screen.queryByText('Follow-up settings saved.')).not.toBeInTheDocument());
  });

  it("a 400 shows the server's sentence, marks the field it names and focuses it; nothing says saved", async () => {
    server.on('POST', SETTINGS_PATH, () =>
      refusal(400, 'FIELD_INVALID', { field: 'dueDays.oral.ROUTINE', rule: 'must be <= 365' }, 'dueDays.oral.ROUTINE'),
    );
    await openSettings();
    fill('Oral – Routine', '45');
    await save();
    // Above the button, and under the field it names.
    await waitFor(() => expect(screen.getAllByText('dueDays.oral.ROUTINE must be <= 365.')).toHaveLength(2));
    expect(saves()).toHaveLength(1);
    expect(screen.queryByText('Follow-up settings saved.')).not.toBeInTheDocument();
    await waitFor(() => expect(field('Oral – Routine')).toHaveFocus());
    expect(field('Oral – Routine')).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays.
    expect(field('Oral – Routine')).toHaveValue('45');
  });

  it('a save that gets no sentence (a server error) says it could not be saved', async () => {
    server.on('POST', SETTINGS_PATH, () => ({
      status: 500,
      body: { error: 'Internal Server Error', message: 'An unexpected error occurred. Please try again.' },
    }));
    await openSettings();
    await save();
    expect(await screen.findByText('Unable to save the follow-up settings. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Follow-up settings saved.')).not.toBeInTheDocument();
  });

  it('checks the bounds of the rule before sending: days 1 to 365, calls 1 to 20; the first field in error takes the focus', async () => {
    await openSettings();
    fill('Breast – Routine', '0');
    fill('Oral – Urgent', '');
    fill('Unanswered calls before she is lost to follow-up', '21');
    fill('Days from her hospital visit to its result', '366');
    await save();
    expect(await screen.findAllByText('Please enter a whole number of days from 1 to 365.')).toHaveLength(3);
    expect(screen.getByText('Please enter a whole number of calls from 1 to 20.')).toBeInTheDocument();
    expect(field('Breast – Routine')).toHaveFocus();
    expect(saves()).toHaveLength(0);
    // A field keeps digits only, and no more than its bound has.
    fill('Breast – Urgent', '12a34');
    expect(field('Breast – Urgent')).toHaveValue('123');
  });

  it('a failed read says so, and Retry reads again', async () => {
    server.on('GET', SETTINGS_PATH, () => ({
      status: 500,
      body: { error: 'Internal Server Error', message: 'An unexpected error occurred. Please try again.' },
    }));
    renderPage(<FollowUpSettingsPage />, ['/userManagement', '/follow-up-settings']);
    const failed = await screen.findByText('Failed to fetch the follow-up settings. Please try again.');
    expect(screen.queryByLabelText('Breast – Urgent')).not.toBeInTheDocument();
    server.on('GET', SETTINGS_PATH, () => ({ status: 200, body: STORED }));
    const alert = failed.closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Breast – Urgent')).toHaveValue('14');
  });

  it('speaks Tamil', async () => {
    await openSettings();
    await act(() => setLanguage('ta'));
    expect(await screen.findByRole('heading', { name: 'பின்தொடர்வு அமைப்புகள்', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('மார்பகம் – அவசரம்')).toHaveValue('14');
    expect(screen.getByRole('button', { name: 'அமைப்புகளைச் சேமி' })).toBeInTheDocument();
    await act(() => setLanguage('en'));
  });
});
