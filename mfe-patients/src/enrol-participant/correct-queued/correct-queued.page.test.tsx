/**
 * A refused enrolment or tag reopened on its form: her values as kept on the device, a chooser of her clinics when
 * the clinic was refused, the refusal at the field it names, and Send putting the corrected write back in its place.
 */
import { screen, waitFor } from '@testing-library/react';
import { api, loadOutboxSync, useSyncStatus } from '@screening/shared';
import { choose, refusal, renderPage } from '@screening/shared/testing';
import { pageTests } from '../../testing/page-tests';
import { camp, candidate } from '../../testing/fixtures';
import { currentPath } from '../../testing/render-page';
import { enrolRequest, tagRequest, EMPTY_ENROLMENT } from '../enrolment/enrolment-form';
import CorrectQueuedPage from './correct-queued.page';

const t = pageTests();

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
const setOnline = (value: boolean) => {
  online = value;
  useSyncStatus.setState({ online: value, reachable: true });
};

const MEENA = {
  ...EMPTY_ENROLMENT,
  name: 'Meena K',
  mobileNo: '9876543210',
  gender: 'FEMALE',
  age: '42',
  address: '4 Beach Road',
  streetId: '081',
} as const;
const KOVALAM = camp({ campId: 41, id: 41, campName: 'Kovalam Camp', campIdPrefix: '1203045' });
const THIRUPORUR = camp({ campId: 53, id: 53, campName: 'Thiruporur Camp', campIdPrefix: '3301003' });

afterEach(async () => {
  const sync = await loadOutboxSync();
  t.server.on('POST', '/curable/discardQueuedWrite', { body: { discarded: 1 } });
  for (const write of await sync.queuedWrites()) await sync.discardWrite(write.seq as number).catch(() => undefined);
  setOnline(true);
});

/** Kept on the device offline, then sent and refused as `refuse` answers; the refused write's seq. */
async function queuedAndRefused(path: string, body: unknown, refuse: ReturnType<typeof refusal>, then?: (id: number) => unknown) {
  setOnline(false);
  const { data } = await api.post<{ id: number }>(path, body);
  if (then) await api.post('/curable/candidatehistory', then(data.id));
  setOnline(true);
  t.server.on('POST', path, refuse);
  const sync = await loadOutboxSync();
  await sync.syncOutbox();
  const [refused] = await sync.queuedWrites();
  expect(refused?.refusal).not.toBeNull();
  return refused?.seq as number;
}

const open = (seq: number) =>
  renderPage(<CorrectQueuedPage />, [{ pathname: '/CorrectQueuedEnrollment', search: `?seq=${seq}` }]);
const field = (label: string) => screen.getByLabelText(label);

test('an enrolment refused for a clinic she was taken off reopens with her values and her clinics; Send re-queues it and her next step follows', async () => {
  const target = { candidateId: null, registrationId: null, campId: 52, hospitalId: 7 };
  const seq = await queuedAndRefused(
    '/curable/candidate',
    enrolRequest(MEENA, target),
    refusal(404, 'CLINIC_NOT_FOUND'),
    (id) => ({
      candidateId: id,
      type: 1,
      stage: 'ELIGIBILE',
      eligibilityMetrics: { params: [] },
    }),
  );
  const [firstTry] = t.server.calls('POST', '/curable/candidate');
  t.server.on('POST', '/curable/activecamp', { body: [KOVALAM, THIRUPORUR] });
  open(seq);

  expect(await screen.findByRole('heading', { level: 1, name: 'New Screening Enrollment' })).toBeInTheDocument();
  // Why, once, above the form; at the chooser, what to do.
  expect(
    await screen.findByText(
      'You are no longer on the staff of this Outreach Clinic, or it has closed. Choose one of your clinics.',
    ),
  ).toBeInTheDocument();
  // Her values as she saved them: the street ID as typed, not the 81 sent.
  expect(field('Name')).toHaveValue('Meena K');
  expect(field('Mobile Number')).toHaveValue('9876543210');
  expect(field('Age')).toHaveValue('42');
  expect(field('Address')).toHaveValue('4 Beach Road');
  expect(field('Street ID')).toHaveValue('081');
  expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  // The clinic she may no longer use is not chosen for her.
  const clinic = field('Outreach Clinic');
  expect(clinic).toHaveAttribute('aria-invalid', 'true');
  expect(clinic).toHaveAccessibleDescription('Choose one of your Outreach Clinics.');

  await t.user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Choose one of your Outreach Clinics.')).toBeInTheDocument();
  expect(t.server.calls('POST', '/curable/candidate')).toHaveLength(1);

  t.server.on('POST', '/curable/candidate', () => ({
    body: candidate({ id: 77, name: 'Meena K', registraionId: 'R77', registrationId: 'R77' }),
  }));
  t.server.on('POST', '/curable/candidatehistory', { body: '' });
  await choose(t.user, clinic, 'Thiruporur Camp (3301003)');
  await t.user.click(screen.getByRole('button', { name: 'Send' }));

  await waitFor(() => expect(currentPath()).toBe('/Sync'));
  const [, corrected] = t.server.calls('POST', '/curable/candidate');
  expect(corrected.body).toMatchObject({ id: null, name: 'Meena K', campId: 53, streetId: 81, hospitalId: 7, screenId: 1 });
  // The server never saved the refused one: the same key, so a lost answer cannot enrol her twice.
  expect(corrected.idempotencyKey).toBe(firstTry.idempotencyKey);
  expect(t.server.calls('POST', '/curable/candidatehistory').map((call) => call.body.candidateId)).toEqual([77]);
  expect(await (await loadOutboxSync()).queuedWrites()).toEqual([]);
});

test('a tag refused for a field says so at that field, keeps her clinic and reason, and is sent corrected', async () => {
  const target = { candidateId: null, registrationId: null, campId: 41, hospitalId: 7 };
  const tag = tagRequest(
    { ...EMPTY_ENROLMENT, name: 'Door Locked House', address: '9 Temple Street', streetId: '012' },
    target,
    'Door Locked',
  );
  const seq = await queuedAndRefused(
    '/curable/saveCandidate',
    tag,
    refusal(400, 'TEXT_TOO_LONG', { field: 'address', max: 500 }, 'address'),
  );
  t.server.on('POST', '/curable/activecamp', { body: [KOVALAM, THIRUPORUR] });
  open(seq);

  expect(await screen.findByText('Address must be at most 500 characters.')).toBeInTheDocument();
  expect(field('Street ID')).toHaveValue('012');
  expect(await screen.findByText('Kovalam Camp (1203045)')).toBeInTheDocument();
  expect(screen.getByText('Door Locked')).toBeInTheDocument();

  t.server.on('POST', '/curable/saveCandidate', () => ({ body: candidate({ id: 78, registraionId: 'R78' }) }));
  await t.user.clear(field('Address'));
  await t.user.type(field('Address'), '9 Temple Street, Thiruporur');
  await t.user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(currentPath()).toBe('/Sync'));
  expect(t.server.calls('POST', '/curable/saveCandidate').at(-1)?.body).toMatchObject({
    address: '9 Temple Street, Thiruporur',
    campId: 41,
    streetId: 12,
    reason: 'Door Locked',
    screenId: 2,
  });
});

test('a record no longer waiting for a correction says so and leads back to Sync', async () => {
  open(999);
  expect(
    await screen.findByText('This record is not waiting for a correction: it was sent, sent again or discarded.'),
  ).toBeInTheDocument();
  await t.user.click(screen.getByRole('button', { name: 'Back to Sync' }));
  expect(currentPath()).toBe('/Sync');
});
