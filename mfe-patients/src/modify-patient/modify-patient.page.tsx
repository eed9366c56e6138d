/**
 * Modify Patient Information (SPEC §2): find a participant by name, registration ID or mobile, then Edit opens
 * the enrolment form on that participant (street ID locked).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { canEdit, canView, MENU_KEYS, useAuthStore, useWorkflowStore, type Candidate } from '@screening/shared';
import { Button, genderLabel, NoDataDialog, registrationCardFields, ResultCard, SearchPage } from '@screening/shared/ui';
import { translated, usePatientsTranslation } from '../i18n';
import { ENROLMENT_STEP, PATHS, type EnrolmentStep } from '../paths';
import { searchCandidates } from './candidates.api';

export const PATIENT_SEARCH_FAILED = 'Failed to fetch patients. Please try again later.';
export const NO_CANDIDATES_TITLE = 'No candidates found';
export const NO_CANDIDATES_MESSAGE = 'No candidates match your search. Please try a different search term.';
/** A hospital-wide list: a few characters keep the search meaningful (DISCREPANCIES 46). */
export const PATIENT_SEARCH_MIN = 3;

export default function ModifyPatientPage() {
  const { t } = usePatientsTranslation();
  const navigate = useNavigate();
  const menus = useAuthStore((s) => s.menus);
  const maySearch = canView(menus, MENU_KEYS.screening);
  const mayEdit = canEdit(menus, MENU_KEYS.screening);
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
      title={t('title.modify')}
      placeholder={t('modify.search')}
      search={searchCandidates}
      errorMessage={translated(PATIENT_SEARCH_FAILED)}
      onEmpty={() => setNothingFound(true)}
      minLength={PATIENT_SEARCH_MIN}
      searchDisabled={!maySearch}
      backTo={PATHS.home}
      getKey={(candidate) => candidate.id}
      renderItem={(candidate) => (
        <ResultCard
          ariaLabel={candidate.name ?? t('modify.participant', { id: candidate.id })}
          fields={[
            { label: t('field.individualName'), value: candidate.name },
            ...registrationCardFields(candidate),
            { label: t('field.age'), value: candidate.age },
            { label: t('gender.label', { ns: 'shared' }), value: genderLabel(candidate.gender) },
            { label: t('field.spouse'), value: candidate.spouseName },
            { label: t('field.father'), value: candidate.fatherName },
            { label: t('field.mobileNo'), value: candidate.mobileNo },
          ]}
          actions={
            <Button type="primary" disabled={!mayEdit} onClick={() => edit(candidate)}>
              {t('modify.edit')}
            </Button>
          }
        />
      )}
    >
      <NoDataDialog
        open={nothingFound}
        title={translated(NO_CANDIDATES_TITLE)}
        message={translated(NO_CANDIDATES_MESSAGE)}
        onClose={() => setNothingFound(false)}
      />
    </SearchPage>
  );
}
