import { useNavigate } from 'react-router-dom';
import { Alert, Button } from '@screening/shared/ui';

/** A clinical page opened without a participant in progress (e.g. a bookmark): says so and leads to the search. */
export function NoParticipantNotice({ searchPath }: { searchPath: string }) {
  const navigate = useNavigate();
  return (
    <Alert
      type="info"
      showIcon
      title="No participant is selected. Find the participant in the search first."
      action={<Button onClick={() => navigate(searchPath)}>Search participants</Button>}
    />
  );
}
