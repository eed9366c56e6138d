import { useNavigate } from 'react-router-dom';
import { hasAll, MENU_KEYS, useAuthStore } from '@screening/shared';
import { Button, PageFrame, Space } from '@screening/shared/ui';

/** Outreach Clinic landing: both actions need CREATE, VIEW and EDIT on '/Outrich Clinic' (SPEC §6). */
export default function OutreachClinicPage() {
  const navigate = useNavigate();
  const allowed = useAuthStore((s) => hasAll(s.menus, MENU_KEYS.outreachClinic));
  return (
    <PageFrame title="Outreach Clinic" backTo="/responsive-cancer-institute">
      <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 420, margin: '24px auto', display: 'flex' }}>
        <Button type="primary" size="large" block disabled={!allowed} onClick={() => navigate('/create-outreach-clinic')}>
          Create New Outreach Clinic
        </Button>
        <Button size="large" block disabled={!allowed} onClick={() => navigate('/outreach-clinic-info')}>
          Edit Existing Outreach Clinic
        </Button>
      </Space>
    </PageFrame>
  );
}
