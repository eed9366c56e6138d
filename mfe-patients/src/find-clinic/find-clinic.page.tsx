/**
 * Patient Registration clinic search (SPEC §2): find an active clinic, then Start Registration into THAT clinic
 * (the original stored the last clinic of the list, DISCREPANCIES 35). Nothing found offers to create one, to those
 * who may create clinics; others are told that no clinic matches.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { canCreate, canView, hasAll, MENU_KEYS, useAuthStore, useWorkflowStore, type Camp } from '@screening/shared';
import { Button, ConfirmDialog, ResultCard, SearchPage, clinicCardFields } from '@screening/shared/ui';
import { translated, usePatientsTranslation } from '../i18n';
import { ENROLMENT_STEP, PATHS } from '../paths';
import { searchClinics } from './clinics.api';

export const CLINIC_SEARCH_FAILED = 'Failed to fetch clinic details. Please try again.';
export const NO_CLINIC_TITLE = 'This Outreach Clinic does not exist';
export const NO_CLINIC_MESSAGE = 'Do you want to create a new Outreach Clinic?';

export default function FindClinicPage() {
  const { t } = usePatientsTranslation();
  const navigate = useNavigate();
  const menus = useAuthStore((s) => s.menus);
  const mayStart = canCreate(menus, MENU_KEYS.registrationByName);
  const maySearch = canView(menus, MENU_KEYS.registrationByName);
  const mayCreateClinic = hasAll(menus, MENU_KEYS.outreachClinic);
  const [askCreate, setAskCreate] = useState(false);

  const start = (clinic: Camp) => {
    const store = useWorkflowStore.getState();
    store.setClinic(clinic);
    store.setParticipant(null);
    store.setStep(ENROLMENT_STEP, null);
    navigate(PATHS.enrolment);
  };

  return (
    <SearchPage<Camp>
      title={t('title.registration')}
      placeholder={t('clinic.search')}
      search={searchClinics}
      errorMessage={translated(CLINIC_SEARCH_FAILED)}
      onEmpty={mayCreateClinic ? () => setAskCreate(true) : undefined}
      emptyText={mayCreateClinic ? undefined : translated(NO_CLINIC_TITLE)}
      searchDisabled={!maySearch}
      backTo={PATHS.home}
      getKey={(clinic) => clinic.campId}
      renderItem={(clinic) => (
        <ResultCard
          ariaLabel={clinic.campName}
          fields={clinicCardFields(clinic)}
          actions={
            <Button type="primary" disabled={!mayStart} onClick={() => start(clinic)}>
              {t('clinic.start')}
            </Button>
          }
        />
      )}
    >
      <ConfirmDialog
        open={askCreate}
        title={translated(NO_CLINIC_TITLE)}
        message={translated(NO_CLINIC_MESSAGE)}
        onYes={() => navigate(PATHS.createClinic)}
        onNo={() => setAskCreate(false)}
      />
    </SearchPage>
  );
}
