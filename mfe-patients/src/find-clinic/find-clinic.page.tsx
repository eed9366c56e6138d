/**
 * Patient Registration clinic search (docs/screens.md §2): find an active clinic, then Start Registration into THAT clinic
 * (the original stored the last clinic of the list, docs/discrepancies.md §35). Nothing found offers to create one, to those
 * who may create clinics; others are told that no clinic matches.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { canCreate, canView, hasAll, MENU_KEYS, useAuthStore, useWorkflowStore, type Camp } from '@screening/shared';
import { Button, ConfirmDialog, ResultCard, SearchPage, clinicCardFields } from '@screening/shared/ui';
import { usePatientsTranslation } from '../i18n';
import { ENROLMENT_STEP, PATHS } from '../paths';
import { searchClinics } from '../clinics.api';

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
      title={t('first.title')}
      placeholder={t('first.search')}
      search={searchClinics}
      errorMessage={t('first.failed')}
      onEmpty={mayCreateClinic ? () => setAskCreate(true) : undefined}
      emptyText={mayCreateClinic ? undefined : t('first.none')}
      searchDisabled={!maySearch}
      backTo={PATHS.home}
      getKey={(clinic) => clinic.campId}
      renderItem={(clinic) => (
        <ResultCard
          ariaLabel={clinic.campName}
          fields={clinicCardFields(clinic)}
          actions={
            <Button type="primary" disabled={!mayStart} onClick={() => start(clinic)}>
              {t('first.start')}
            </Button>
          }
        />
      )}
    >
      <ConfirmDialog
        open={askCreate}
        title={t('first.none')}
        message={t('first.create')}
        onYes={() => navigate(PATHS.createClinic)}
        onNo={() => setAskCreate(false)}
      />
    </SearchPage>
  );
}
