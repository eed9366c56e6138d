/**
 * Modify Patient Information (docs/screens.md §2): it opens on the participants of the user's clinics (newest first, with
 * their number), a search by name, registration ID or mobile narrows them, then Edit opens the enrolment form on
 * that participant (street ID locked). Whoever may not search or edit here is told why.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { canEdit, canView, MENU_KEYS, useAuthStore, useWorkflowStore, type Candidate } from '@screening/shared';
import { Alert, Button, genderLabel, NoDataDialog, registrationCardFields, ResultCard, SearchPage } from '@screening/shared/ui';
import { usePatientsTranslation } from '../i18n';
import { ENROLMENT_STEP, PARTICIPANT_PARAM, PATHS, type EnrolmentStep } from '../paths';
import { searchCandidates } from './candidates.api';

/** A hospital-wide list: a few characters keep the search meaningful (docs/discrepancies.md §46). */
export const PATIENT_SEARCH_MIN = 3;

export default function ModifyPatientPage() {
  const { t } = usePatientsTranslation();
  const navigate = useNavigate();
  const menus = useAuthStore((s) => s.menus);
  const maySearch = canView(menus, MENU_KEYS.screening);
  const mayEdit = canEdit(menus, MENU_KEYS.screening);
  const mayOpenView = canView(menus, MENU_KEYS.followUp);
  const [nothingFound, setNothingFound] = useState(false);

  const edit = (candidate: Candidate) => {
    const registrationId = candidate.registrationId ?? candidate.registraionId ?? null;
    const step: EnrolmentStep = { candidateId: candidate.id, edit: true, registrationId };
    const store = useWorkflowStore.getState();
    store.setParticipant(null);
    store.setStep(ENROLMENT_STEP, step);
    navigate(PATHS.enrolment, { state: step });
  };

  return (
    <SearchPage<Candidate>
      title={t('first.modify.title')}
      placeholder={t('first.modify.searchShort')}
      searchHint={t('first.modify.search')}
      search={searchCandidates}
      errorMessage={t('first.modify.failed')}
      onEmpty={() => setNothingFound(true)}
      minLength={PATIENT_SEARCH_MIN}
      searchDisabled={!maySearch}
      openList={{ title: t('first.modify.listed'), empty: t('first.modify.nobody') }}
      backTo={PATHS.home}
      getKey={(candidate) => candidate.id}
      renderItem={(candidate) => (
        <ResultCard
          ariaLabel={candidate.name ?? t('first.modify.participant', { id: candidate.id })}
          fields={[
            {
              label: t('first.individualName'),
              // Her name opens her view (her tests, referral and follow-up, who did what) for whoever may follow her up.
              value:
                mayOpenView && candidate.name ? (
                  <Link to={`${PATHS.participant}?${PARTICIPANT_PARAM}=${candidate.id}`}>{candidate.name}</Link>
                ) : (
                  candidate.name
                ),
            },
            ...registrationCardFields(candidate),
            { label: t('first.age'), value: candidate.age },
            { label: t('gender.label', { ns: 'shared' }), value: genderLabel(candidate.gender) },
            { label: t('first.spouse'), value: candidate.spouseName },
            { label: t('first.father'), value: candidate.fatherName },
            { label: t('first.mobileNo'), value: candidate.mobileNo },
          ]}
          actions={
            <Button type="primary" disabled={!mayEdit} onClick={() => edit(candidate)}>
              {t('first.modify.edit')}
            </Button>
          }
        />
      )}
    >
      {!mayEdit && (
        <Alert
          type="info"
          showIcon
          title={t(maySearch ? 'first.modify.noEdit' : 'first.modify.noSearch')}
          style={{ marginTop: 16 }}
        />
      )}
      <NoDataDialog
        open={nothingFound}
        title={t('first.modify.none')}
        message={t('first.modify.noneMessage')}
        onClose={() => setNothingFound(false)}
      />
    </SearchPage>
  );
}
