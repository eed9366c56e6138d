/** General Details against a real local HTTP server (docs/screens.md §5 "General details", §8, docs/api.md §5.1, §5.5). */
import { loadOutboxSync } from '@screening/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { pageTests } from '../../testing/page-tests';
import { candidate, savedCandidate } from '../../testing/fixtures';
import { PARTICIPANT, currentPath, renderPage } from '../../testing/render-page';
import { choose, refusal } from '@screening/shared/testing';
import GeneralDetailsPage from './general-details.page';

const t = pageTests({
  participant: PARTICIPANT,
  routes: (server) => {
    server.on('POST', '/curable/candidatehistoryForPrefil', {});
    server.on('GET', '/curable/getHabitTypes/Tobacco', { body: ['Hans', 'Gutka', 'Chewing Tobacco'] });
    server.on('GET', '/curable/getHabitTypes/Snuff', { body: [] });
    server.on('POST', '/curable/candidate', (body) => ({ body: savedCandidate(body) }));
  },
});

const open = () => renderPage(<GeneralDetailsPage />, '/ParticipantDetails');
const field = (label: string) => screen.getByLabelText(label);

test('ID proofs and income keep to their limits as typed, and bad values are named', async () => {
  open();
  await t.user.type(await screen.findByLabelText('Aadhaar Number'), '1234-5678-9012-345');
  expect(field('Aadhaar Number')).toHaveValue('123456789012');
  await t.user.type(field('Voter ID'), 'ABC/1234567890XYZ');
  expect(field('Voter ID')).toHaveValue('ABC123456789');
  await t.user.type(field('Ration Card'), 'TN-01-23456789012345');
  expect(field('Ration Card')).toHaveValue('TN0123456789012');
  await t.user.type(field('Monthly Income'), '0012345678');
  expect(field('Monthly Income')).toHaveValue('123456');
  await t.user.type(field('Alt Mobile No'), '98765');
  expect(await screen.findByText('Alternate mobile number must be exactly 10 digits.')).toBeInTheDocument();
  await t.user.clear(field('Aadhaar Number'));
  await t.user.type(field('Aadhaar Number'), '1234');
  expect(await screen.findByText('Aadhaar number must be exactly 12 digits.')).toBeInTheDocument();
  await t.user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Please correct validation errors before proceeding.')).toBeInTheDocument();
  expect(t.server.calls('POST', '/curable/candidate')).toHaveLength(0);
});

test('habits: types from the server, Snuff is its own type, Add Habit and delete rules', async () => {
  open();
  await t.user.click(within(await screen.findByRole('radiogroup', { name: 'Tobacco/Alcohol Habits' })).getByText('Yes'));
  await t.user.click(screen.getByRole('button', { name: 'Add Habit' }));
  expect(await screen.findByText('Please fill at least one field before adding another habit.')).toBeInTheDocument();
  await t.user.click(screen.getByRole('button', { name: 'Delete habit 1' }));
  expect(await screen.findByText('The last habit cannot be deleted.')).toBeInTheDocument();

  await choose(t.user, field('Habits'), 'Tobacco');
  await waitFor(() => expect(t.server.calls('GET', '/curable/getHabitTypes/Tobacco')).toHaveLength(1));
  await choose(t.user, field('Habit Type'), 'Gutka');
  await t.user.type(field('Frequency/Day'), '0x3');
  expect(field('Frequency/Day')).toHaveValue('3');
  await t.user.click(screen.getByRole('button', { name: 'Add Habit' }));
  const second = await screen.findByRole('group', { name: 'Habit 2' });
  await choose(t.user, within(second).getByLabelText('Habits'), 'Snuff');
  await waitFor(() => expect(t.server.calls('GET', '/curable/getHabitTypes/Snuff')).toHaveLength(1));
  await choose(t.user, within(second).getByLabelText('Habit Type'), 'Snuff');
  await t.user.click(within(within(second).getByRole('radiogroup', { name: 'Quit' })).getByText('Yes'));
  await t.user.type(within(second).getByLabelText('How Long Since Quitting (Years)'), '4');

  await t.user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/MedicalomenHealthDetails'));
  const [saved] = t.server.calls('POST', '/curable/candidate');
  expect(saved.body).toMatchObject({ id: 501, tobaccoUser: true, type: 3, screenId: 3 });
  expect(saved.body.candidateHabitDTOs).toEqual([
    { candidateId: 501, habits: 'Tobacco', type: 'Gutka', frequency: '3', duration: null, quit: null, howLong: null },
    { candidateId: 501, habits: 'Snuff', type: 'Snuff', frequency: null, duration: null, quit: true, howLong: '4' },
  ]);
});

test('saved details prefill the form (type 2) and Prev saves before going back', async () => {
  t.server.on('POST', '/curable/candidatehistoryForPrefil', {
    body: candidate({
      fatherName: 'Kannan',
      monthlyIncome: 12000,
      houseType: 'Rental',
      education: 'High school',
      aadhar: '123456789012',
      tobaccoUser: true,
      candidateHabitDTOs: [
        { id: 3, candidateId: 501, habits: 'Tobacco', type: 'Hans', frequency: '2', duration: '5', quit: 'false', howLong: null },
      ],
    }),
  });
  open();
  expect(await screen.findByDisplayValue('Kannan')).toBeInTheDocument();
  expect(t.server.calls('POST', '/curable/candidatehistoryForPrefil')[0].body).toEqual({ candidateId: 501, type: 2 });
  expect(field('Monthly Income')).toHaveValue('12000');
  expect(screen.getByRole('radio', { name: 'Rental' })).toBeChecked();
  expect(screen.getByText('High school')).toBeInTheDocument();
  expect(field('Frequency/Day')).toHaveValue('2');
  await t.user.click(screen.getByRole('button', { name: 'Prev' }));
  await waitFor(() => expect(currentPath()).toBe('/DiseaseSpecificDetails'));
  expect(t.server.calls('POST', '/curable/candidate')[0].body).toMatchObject({
    fatherName: 'Kannan',
    monthlyIncome: 12000,
    houseType: 'Rental',
    education: 'High school',
  });
});

test("the server's refusal reads 'Error: {message}'; without a network the save is kept on the device", async () => {
  t.server.on('POST', '/curable/candidate', refusal(400, 'VOTER_ID', undefined, 'voterId'));
  open();
  await t.user.type(await screen.findByLabelText('Father Name'), 'Kannan');
  await t.user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Error: Voter ID must be up to 12 letters or digits.')).toBeInTheDocument();
  t.server.offline(true);
  await t.user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/MedicalomenHealthDetails'));
  const [queued] = await (await loadOutboxSync()).queuedWrites();
  expect(queued).toMatchObject({ step: 'details', refusal: null, data: expect.objectContaining({ fatherName: 'Kannan' }) });
});

test('Finish asks, then saves and ends on the final page', async () => {
  open();
  await t.user.type(await screen.findByLabelText('Spouse Name'), 'Malar');
  await t.user.click(screen.getByRole('button', { name: 'Finish' }));
  const dialog = await screen.findByRole('dialog');
  await t.user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(currentPath()).toBe('/SuccessMessagePRFinal'));
  expect(t.server.calls('POST', '/curable/candidate')[0].body).toMatchObject({ spouseName: 'Malar' });
});
