import { screen } from '@testing-library/react';
import { useWorkflowStore } from '@screening/shared';
import { OUTCOME_STEP, type OutcomeStep } from '../examination';
import { setupUser } from '@screening/shared/testing';
import { renderPage } from '@screening/shared/testing';
import { navigatedTo } from '../testing/clinical-session';
import ClinicalDonePage from './clinical-done.page';
import ScreeningDonePage from './screening-done.page';
import { loadClinicalTranslations } from '../i18n';

beforeAll(() => loadClinicalTranslations());
beforeEach(() => useWorkflowStore.getState().reset());

/** What was recorded, besides whose test it was (Meena's breast screening or clinical evaluation). */
type Recorded = Omit<OutcomeStep, 'kind' | 'participant' | 'stage'>;

function showScreeningDone(step: Recorded) {
  useWorkflowStore
    .getState()
    .setStep(OUTCOME_STEP, { kind: 'screening', participant: 'Meena 45/FEMALE', stage: 'Breast Screening', ...step });
  renderPage(<ScreeningDonePage />, ['/SuccessMessageScreeningFInal']);
}

function showClinicalDone(step: Recorded) {
  useWorkflowStore
    .getState()
    .setStep(OUTCOME_STEP, { kind: 'clinical', participant: 'Meena 45/FEMALE', stage: 'Breast Clinical Evaluation', ...step });
  renderPage(<ClinicalDonePage />, ['/SuccessMessageClinicalFInal']);
}

describe('the success pages', () => {
  it('screening: the SPEC text, what was recorded, Begin Screening and Back To Home', async () => {
    showScreeningDone({ completed: 1 });
    expect(screen.getByRole('heading', { name: 'Screening has been Completed successfully!' })).toBeInTheDocument();
    expect(screen.getByText('Meena 45/FEMALE: Breast Screening finished.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back To Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print her referral slip' })).toBeNull();
    await setupUser().click(screen.getByRole('button', { name: 'Begin Screening' }));
    expect(navigatedTo()).toBe('/PatientSearchPage');
  });

  it('screening that referred her: her view, to print her slip, before the next participant', async () => {
    showScreeningDone({ completed: 1, candidateId: 501, referred: true });
    await setupUser().click(screen.getByRole('button', { name: 'Print her referral slip' }));
    expect(navigatedTo()).toBe('/Participant');
  });

  it('a form opened from her view leads back to her view first, then to the worklist', async () => {
    showClinicalDone({ fromView: true, completed: 0, candidateId: 501 });
    const back = screen.getByRole('button', { name: 'Back to her view' });
    expect(back).toHaveClass('ant-btn-primary');
    expect(screen.getByRole('button', { name: 'Begin Clinical Evaluation' })).not.toHaveClass('ant-btn-primary');
    await setupUser().click(back);
    expect(navigatedTo()).toBe('/Participant');
  });

  it('a screening from her view that referred her: back to her view, to print her slip, offered once', () => {
    showScreeningDone({ fromView: true, completed: 1, candidateId: 501, referred: true });
    expect(screen.getByRole('button', { name: 'Back to her view, to print her referral slip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print her referral slip' })).toBeNull();
  });

  it('clinical: a Save is said to be saved and still open, never completed', async () => {
    showClinicalDone({ completed: 0 });
    expect(
      screen.getByRole('heading', { name: 'Clinical Evaluation saved. It stays open until it is finished.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Completed successfully/)).not.toBeInTheDocument();
    expect(screen.getByText('Meena 45/FEMALE: Breast Clinical Evaluation saved.')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Back To Home' }));
    expect(navigatedTo()).toBe('/responsive-cancer-institute');
  });

  it('clinical: the SPEC text after Finish', () => {
    showClinicalDone({ completed: 1 });
    expect(screen.getByRole('heading', { name: 'Clinical Evaluation has been Completed successfully!' })).toBeInTheDocument();
    expect(screen.getByText('Meena 45/FEMALE: Breast Clinical Evaluation finished.')).toBeInTheDocument();
  });

  it('clinical begun from Referral to Hospital: the next participant is found on that list', async () => {
    showClinicalDone({ worklist: 'referral', completed: 1 });
    await setupUser().click(screen.getByRole('button', { name: 'Begin Clinical Evaluation' }));
    expect(navigatedTo()).toBe('/ReferralSearchPage');
  });

  it('clinical begun from Clinical Evaluation: back to that list', async () => {
    showClinicalDone({ worklist: 'clinical', completed: 0 });
    await setupUser().click(screen.getByRole('button', { name: 'Begin Clinical Evaluation' }));
    expect(navigatedTo()).toBe('/ClinicSearchPage');
  });
});
