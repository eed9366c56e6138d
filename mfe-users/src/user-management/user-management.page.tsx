import { useNavigate } from 'react-router-dom';
import { hasAll, MENU_KEYS, useAuthStore } from '@screening/shared';
import { Button, PageFrame, Space } from '@screening/shared/ui';

/** User Management landing: gated by the '/Outrich Clinic' permission, as SPEC §2 says. */
export default function UserManagementPage() {
  const navigate = useNavigate();
  const allowed = useAuthStore((s) => hasAll(s.menus, MENU_KEYS.outreachClinic));
  return (
    <PageFrame title="User Management" backTo="/responsive-cancer-institute">
      <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 420, margin: '24px auto', display: 'flex' }}>
        <Button type="primary" size="large" block disabled={!allowed} onClick={() => navigate('/create-new-user')}>
          Create New User
        </Button>
        <Button size="large" block disabled={!allowed} onClick={() => navigate('/edit-user-management')}>
          Edit Existing User
        </Button>
      </Space>
    </PageFrame>
  );
}
