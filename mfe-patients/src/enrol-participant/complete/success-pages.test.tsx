/** The tagged and completed pages (SPEC 'Success pages'): their texts, and that leaving ends the participant. */
import { screen } from '@testing-library/react';
import { useWorkflowStore } from '@screening/shared';
import { ENROLMENT_STEP, TAGGED_STEP } from '../../paths';
import { pageTests } from '../../testing/page-tests';
import { camp } from '../../testing/fixtures';
import { PARTICIPANT, currentPath, renderPage } from '../../testing/render-page';
import TaggedPage from '../tagged/tagged.page';
import CompletePage from './complete.page';

const t = pageTests({ participant: PARTICIPANT });

test('tagged: the registration ID, then Begin Next Enrollment in the same clinic', async () => {
  const store = useWorkflowStore.getState();
  store.setClinic(camp());
  store.setStep(TAGGED_STEP, { registrationId: '1203045007000031', name: 'Kumar' });
  renderPage(<TaggedPage />, '/SuccessMessagePatient');
  expect(screen.getByRole('heading', { name: 'Patient has been Tagged Successfully!' })).toBeInTheDocument();
  expect(screen.getByText('Registration ID: 1203045007000031')).toBeInTheDocument();
  await t.user.click(screen.getByRole('button', { name: 'Begin Next Enrollment' }));
  expect(currentPath()).toBe('/NewScreeningEnrollment');
  expect(useWorkflowStore.getState().steps[TAGGED_STEP]).toBeUndefined();
});

test('complete: the title, and Back To Home ends the participant in progress and its drafts', async () => {
  const store = useWorkflowStore.getState();
  store.setStep(ENROLMENT_STEP, { candidateId: 501, registrationId: PARTICIPANT.registrationId, edit: false });
  store.saveDraft('patients/FamilyMedicalDetails:501', [{ id: null, answers: { 'Cancer Site': ['Oral'] } }]);
  store.saveDraft('patients/NewScreeningEnrollment:new-41', { name: 'Someone else' });
  renderPage(<CompletePage />, '/SuccessMessagePRFinal');
  expect(screen.getByRole('heading', { name: 'Registration has been Completed successfully!' })).toBeInTheDocument();
  expect(screen.getByText('Lakshmi Devi · Registration ID: 1203045007000012')).toBeInTheDocument();
  await t.user.click(screen.getByRole('button', { name: 'Back To Home' }));
  expect(currentPath()).toBe('/responsive-cancer-institute');
  const after = useWorkflowStore.getState();
  expect(after.participant).toBeNull();
  expect(after.steps[ENROLMENT_STEP]).toBeUndefined();
  expect(Object.keys(after.drafts)).toEqual(['patients/NewScreeningEnrollment:new-41']);
});

test('complete without a clinic: Begin Next Enrollment goes to the clinic search', async () => {
  renderPage(<CompletePage />, '/SuccessMessagePRFinal');
  await t.user.click(screen.getByRole('button', { name: 'Begin Next Enrollment' }));
  expect(currentPath()).toBe('/PatientRegistrationSearch');
});
