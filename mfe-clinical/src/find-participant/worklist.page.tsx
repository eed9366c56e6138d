import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore, useWorkflowStore, type Candidate } from '@screening/shared';
import { Alert, SearchPage } from '@screening/shared/ui';
import { fetchWorklistPage, toParticipant } from '../candidates.api';
import { canRecord, examinationOf, EXAMINATION_STEP, type StageOption, type WorklistKind } from '../examination';
import { translated, useClinicalTranslation } from '../i18n';
import { PATHS } from '../paths';
import { ClinicFilter } from './clinic-filter';
import { ParticipantCard } from './participant-card';

const CLINICAL_NO_ACCESS =
  'Searching and clinical evaluation need the View, Create and Edit permissions of Clinical Evaluation or Referral to Hospital.';

interface Screen {
  next: string;
  noAccess: string;
  /** The worklist's texts: `list.{texts}` title, `list.wait{Texts}` and `list.none{Texts}`. */
  texts: 'Screening' | 'Clinical' | 'Referral';
}

const SCREENS: Record<WorklistKind, Screen> = {
  screening: {
    texts: 'Screening',
    next: PATHS.screeningForm,
    noAccess: 'Searching and screening need the View, Create and Edit permissions of Screening.',
  },
  clinical: { texts: 'Clinical', next: PATHS.clinicalForm, noAccess: CLINICAL_NO_ACCESS },
  referral: { texts: 'Referral', next: PATHS.clinicalForm, noAccess: CLINICAL_NO_ACCESS },
};

/**
 * A worklist (SPEC §2 "Screening and clinical"): it opens on those waiting in the user's clinics (newest first, with
 * their number), a clinic and a search narrow it; participants with their pending tests, Next to the form.
 */
export function WorklistPage({ kind }: { kind: WorklistKind }) {
  const { t } = useClinicalTranslation();
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
      title={t(`list.${kind}`)}
      placeholder={t('list.search')}
      search={search}
      getKey={(candidate) => candidate.id}
      renderItem={(candidate) => <ParticipantCard candidate={candidate} kind={examination} disabled={!allowed} onNext={begin} />}
      errorMessage={t('list.failed')}
      emptyText={t('list.empty')}
      searchDisabled={!allowed}
      backTo={PATHS.home}
      openList={{
        title: t(`list.wait${screen.texts}`),
        empty: t(`list.none${screen.texts}`, { where: t(campId === null ? 'list.yourClinics' : 'list.thisClinic') }),
      }}
      filter={<ClinicFilter kind={kind} value={campId} onChange={setCampId} disabled={!allowed} />}
      filterKey={campId}
    >
      {!allowed && <Alert type="info" showIcon title={translated(screen.noAccess)} style={{ marginTop: 16 }} />}
    </SearchPage>
  );
}
