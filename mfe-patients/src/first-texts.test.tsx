/**
 * Patient Registration and Modify Patient Information (the screens a menu opens, which the home page runs ahead) show
 * with the catalogue's `first` section alone: in the browser it is all that is fetched for them; a text from
 * elsewhere would show its key.
 */
import { screen } from '@testing-library/react';
import { registerTranslations } from '@screening/shared';
import { setupUser } from '@screening/shared/testing';
import english from '../translations/en.json';
import { startApiServer, type ApiServer } from './testing/api-server';
import { camp, candidate } from './testing/fixtures';
import { renderPage, resetWorkflow, signInAs } from './testing/render-page';
import ModifyPatientPage from './modify-patient/modify-patient.page';
import FindClinicPage from './find-clinic/find-clinic.page';

const KEY = /\b(first|title|field|enrol|step|msg|done|modify|tag|habit|medical|opt)\.[a-zA-Z]/;
let server: ApiServer;

beforeAll(async () => {
  await registerTranslations('patients', { en: { first: english.first } });
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  signInAs(server);
  resetWorkflow();
});

it('Patient Registration: a search with results, and one without', async () => {
  const user = setupUser();
  server.on('POST', '/curable/activecamp', { body: [camp()] });
  const { container } = renderPage(<FindClinicPage />, '/PatientRegistrationSearch');
  expect(screen.getByRole('heading', { level: 1, name: 'Patient Registration' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Enter Clinic ID or Name'), 'camp');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('button', { name: 'Start Registration' })).toBeInTheDocument();
  expect(container.innerHTML).not.toMatch(KEY);

  server.on('POST', '/curable/activecamp', { body: [] });
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('This Outreach Clinic does not exist')).toBeInTheDocument();
  expect(document.body.innerHTML).not.toMatch(KEY);
});

it('Modify Patient Information: a search with results, and one without', async () => {
  const user = setupUser();
  server.on('POST', '/curable/getCandidatesList', { body: [candidate()] });
  const { container } = renderPage(<ModifyPatientPage />, '/PatientEdit');
  expect(screen.getByRole('heading', { level: 1, name: 'Modify Patient Information' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Search by Patient name/id/mobile'), 'Lakshmi');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(screen.getByText('Individual Name')).toBeInTheDocument();
  expect(container.innerHTML).not.toMatch(KEY);

  server.on('POST', '/curable/getCandidatesList', { body: [] });
  // The page opens on a list too: the typed search may still be running ('Searching...').
  await user.click(await screen.findByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No candidates found')).toBeInTheDocument();
  expect(document.body.innerHTML).not.toMatch(KEY);
});
