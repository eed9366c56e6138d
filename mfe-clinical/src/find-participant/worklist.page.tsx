import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore, useWorkflowStore, type Candidate } from '@screening/shared';
import { Alert, SearchPage } from '@screening/shared/ui';
import { fetchWorklistPage, toParticipant } from '../candidates.api';
import { canRecord, examinationOf, EXAMINATION_STEP, type StageOption, type WorklistKind } from '../examination';
import { PATHS } from '../paths';
import { ClinicFilter } from './clinic-filter';
import { ParticipantCard } from './participant-card';

const CLINICAL_NO_ACCESS =
  'Searching and clinical evaluation need the View, Create and Edit permissions of Clinical Evaluation or Referral to Hospital.';

interface Screen {
  title: string;
  next: string;
  noAccess: string;
  waiting: string;
  /** Nobody waiting in `where` ("your outreach clinics", "this outreach clinic"). */
  none: (where: string) => string;
}

const SCREENS: Record<WorklistKind, Screen> = {
  screening: {
    title: 'Screening',
    waiting: 'Waiting for screening',
    none: (where) => `Nobody in ${where} is waiting for screening.`,
    next: PATHS.screeningForm,
    noAccess: 'Searching and screening need the View, Create and Edit permissions of Screening.',
  },
  clinical: {
    title: 'Clinical Evaluation',
    waiting: 'Waiting for clinical evaluation',
    none: (where) => `Nobody in ${where} is waiting for clinical evaluation.`,
    next: PATHS.clinicalForm,
    noAccess: CLINICAL_NO_ACCESS,
  },
  referral: {
    title: 'Referral to Hospital',
    waiting: 'Referred, not yet evaluated',
    none: (where) => `Nobody referred from ${where} is waiting for clinical evaluation.`,
    next: PATHS.clinicalForm,
    noAccess: CLINICAL_NO_ACCESS,
  },
};

/**
 * A worklist (SPEC §2 "Screening and clinical"): it opens on those waiting in the user's clinics (newest first, with
 * their number), a clinic and a search narrow it; participants with their pending tests, Next to the form.
 */
export function WorklistPage({ kind }: { kind: WorklistKind }) {
  const navigate = useNavigate();
  const examination = examinationOf(kind);
  const allowed = useAuthStore((s) => canRecord(s.menus, examination));
  const screen = SCREENS[kind];
  const [campId, setCampId] = useState<number | null>(null);
  const search = useCallback((text: string, page: number) => fetchWorklistPage(kind, text, page, campId), [kind, campId]);

  const begin = (candidate: Candidate, option: StageOption) => {
    const workflow = useWorkflowStore.getState();
    workflow.setParticipant(toParticipant(candidate));
    workflow.setStage(option.label, option.test.diseaseTestId, option.test.candidateTestId);
    workflow.setStep(EXAMINATION_STEP, {
      kind: examination,
      candidateId: candidate.id,
      diseaseTestId: option.test.diseaseTestId,
      worklist: kind,
    });
    navigate(screen.next);
  };

  return (
    <SearchPage<Candidate>
      title={screen.title}
      placeholder="Search by Patient name/id/mobile"
      search={search}
      getKey={(candidate) => candidate.id}
      renderItem={(candidate) => <ParticipantCard candidate={candidate} kind={examination} disabled={!allowed} onNext={begin} />}
      errorMessage="Failed to fetch patients. Please try again later."
      emptyText="No patient found"
      searchDisabled={!allowed}
      backTo={PATHS.home}
      openList={{
        title: screen.waiting,
        empty: screen.none(campId === null ? 'your outreach clinics' : 'this outreach clinic'),
      }}
      filter={<ClinicFilter kind={kind} value={campId} onChange={setCampId} disabled={!allowed} />}
      filterKey={campId}
    >
      {!allowed && <Alert type="info" showIcon title={screen.noAccess} style={{ marginTop: 16 }} />}
    </SearchPage>
  );
}
