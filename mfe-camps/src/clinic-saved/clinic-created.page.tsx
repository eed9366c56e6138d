import { SuccessPage } from '@screening/shared/ui';
import { useCampsTranslation } from '../i18n';
import { useSavedClinicId } from '../saved-clinic-id';
import { PATHS } from '../paths';

/** What a clinic's success page says and offers: `updated` for /success-messageEdit, else /success-message. */
export function ClinicSavedPage({ updated }: { updated: boolean }) {
  const { t } = useCampsTranslation();
  const clinicId = useSavedClinicId(updated ? 'clickId' : 'clinicId');
  return (
    <SuccessPage
      title={t(updated ? 'updated' : 'created')}
      lines={[t('savedId', { id: clinicId })]}
      actions={[
        { label: t('first.create'), to: PATHS.createClinic, primary: true },
        { label: t('backHome'), to: PATHS.home },
      ]}
    />
  );
}

/** /success-message (docs/screens.md §2). */
export default function ClinicCreatedPage() {
  return <ClinicSavedPage updated={false} />;
}
