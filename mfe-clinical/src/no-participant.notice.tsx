import { useNavigate } from 'react-router-dom';
import { Alert, Button } from '@screening/shared/ui';
import { useClinicalTranslation } from './i18n';

/** A clinical page opened without a participant in progress (e.g. a bookmark): says so and leads to the search. */
export function NoParticipantNotice({ searchPath }: { searchPath: string }) {
  const { t } = useClinicalTranslation();
  const navigate = useNavigate();
  return (
    <Alert
      type="info"
      showIcon
      title={t('notice.none')}
      action={<Button onClick={() => navigate(searchPath)}>{t('notice.search')}</Button>}
    />
  );
}
