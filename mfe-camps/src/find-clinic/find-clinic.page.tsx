import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MENU_KEYS, hasAll, useAuthStore, useWorkflowStore, type Camp } from '@screening/shared';
import { Button, ConfirmDialog, ResultCard, SearchPage, Space, clinicCardFields } from '@screening/shared/ui';
import { searchClinics } from './find-clinic.api';
import { ALLOCATION_STEP, EDIT_CLINIC_STEP, draftFromCamp } from '../clinic/clinic-draft';
import { useCampsTranslation } from '../i18n';
import { PATHS } from '../paths';

/** Starts editing a clinic; an unsaved edit of the same clinic (e.g. before a reload) is resumed, not lost. */
function startEditing(camp: Camp): void {
  const { steps, setStep } = useWorkflowStore.getState();
  const current = steps[EDIT_CLINIC_STEP];
  setStep(EDIT_CLINIC_STEP, current && current.id === camp.id ? current : draftFromCamp(camp));
}

/**
 * Edit Existing Outreach Clinic (docs/screens.md §2): search by clinic ID or name; each card offers Edit Staff (the SPEC's Edit:
 * its staff, on Resource Allocation) and Edit Details (name, pincode, place, dates). Both need the outreach clinic
 * privileges.
 */
export default function FindClinicPage() {
  const navigate = useNavigate();
  const { t } = useCampsTranslation();
  const mayEdit = useAuthStore((s) => hasAll(s.menus, MENU_KEYS.outreachClinic));
  const [askCreate, setAskCreate] = useState(false);

  const editStaff = (camp: Camp) => {
    startEditing(camp);
    useWorkflowStore.getState().setStep(ALLOCATION_STEP, 'edit');
    navigate(PATHS.resourceAllocation);
  };
  const editDetails = (camp: Camp) => {
    startEditing(camp);
    navigate(PATHS.editClinic);
  };

  return (
    <SearchPage<Camp>
      title={t('first.editExisting')}
      placeholder={t('search')}
      search={searchClinics}
      errorMessage={t('msg.camps')}
      onEmpty={() => setAskCreate(true)}
      getKey={(camp) => camp.id ?? camp.campId}
      backTo={PATHS.outreachClinic}
      renderItem={(camp) => (
        <ResultCard
          ariaLabel={camp.campName}
          fields={clinicCardFields(camp)}
          actions={
            <Space wrap>
              <Button onClick={() => editDetails(camp)} disabled={!mayEdit}>
                {t('editDetails')}
              </Button>
              <Button type="primary" onClick={() => editStaff(camp)} disabled={!mayEdit}>
                {t('editStaff')}
              </Button>
            </Space>
          }
        />
      )}
    >
      <ConfirmDialog
        open={askCreate}
        title={t('notFound')}
        message={t('askCreate')}
        onYes={() => navigate(PATHS.createClinic)}
        onNo={() => setAskCreate(false)}
      />
    </SearchPage>
  );
}
