import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useWorkflowStore, type Participant } from '@screening/shared';
import { Alert, Button, Loader, PageFrame, StatusPanel } from '@screening/shared/ui';
import { PATHS } from '../../paths';
import { translated, usePatientsTranslation } from '../../i18n';
import { ParticipantBanner } from './participant-banner';
import './wizard.css';

export const MISSING_PARTICIPANT_MESSAGE = 'Missing patient information. Please log in again.';

export interface StepFrameProps {
  title: string;
  /** The step's content for the participant in progress (keyed by it, so another participant starts afresh). */
  children: (participant: Participant) => ReactNode;
}

/** A step opened without what it works on (no participant, no clinic): says so and leads to the clinic search. */
export function NothingToWorkOn({ title, message }: { title: string; message: string }) {
  const { t } = usePatientsTranslation();
  const navigate = useNavigate();
  return (
    <PageFrame title={title} backTo={PATHS.findClinic}>
      <StatusPanel
        status="info"
        title={translated(message)}
        extra={
          <Button type="primary" onClick={() => navigate(PATHS.findClinic)}>
            {t('first.title')}
          </Button>
        }
      />
    </PageFrame>
  );
}

/** Page frame of an enrolment step: title and the participant in progress; without one, the way back. */
export function StepFrame({ title, children }: StepFrameProps) {
  const participant = useWorkflowStore((s) => s.participant);
  if (!participant) return <NothingToWorkOn title={title} message={MISSING_PARTICIPANT_MESSAGE} />;
  return (
    <PageFrame title={title}>
      <ParticipantBanner participant={participant} />
      <div className="pt-form" key={participant.id}>
        {children(participant)}
      </div>
    </PageFrame>
  );
}

export interface LoadStateProps {
  loading: boolean;
  /** A failed load: shown with Retry instead of the form, so saved data is never overwritten by a blank form. */
  error?: string | null;
  retry?: () => void;
  children: ReactNode;
}

export function LoadState({ loading, error, retry, children }: LoadStateProps) {
  const { t } = usePatientsTranslation();
  if (loading) return <Loader overlay={false} text={t('step.loading')} />;
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={translated(error)}
        action={
          retry && (
            <Button size="small" onClick={retry}>
              {t('common.retry', { ns: 'shared' })}
            </Button>
          )
        }
      />
    );
  }
  return <>{children}</>;
}
