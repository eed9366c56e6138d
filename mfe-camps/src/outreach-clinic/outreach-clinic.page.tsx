import { useNavigate } from 'react-router-dom';
import { hasAll, MENU_KEYS, useAuthStore } from '@screening/shared';
import { Button, PageFrame, Space } from '@screening/shared/ui';
import { useCampsTranslation } from '../i18n';
import { PATHS } from '../paths';

/** Outreach Clinic landing: both actions need CREATE, VIEW and EDIT on '/Outrich Clinic' (docs/screens.md §6). */
export default function OutreachClinicPage() {
  const navigate = useNavigate();
  const { t } = useCampsTranslation();
  const allowed = useAuthStore((s) => hasAll(s.menus, MENU_KEYS.outreachClinic));
  return (
    <PageFrame title={t('card.outreachClinic', { ns: 'shared' })} backTo={PATHS.home}>
      <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 420, margin: '24px auto', display: 'flex' }}>
        <Button type="primary" size="large" block disabled={!allowed} onClick={() => navigate(PATHS.createClinic)}>
          {t('first.create')}
        </Button>
        <Button size="large" block disabled={!allowed} onClick={() => navigate(PATHS.findClinic)}>
          {t('first.editExisting')}
        </Button>
      </Space>
    </PageFrame>
  );
}
