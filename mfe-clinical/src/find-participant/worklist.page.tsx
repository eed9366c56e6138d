import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore, type Candidate } from '@screening/shared';
import { Alert, SearchPage } from '@screening/shared/ui';
import { fetchWorklistPage, toParticipant } from '../candidates.api';
import { canRecord, examinationOf, type StageOption, type WorklistKind } from '../examination';
import { useClinicalTranslation } from '../i18n';
import { beginExamination } from '../open-examination';
import { PATHS } from '../paths';
import { ClinicFilter } from './clinic-filter';
import { ParticipantCard } from './participant-card';

interface Screen {
  /** The worklist's texts in the catalogue's `first` section: `wait{texts}`, `none{texts}`. */
  texts: 'Screening' | 'Clinical' | 'Referral';
  /** Who may not record it is told why (`first.{noAccess}`). */
  noAccess: 'noScreening' | 'noClinical';
}

const SCREENS: Record<WorklistKind, Screen> = {
  screening: { texts: 'Screening', noAccess: 'noScreening' },
  clinical: { texts: 'Clinical', noAccess: 'noClinical' },
  referral: { texts: 'Referral', noAccess: 'noClinical' },
};

/**
 * A worklist (docs/screens.md §2 "Screening and clinical"): it opens on those waiting in the user's clinics (newest first, with
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

  const begin = (candidate: Candidate, { label, test }: StageOption) =>
    navigate(
      beginExamination(
        toParticipant(candidate),
        examination,
        { stage: label, diseaseTestId: test.diseaseTestId, candidateTestId: test.candidateTestId },
        kind,
      ),
    );

  return (
    <SearchPage<Candidate>
      title={t(`first.${kind}`)}
      placeholder={t('first.search')}
      search={search}
      getKey={(candidate) => candidate.id}
      renderItem={(candidate) => <ParticipantCard candidate={candidate} kind={examination} disabled={!allowed} onNext={begin} />}
      errorMessage={t('first.failed')}
      emptyText={t('first.empty')}
      searchDisabled={!allowed}
      backTo={PATHS.home}
      openList={{
        title: t(`first.wait${screen.texts}`),
        empty: t(`first.none${screen.texts}`, { where: t(campId === null ? 'first.yourClinics' : 'first.thisClinic') }),
      }}
      filter={<ClinicFilter kind={kind} value={campId} onChange={setCampId} disabled={!allowed} />}
      filterKey={campId}
    >
      {!allowed && <Alert type="info" showIcon title={t(`first.${screen.noAccess}`)} style={{ marginTop: 16 }} />}
    </SearchPage>
  );
}
