import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore, useWorkflowStore, type Candidate } from '@screening/shared';
import { Alert, SearchPage } from '@screening/shared/ui';
import { fetchWorklistPage, toParticipant } from '../candidates.api';
import { canRecord, EXAMINATION_STEP, type ExaminationKind, type StageOption } from '../examination';
import { PATHS } from '../paths';
import { ParticipantCard } from './participant-card';

const SCREENS: Record<ExaminationKind, { title: string; next: string; noAccess: string; waiting: string; none: string }> = {
  screening: {
    title: 'Screening',
    waiting: 'Waiting for screening',
    none: 'Nobody in your outreach clinics is waiting for screening.',
    next: PATHS.screeningForm,
    noAccess: 'Searching and screening need the View, Create and Edit permissions of Screening.',
  },
  clinical: {
    title: 'Clinical Evaluation',
    waiting: 'Waiting for clinical evaluation',
    none: 'Nobody in your outreach clinics is waiting for clinical evaluation.',
    next: PATHS.clinicalForm,
    noAccess:
      'Searching and clinical evaluation need the View, Create and Edit permissions of Clinical Evaluation or Referral to Hospital.',
  },
};

/**
 * A worklist (SPEC §2 "Screening and clinical"): it opens on those waiting in the user's clinics (newest first, with
 * their number), a search narrows it; participants with their pending tests, Next to the form.
 */
export function WorklistPage({ kind }: { kind: ExaminationKind }) {
  const navigate = useNavigate();
  const allowed = useAuthStore((s) => canRecord(s.menus, kind));
  const screen = SCREENS[kind];
  const search = useCallback((text: string, page: number) => fetchWorklistPage(kind, text, page), [kind]);

  const begin = (candidate: Candidate, option: StageOption) => {
    const workflow = useWorkflowStore.getState();
    workflow.setParticipant(toParticipant(candidate));
    workflow.setStage(option.label, option.test.diseaseTestId, option.test.candidateTestId);
    workflow.setStep(EXAMINATION_STEP, {
      kind,
      candidateId: candidate.id,
      diseaseTestId: option.test.diseaseTestId,
    });
    navigate(screen.next);
  };

  return (
    <SearchPage<Candidate>
      title={screen.title}
      placeholder="Search by Patient name/id/mobile"
      search={search}
      getKey={(candidate) => candidate.id}
      renderItem={(candidate) => <ParticipantCard candidate={candidate} kind={kind} disabled={!allowed} onNext={begin} />}
      errorMessage="Failed to fetch patients. Please try again later."
      emptyText="No patient found"
      searchDisabled={!allowed}
      backTo={PATHS.home}
      openList={{ title: screen.waiting, empty: screen.none }}
    >
      {!allowed && <Alert type="info" showIcon title={screen.noAccess} style={{ marginTop: 16 }} />}
    </SearchPage>
  );
}
